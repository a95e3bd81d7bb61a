import StoryboardDocument

/// `duplicate_id`: ids are how a document refers to its own elements; after a bad merge two
/// elements share one, and every reference to it means either (ibtool refuses the file).
struct DuplicateIDRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "duplicate_id", summary: "Every element id must be used once in its document.",
        severity: .error, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for duplicate in context.index.duplicateIDs {
            findings.add(duplicate.location, "the id '\(duplicate.id)' is already used at line \(duplicate.first.line)")
        }
    }
}
