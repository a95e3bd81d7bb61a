import StoryboardDocument

/// `hides_bottom_bar`: a tab's navigation stack keeps the tab bar on screen as controllers are
/// pushed unless each pushed controller sets "Hide Bottom Bar on Push"; a team that wants the
/// tab bar only on a tab's first screen asks for it on every controller pushed after that.
/// Pushed means reached by a show (or legacy push) segue from a controller already on the stack
/// of a navigation controller that is a tab bar controller's tab, in one storyboard.
struct HidesBottomBarRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "hides_bottom_bar",
        summary: "Controllers pushed inside a tab's navigation controller should hide the tab bar.",
        severity: .warning, enabledByDefault: false)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        let index = context.index
        var segues: [String: [DocumentIndex.SegueEntry]] = [:]
        for segue in index.segues {
            guard let scene = segue.scene else { continue }
            segues[index.scenes[scene].controllerID, default: []].append(segue)
        }
        func destinations(of controller: String, kinds: Set<String>, relationship: String? = nil) -> [String] {
            (segues[controller] ?? []).filter {
                kinds.contains($0.kind) && (relationship == nil || $0.node["relationship"] == relationship)
            }.compactMap(\.destination)
        }
        var reported: Set<String> = []
        for scene in index.scenes where scene.controllerElement == "tabBarController" {
            for tab in destinations(of: scene.controllerID, kinds: ["relationship"], relationship: "viewControllers") {
                guard index.scene(ofController: tab)?.controllerElement == "navigationController" else { continue }
                let roots = destinations(of: tab, kinds: ["relationship"], relationship: "rootViewController")
                var stack = roots
                var seen = Set(roots)
                while let controller = stack.popLast() {
                    for pushed in destinations(of: controller, kinds: ["show", "push"])
                    where seen.insert(pushed).inserted {
                        guard let target = index.scene(ofController: pushed), !target.isReference,
                            target.controllerElement != "navigationController", let node = target.controller
                        else { continue }
                        stack.append(pushed)
                        if !index.hidesBottomBar.contains(pushed), reported.insert(pushed).inserted {
                            findings.add(
                                node.location,
                                "\(ElementText.describe(node)) is pushed inside a tab's navigation controller; set 'Hide Bottom Bar on Push'"
                            )
                        }
                    }
                }
            }
        }
    }
}
