import StoryboardDocument

/// `enable_autolayout`: a document without Auto Layout places every view by autoresizing
/// masks, which no longer adapts to today's screens.
struct EnableAutolayoutRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "enable_autolayout", summary: "Documents must use Auto Layout (useAutolayout=\"YES\").",
        severity: .warning, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        if !context.document.useAutolayout {
            findings.add(
                context.document.root.location,
                "the document does not use Auto Layout; turn on 'Use Auto Layout' in the file inspector")
        }
    }
}

/// `use_trait_collections`: without trait variations a document cannot adapt to size classes.
struct UseTraitCollectionsRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "use_trait_collections",
        summary: "Documents should use trait variations (useTraitCollections=\"YES\").",
        severity: .warning, enabledByDefault: false)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        if !context.document.useTraitCollections {
            findings.add(
                context.document.root.location,
                "the document does not use trait variations; turn on 'Use Trait Variations' in the file inspector")
        }
    }
}

/// `view_as_device`: a team that edits with one simulated device keeps frames from churning
/// between commits.
struct ViewAsDeviceRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "view_as_device", summary: "Documents should be saved viewed as the configured device.",
        severity: .warning, enabledByDefault: false,
        options: ["device_id": "the <device id> documents should have (default retina6_1, iPhone 11)"])

    let deviceID: String

    init(options: RuleOptions) {
        deviceID = options.string("device_id", default: "retina6_1")
    }

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        guard let device = context.document.root.child("device"), let id = device["id"], id != deviceID else { return }
        findings.add(device.location, "the document is viewed as device '\(id)', not '\(deviceID)'")
    }
}
