import Foundation
import StoryboardDocument

/// `image_resources`: Interface Builder lists every image a document uses in `<resources>`;
/// a name missing there was typed by hand or survived a rename, and shows nothing at run time.
/// With `asset_catalogs`, each name must also be an image set of one of them.
struct ImageResourcesRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "image_resources", summary: "Images a view names must be declared in <resources> (and exist in the asset catalogs, if given).",
        severity: .warning, enabledByDefault: true,
        options: ["asset_catalogs": "folders of .xcassets whose image sets the names must match"])

    let catalogs: AssetCatalogs?

    init(options: RuleOptions) {
        let paths = options.strings("asset_catalogs")
        catalogs = paths.isEmpty ? nil : AssetCatalogs(paths: paths, relativeTo: options.baseDirectory)
    }

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        let index = context.index
        for use in index.imageUses {
            if !index.declaredImages.contains(use.name) {
                findings.add(use.location, "the image '\(use.name)' is not declared in the document's resources")
            } else if let catalogs, !catalogs.images.contains(use.name) {
                findings.add(use.location, "the image '\(use.name)' is in no asset catalog given")
            }
        }
    }
}

/// `color_resources`: as with images, a named colour the document does not declare was typed
/// by hand or renamed, and falls back to no colour.
struct ColorResourcesRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "color_resources", summary: "Named colours must be declared in <resources> (and exist in the asset catalogs, if given).",
        severity: .warning, enabledByDefault: true,
        options: ["asset_catalogs": "folders of .xcassets whose colour sets the names must match"])

    let catalogs: AssetCatalogs?

    init(options: RuleOptions) {
        let paths = options.strings("asset_catalogs")
        catalogs = paths.isEmpty ? nil : AssetCatalogs(paths: paths, relativeTo: options.baseDirectory)
    }

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        let index = context.index
        for use in index.colorUses {
            if !index.declaredColors.contains(use.name) {
                findings.add(use.location, "the colour '\(use.name)' is not declared in the document's resources")
            } else if let catalogs, !catalogs.colors.contains(use.name) {
                findings.add(use.location, "the colour '\(use.name)' is in no asset catalog given")
            }
        }
    }
}
