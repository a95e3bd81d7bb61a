import Foundation

/// Hears the double taps and squeezes of Apple Pencil for the view it is added to.
///
/// There is no Apple Pencil on Linux, so, as on the iOS Simulator, the interaction exists and
/// never fires by itself; a test delivers a gesture with `UIEventInjector.pencilTap(hoverPose:)`
/// or `pencilSqueeze(_:hoverPose:)`, which goes to every enabled interaction on a view in the
/// key window. The preferred actions read `.ignore`, as with no Pencil paired.
@preconcurrency @MainActor
open class UIPencilInteraction: NSObject, UIInteraction {
    /// How far a squeeze has got.
    public enum Phase: Int, Sendable {
        /// The squeeze began.
        case began
        /// The squeeze is held and changed.
        case changed
        /// The squeeze ended: the person let go.
        case ended
        /// The squeeze was cancelled.
        case cancelled
    }

    /// One double tap of the Pencil.
    @preconcurrency @MainActor
    open class Tap: NSObject {
        /// When the tap happened, in seconds of the animation clock.
        open private(set) var timestamp: TimeInterval
        /// Where the Pencil hovered, if it did.
        open private(set) var hoverPose: UIPencilHoverPose?

        init(timestamp: TimeInterval, hoverPose: UIPencilHoverPose?) {
            self.timestamp = timestamp
            self.hoverPose = hoverPose
            super.init()
        }
    }

    /// One phase of a squeeze of the Pencil.
    @preconcurrency @MainActor
    open class Squeeze: NSObject {
        /// How far the squeeze has got.
        open private(set) var phase: Phase
        /// When this phase happened, in seconds of the animation clock.
        open private(set) var timestamp: TimeInterval
        /// Where the Pencil hovered, if it did.
        open private(set) var hoverPose: UIPencilHoverPose?

        init(phase: Phase, timestamp: TimeInterval, hoverPose: UIPencilHoverPose?) {
            self.phase = phase
            self.timestamp = timestamp
            self.hoverPose = hoverPose
            super.init()
        }
    }

    /// The action the person chose for a double tap; `.ignore`, as no Pencil is paired.
    open class var preferredTapAction: UIPencilPreferredAction { .ignore }
    /// The action the person chose for a squeeze; `.ignore`, as no Pencil is paired.
    open class var preferredSqueezeAction: UIPencilPreferredAction { .ignore }
    /// Whether the person wants only the Pencil to draw; false, so fingers draw too.
    open class var prefersPencilOnlyDrawing: Bool { false }
    /// Whether the person wants a preview of the tool while the Pencil hovers; false.
    open class var prefersHoverToolPreview: Bool { false }

    /// The object told of taps and squeezes; held weakly.
    open weak var delegate: (any UIPencilInteractionDelegate)?
    /// Whether the interaction hears the Pencil.
    open var isEnabled = true
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    /// An interaction with no delegate yet.
    public override init() {
        super.init()
    }

    /// An interaction that tells `delegate`.
    public convenience init(delegate: any UIPencilInteractionDelegate) {
        self.init()
        self.delegate = delegate
    }

    /// Called before the interaction moves to another view.
    public func willMove(to view: UIView?) {}

    /// Called after the interaction moved to `view`.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// The enabled interactions on the views of `window`.
    static func interactions(in window: UIWindow) -> [UIPencilInteraction] {
        var found: [UIPencilInteraction] = []
        func visit(_ view: UIView) {
            found.append(contentsOf: view.interactions.compactMap { $0 as? UIPencilInteraction }.filter(\.isEnabled))
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return found
    }
}

extension UIEventInjector {
    /// Delivers a double tap of Apple Pencil to the Pencil interactions of the key window, as
    /// a paired Pencil would; Linux has none, so only tests call this.
    public func pencilTap(hoverPose: (location: CGPoint, zOffset: CGFloat)? = nil) {
        guard let window = UIApplication.shared.keyWindowStorage else { return }
        let now = UIApplication.shared.animationClock.now
        for interaction in UIPencilInteraction.interactions(in: window) {
            let pose = hoverPose.map { pose in
                UIPencilHoverPose(
                    location: interaction.view?.convert(pose.location, from: window) ?? pose.location,
                    zOffset: pose.zOffset, azimuthAngle: 0, altitudeAngle: .pi / 2, rollAngle: 0)
            }
            interaction.delegate?.pencilInteraction(interaction, didReceiveTap: .init(timestamp: now, hoverPose: pose))
        }
        UIApplication.shared.runLoop.drain()
    }

    /// Delivers one phase of a squeeze of Apple Pencil to the Pencil interactions of the key
    /// window; Linux has no Pencil, so only tests call this.
    public func pencilSqueeze(
        _ phase: UIPencilInteraction.Phase, hoverPose: (location: CGPoint, zOffset: CGFloat)? = nil
    ) {
        guard let window = UIApplication.shared.keyWindowStorage else { return }
        let now = UIApplication.shared.animationClock.now
        for interaction in UIPencilInteraction.interactions(in: window) {
            let pose = hoverPose.map { pose in
                UIPencilHoverPose(
                    location: interaction.view?.convert(pose.location, from: window) ?? pose.location,
                    zOffset: pose.zOffset, azimuthAngle: 0, altitudeAngle: .pi / 2, rollAngle: 0)
            }
            interaction.delegate?.pencilInteraction(
                interaction, didReceiveSqueeze: .init(phase: phase, timestamp: now, hoverPose: pose))
        }
        UIApplication.shared.runLoop.drain()
    }
}
