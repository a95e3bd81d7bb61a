import Foundation

/// How a view responds to the pointer hovering over it: an effect, on or off. Set one as a
/// view's `hoverStyle`; while the pointer is over the view (`UIEventInjector.pointerMoved(to:in:)`),
/// the effect is drawn as a platter layer over the view's content, in the view's bounds and
/// corner radius. UIKit's `shape` parameter (a `UIShape`) is not available here: the platter
/// always takes the view's own shape.
@preconcurrency @MainActor
open class UIHoverStyle: NSObject, @preconcurrency NSCopying {
    /// What happens to the view while hovered.
    open var effect: any UIHoverEffect {
        didSet { refreshHovered() }
    }
    /// Whether the effect shows; a disabled style shows nothing.
    open var isEnabled = true {
        didSet { refreshHovered() }
    }
    /// The views using this style, to redraw when it changes.
    var views: [WeakBox<UIView>] = []

    init(hoverEffect: any UIHoverEffect) {
        effect = hoverEffect
        super.init()
    }

    /// A style with `effect`.
    public convenience init(effect: any UIHoverEffect) {
        self.init(hoverEffect: effect)
    }

    /// The system's style: the automatic effect.
    open class func automatic() -> UIHoverStyle {
        UIHoverStyle(hoverEffect: UIHoverAutomaticEffect())
    }

    /// A style with the same effect, on or off alike.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIHoverStyle(hoverEffect: effect)
        copy.isEnabled = isEnabled
        return copy
    }

    private func refreshHovered() {
        views.removeAll { $0.value == nil }
        for view in views.compactMap(\.value) where view.hoverStyle === self {
            HoverHighlight.update(view, hovering: HoverDelivery.shared.isHovering(view))
        }
    }
}

/// The platter a hover style draws over a hovered view.
@MainActor
enum HoverHighlight {
    /// The platter's opacity over the view.
    static let platterAlpha: CGFloat = 0.12
    private static var platters: [(view: WeakBox<UIView>, layer: CALayer)] = []

    /// Shows or removes the platter of `view`'s hover style.
    static func update(_ view: UIView, hovering: Bool) {
        platters.removeAll { $0.view.value == nil }
        if let index = platters.firstIndex(where: { $0.view.value === view }) {
            platters[index].layer.removeFromSuperlayer()
            platters.remove(at: index)
        }
        guard hovering, let style = view.hoverStyle, style.isEnabled else { return }
        if !style.views.contains(where: { $0.value === view }) { style.views.append(WeakBox(view)) }
        let platter = CALayer()
        platter.frame = view.bounds
        platter.cornerRadius = view.layer.cornerRadius
        platter.backgroundColor = UIColor.label.withAlphaComponent(platterAlpha).cgColor
        if style.effect is UIHoverLiftEffect {
            platter.shadowOpacity = 0.2
            platter.shadowRadius = 8
            platter.shadowOffset = CGSize(width: 0, height: 4)
        }
        view.layer.addSublayer(platter)
        platters.append((WeakBox(view), platter))
    }

    /// The platter over `view`, while there is one.
    static func platter(of view: UIView) -> CALayer? {
        platters.first { $0.view.value === view }?.layer
    }
}
