import Foundation

/// A layout constraint as stored in the file. Items are ids; a missing item is the view that
/// holds the `<constraints>` element.
public struct Constraint: Hashable, Sendable {
    public var id: String
    public var firstItem: String?
    public var firstAttribute: String
    public var relation: String
    public var secondItem: String?
    public var secondAttribute: String?
    /// Parsed from `0.5`, `16:9` or `1/3`.
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var identifier: String?
    /// Design-time only: dropped at run time.
    public var isPlaceholder: Bool
    public var isSymbolic: Bool
    /// The view whose `<constraints>` holds it.
    public var ownerID: String
    public var location: SourceLocation

    init(_ node: XMLNode, owner: String) {
        id = node["id"] ?? ""
        firstItem = node["firstItem"]
        firstAttribute = node["firstAttribute"] ?? "notAnAttribute"
        relation = node["relation"] ?? "equal"
        secondItem = node["secondItem"]
        secondAttribute = node["secondAttribute"]
        multiplier = Self.parseMultiplier(node["multiplier"])
        constant = node.number("constant") ?? 0
        priority = node.number("priority") ?? 1000
        identifier = node["identifier"]
        isPlaceholder = node.flag("placeholder")
        isSymbolic = node.flag("symbolic")
        ownerID = owner
        location = node.location
    }

    /// IB writes multipliers as decimals, ratios (`16:9`) or fractions (`1/3`). Anything that is
    /// not a finite number (`1:0`, `nan`) reads as 1.
    static func parseMultiplier(_ text: String?) -> Double {
        text.flatMap(multiplierValue) ?? 1
    }

    /// Whether the text is a multiplier IB could have written.
    static func isMultiplier(_ text: String) -> Bool {
        multiplierValue(text) != nil
    }

    private static func multiplierValue(_ text: String) -> Double? {
        var value = Double(text)
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            if parts.count == 2, parts[1] != 0 { value = parts[0] / parts[1] }
        }
        guard let value, value.isFinite else { return nil }
        return value
    }
}
