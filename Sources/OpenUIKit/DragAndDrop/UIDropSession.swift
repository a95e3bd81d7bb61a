import Foundation

/// The destination side's view of a drag: the shared session, the source's session when the
/// drag started in this app (always, here), and loading the items' objects.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The progress of loading the items's data for the drop.
    var progress: Progress { get }
    /// The drag session on the source side; nil when the drag came from another app, which it
    /// never does here.
    var localDragSession: (any UIDragSession)? { get }
    /// Whether UIKit's progress alert may show while data loads.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Loads an instance of `aClass` from every item whose provider can make one, and passes
    /// them, in the items' order, to `completion` on the main run loop once all are loaded;
    /// call it from `performDrop`.
    @discardableResult
    @_disfavoredOverload
    func loadObjects(
        ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void
    ) -> Progress
}

extension UIDropSession {
    /// Loads a value of `aClass` (`String`, `URL`) from every item that has one, through its
    /// bridged class, and passes them to `completion` on the main run loop.
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(
        ofClass aClass: T.Type, completion: @escaping ([T]) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self) { objects in
            completion(
                objects.compactMap { object in
                    (object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }
                })
        }
    }
}
