import Foundation

/// The elements assistive technology visits in a view's hierarchy, in order, as iOS finds them:
/// a hidden or fully transparent view and everything in it is skipped, as is whatever is under
/// `accessibilityElementsHidden`; an element stops the search (its subviews are part of it);
/// a container's `accessibilityElements`, when it has them, take the place of its subviews; and a
/// showing view with `accessibilityViewIsModal` leaves its siblings out.
@_spi(Tooling) @MainActor
public enum AccessibilityTree {
    public static func elements(in root: UIView) -> [UIResponder] {
        var found: [UIResponder] = []
        visit(root, into: &found)
        return found
    }

    private static func visit(_ responder: UIResponder, into found: inout [UIResponder]) {
        if let view = responder as? UIView, view.isHidden || view.alpha <= 0.01 { return }
        if responder.isAccessibilityElement {
            found.append(responder)
            return
        }
        if responder.accessibilityElementsHidden { return }
        if let elements = responder.accessibilityElements {
            for case let element as UIResponder in elements { visit(element, into: &found) }
            return
        }
        guard let view = responder as? UIView else { return }
        let shown = view.subviews.filter { !$0.isHidden && $0.alpha > 0.01 }
        if let modal = shown.last(where: { $0.accessibilityViewIsModal }) {
            visit(modal, into: &found)
            return
        }
        for subview in shown { visit(subview, into: &found) }
    }
}
