import Foundation

/// An Xcode UI Testing Bundle's Swift files as a test target of the ported package, on OpenUIKit's
/// `XCUIAutomation`: each file gets `import XCUIAutomation` beside its `import XCTest`, and loses
/// the `@MainActor` on its test classes and methods, which swift-corelibs-xctest's test discovery
/// cannot run (it aborts listing the tests). Nothing else changes: the tests are XCUITest's.
enum UITestPorting {
    /// The test target's name for `module`'s app.
    static func targetName(for module: String) -> String { "\(module)UITests" }

    /// Copies `files`, rewritten, into `package`'s `Tests/<target>` folder; returns what was
    /// changed, a line a change.
    static func write(_ files: [URL], into package: URL, target: String) throws -> [String] {
        let folder = package.appendingPathComponent("Tests").appendingPathComponent(target)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var notes: [String] = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let (rewritten, changes) = rewrite(source)
            notes += changes.map { "\(file.lastPathComponent): \($0)" }
            try Data(rewritten.utf8).write(to: folder.appendingPathComponent(file.lastPathComponent))
        }
        return notes
    }

    /// `source` with `import XCUIAutomation` after its `import XCTest`, and without `@MainActor`
    /// where it isolates a test class or method (`TestPorting.withoutMainActorOnTests`); what
    /// changed.
    static func rewrite(_ source: String) -> (String, [String]) {
        var lines = source.components(separatedBy: "\n")
        var changes: [String] = []
        if !lines.contains(where: { $0.trimmingCharacters(in: .whitespaces) == "import XCUIAutomation" }),
            let xctest = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "import XCTest" })
        {
            lines.insert("import XCUIAutomation", at: xctest + 1)
            changes.append("added `import XCUIAutomation` (XCUITest's API on Linux)")
        }
        let (text, removals) = TestPorting.withoutMainActorOnTests(lines.joined(separator: "\n"))
        return (text, changes + removals)
    }
}
