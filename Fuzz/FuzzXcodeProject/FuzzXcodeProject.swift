import Foundation
import FuzzSupport

@testable import XcodeProjectFile

/// An Xcode project's `project.pbxproj` from untrusted bytes: parsed as an ASCII property list,
/// then read as a project (its application targets, their build settings and files).
enum XcodeProjectFuzzing {
    static func run(_ data: Data) {
        _ = try? ASCIIPropertyListParser.parse(data, file: "project.pbxproj")
        let project = FuzzInput.write(data, to: "Fuzz.xcodeproj/project.pbxproj").deletingLastPathComponent()
        guard let parsed = try? XcodeProject(contentsOf: project) else { return }
        for target in parsed.applicationTargets {
            _ = parsed.buildSettings(of: target)
            for phase in target.ids("buildPhases") {
                for file in parsed.objects[phase]?.ids("files") ?? [] { _ = parsed.location(of: file) }
            }
        }
    }
}
