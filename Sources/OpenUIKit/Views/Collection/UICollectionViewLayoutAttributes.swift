import Foundation

/// Where a layout puts one element of a collection view — a cell, a supplementary view (a
/// header or footer) or a decoration — and how it shows.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The center of the element's frame; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of the element's frame; setting it resizes the frame around its center.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame.size = newValue
            self.center = center
        }
    }
    /// The element's bounds: its size at the origin; setting it resizes the frame around its center.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// A 2D transform applied to the element's view about its center; setting it sets `transform3D` to match.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// A 3D transform applied to the element's view about its center.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The opacity of the element's view.
    open var alpha: CGFloat = 1
    /// The element's position along the z-axis; views with higher values show above those with lower ones.
    open var zIndex = 0
    /// Whether the element's view is hidden.
    open var isHidden = false
    /// The index path of the element in the collection view.
    open var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary or decoration view, such as a section header; `nil` for a cell.
    public let representedElementKind: String?

    /// Creates attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Creates attributes for a supplementary view of a kind, such as a section header, at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Creates attributes for a decoration view of a kind at `indexPath`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Whether the element is an item's supplementary view (a badge), which scrolls with an orthogonal row.
    var belongsToItem = false

    /// The values a visible-items handler may change, to put back before the next layout pass.
    struct Appearance {
        var frame: CGRect
        var alpha: CGFloat
        var zIndex: Int
        var isHidden: Bool
        var transform3D: CATransform3D
    }

    var appearance: Appearance {
        get { Appearance(frame: frame, alpha: alpha, zIndex: zIndex, isHidden: isHidden, transform3D: transform3D) }
        set {
            frame = newValue.frame
            alpha = newValue.alpha
            zIndex = newValue.zIndex
            isHidden = newValue.isHidden
            transform3D = newValue.transform3D
        }
    }
}
