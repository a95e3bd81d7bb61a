import Foundation
import FuzzSupport

@testable import StoryboardTool

/// A lint configuration (`.storyboardlint.yml`) from untrusted bytes: loaded, then used to
/// build the linter, which reads each rule's options.
enum LintConfigurationFuzzing {
    static func run(_ data: Data) {
        let url = FuzzInput.write(data, to: "lint/.storyboardlint.yml")
        if let configuration = try? LintConfiguration.load(url, knownRules: LintRules.identifiers) {
            _ = Linter(configuration: configuration)
        }
    }
}
