import Foundation

/// The axes a layout or scroll can follow.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Makes axes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Neither axis.
    public static let neither = UIAxis([])
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
