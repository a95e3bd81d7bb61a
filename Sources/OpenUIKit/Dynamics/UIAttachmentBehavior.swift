import Foundation

/// Links an item to a point or to another item: by a rod that keeps `length` (the default), a
/// spring (`frequency` above zero, with `damping` as its damping ratio), or, from the class
/// methods, a pin, a weld, a slide along an axis or a rope that only pulls.
/// ```swift
/// let attachment = UIAttachmentBehavior(item: lamp, attachedToAnchor: CGPoint(x: 160, y: 0))
/// attachment.frequency = 1.5
/// attachment.damping = 0.3
/// ```
/// The class methods return `UIAttachmentBehavior` where UIKit's return `Self`: Swift can only
/// make `Self` through a required initializer, which UIKit's class does not have.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What an attachment links an item to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items = 0
        /// A point in the reference view.
        case anchor = 1
    }

    /// The kinds the class methods make, beside the plain rod or spring.
    private enum Style {
        case plain
        case pin
        case fixed
        case sliding(CGVector)
        case limit
    }

    private let firstItem: any UIDynamicItem
    private let secondItem: (any UIDynamicItem)?
    private let firstOffset: UIOffset
    private let secondOffset: UIOffset
    private let style: Style
    private var builtJoint: JointConstraint?

    /// How the behavior links its items.
    public let attachedBehaviorType: AttachmentType

    /// Links the centre of `item` to `point`, at the distance between them now.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: UIOffset(), attachedToAnchor: point)
    }

    /// Links the point `offset` from the centre of `item` (in its own axes) to `point`, at the
    /// distance between them now.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        firstItem = item
        secondItem = nil
        firstOffset = offset
        secondOffset = UIOffset()
        style = .plain
        attachedBehaviorType = .anchor
        anchorPoint = point
        length = Self.distance(Self.point(of: item, offset: offset), point)
        super.init()
    }

    /// Links the centres of two items, at the distance between them now.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: UIOffset(), attachedTo: item2, offsetFromCenter: UIOffset())
    }

    /// Links a point on each of two items (offsets from their centres, in their own axes), at the
    /// distance between them now.
    public init(
        item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        firstItem = item1
        secondItem = item2
        firstOffset = offset1
        secondOffset = offset2
        style = .plain
        attachedBehaviorType = .items
        anchorPoint = .zero
        length = Self.distance(Self.point(of: item1, offset: offset1), Self.point(of: item2, offset: offset2))
        super.init()
    }

    private init(
        _ item1: any UIDynamicItem, _ offset1: UIOffset, _ item2: (any UIDynamicItem)?, _ offset2: UIOffset,
        style: Style, anchor: CGPoint
    ) {
        firstItem = item1
        secondItem = item2
        firstOffset = offset1
        secondOffset = offset2
        self.style = style
        attachedBehaviorType = item2 == nil ? .anchor : .items
        anchorPoint = anchor
        let far = item2.map { Self.point(of: $0, offset: offset2) } ?? anchor
        length = Self.distance(Self.point(of: item1, offset: offset1), far)
        super.init()
    }

    /// Two items that slide along `axis` past each other at `point` without turning.
    open class func slidingAttachment(
        with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint,
        axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1, UIOffset(), item2, UIOffset(), style: .sliding(axis), anchor: point)
    }

    /// An item that slides along `axis` through `point` without turning.
    open class func slidingAttachment(
        with item: any UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item, UIOffset(), nil, UIOffset(), style: .sliding(axis), anchor: point)
    }

    /// Two points, one on each item, that come no further apart than they are now (a rope).
    open class func limitAttachment(
        with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1, offset1, item2, offset2, style: .limit, anchor: .zero)
    }

    /// Two items welded at `point`: they move and turn as one.
    open class func fixedAttachment(
        with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1, UIOffset(), item2, UIOffset(), style: .fixed, anchor: point)
    }

    /// Two items pinned together at `point`: they turn about it freely (within
    /// `attachmentRange`, against `frictionTorque`).
    open class func pinAttachment(
        with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1, UIOffset(), item2, UIOffset(), style: .pin, anchor: point)
    }

    /// The linked items: one for an anchor attachment, two otherwise.
    open var items: [any UIDynamicItem] { [firstItem] + (secondItem.map { [$0] } ?? []) }

    /// The anchor, in the reference view's coordinates (for an item-to-item pin, weld or slide,
    /// where they meet); moving it drags an anchored item along.
    open var anchorPoint: CGPoint {
        didSet { wakeAnimator() }
    }

    /// The distance the rod, spring or rope keeps between its points; at first the distance
    /// when the behavior was made.
    open var length: CGFloat {
        didSet {
            builtJoint = nil
            wakeAnimator()
        }
    }

    /// A spring's damping ratio (0 swings on; 1 comes straight to rest).
    open var damping: CGFloat = 0 {
        didSet {
            builtJoint = nil
            wakeAnimator()
        }
    }

    /// A spring's frequency in cycles a second; 0 (the default) makes the link a rigid rod.
    open var frequency: CGFloat = 0 {
        didSet {
            builtJoint = nil
            wakeAnimator()
        }
    }

    /// How hard a pin resists turning, in UIKit newton-points; 0 (the default) turns freely.
    open var frictionTorque: CGFloat = 0 {
        didSet { builtJoint = nil }
    }

    /// How far a pin may turn (radians) or a slide travel (points from the anchor); unlimited by default.
    open var attachmentRange: UIFloatRange = .infinite {
        didSet { builtJoint = nil }
    }

    private static func point(of item: any UIDynamicItem, offset: UIOffset) -> CGPoint {
        let transform = item.transform
        let turn = atan2(transform.b, transform.a)
        return item.center + CGPoint(x: offset.horizontal, y: offset.vertical).rotated(by: turn)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { (a - b).length }

    // MARK: Engine

    override var dynamicItems: [any UIDynamicItem] { items }

    /// The link between the items' bodies: the second item (or the anchor) is the engine's
    /// first body, so an anchor is a fixed point.
    func joint(in world: DynamicsWorld) -> JointConstraint? {
        let body = world.body(for: firstItem)
        let other = secondItem.map { world.body(for: $0) }
        if let joint = builtJoint, joint.second === body, joint.first === other {
            if other == nil, case .plain = style { return rebuilt(joint, anchor: anchorPoint) }
            return joint
        }
        let offset = CGPoint(x: firstOffset.horizontal, y: firstOffset.vertical)
        let farOffset = CGPoint(x: secondOffset.horizontal, y: secondOffset.vertical)
        let kind: JointConstraint.Kind
        var near = offset
        var far = other == nil ? anchorPoint : farOffset
        switch style {
        case .plain:
            kind = .distance(length: length, frequency: frequency, damping: damping)
        case .limit:
            kind = .rope(length: length)
        case .pin, .fixed, .sliding:
            // Both points at the anchor, in each body's own axes.
            near = (anchorPoint - body.position).rotated(by: -body.angle)
            if let other { far = (anchorPoint - other.position).rotated(by: -other.angle) }
            switch style {
            case .pin: kind = .pin(frictionTorque: frictionTorque, range: attachmentRange)
            case .fixed: kind = .fixed
            case .sliding(let axis): kind = .sliding(axis: axis.point.normalized, range: attachmentRange)
            default: kind = .fixed
            }
        }
        let joint = JointConstraint(first: other, firstPoint: far, second: body, secondPoint: near, kind: kind)
        builtJoint = joint
        return joint
    }

    /// The plain anchor link follows the anchor as the app moves it.
    private func rebuilt(_ joint: JointConstraint, anchor: CGPoint) -> JointConstraint {
        guard joint.firstPoint != anchor else { return joint }
        let moved = JointConstraint(
            first: nil, firstPoint: anchor, second: joint.second, secondPoint: joint.secondPoint, kind: joint.kind)
        builtJoint = moved
        return moved
    }
}
