import OpenUIKit

/// Finding what a person sees, for tests that click where it is: the buttons of a window, the
/// one of a title that a tap at its middle reaches, and the controller on screen.
@MainActor
extension UIView {
    /// Every button below this view, depth first.
    public var allButtons: [UIButton] {
        subviews.flatMap { subview in [subview].compactMap { $0 as? UIButton } + subview.allButtons }
    }

    /// Hidden or transparent itself or above, or not what a tap at its middle reaches.
    public func isHiddenOrCovered(in window: UIWindow) -> Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden || view.alpha < 0.01 { return true }
            current = view.superview
        }
        let point = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: window)
        guard let hit = window.hitTest(point, with: nil) else { return true }
        return !(hit === self || hit.isDescendant(of: self))
    }

    /// The middle of this view in `window`'s points.
    public func center(in window: UIWindow) -> CGPoint {
        convert(CGPoint(x: bounds.midX, y: bounds.midY), to: window)
    }
}

@MainActor
extension UIWindow {
    /// The button titled `title` that a tap would reach, the frontmost if several.
    public func visibleButton(titled title: String) -> UIButton? {
        allButtons.filter { ($0.configuration?.title ?? $0.currentTitle) == title && $0.window === self }
            .last { !$0.isHiddenOrCovered(in: self) }
    }
}

@MainActor
extension UIViewController {
    /// The controller on screen: through presentations, tabs and navigation stacks.
    public var visibleController: UIViewController {
        var controller: UIViewController = self
        while true {
            if let presented = controller.presentedViewController {
                controller = presented
            } else if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
                controller = top
            } else if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
                controller = selected
            } else {
                return controller
            }
        }
    }
}
