import Foundation

/// A small shape shown beside the pointer, such as arrows that hint at a direction to drag.
@preconcurrency @MainActor
open class UIPointerAccessory: NSObject, @preconcurrency NSCopying {
    /// Where an accessory sits around the pointer: how far out and at which angle.
    public struct Position: Hashable, Sendable {
        /// The distance from the pointer's centre, in points.
        public var offset: CGFloat
        /// The angle from the pointer's top, clockwise, in radians.
        public var angle: CGFloat

        /// A position `offset` points out at `angle`.
        public init(offset: CGFloat, angle: CGFloat) {
            self.offset = offset
            self.angle = angle
        }

        /// How far out the named positions are.
        static let standardOffset: CGFloat = 10
        /// Above the pointer.
        public static let top = Position(offset: standardOffset, angle: 0)
        /// Above and to the right.
        public static let topRight = Position(offset: standardOffset, angle: .pi / 4)
        /// To the right.
        public static let right = Position(offset: standardOffset, angle: .pi / 2)
        /// Below and to the right.
        public static let bottomRight = Position(offset: standardOffset, angle: 3 * .pi / 4)
        /// Below.
        public static let bottom = Position(offset: standardOffset, angle: .pi)
        /// Below and to the left.
        public static let bottomLeft = Position(offset: standardOffset, angle: 5 * .pi / 4)
        /// To the left.
        public static let left = Position(offset: standardOffset, angle: 3 * .pi / 2)
        /// Above and to the left.
        public static let topLeft = Position(offset: standardOffset, angle: 7 * .pi / 4)
    }

    /// The accessory's shape.
    open private(set) var shape: UIPointerShape
    /// Where it sits around the pointer.
    open private(set) var position: Position
    /// Whether the shape turns to match its angle around the pointer.
    open var isOrientationMatchingAngle = true

    /// An accessory of `shape` at `position`.
    public init(_ shape: UIPointerShape, position: Position) {
        self.shape = shape
        self.position = position
        super.init()
    }

    /// The system's arrow, pointing away from the pointer, at `position`.
    public static func arrow(_ position: Position) -> UIPointerAccessory {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: -4, y: 3))
        path.addLine(to: CGPoint(x: 0, y: -3))
        path.addLine(to: CGPoint(x: 4, y: 3))
        path.close()
        return UIPointerAccessory(.path(path), position: position)
    }

    /// An accessory with the same shape, position and orientation.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIPointerAccessory(shape, position: position)
        copy.isOrientationMatchingAngle = isOrientationMatchingAngle
        return copy
    }
}
