import Foundation

/// Where the pointer hovers, and who is told: the hover recognizers, pointer interactions,
/// tool tips and hover styles of the view under the pointer and of every view containing it.
/// Entering a view tells its hover recognizers and interactions; moving within it, again;
/// leaving it (the pointer moved off it, or out of the window), they hear the end.
@MainActor
final class HoverDelivery {
    static let shared = HoverDelivery()

    /// The views the pointer is over, innermost first, and the window they are in.
    private var hovered: [WeakBox<UIView>] = []
    private weak var window: UIWindow?
    /// Where the pointer is, in the window's coordinates.
    private(set) var location: CGPoint?

    /// The pointer moved to `point` in `window`.
    func pointerMoved(to point: CGPoint, in window: UIWindow, modifierFlags: UIKeyModifierFlags) {
        if let old = self.window, old !== window { pointerExited(modifierFlags: modifierFlags) }
        self.window = window
        location = point
        var chain: [UIView] = []
        var view = window.hitTest(point, with: UIEvent(type: .hover))
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        let left = hovered.compactMap(\.value).filter { old in !chain.contains { $0 === old } }
        for view in left { tell(view, location: nil, in: window, modifierFlags: modifierFlags) }
        hovered = chain.map { WeakBox($0) }
        for view in chain.reversed() { tell(view, location: point, in: window, modifierFlags: modifierFlags) }
    }

    /// The pointer left the window (or the host lost it).
    func pointerExited(modifierFlags: UIKeyModifierFlags = []) {
        guard let window else { return }
        for view in hovered.compactMap(\.value) { tell(view, location: nil, in: window, modifierFlags: modifierFlags) }
        hovered.removeAll()
        self.window = nil
        location = nil
    }

    /// Whether `view` is under the pointer now.
    func isHovering(_ view: UIView) -> Bool { hovered.contains { $0.value === view } }

    private func tell(_ view: UIView, location: CGPoint?, in window: UIWindow, modifierFlags: UIKeyModifierFlags) {
        for recognizer in view.gestureRecognizers ?? [] {
            (recognizer as? UIHoverGestureRecognizer)?.hover(at: location, in: window, modifierFlags: modifierFlags)
        }
        for interaction in view.interactions {
            (interaction as? any PointerHovering)?.hover(at: location, in: window, modifierFlags: modifierFlags)
        }
        HoverHighlight.update(view, hovering: location != nil)
    }
}

/// An interaction that follows the pointer over its view.
@MainActor
protocol PointerHovering: AnyObject {
    /// The pointer is at `location` (window coordinates) over the interaction's view; nil: it left.
    func hover(at location: CGPoint?, in window: UIWindow, modifierFlags: UIKeyModifierFlags)
}

extension UIEventInjector {
    /// The pointer moved to `point` with no button held (a hover), in `window`'s coordinates
    /// (in screen coordinates over the frontmost window there when nil): hover recognizers,
    /// pointer interactions, tool tips and hover styles of the views under it hear of it.
    public func pointerMoved(to point: CGPoint, in window: UIWindow? = nil) {
        let target: UIWindow
        var location = point
        if let window {
            target = window
        } else {
            let visible = UIApplication.shared.windows.filter { !$0.isHidden }
            guard
                let found = visible.last(where: { window in
                    window.frame.contains(point)
                })
            else {
                HoverDelivery.shared.pointerExited(modifierFlags: modifierFlags)
                return
            }
            target = found
            location = CGPoint(x: point.x - found.frame.minX, y: point.y - found.frame.minY)
        }
        HoverDelivery.shared.pointerMoved(to: location, in: target, modifierFlags: modifierFlags)
        UIApplication.shared.runLoop.drain()
    }

    /// The pointer left the app's windows: every hover ends.
    public func pointerExited() {
        HoverDelivery.shared.pointerExited(modifierFlags: modifierFlags)
        UIApplication.shared.runLoop.drain()
    }
}
