import Foundation

/// One thing being dragged: the item provider that holds its data, an object for destinations in
/// the same app, and how it looks while dragged.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The provider that loads the item's data for the destination.
    public let itemProvider: NSItemProvider
    /// An object a destination in the same app can use instead of loading the data (the model
    /// object the item stands for).
    open var localObject: Any?
    /// Makes the preview shown once the item leaves its source; nil keeps the lifted preview.
    open var previewProvider: (() -> UIDragPreview?)?

    /// An item whose data `itemProvider` holds.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
