import StoryboardDocument

/// `unresolved_reference`: a storyboard reference whose storyboard, identifier or initial
/// controller is not in the bundle. `UIStoryboard` throws when the segue fires.
struct UnresolvedReferenceRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "unresolved_reference",
        summary: "Storyboard references must resolve among the storyboards of their bundle.",
        severity: .error, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for scene in context.index.scenes where scene.isReference {
            guard let placeholder = scene.controller,
                case .failure(let failure)? = context.inputs.resolve(SceneObject(placeholder), in: context.file),
                failure.isError
            else { continue }
            findings.add(placeholder.location, failure.message)
        }
    }
}

/// `other_bundle_reference`: a reference into another bundle (a framework's storyboard)
/// cannot be checked from these files; it is worth knowing that it leaves them.
struct OtherBundleReferenceRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "other_bundle_reference",
        summary: "Storyboard references into another bundle cannot be checked here.",
        severity: .warning, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for scene in context.index.scenes where scene.isReference {
            guard let placeholder = scene.controller, let bundle = placeholder["bundleIdentifier"] else { continue }
            let name = placeholder["storyboardName"] ?? context.file.name
            findings.add(
                placeholder.location,
                "the reference leads to storyboard '\(name)' in another bundle ('\(bundle)'), which these files do not include"
            )
        }
    }
}
