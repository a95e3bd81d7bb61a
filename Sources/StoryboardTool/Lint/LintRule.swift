import StoryboardDocument

/// What a rule is, for `--list-rules`, the configuration and the reporters.
public struct LintRuleDescription: Sendable {
    /// The name configurations and reports use: `duplicate_id`.
    public var identifier: String
    /// One line: what the rule asks of a document.
    public var summary: String
    public var severity: StoryboardDiagnostic.Severity
    /// Rules that state a house style rather than a defect are off until a configuration
    /// enables them.
    public var enabledByDefault: Bool
    /// Rules that compare the document with the app's Swift code run only with `--sources`.
    public var needsSources: Bool = false
    /// The options the rule reads from its configuration entry, described.
    public var options: [String: String] = [:]
}

/// A check over one decoded document. A rule is made once per run from its configuration entry
/// and then asked about each file; it reports through `findings` and never throws.
protocol LintRule {
    static var description: LintRuleDescription { get }
    /// The rule with its options; problems with them go to `options.problems`.
    init(options: RuleOptions)
    func check(_ context: LintContext, _ findings: inout LintFindings)
    /// Element names whose every occurrence the rule wants collected in `DocumentIndex.wanted`.
    var elementsWanted: Set<String> { get }
}

extension LintRule {
    var elementsWanted: Set<String> { [] }
}
