import StoryboardDocument

/// Outlets UIKit's own classes declare, which a class of the app inherits: a storyboard may set
/// them on any subclass of a UIKit class without the app declaring them.
enum UIKitOutlets {
    static let properties: Set<String> = [
        "view", "tableView", "collectionView", "delegate", "dataSource", "searchDisplayController", "searchBar",
        "searchResultsDataSource", "searchResultsDelegate", "searchContentsController", "navigationItem", "tabBarItem",
        "navigationBar", "tabBar", "toolbar", "titleView", "leftBarButtonItem", "rightBarButtonItem",
        "backBarButtonItem",
        "leftBarButtonItems", "rightBarButtonItems", "customView", "rootViewController", "viewControllers",
        "inputView", "inputAccessoryView", "backgroundView", "selectedBackgroundView",
        "multipleSelectionBackgroundView",
        "textLabel", "detailTextLabel", "imageView", "contentView", "accessoryView", "editingAccessoryView",
        "tableHeaderView", "tableFooterView", "refreshControl", "window", "mapView", "webView", "scrollView",
        "gestureRecognizers", "keyCommands", "prefetchDataSource", "dragDelegate", "dropDelegate",
    ]
}

/// `missing_outlet`: UIKit sets an outlet by name; a property the class does not declare
/// (renamed, deleted) makes loading the scene throw ("not key value coding-compliant"). Checked
/// for classes the sources declare, up their superclasses in the sources; a chain that leaves
/// for another library's class cannot be checked and is skipped.
struct MissingOutletRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "missing_outlet",
        summary: "Outlets must be properties of the class in the Swift sources (--sources).",
        severity: .error, enabledByDefault: true, needsSources: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        guard let sources = context.sources else { return }
        for connection in context.index.connections where connection.element != "action" {
            guard let owner = connection.holderClass,
                case let .found(chain, framework) = sources.lookup(owner)
            else { continue }
            if chain.contains(where: { $0.properties.contains(connection.name) }) { continue }
            if framework != nil, UIKitOutlets.properties.contains(connection.name) { continue }
            findings.add(
                connection.location,
                "class '\(owner)'\(SourceText.at(chain.first)) declares no property '\(connection.name)' for this \(connection.element)"
            )
        }
    }
}

/// `missing_action`: an action's target must answer its selector, or tapping the control throws
/// ("unrecognized selector"). The target is the destination's class; for the first responder,
/// any class of the sources will do. A segue's `@IBSegueAction` is checked on its scene's class.
struct MissingActionRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "missing_action",
        summary: "Actions and segue actions must be methods in the Swift sources (--sources).",
        severity: .error, enabledByDefault: true, needsSources: true)

    init(options: RuleOptions) {}

    /// The editing actions UIResponder answers itself.
    private static let responderActions: Set<String> = [
        "cut:", "copy:", "paste:", "select:", "selectAll:", "delete:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionRightToLeft:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:",
        "increaseSize:", "decreaseSize:",
    ]

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        guard let sources = context.sources else { return }
        let index = context.index
        for connection in index.connections where connection.element == "action" {
            let selector = connection.name
            guard let destination = connection.destination, let target = index.ids[destination],
                !Self.responderActions.contains(selector)
            else { continue }
            if target.element == "placeholder", target.node["placeholderIdentifier"] == "IBFirstResponder" {
                if !sources.allSelectors.contains(selector) {
                    findings.add(
                        connection.location,
                        "no class in the sources declares the action '\(selector)' the first responder is sent")
                }
                continue
            }
            guard let owner = target.customClass, case let .found(chain, _) = sources.lookup(owner) else { continue }
            if !chain.contains(where: { $0.selectors.contains(selector) }) {
                findings.add(
                    connection.location,
                    "class '\(owner)'\(SourceText.at(chain.first)) declares no method '\(selector)' for this action")
            }
        }
        for segue in index.segues {
            guard let selector = segue.node["destinationCreationSelector"], let scene = segue.scene,
                let owner = index.scenes[scene].controller?["customClass"],
                case let .found(chain, _) = sources.lookup(owner)
            else { continue }
            if !chain.contains(where: { $0.selectors.contains(selector) }) {
                findings.add(
                    segue.location,
                    "class '\(owner)'\(SourceText.at(chain.first)) declares no segue action '\(selector)'")
            }
        }
    }
}

/// `unwind_action`: an unwind segue finds its destination by asking controllers whether they
/// answer its action; if no class declares it, the segue never finds one and does nothing.
struct UnwindActionRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "unwind_action",
        summary: "Unwind actions must be declared by some class in the Swift sources (--sources).",
        severity: .warning, enabledByDefault: true, needsSources: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        guard let sources = context.sources else { return }
        for segue in context.index.segues where segue.kind == "unwind" {
            let action = segue.node["unwindAction"] ?? ""
            if !sources.allSelectors.contains(action) {
                findings.add(
                    segue.location,
                    "no class in the sources declares the unwind action '\(action)'; the segue will find no destination"
                )
            }
        }
    }
}

/// How findings point into the sources.
enum SourceText {
    static func at(_ type: SwiftSourceIndex.TypeInfo?) -> String {
        guard let location = type?.location else { return "" }
        return " (\(location.file):\(location.line))"
    }
}
