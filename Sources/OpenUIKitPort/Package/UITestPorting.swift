import Foundation

/// An Xcode UI Testing Bundle's Swift files as a test target of the ported package, on OpenUIKit's
/// `XCUIAutomation`: each file gets `import XCUIAutomation` beside its `import XCTest`, and loses
/// the `@MainActor` on its test classes and methods, which swift-corelibs-xctest's test discovery
/// cannot run (it aborts listing the tests). Nothing else changes: the tests are XCUITest's.
enum UITestPorting {
    /// The test target's name for `module`'s app.
    static func targetName(for module: String) -> String { "\(module)UITests" }

    /// The UI test targets of `project` that test `app` (`TEST_TARGET_NAME`), else every one.
    static func sourceFiles(of project: XcodeProject, testing app: String) throws -> [URL] {
        let testTargets = project.targets.filter {
            $0.isa == "PBXNativeTarget" && $0.string("productType") == "com.apple.product-type.bundle.ui-testing"
        }
        let resolved = try testTargets.map { try AppTarget($0, in: project) }
        let forApp = resolved.filter { $0.settings["TEST_TARGET_NAME"] == app }
        return (forApp.isEmpty ? resolved : forApp).flatMap(\.swiftFiles)
    }

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
    /// where it isolates a test class or method; what changed.
    static func rewrite(_ source: String) -> (String, [String]) {
        var lines = source.components(separatedBy: "\n")
        var changes: [String] = []
        if !lines.contains(where: { $0.trimmingCharacters(in: .whitespaces) == "import XCUIAutomation" }),
            let xctest = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "import XCTest" })
        {
            lines.insert("import XCUIAutomation", at: xctest + 1)
            changes.append("added `import XCUIAutomation` (XCUITest's API on Linux)")
        }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            if trimmed == "@MainActor", Self.isTestDeclaration(next) {
                lines.remove(at: index)
                changes.append(
                    "line \(index + 1): removed `@MainActor` before `\(next.trimmingCharacters(in: .whitespaces))`")
                continue
            }
            if trimmed.hasPrefix("@MainActor "), Self.isTestDeclaration(String(trimmed.dropFirst("@MainActor ".count)))
            {
                lines[index] = line.replacingOccurrences(of: "@MainActor ", with: "")
                changes.append("line \(index + 1): removed `@MainActor` from `\(trimmed)`")
            }
            index += 1
        }
        return (lines.joined(separator: "\n"), changes)
    }

    /// A test method, or a class that holds them.
    private static func isTestDeclaration(_ line: String) -> Bool {
        let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
        if let function = words.firstIndex(of: "func"), function + 1 < words.count {
            return words[function + 1].hasPrefix("test")
        }
        return words.contains("class") && line.contains("XCTestCase")
    }
}
