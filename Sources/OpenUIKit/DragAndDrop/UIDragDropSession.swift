import Foundation

/// What the source and destination sides of a drag both see: the items, where the finger is,
/// and what the drop may do with them.
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// The finger's location in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether the drop may move the items (true unless the source said no).
    var allowsMoveOperation: Bool { get }
    /// Whether the items may only be dropped in this app; every drag here is, since there is
    /// no other app to drop in.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether an item's provider has a type conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether an item's provider can load an instance of `aClass`.
    @_disfavoredOverload
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// Whether an item's provider can load a value of `aClass` (`String`, `URL`) through its
    /// bridged class.
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}
