import StoryboardDocument

/// `custom_class_name`: in a project with one controller per storyboard, the class says which
/// file it comes from: `Login.storyboard` holds `LoginViewController`.
struct CustomClassNameRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "custom_class_name",
        summary: "A controller's custom class should be the storyboard's name plus a suffix.",
        severity: .warning, enabledByDefault: false,
        options: ["suffix": "what follows the storyboard name (default ViewController)"])

    let suffix: String

    init(options: RuleOptions) {
        suffix = options.string("suffix", default: "ViewController")
    }

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        guard context.isStoryboard else { return }
        let expected = context.file.name + suffix
        for use in context.index.classUses where use.isController && use.customClass != expected {
            findings.add(
                use.node.location,
                "the controller's class is '\(use.customClass)'; in \(context.file.name).storyboard it should be '\(expected)'"
            )
        }
    }
}

/// `storyboard_viewcontroller_id`: code that instantiates by identifier reads best when the
/// identifier is the class it gets back.
struct StoryboardViewControllerIDRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "storyboard_viewcontroller_id",
        summary: "A controller's storyboard identifier should equal its custom class.",
        severity: .warning, enabledByDefault: false)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for use in context.index.classUses where use.isController {
            guard let identifier = use.node["storyboardIdentifier"], identifier != use.customClass else { continue }
            findings.add(
                use.node.location,
                "the storyboard identifier '\(identifier)' differs from the controller's class '\(use.customClass)'")
        }
    }
}

/// `reuse_identifier`: dequeuing by the class's name keeps identifier and class from drifting.
struct ReuseIdentifierRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "reuse_identifier", summary: "A cell's reuse identifier should equal its custom class.",
        severity: .warning, enabledByDefault: false)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for cell in context.index.cells {
            guard let customClass = cell["customClass"] else { continue }
            let identifier = cell["reuseIdentifier"]
            if identifier != customClass {
                let found = identifier.map { "'\($0)'" } ?? "missing"
                findings.add(
                    cell.location,
                    "the \(cell.name)'s reuse identifier is \(found); it should be its class '\(customClass)'")
            }
        }
    }
}
