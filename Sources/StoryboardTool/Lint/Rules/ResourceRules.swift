import Foundation
import StoryboardDocument

/// `image_resources`: Interface Builder lists every image a document uses in `<resources>`;
/// a name missing there was typed by hand or survived a rename, and shows nothing at run time.
/// With `asset_catalogs`, each name must also be an image set of one of them.
struct ImageResourcesRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "image_resources",
        summary: "Images a view names must be declared in <resources> (and exist in the asset catalogs, if given).",
        severity: .warning, enabledByDefault: true,
        options: ["asset_catalogs": "folders of .xcassets whose image sets the names must match"])

    let catalogs: AssetCatalogs?

    init(options: RuleOptions) {
        catalogs = AssetCatalogs(options: options)
    }

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        reportUndeclared(
            context.index.imageUses, declared: context.index.declaredImages, catalogued: catalogs?.images,
            noun: "image", into: &findings)
    }
}

/// `color_resources`: as with images, a named colour the document does not declare was typed
/// by hand or renamed, and falls back to no colour.
struct ColorResourcesRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "color_resources",
        summary: "Named colours must be declared in <resources> (and exist in the asset catalogs, if given).",
        severity: .warning, enabledByDefault: true,
        options: ["asset_catalogs": "folders of .xcassets whose colour sets the names must match"])

    let catalogs: AssetCatalogs?

    init(options: RuleOptions) {
        catalogs = AssetCatalogs(options: options)
    }

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        reportUndeclared(
            context.index.colorUses, declared: context.index.declaredColors, catalogued: catalogs?.colors,
            noun: "colour", into: &findings)
    }
}

/// Both resource rules: a name the document does not declare, or (with catalogs) none holds.
private func reportUndeclared(
    _ uses: [(name: String, location: SourceLocation)], declared: Set<String>,
    catalogued: Set<String>?, noun: String, into findings: inout LintFindings
) {
    for use in uses {
        if !declared.contains(use.name) {
            findings.add(use.location, "the \(noun) '\(use.name)' is not declared in the document's resources")
        } else if let catalogued, !catalogued.contains(use.name) {
            findings.add(use.location, "the \(noun) '\(use.name)' is in no asset catalog given")
        }
    }
}
