import Foundation
import StoryboardDocument

/// `relative_to_margin`: constraints to layout margins move when margins change (safe area,
/// readable width, a superview's `directionalLayoutMargins`), which surprises a team that
/// designs with fixed insets.
struct RelativeToMarginRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "relative_to_margin", summary: "Constraints should not be relative to layout margins.",
        severity: .warning, enabledByDefault: false)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for group in context.index.constraintGroups {
            for constraint in group.constraints {
                let attributes = [constraint["firstAttribute"], constraint["secondAttribute"]].compactMap { $0 }
                if let margin = attributes.first(where: { $0.hasSuffix("Margin") }) {
                    findings.add(
                        constraint.location,
                        "the constraint is relative to a margin ('\(margin)'); constrain to the edge instead")
                }
            }
        }
    }
}

/// `duplicate_constraint`: two identical constraints on one view do nothing but confuse the
/// next edit (change one, and the other still holds the view). A constraint written the other
/// way round (`a.leading = b.trailing + 8` and `b.trailing = a.leading - 8`) is the same one.
struct DuplicateConstraintRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "duplicate_constraint", summary: "A view must not hold the same constraint twice.",
        severity: .warning, enabledByDefault: true)

    init(options: RuleOptions) {}

    /// A constraint in a form shared by every way of writing it.
    private struct Key: Hashable {
        var first: String, firstAttribute: String, relation: String
        var second: String, secondAttribute: String
        var multiplier: Double, constant: Double, priority: Double
    }

    private static func key(_ node: XMLNode, owner: String) -> Key {
        let secondAttribute = node["secondAttribute"] ?? ""
        var key = Key(
            first: node["firstItem"] ?? owner, firstAttribute: node["firstAttribute"] ?? "",
            relation: node["relation"] ?? "equal",
            second: node["secondItem"] ?? (secondAttribute.isEmpty ? "" : owner), secondAttribute: secondAttribute,
            multiplier: multiplier(node["multiplier"]), constant: node.number("constant") ?? 0,
            priority: node.number("priority") ?? 1000)
        if key.multiplier == 1, !key.second.isEmpty, (key.second, key.secondAttribute) < (key.first, key.firstAttribute)
        {
            (key.first, key.firstAttribute, key.second, key.secondAttribute) = (
                key.second, key.secondAttribute, key.first, key.firstAttribute
            )
            key.constant = -key.constant
            key.relation =
                key.relation == "lessThanOrEqual"
                ? "greaterThanOrEqual" : key.relation == "greaterThanOrEqual" ? "lessThanOrEqual" : key.relation
        }
        return key
    }

    /// `0.5`, `16:9` or `1/3` as a number; anything unreadable as 1, as the decoder reads it.
    private static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        if let value = Double(text) { return value.isFinite ? value : 1 }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2, parts[1] != 0, (parts[0] / parts[1]).isFinite else { return 1 }
        return parts[0] / parts[1]
    }

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for group in context.index.constraintGroups where group.constraints.count > 1 {
            var seen: [Key: XMLNode] = [:]
            for constraint in group.constraints where !constraint.flag("placeholder") {
                let key = Self.key(constraint, owner: group.ownerID)
                if let first = seen[key] {
                    findings.add(
                        constraint.location,
                        "the constraint repeats the one at line \(first.location.line) (\(first["id"] ?? "no id"))")
                } else {
                    seen[key] = constraint
                }
            }
        }
    }
}
