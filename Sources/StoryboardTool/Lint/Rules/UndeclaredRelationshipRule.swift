import StoryboardDocument

/// `undeclared_relationship`: a relationship segue gives its container a child under a name;
/// UIKit's containers know theirs (a navigation controller `rootViewController`, a tab bar
/// controller `viewControllers`, a split view controller its columns), and a custom container
/// declares its own with `static let storyboardRelationships` (`StoryboardRelationshipContainer`).
/// A name the container does not know leaves the child unattached. Custom classes are checked
/// against the Swift sources when given; otherwise only UIKit's containers are.
struct UndeclaredRelationshipRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "undeclared_relationship",
        summary: "Relationship names must be ones the container declares (custom containers: with --sources).",
        severity: .error, enabledByDefault: true)

    init(options: RuleOptions) {}

    static let builtIn: [String: Set<String>] = [
        "navigationController": ["rootViewController"],
        "tabBarController": ["viewControllers"],
        "splitViewController": [
            "masterViewController", "detailViewController", "supplementaryViewController", "compactViewController",
        ],
    ]

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        let index = context.index
        for segue in index.segues where segue.kind == "relationship" {
            guard let scene = segue.scene, let container = index.scenes[scene].controller else { continue }
            let name = segue.node["relationship"] ?? ""
            let element = container.name
            let builtIn = Self.builtIn[element] ?? []
            if let customClass = container["customClass"] {
                guard let sources = context.sources, case let .found(chain, _) = sources.lookup(customClass) else {
                    continue  // A class the sources do not show may declare anything.
                }
                let declared = chain.compactMap(\.relationships)
                if declared.isEmpty {
                    if !builtIn.contains(name) {
                        findings.add(
                            segue.location,
                            "class '\(customClass)'\(SourceText.at(chain.first)) declares no storyboardRelationships, so it cannot take the relationship '\(name)'"
                        )
                    }
                } else if !declared.joined().contains(name) {
                    let names = Array(declared.joined()).joined(separator: ", ")
                    findings.add(
                        segue.location,
                        "class '\(customClass)'\(SourceText.at(chain.first)) declares the relationships \(names), not '\(name)'"
                    )
                }
            } else if !builtIn.contains(name) {
                let known = builtIn.isEmpty ? "none" : builtIn.sorted().joined(separator: ", ")
                findings.add(
                    segue.location,
                    "a \(element) has no relationship '\(name)' (it has \(known)); a custom container needs a custom class that declares it"
                )
            }
        }
    }
}
