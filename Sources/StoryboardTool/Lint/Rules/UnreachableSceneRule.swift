import StoryboardDocument

/// `unreachable_scene`: a scene nothing can reach is dead weight: it is not the initial
/// controller, code cannot instantiate it (no storyboard identifier, so no reference can name
/// it either), and no segue in its storyboard leads to it.
struct UnreachableSceneRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "unreachable_scene",
        summary: "Every scene must be reachable: initial, identified, or a segue's destination.",
        severity: .warning, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        let index = context.index
        var reached: Set<String> = []
        for segue in index.segues {
            if let destination = segue.destination { reached.insert(destination) }
        }
        if let initial = context.document.initialViewController { reached.insert(initial) }
        for scene in index.scenes {
            guard let controller = scene.controller, !reached.contains(scene.controllerID),
                (controller["storyboardIdentifier"] ?? "").isEmpty
            else { continue }
            let what =
                scene.isReference
                ? "reference to '\(controller["storyboardName"] ?? context.file.name)'"
                : ElementText.describe(controller)
            findings.add(
                controller.location,
                "the \(what) is unreachable: not the initial controller, without a storyboard identifier, and no segue leads to it"
            )
        }
    }
}
