import Foundation
import UniformTypeIdentifiers

/// A document: the contents of one file, read and written through the subclass's
/// `load(fromContents:ofType:)` and `contents(forType:)`, with UIKit's open–edit–save–close
/// cycle, change counting, autosaving and error handling.
///
/// On Linux the reading and writing happen on the main thread, as the call asks for them (UIKit
/// does them on a background queue under file coordination, which Linux Foundation does not
/// have); the completion handler still comes on a later turn of the main run loop, as UIKit's
/// does. A document autosaves when the app goes to the background and when it closes, not on a
/// timer. Package documents (folders) need `FileWrapper`, which Linux Foundation lacks: opening
/// one fails (`read(from:)`).
@preconcurrency @MainActor
open class UIDocument: NSObject {
    /// Where the document's file is.
    public private(set) var fileURL: URL
    /// What the document is doing: closed until opened, with flags for conflicts, a failed
    /// save and disabled editing.
    public private(set) var documentState: State = .closed {
        didSet {
            guard documentState != oldValue else { return }
            NotificationCenter.default.post(name: Self.stateChangedNotification, object: self)
        }
    }
    /// When the file was last read or written.
    open var fileModificationDate: Date?
    /// The progress of a download; none here, where documents are local files.
    open private(set) var progress: Progress?
    private var changeCount = 0
    private var savedChangeCount = 0
    private var undoManagerStorage: UndoManager?
    /// The undo manager's notifications this document follows; removed when it goes.
    nonisolated(unsafe) private var undoObservers: [any NSObjectProtocol] = []

    /// Posted on the document whenever `documentState` changes.
    public static let stateChangedNotification = NSNotification.Name("UIDocumentStateChangedNotification")

    /// What a document is doing, as flags; `normal` (none) while it is open and editable.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Open, editable, saved or with changes.
        public static let normal: State = []
        /// Not open, or closed.
        public static let closed = State(rawValue: 1 << 0)
        /// Another version of the file conflicts with this one; never here, where no other device
        /// writes it.
        public static let inConflict = State(rawValue: 1 << 1)
        /// The last save failed.
        public static let savingError = State(rawValue: 1 << 2)
        /// Editing is off while the document reverts or saves.
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// `progress` reports a download.
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// What a change did to the document's unsaved changes.
    public enum ChangeKind: Int, Sendable {
        /// A change was made.
        case done
        /// A change was undone.
        case undone
        /// An undone change was made again.
        case redone
        /// The document now matches its file.
        case cleared
    }

    /// Whether a save makes the file or replaces it.
    public enum SaveOperation: Int, Sendable {
        /// The file is new: it must not exist yet.
        case forCreating
        /// The file is replaced by the document's contents.
        case forOverwriting
    }

    /// A document for the file at `url` (which need not exist yet), closed.
    public init(fileURL url: URL) {
        fileURL = url
        super.init()
        UIApplication.shared.documentList.append(WeakBox(self))
    }

    deinit {
        for observer in undoObservers { NotificationCenter.default.removeObserver(observer) }
    }

    /// The document's undo manager, made on first use: every group of changes registered with it
    /// counts as a change (`updateChangeCount(.done)`), every undo and redo too, as UIKit's
    /// document follows its manager.
    open var undoManager: UndoManager! {
        get {
            if undoManagerStorage == nil { follow(UndoManager()) }
            return undoManagerStorage
        }
        set { follow(newValue) }
    }

    private func follow(_ manager: UndoManager?) {
        for observer in undoObservers { NotificationCenter.default.removeObserver(observer) }
        undoObservers = []
        undoManagerStorage = manager
        guard let manager else { return }
        let changes: [(NSNotification.Name, ChangeKind)] = [
            (.NSUndoManagerDidCloseUndoGroup, .done), (.NSUndoManagerDidUndoChange, .undone),
            (.NSUndoManagerDidRedoChange, .redone),
        ]
        undoObservers = changes.map { name, change in
            NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self, change != .done || (manager.groupingLevel == 0 && !manager.isUndoing) else {
                        return
                    }
                    self.updateChangeCount(change)
                }
            }
        }
    }

    /// The file's name without its extension.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    /// The type of the file, by its extension (`public.plain-text` for `.txt`).
    open var fileType: String? {
        let fileExtension = fileURL.pathExtension
        guard !fileExtension.isEmpty else { return nil }
        return UTType(filenameExtension: fileExtension, conformingTo: .item)?.identifier
    }

    /// The type a save writes: the document's own.
    open var savingFileType: String? { fileType }

    /// The extension a save gives the file: the document's, or the type's preferred one.
    open func fileNameExtension(forType typeName: String?, saveOperation: SaveOperation) -> String {
        if !fileURL.pathExtension.isEmpty { return fileURL.pathExtension }
        return typeName.flatMap(UTType.init)?.preferredFilenameExtension ?? ""
    }

    // MARK: Opening and closing

    /// Reads the file (`read(from:)`), then calls `completionHandler` on a later turn with
    /// whether it could; an open document stays open.
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        guard documentState.contains(.closed) else {
            finish(true, completionHandler)
            return
        }
        do {
            try read(from: fileURL)
            documentState.remove(.closed)
            finish(true, completionHandler)
        } catch {
            handleError(error, userInteractionPermitted: true)
            finish(false, completionHandler)
        }
    }

    /// Opens the document; returns whether it could.
    open func open() async -> Bool {
        await withCheckedContinuation { continuation in open { continuation.resume(returning: $0) } }
    }

    /// Saves unsaved changes (autosave), then closes; the handler hears whether the save, if
    /// any, succeeded.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        let saved = hasUnsavedChanges ? saveNow(to: fileURL, for: .forOverwriting) : true
        documentState.insert(.closed)
        finish(saved, completionHandler)
    }

    /// Closes the document; returns whether its changes were saved.
    open func close() async -> Bool {
        await withCheckedContinuation { continuation in close { continuation.resume(returning: $0) } }
    }

    /// Reads `url` again, dropping unsaved changes.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        documentState.insert(.editingDisabled)
        defer { documentState.remove(.editingDisabled) }
        do {
            try read(from: url)
            fileURL = url
            updateChangeCount(.cleared)
            finish(true, completionHandler)
        } catch {
            handleError(error, userInteractionPermitted: true)
            finish(false, completionHandler)
        }
    }

    /// Reverts to `url`; returns whether it could.
    open func revert(toContentsOf url: URL) async -> Bool {
        await withCheckedContinuation { continuation in revert(toContentsOf: url) { continuation.resume(returning: $0) }
        }
    }

    // MARK: Reading and writing

    /// Reads the file's data and hands it to `load(fromContents:ofType:)`. A folder (a package
    /// document) throws `CocoaError(.fileReadUnsupportedScheme)`: UIKit hands those over as a
    /// `FileWrapper`, which Linux Foundation does not have.
    open func read(from url: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: url])
        }
        let data = try Data(contentsOf: url)
        try load(
            fromContents: data, ofType: UTType(filenameExtension: url.pathExtension, conformingTo: .item)?.identifier)
        fileModificationDate =
            (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// Subclasses read the document's model from `contents` (a `Data`). The default throws,
    /// as UIKit's does for a subclass that does not override it.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {
        throw CocoaError(
            .featureUnsupported,
            userInfo: [NSLocalizedDescriptionKey: "\(type(of: self)) does not override load(fromContents:ofType:)"])
    }

    /// Subclasses return the document's contents to write (a `Data`). The default throws.
    open func contents(forType typeName: String) throws -> Any {
        throw CocoaError(
            .featureUnsupported,
            userInfo: [NSLocalizedDescriptionKey: "\(type(of: self)) does not override contents(forType:)"])
    }

    /// Saves the document's contents to `url`: for creating, the file must not exist yet.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        finish(saveNow(to: url, for: saveOperation), completionHandler)
    }

    /// Saves to `url`; returns whether it could.
    open func save(to url: URL, for saveOperation: SaveOperation) async -> Bool {
        await withCheckedContinuation { continuation in
            save(to: url, for: saveOperation) { continuation.resume(returning: $0) }
        }
    }

    /// Saves unsaved changes to the document's file; the handler hears whether there was
    /// nothing to save or the save succeeded.
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        finish(hasUnsavedChanges ? saveNow(to: fileURL, for: .forOverwriting) : true, completionHandler)
    }

    /// Autosaves; returns whether it could.
    open func autosave() async -> Bool {
        await withCheckedContinuation { continuation in autosave { continuation.resume(returning: $0) } }
    }

    /// Writes `contents` to `url` through a temporary file (so a failed write leaves the old
    /// file whole), with `additionalFileAttributes` set on it.
    open func writeContents(
        _ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil, safelyTo url: URL,
        for saveOperation: SaveOperation
    ) throws {
        if saveOperation == .forCreating, FileManager.default.fileExists(atPath: url.path) {
            throw CocoaError(.fileWriteFileExists, userInfo: [NSURLErrorKey: url])
        }
        try writeContents(contents, to: url, for: saveOperation, originalContentsURL: url)
        var attributes: [FileAttributeKey: Any] = [:]
        for (key, value) in additionalFileAttributes ?? [:] {
            if let key = key as? FileAttributeKey {
                attributes[key] = value
            } else if let key = key as? String {
                attributes[FileAttributeKey(key)] = value
            }
        }
        if !attributes.isEmpty { try FileManager.default.setAttributes(attributes, ofItemAtPath: url.path) }
    }

    /// Writes `contents` (a `Data`) to `url` atomically.
    open func writeContents(
        _ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?
    ) throws {
        guard let data = contents as? Data else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [NSLocalizedDescriptionKey: "contents(forType:) returned \(type(of: contents)), not Data"])
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Attributes written with the file: none beyond its modification date.
    open func fileAttributesToWrite(to url: URL, for saveOperation: SaveOperation) throws -> [AnyHashable: Any] {
        [:]
    }

    /// Runs `block` (file access the subclass does itself); here at once, on this thread.
    open func performAsynchronousFileAccess(_ block: @escaping @Sendable () -> Void) {
        block()
    }

    private func saveNow(to url: URL, for saveOperation: SaveOperation) -> Bool {
        let token = changeCount
        do {
            let contents = try contents(forType: savingFileType ?? UTType.data.identifier)
            let attributes = try fileAttributesToWrite(to: url, for: saveOperation)
            try writeContents(contents, andAttributes: attributes, safelyTo: url, for: saveOperation)
            fileURL = url
            fileModificationDate = Date()
            savedChangeCount = token
            documentState.remove(.savingError)
            documentState.remove(.closed)
            return true
        } catch {
            documentState.insert(.savingError)
            handleError(error, userInteractionPermitted: true)
            return false
        }
    }

    /// Saves an open document's changes: the app calls it as it goes to the background.
    func autosaveIfNeeded() {
        guard !documentState.contains(.closed), hasUnsavedChanges else { return }
        _ = saveNow(to: fileURL, for: .forOverwriting)
    }

    // MARK: Changes

    /// Whether the document has changes its file does not.
    open var hasUnsavedChanges: Bool { changeCount != savedChangeCount }

    /// Counts a change: done and redone changes add one, undone ones take one away, cleared
    /// marks the document saved.
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: savedChangeCount = changeCount
        }
    }

    /// A token for the changes a save about to begin covers.
    open func changeCountToken(for saveOperation: SaveOperation) -> Any { changeCount }

    /// Marks the changes up to `changeCountToken` saved.
    open func updateChangeCount(withToken changeCountToken: Any, for saveOperation: SaveOperation) {
        if let token = changeCountToken as? Int { savedChangeCount = token }
    }

    /// Turns editing off (`documentState` gains `.editingDisabled`).
    open func disableEditing() { documentState.insert(.editingDisabled) }
    /// Turns editing back on.
    open func enableEditing() { documentState.remove(.editingDisabled) }

    // MARK: Errors

    /// Called with every error reading or writing meets; editing is off while it is handled. The
    /// default reports it on the console and calls `finishedHandlingError(_:recovered:)` with false.
    open func handleError(_ error: any Error, userInteractionPermitted: Bool) {
        documentState.insert(.editingDisabled)
        UIKitDiagnostics.report(UIKitDiagnostic.warning, "\(type(of: self)) at \(fileURL.path): \(error)")
        finishedHandlingError(error, recovered: false)
    }

    /// Called when an error has been dealt with: editing comes back on.
    open func finishedHandlingError(_ error: any Error, recovered: Bool) {
        documentState.remove(.editingDisabled)
    }

    /// Called when the app can no longer ask the user about an error (it went to the background).
    open func userInteractionNoLongerPermitted(forError error: any Error) {}

    /// Calls `completionHandler` on the main run loop's next turn, as UIKit's completion
    /// handlers come after the call returns.
    private func finish(_ success: Bool, _ completionHandler: ((Bool) -> Void)?) {
        guard let completionHandler else { return }
        UIApplication.shared.runLoop.perform { completionHandler(success) }
    }
}
