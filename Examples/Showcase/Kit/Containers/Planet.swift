import OpenUIKit

/// What the split view's detail shows.
public struct Planet: Sendable {
    public var name: String
    public var facts: String
    /// Index into `colors`; a colour is not Sendable.
    var colorIndex: Int

    @MainActor
    public var color: UIColor { [UIColor.systemGray, .systemOrange, .systemBlue, .systemRed][colorIndex] }

    public static let all = [
        Planet(name: "Mercury", facts: "0.39 AU from the Sun · 88-day year", colorIndex: 0),
        Planet(name: "Venus", facts: "0.72 AU from the Sun · 225-day year", colorIndex: 1),
        Planet(name: "Earth", facts: "1 AU from the Sun · 365-day year", colorIndex: 2),
        Planet(name: "Mars", facts: "1.52 AU from the Sun · 687-day year", colorIndex: 3),
    ]

    public static func named(_ name: String) -> Planet {
        all.first { $0.name == name } ?? all[2]
    }
}
