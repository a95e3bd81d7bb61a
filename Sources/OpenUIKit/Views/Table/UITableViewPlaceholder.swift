import Foundation

/// A row a table shows for content that is not in its data source yet: where it goes, the cell it
/// is drawn with and how tall it is. Here the table shows no placeholder row while the data
/// loads (loads finish on the next turn of the run loop); committing the insertion inserts the
/// real row where the placeholder would have been.
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
    /// Where the row goes.
    public let insertionIndexPath: IndexPath
    /// The reuse identifier of the placeholder's cell.
    public let reuseIdentifier: String
    /// The placeholder row's height.
    public let rowHeight: CGFloat
    /// Configures the placeholder's cell when the table makes it.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` drawn with a cell of `reuseIdentifier`, `rowHeight` tall.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }
}

/// A placeholder for a dropped item whose data is still loading, with how its cell is drawn as
/// the drop's preview lands on it.
@preconcurrency @MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// The preview parameters for the placeholder's cell as the drop lands; nil draws the whole cell.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}
