import Foundation

/// An Xcode unit-test bundle as a test target of the ported package: its Swift files rewritten as
/// the app's are (`SwiftFilesPorting`), then without the `@MainActor` on test classes and
/// methods, which swift-corelibs-xctest's test discovery cannot run (it aborts listing the
/// tests); its resources copied. `@testable import App` works as it does on iOS: the test target
/// depends on the app's module, built for testing.
enum TestPorting {
    struct Written {
        /// What changed, a line a change, for the report.
        var notes: [String]
        var resources: [String]
        var imports: [String: Set<String>]
    }

    enum Kind { case unit }

    static func write(_ target: XcodeTarget, project: XcodeProject, into folder: URL, kind: Kind) throws -> Written {
        let written = try ModulePorting.write(target, project: project, module: target.moduleName, into: folder)
        var notes = written.rewrites.map { "\($0.file):\($0.line): \($0.kind.rawValue)" }
        for url in target.swiftFiles {
            let file = folder.appendingPathComponent(ModulePorting.relative(url, to: project))
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let (rewritten, changes) = withoutMainActorOnTests(text)
            guard !changes.isEmpty else { continue }
            try Data(rewritten.utf8).write(to: file)
            notes += changes.map { "\(ModulePorting.relative(url, to: project)): \($0)" }
        }
        notes += written.gaps.map { "\($0.file):\($0.line): not ported: \($0.symbol): \($0.reason)" }
        return Written(notes: notes, resources: written.resources, imports: written.imports)
    }

    /// `source` without `@MainActor` where it isolates a test class or a test method; what
    /// changed. Other uses of `@MainActor` (a helper property, a closure) stay.
    static func withoutMainActorOnTests(_ source: String) -> (String, [String]) {
        var lines = source.components(separatedBy: "\n")
        var changes: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            if trimmed == "@MainActor", isTestDeclaration(next) {
                lines.remove(at: index)
                changes.append(
                    "line \(index + 1): removed `@MainActor` before `\(next.trimmingCharacters(in: .whitespaces))`")
                continue
            }
            if trimmed.hasPrefix("@MainActor "), isTestDeclaration(String(trimmed.dropFirst("@MainActor ".count))) {
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
