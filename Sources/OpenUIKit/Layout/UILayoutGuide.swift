import Foundation

/// A rectangle that takes part in layout without being a view: spacing between views, the safe
/// area, the margins. It lays out in its owning view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: @MainActor CustomStringConvertible {
    /// The view the guide was added to with `addLayoutGuide(_:)`, or `nil` before then; held weakly.
    open internal(set) weak var owningView: UIView?
    /// A name for the guide, for debugging; the system's own guides carry names of their own.
    open var identifier = ""
    /// Where layout put it, in its owning view's coordinates.
    open internal(set) var layoutFrame: CGRect = .zero

    /// Creates a guide, which takes part in layout once added to a view.
    public init() {}

    /// The guide's leading edge; its left edge, as layout here is always left-to-right.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge; its right edge, as layout here is always left-to-right.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    public var description: String {
        "<UILayoutGuide: \(String(objectDescription(self).split(separator: " ").last?.dropLast() ?? "")) - \(layoutFrame), layoutFrame = \(layoutFrame), owningView = \(owningView.map { objectDescription($0) } ?? "(null)")>"
    }
}
