import Foundation

/// A transition of a layer's content: added to a layer (under any key, usually
/// `kCATransition`) in the same turn as the change it shows, it brings the new content in over
/// its duration. Core Animation animates a picture of the old content against the new; here no
/// picture of the old content is kept, so the new content comes in alone, as the simulator
/// shows when it cannot capture the old one: `.fade` and `.reveal` fade it in from clear,
/// `.push` and `.moveIn` slide it in from the side `subtype` names (from the right by default).
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The kind of transition: `.fade` by default.
    open var type: CATransitionType = .fade
    /// The side a push, move-in or reveal comes from.
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, 0…1 of the way.
    open var startProgress: Float = 0
    /// Where the transition ends, 0…1 of the way.
    open var endProgress: Float = 1

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CATransition()
        copy.copyAnimation(from: self)
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        return copy
    }

    override var animatedKeyPaths: [String] {
        type == .push || type == .moveIn ? ["transform"] : ["opacity"]
    }

    override func apply(to presentation: CALayer, model: CALayer, at parentTime: CFTimeInterval) {
        guard let time = iterationTime(at: parentTime) else { return }
        let fraction = duration > 0 ? CGFloat(time / duration) : 1
        let progress = CGFloat(startProgress) + (CGFloat(endProgress) - CGFloat(startProgress)) * fraction
        let remaining = 1 - min(max(progress, 0), 1)
        if type == .push || type == .moveIn {
            let size = presentation.bounds.size
            let offset: CGPoint
            switch subtype {
            case .fromLeft: offset = CGPoint(x: -size.width, y: 0)
            case .fromTop: offset = CGPoint(x: 0, y: -size.height)
            case .fromBottom: offset = CGPoint(x: 0, y: size.height)
            default: offset = CGPoint(x: size.width, y: 0)
            }
            presentation.transform = CATransform3DConcat(
                presentation.transform,
                CATransform3DMakeTranslation(offset.x * remaining, offset.y * remaining, 0))
        } else {
            presentation.opacity *= Float(1 - remaining)
        }
    }
}

/// The kinds of `CATransition`.
public struct CATransitionType: Hashable, Equatable, RawRepresentable, Sendable {
    /// The kind's name, as Core Animation spells it.
    public let rawValue: String
    /// A kind with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A kind with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in over the old.
    public static let fade = CATransitionType("fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType("moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType("push")
    /// The old content slides away to show the new.
    public static let reveal = CATransitionType("reveal")
}

/// The side a `CATransition` comes from.
public struct CATransitionSubtype: Hashable, Equatable, RawRepresentable, Sendable {
    /// The side's name, as Core Animation spells it.
    public let rawValue: String
    /// A side with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A side with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype("fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype("fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype("fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype("fromBottom")
}

/// The key Core Animation uses for a transition added with no key of its own.
public let kCATransition = "transition"
