import Foundation
import OpenUIKit
import OpenUIKitContracts

/// The photo library: authorization, change observers, and the change blocks every change
/// request must be made in.
///
/// The library is a folder (see `PhotoLibraryStore`); a change block's requests are checked
/// first and written to the folder after, all or none, as Photos commits a change block.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let sharedLibrary = PHPhotoLibrary()

    private struct WeakObserver {
        weak var observer: (any PHPhotoLibraryChangeObserver)?
    }

    private let lock = NSLock()
    // Guarded by `lock`.
    private var observers: [WeakObserver] = []
    private let changeQueue = DispatchQueue(label: "OpenUIKit.PHPhotoLibrary.changes")

    /// The library of the app (the folder `OPENUIKIT_PHOTO_LIBRARY` names).
    open class func shared() -> PHPhotoLibrary { sharedLibrary }

    // MARK: Authorization

    private static let authorizationLock = NSLock()
    nonisolated(unsafe) private static var answered: PHAuthorizationStatus?

    /// The answer the user gives the permission prompt: `OPENUIKIT_PHOTO_AUTHORIZATION`
    /// (`authorized`, `limited`, `denied`, `restricted`), else "Allow Full Access".
    private static var promptAnswer: PHAuthorizationStatus {
        switch ProcessInfo.processInfo.environment[.photoAuthorization]?.lowercased() {
        case "denied": return .denied
        case "restricted": return .restricted
        case "limited": return .limited
        default: return .authorized
        }
    }

    /// Whether the app may read the library: `.notDetermined` until it asks.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        authorizationLock.withLock { answered ?? .notDetermined }
    }

    /// The read-write status; a limited grant reads as `.authorized`, as Photos answers this
    /// older call.
    open class func authorizationStatus() -> PHAuthorizationStatus {
        let status = authorizationStatus(for: .readWrite)
        return status == .limited ? .authorized : status
    }

    /// Asks the user, once; the answer is the Simulator's prompt answered as
    /// `OPENUIKIT_PHOTO_AUTHORIZATION` says (full access by default). `handler` runs on the main
    /// queue on a later turn (Photos runs it on an arbitrary queue).
    open class func requestAuthorization(
        for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void
    ) {
        let status = decide()
        let box = UncheckedBox(handler)
        DispatchQueue.main.async { box.value(status) }
    }

    /// As `requestAuthorization(for: .readWrite, handler:)`, with `.limited` read as `.authorized`.
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
        let status = decide()
        let box = UncheckedBox(handler)
        DispatchQueue.main.async { box.value(status == .limited ? .authorized : status) }
    }

    /// The status after asking the user (see `requestAuthorization(for:handler:)`).
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        decide()
    }

    private static func decide() -> PHAuthorizationStatus {
        authorizationLock.withLock {
            if let answered { return answered }
            let answer = promptAnswer
            answered = answer
            return answer
        }
    }

    /// Whether reading and changing the library is allowed: refused after a "don't allow".
    static var isAccessDenied: Bool {
        let status = authorizationStatus(for: .readWrite)
        return status == .denied || status == .restricted
    }

    // MARK: Observers

    /// Tells `observer` about every later change. Photos keeps it weakly, and so does this.
    open func register(_ observer: any PHPhotoLibraryChangeObserver) {
        lock.withLock {
            observers.removeAll { $0.observer == nil || $0.observer === observer }
            observers.append(WeakObserver(observer: observer))
        }
    }

    /// Stops telling `observer` about changes.
    open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
        lock.withLock { observers.removeAll { $0.observer == nil || $0.observer === observer } }
    }

    // MARK: Changes

    /// Runs `changeBlock` on the library's serial queue, where it makes change requests, then
    /// applies them all or none. Observers hear of the change first, then `completionHandler`
    /// runs on that queue with whether it worked and why not.
    open func performChanges(
        _ changeBlock: @escaping () -> Void, completionHandler: ((Bool, (any Error)?) -> Void)? = nil
    ) {
        let block = UncheckedBox(changeBlock)
        let completion = UncheckedBox(completionHandler)
        changeQueue.async {
            let result = self.run(block.value)
            switch result {
            case .success: completion.value?(true, nil)
            case .failure(let error): completion.value?(false, error)
            }
        }
    }

    /// As `performChanges(_:completionHandler:)`, waiting for the result.
    ///
    /// - Throws: `PHPhotosError` when a request cannot be applied (nothing is applied then).
    open func performChanges(_ changeBlock: @escaping () -> Void) async throws {
        let result: Result<Void, PHPhotosError> = await withCheckedContinuation { continuation in
            performChanges(changeBlock) { _, error in
                continuation.resume(returning: (error as? PHPhotosError).map { .failure($0) } ?? .success(()))
            }
        }
        try result.get()
    }

    /// Runs `changeBlock` and applies its requests on the calling thread, blocking it.
    ///
    /// - Throws: `PHPhotosError` when a request cannot be applied (nothing is applied then).
    open func performChangesAndWait(_ changeBlock: () -> Void) throws {
        try withoutActuallyEscaping(changeBlock) { block in
            try run(block).get()
        }
    }

    private func run(_ changeBlock: () -> Void) -> Result<Void, PHPhotosError> {
        let transaction = ChangeTransaction(store: PhotoLibraryStore.current)
        ChangeTransaction.begin(transaction)
        changeBlock()
        ChangeTransaction.end()
        if Self.isAccessDenied {
            return .failure(PHPhotosError(.accessUserDenied, "the user denied access to the photo library"))
        }
        let store = transaction.store
        let outcome: Result<(LibrarySnapshot, LibrarySnapshot), PHPhotosError> = store.lock.withLock {
            let before = store.snapshot()
            if case .failure(let error) = transaction.commit() { return .failure(error) }
            return .success((before, store.snapshot()))
        }
        switch outcome {
        case .failure(let error):
            return .failure(error)
        case .success(let (before, after)):
            if transaction.hasRequests { notifyObservers(PHChange(before: before, after: after)) }
            return .success(())
        }
    }

    private func notifyObservers(_ change: PHChange) {
        let current = lock.withLock { observers.compactMap(\.observer) }
        for observer in current { observer.photoLibraryDidChange(change) }
    }
}

/// Carries a value Swift cannot prove safe across a queue hop, where the API promises the
/// hand-over (a change block runs on the library's queue, a result handler on the main one).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Tells the app about misuse Photos raises an exception for, with Photos' text.
func reportMisuse(_ reason: String) {
    let diagnostic = UIKitDiagnostic(name: UIKitDiagnostic.internalInconsistency, reason: reason)
    if Thread.isMainThread {
        MainActor.assumeIsolated { UIKitDiagnostics.handler(diagnostic) }
    } else {
        DispatchQueue.main.async { UIKitDiagnostics.handler(diagnostic) }
    }
}
