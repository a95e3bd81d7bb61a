import Foundation

/// A rectangle that takes part in layout without being a view: spacing between views, the safe
/// area, the margins. It lays out in its owning view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: @MainActor CustomStringConvertible {
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// Where layout put it, in its owning view's coordinates.
    open internal(set) var layoutFrame: CGRect = .zero

    public init() {}

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    public var description: String {
        "<UILayoutGuide: \(String(objectDescription(self).split(separator: " ").last?.dropLast() ?? "")) - \(layoutFrame), layoutFrame = \(layoutFrame), owningView = \(owningView.map { objectDescription($0) } ?? "(null)")>"
    }
}
