import Foundation

/// A transparent overlay placed over an ad so the system can tell that the person really
/// tapped it (iOS 14.5). Touches pass through it to the views beneath, as in UIKit; the view
/// remembers when it was last tapped (`lastTapTimestamp`), which is what the system checks.
@preconcurrency @MainActor
open class UIEventAttributionView: UIView {
    /// When a touch last began inside the view, in seconds of the animation clock; `nil` until one has.
    private(set) var lastTapTimestamp: TimeInterval?

    /// Notes a touch inside the view, then lets it through: the view is never the hit view.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if event?.type != .hover, !isHidden, self.point(inside: point, with: event) {
            lastTapTimestamp = UIApplication.shared.animationClock.now
        }
        return nil
    }
}
