import Foundation

/// How a view changes while the pointer hovers over it: `.automatic`, `.highlight` or `.lift`.
@preconcurrency @MainActor
public protocol UIHoverEffect: AnyObject {}

extension UIHoverEffect where Self == UIHoverAutomaticEffect {
    /// The system's choice of effect for the view.
    public static var automatic: UIHoverAutomaticEffect { UIHoverAutomaticEffect() }
}

extension UIHoverEffect where Self == UIHoverHighlightEffect {
    /// A tinted platter behind the view's content.
    public static var highlight: UIHoverHighlightEffect { UIHoverHighlightEffect() }
}

extension UIHoverEffect where Self == UIHoverLiftEffect {
    /// The view rises toward the person, with a shadow.
    public static var lift: UIHoverLiftEffect { UIHoverLiftEffect() }
}
