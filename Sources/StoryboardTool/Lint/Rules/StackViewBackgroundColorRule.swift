import StoryboardDocument

/// `stackview_backgroundcolor`: before iOS 14 a stack view draws nothing, so its background
/// colour silently does not show; a plain view behind it does.
struct StackViewBackgroundColorRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "stackview_backgroundcolor",
        summary: "Stack views should not set a background colour (ignored before iOS 14).",
        severity: .warning, enabledByDefault: false)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for color in context.index.stackViewBackgrounds {
            findings.add(
                color.location,
                "the stack view sets a background colour, which iOS before 14 does not draw; put a view behind it")
        }
    }
}
