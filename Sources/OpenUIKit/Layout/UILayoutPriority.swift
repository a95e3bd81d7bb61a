/// How much a constraint matters: 1000 must hold; below that, a higher priority wins over any
/// amount of error at lower ones.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority with the given value, 1 to 1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A constraint that must be satisfied (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content-compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a window drag that can resize its scene (510); for macOS-style window resizing.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene keeps its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a window drag that cannot resize its scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority of a button's content hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` asks for the target size with (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    /// The priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
