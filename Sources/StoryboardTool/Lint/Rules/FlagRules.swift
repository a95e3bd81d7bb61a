import StoryboardDocument

/// `misplaced`: Interface Builder marks a view whose frame is not where its constraints would
/// put it; the canvas then shows a layout the app will not.
struct MisplacedRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "misplaced", summary: "Views must sit where their constraints put them (no misplaced=\"YES\").",
        severity: .warning, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for node in context.index.misplaced {
            findings.add(
                node.location,
                "\(ElementText.describe(node)) is misplaced: its frame differs from what its constraints give; update the frame"
            )
        }
    }
}

/// `ambiguous`: Interface Builder marks a view whose constraints do not fix its position or
/// size; Auto Layout then picks one of several layouts at run time.
struct AmbiguousRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "ambiguous", summary: "Views must have unambiguous constraints (no ambiguous=\"YES\").",
        severity: .warning, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for node in context.index.ambiguous {
            findings.add(
                node.location,
                "\(ElementText.describe(node)) has ambiguous constraints: they allow more than one position or size")
        }
    }
}
