import Foundation

/// The source side of a drag in progress: its items, the finger's location, and what the source
/// allowed when it began. The drop side sees the same drag through a `DropSession`.
@MainActor
final class DragSession: NSObject, UIDragSession {
    /// The drag this session is the source side of.
    unowned let activity: DragActivity
    var items: [UIDragItem] = []
    var localContext: Any?
    var allowsMoveOperation = true
    /// Every drag here stays in the app that began it, since there is no other app to drop in.
    var isRestrictedToDraggingApplication = true
    /// The index path each item was dragged from, when a table or collection view began the drag.
    var sourceIndexPaths: [ObjectIdentifier: IndexPath] = [:]
    /// The table or collection view the items were dragged from, if one was.
    weak var sourceList: UIView?

    init(activity: DragActivity) {
        self.activity = activity
        super.init()
    }

    func location(in view: UIView) -> CGPoint {
        activity.window.convert(activity.location, to: view)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier) }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}

/// The destination side of a drag in progress: the source's items and location, the source's
/// session (every drag is local here), and loading the items' objects.
@MainActor
final class DropSession: NSObject, UIDropSession {
    let dragSession: DragSession
    let progress = Progress(totalUnitCount: 0)
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default

    init(dragSession: DragSession) {
        self.dragSession = dragSession
        super.init()
    }

    var items: [UIDragItem] { dragSession.items }
    var allowsMoveOperation: Bool { dragSession.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { dragSession.isRestrictedToDraggingApplication }
    var localDragSession: (any UIDragSession)? { dragSession }

    func location(in view: UIView) -> CGPoint { dragSession.location(in: view) }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        dragSession.hasItemsConforming(toTypeIdentifiers: typeIdentifiers)
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        dragSession.canLoadObjects(ofClass: aClass)
    }

    /// Loads every item that can make an instance of `aClass`, and calls `completion` with what
    /// loaded, in the items' order, once the last has (on a later turn of the main run loop).
    @discardableResult
    func loadObjects(
        ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void
    ) -> Progress {
        let loadable = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
        let loading = Progress(totalUnitCount: Int64(loadable.count))
        progress.totalUnitCount += Int64(loadable.count)
        guard !loadable.isEmpty else {
            NSItemProvider.deliver { completion([]) }
            return loading
        }
        var results = [(any NSItemProviderReading)?](repeating: nil, count: loadable.count)
        var remaining = loadable.count
        for (index, item) in loadable.enumerated() {
            item.itemProvider.loadObject(ofClass: aClass) { [progress] object, _ in
                MainActor.assumeIsolated {
                    results[index] = object
                    remaining -= 1
                    loading.completedUnitCount += 1
                    progress.completedUnitCount += 1
                    if remaining == 0 { completion(results.compactMap { $0 }) }
                }
            }
        }
        return loading
    }
}
