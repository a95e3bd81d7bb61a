import Foundation

/// A place in a view that VoiceOver can go to, with a name: a link in a text view, a pin on a
/// map. Its point is in the view's coordinates.
@preconcurrency @MainActor
open class UIAccessibilityLocationDescriptor: NSObject {
    /// The view the point is in; held weakly, as in UIKit.
    open private(set) weak var view: UIView?
    /// The point, in the view's coordinates.
    open private(set) var point: CGPoint
    /// What VoiceOver speaks for the place.
    open private(set) var attributedName: NSAttributedString
    /// The name as plain text.
    open var name: String { attributedName.string }

    /// A place at the centre of `view`'s bounds named `name`.
    public convenience init(name: String, view: UIView) {
        self.init(name: name, point: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
    }

    /// A place at `point` of `view` named `name`.
    public convenience init(name: String, point: CGPoint, in view: UIView) {
        self.init(attributedName: NSAttributedString(string: name), point: point, in: view)
    }

    /// A place at `point` of `view` named by an attributed string.
    public init(attributedName: NSAttributedString, point: CGPoint, in view: UIView) {
        self.attributedName = attributedName
        self.point = point
        self.view = view
        super.init()
    }
}
