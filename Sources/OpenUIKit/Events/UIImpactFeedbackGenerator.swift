import Foundation

/// The feedback of something striking something: a button's press, a drag snapping in place.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How hard the impact is.
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light object.
        case light
        /// A medium one.
        case medium
        /// A large, heavy one.
        case heavy
        /// A soft, flexible one.
        case soft
        /// A hard, rigid one.
        case rigid
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts, as UIKit's default.
    public override init() {
        style = .medium
        super.init()
    }

    /// Gives an impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Gives an impact at `intensity`, from 0 to 1 (values outside are clamped, as UIKit does).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = min(max(intensity, 0), 1)
        play("impact \(style) \(clamped)")
    }
}
