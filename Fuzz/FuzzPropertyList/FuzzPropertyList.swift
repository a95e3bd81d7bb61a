import Foundation
import FuzzSupport
import StoryboardDocument

@testable import OpenUIKit

/// An app's Info.plist and a `.strings` table from untrusted bytes: read as launch reads them
/// (`ApplicationInfo`: the scene manifest, the main storyboard, the launch screen) and as a
/// storyboard's localized strings.
@MainActor
enum PropertyListFuzzing {
    static func run(_ data: Data) {
        UIKitDiagnostics.handler = { _ in }
        if let dictionary = (try? PropertyListFile.propertyList(from: data)) as? [String: Any] {
            let info = ApplicationInfo(dictionary)
            _ = info.hasSceneManifest
            _ = info.mainStoryboardFile
            _ = info.sceneConfiguration(named: nil, role: .windowApplication)?.storyboardName
        }
        let storyboard = FuzzInput.scratch.appendingPathComponent("Base.lproj/Fuzz.storyboard")
        for language in Locale.preferredLanguages.prefix(1) {
            _ = FuzzInput.write(data, to: "\(language).lproj/Fuzz.strings")
        }
        _ = StoryboardFiles.localizedStrings(name: "Fuzz", besides: storyboard)
    }
}
