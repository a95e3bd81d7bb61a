import Foundation
import FuzzSupport

@testable import OpenUIKit

/// An asset catalog's `Contents.json` from untrusted bytes, as a catalog's, an image set's and a
/// colour set's: indexed, its entries chosen for light and dark traits, its colours read.
@MainActor
enum AssetCatalogFuzzing {
    static func run(_ data: Data) {
        UIKitDiagnostics.handler = { _ in }
        let catalog = FuzzInput.scratch.appendingPathComponent("Assets.xcassets")
        _ = FuzzInput.write(data, to: "Assets.xcassets/Contents.json")
        let imageSet = FuzzInput.write(data, to: "Assets.xcassets/Icon.imageset/Contents.json")
            .deletingLastPathComponent()
        let colorSet = FuzzInput.write(data, to: "Assets.xcassets/Tint.colorset/Contents.json")
            .deletingLastPathComponent()
        _ = AssetCatalog(url: catalog)
        if let set = AssetImageSet(folder: imageSet, name: "Icon") {
            for style in [UIUserInterfaceStyle.light, .dark] {
                _ = set.contents(preferredScale: 2, traits: UITraitCollection(userInterfaceStyle: style))
            }
        }
        if let color = AssetColorSet.color(in: colorSet, name: "Tint") {
            _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        }
    }
}
