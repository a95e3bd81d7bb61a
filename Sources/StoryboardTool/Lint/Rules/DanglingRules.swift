import StoryboardDocument

/// `dangling_destination`: a segue, popover anchor or initial controller whose id is not in the
/// document (a scene deleted in a merge). UIKit throws when the segue fires.
struct DanglingDestinationRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "dangling_destination",
        summary: "Segue destinations, popover anchors and the initial controller must exist.",
        severity: .error, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        let index = context.index
        if let initial = context.document.initialViewController, index.dangles(initial) {
            findings.add(
                context.document.root.location,
                "the initial view controller '\(initial)' does not exist in this document")
        }
        for segue in context.index.segues {
            guard let destination = segue.destination else {
                findings.add(segue.location, "the \(segue.kind) segue has no destination")
                continue
            }
            if index.dangles(destination) {
                findings.add(
                    segue.location,
                    "the \(segue.kind) segue leads to '\(destination)', which does not exist in this document")
            }
            for anchor in ["popoverAnchorView", "popoverAnchorBarButtonItem"] {
                if let id = segue.node[anchor], index.dangles(id) {
                    findings.add(segue.location, "the segue's popover anchor '\(id)' does not exist in this document")
                }
            }
        }
    }
}

/// `dangling_outlet`: an outlet or action whose other end is gone. Loading the scene sets the
/// outlet to an object that does not exist (UIKit throws), or the action goes nowhere.
struct DanglingOutletRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "dangling_outlet",
        summary: "Outlets, outlet collections and actions must connect to elements that exist.",
        severity: .error, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for connection in context.index.connections {
            guard let destination = connection.destination else {
                findings.add(connection.location, "the \(connection.element) '\(connection.name)' has no destination")
                continue
            }
            if context.index.dangles(destination) {
                findings.add(
                    connection.location,
                    "the \(connection.element) '\(connection.name)' connects to '\(destination)', which does not exist in this document"
                )
            }
        }
    }
}

/// `dangling_constraint_item`: a constraint whose view is gone cannot be installed; UIKit
/// throws when the scene loads.
struct DanglingConstraintItemRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "dangling_constraint_item",
        summary: "Constraint items must be views or layout guides of the document.",
        severity: .error, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        for group in context.index.constraintGroups {
            for constraint in group.constraints {
                for item in ["firstItem", "secondItem"] {
                    if let id = constraint[item], context.index.dangles(id) {
                        findings.add(
                            constraint.location, "the constraint's \(item) '\(id)' does not exist in this document")
                    }
                }
            }
        }
    }
}
