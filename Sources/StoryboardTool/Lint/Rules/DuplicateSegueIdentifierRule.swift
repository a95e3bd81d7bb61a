import StoryboardDocument

/// `duplicate_segue_identifier`: `performSegue(withIdentifier:)` looks the identifier up among
/// the segues of one scene; with two of one name, which one fires depends on the file's order.
struct DuplicateSegueIdentifierRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "duplicate_segue_identifier", summary: "Segue identifiers must be unique within a scene.",
        severity: .warning, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        var seen: [String: SourceLocation] = [:]
        for segue in context.index.segues {
            guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
            let key = "\(segue.scene ?? -1)\u{0}\(identifier)"
            if let first = seen[key] {
                findings.add(
                    segue.location,
                    "the segue identifier '\(identifier)' is already used in this scene at line \(first.line)")
            } else {
                seen[key] = segue.location
            }
        }
    }
}
