import Foundation

/// An item a collection view shows for content that is not in its data source yet: where it goes
/// and the cell it is drawn with. Here no placeholder cell is shown while the data loads (loads
/// finish on the next turn of the run loop); committing the insertion inserts the real item where
/// the placeholder would have been.
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
    /// Where the item goes.
    public let insertionIndexPath: IndexPath
    /// The reuse identifier of the placeholder's cell.
    public let reuseIdentifier: String
    /// Configures the placeholder's cell when the collection view makes it.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` drawn with a cell of `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A placeholder for a dropped item whose data is still loading, with how its cell is drawn as
/// the drop's preview lands on it.
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// The preview parameters for the placeholder's cell as the drop lands; nil draws the whole cell.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}
