import Foundation

extension UITouch {
    /// The properties of a touch whose values can be estimates, refined by later updates.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The touch's force.
        public static let force = Properties(rawValue: 1 << 0)
        /// The Pencil's azimuth angle.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// The Pencil's altitude angle.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// The touch's location.
        public static let location = Properties(rawValue: 1 << 3)
        /// The Pencil's roll angle.
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// Which of the touch's values are estimates: none here, as a mouse and a touch screen
    /// report exact positions and no force.
    public var estimatedProperties: Properties { [] }
    /// Which estimated values will be refined by a later update: none here.
    public var estimatedPropertiesExpectingUpdates: Properties { [] }
    /// The number that ties an estimated touch to its later updates; `nil`, as nothing here is estimated.
    public var estimationUpdateIndex: NSNumber? { nil }
}
