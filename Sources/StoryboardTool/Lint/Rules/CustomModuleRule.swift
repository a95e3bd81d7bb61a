import StoryboardDocument

/// `custom_module`: a custom class without a module is looked up as an Objective-C class name,
/// which a Swift class only answers to with `@objc(Name)`; UIKit then falls back to the plain
/// class silently. Optionally, `modules` says which module each class lives in.
struct CustomModuleRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "custom_module",
        summary: "A custom class should name its module (customModule, or 'Inherit Module From Target').",
        severity: .warning, enabledByDefault: false,
        options: ["modules": "a mapping of module names to the classes that live in them"])

    /// Class to module.
    let moduleOfClass: [String: String]

    init(options: RuleOptions) {
        var moduleOfClass: [String: String] = [:]
        for (module, classes) in options.lists("modules") {
            for name in classes { moduleOfClass[name] = module }
        }
        self.moduleOfClass = moduleOfClass
    }

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for use in context.index.classUses {
            if let expected = moduleOfClass[use.customClass] {
                if use.customModule != expected {
                    let found = use.customModule.map { "module '\($0)'" } ?? "no module"
                    findings.add(
                        use.node.location,
                        "class '\(use.customClass)' lives in module '\(expected)' but the \(use.element) names \(found)"
                    )
                }
            } else if use.customModule == nil && use.customModuleProvider != "target" {
                findings.add(
                    use.node.location,
                    "the \(use.element) names class '\(use.customClass)' without a module; set its module or 'Inherit Module From Target'"
                )
            }
        }
    }
}

/// `use_base_class`: a design system that wraps UIKit's views (`TitleLabel` for `label`) wants
/// every view of a kind to be one of its classes.
struct UseBaseClassRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "use_base_class", summary: "Elements of a configured kind must use one of the configured classes.",
        severity: .warning, enabledByDefault: false,
        options: ["base_classes": "a mapping of element names (label, button, …) to the classes allowed for them"])

    let baseClasses: [String: [String]]

    init(options: RuleOptions) {
        baseClasses = options.lists("base_classes")
    }

    var elementsWanted: Set<String> { Set(baseClasses.keys) }

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for node in context.index.wanted {
            guard let allowed = baseClasses[node.name] else { continue }
            let customClass = node["customClass"]
            if customClass.map(allowed.contains) != true {
                let found = customClass.map { "class '\($0)'" } ?? "no custom class"
                findings.add(
                    node.location, "the \(node.name) has \(found); use one of \(allowed.joined(separator: ", "))")
            }
        }
    }
}
