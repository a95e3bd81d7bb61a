import StoryboardDocument

/// `has_initial_view_controller`: `UIStoryboard.instantiateInitialViewController()` and the
/// app's main interface need an entry point; without one they get nil.
struct HasInitialViewControllerRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "has_initial_view_controller", summary: "A storyboard should have an initial view controller.",
        severity: .warning, enabledByDefault: false)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        guard context.isStoryboard, context.document.initialViewController?.isEmpty ?? true else { return }
        findings.add(context.document.root.location, "the storyboard has no initial view controller")
    }
}

/// `has_single_view_controller`: one controller per storyboard keeps merges small and lets
/// the file name say what it holds. References and launch screens' views do not count.
struct HasSingleViewControllerRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "has_single_view_controller",
        summary: "A storyboard should hold exactly one view controller scene.",
        severity: .warning, enabledByDefault: false)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        guard context.isStoryboard else { return }
        let controllers = context.index.scenes.filter { $0.controller != nil && !$0.isReference }
        if controllers.count != 1 {
            let location = controllers.dropFirst().first?.node.location ?? context.document.root.location
            findings.add(
                location, "the storyboard holds \(controllers.count) view controller scenes; keep one per storyboard")
        }
    }
}
