import Foundation
import TestSupport
import XCTest

@testable import StoryboardTool

/// `storyboard generate`: names, segues out and in, references, unwind actions, and source that
/// compiles for every sample storyboard.
final class GenerateCommandTests: XCTestCase {
    private func flowSource(_ extra: [String] = []) throws -> String {
        let result = StoryboardCommand.run(["generate", try fixture("Flow").path] + extra)
        XCTAssertEqual(result.status, 0, result.standardError)
        return result.standardOutput
    }

    func testScenesAreTypedBySeguesLeavingAndArriving() throws {
        let source = try flowSource()
        // A segue into a reference is typed by the scene in the other storyboard.
        XCTAssertTrue(
            source.contains(
                """
                            static let showSettings = Storyboards.Segue<Storyboards.Main.Root, Storyboards.Settings.Settings>(identifier: "showSettings", kind: "presentation")
                """), source)
        // …and that scene lists it as arriving.
        XCTAssertTrue(
            source.contains(
                """
                            enum Incoming {
                                static let showSettings = Storyboards.Main.Root.Segues.showSettings
                            }
                """), source)
        XCTAssertTrue(
            source.contains(
                """
                            enum Incoming {
                                static let showDetail = Storyboards.Main.Root.Segues.showDetail
                                static let `class` = Storyboards.Main.About.Segues.`class`
                            }
                """), source)
        XCTAssertTrue(
            source.contains("        typealias InitialScene = Storyboards.Main.NavigationController\n"), source)
        XCTAssertTrue(
            source.contains(
                """
                            static let className = "SettingsViewController"
                            static let baseClassName = "UITableViewController"
                """), source)
    }

    func testNamesAreSanitizedAndLiteralsKept() throws {
        let source = try flowSource()
        XCTAssertTrue(source.contains("            case showAbout = \"show-about\"\n"), source)
        XCTAssertTrue(source.contains("            case `class` = \"class\"\n"), source)
        XCTAssertTrue(source.contains("        enum _2ndScreen: Storyboards.Scene {\n"), source)
        XCTAssertTrue(source.contains("            static let identifier: String? = \"2nd screen\"\n"), source)
        // A scene without identifier or class is named by IB's label.
        XCTAssertTrue(source.contains("        enum NavigationController: Storyboards.Scene {\n"), source)
    }

    func testUnwindActionsAreListedOnceAndPerScene() throws {
        let source = try flowSource()
        XCTAssertTrue(
            source.contains(
                """
                    enum UnwindAction: String, CaseIterable, Sendable {
                        case cancelSettings = "cancelSettings:"
                        case unwindToRoot = "unwindToRoot:"
                    }
                """), source)
        XCTAssertTrue(
            source.contains(
                """
                                static let done = Storyboards.Unwind<Storyboards.Settings.Settings>(identifier: "done", action: .unwindToRoot)
                                static let cancel = Storyboards.Unwind<Storyboards.Settings.Settings>(identifier: "cancel", action: .cancelSettings)
                """), source)
        // An exit segue without identifier is named by its action.
        XCTAssertTrue(
            source.contains(
                "static let unwindToRoot = Storyboards.Unwind<Storyboards.Main.Detail>(identifier: nil, action: .unwindToRoot)"
            ), source)
    }

    func testOutputIsDeterministicAndOptionsApply() throws {
        let first = try flowSource(["--namespace", "Flow", "--public"])
        XCTAssertEqual(first, try flowSource(["--namespace", "Flow", "--public"]))
        XCTAssertTrue(first.contains("public enum Flow {\n"))
        XCTAssertTrue(first.contains("        public static let name = \"Main\"\n"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("generate-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        let written = StoryboardCommand.run([
            "generate", try fixture("Flow").path, "--namespace", "Flow", "--public", "-o", file.path,
        ])
        XCTAssertEqual(written.status, 0, written.standardError)
        XCTAssertEqual(written.standardOutput, "")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), first)
        XCTAssertEqual(
            StoryboardCommand.run(["generate", try fixture("Flow").path, "--namespace", "my storyboards"]).status, 64)
        XCTAssertEqual(
            StoryboardCommand.run(["generate", try fixture("Flow").path, "--namespace", "class"]).status, 64)
    }

    func testSwiftNames() {
        XCTAssertEqual(SwiftName.member("show-detail", fallback: "x"), "showDetail")
        XCTAssertEqual(SwiftName.member("URLList", fallback: "x"), "urlList")
        XCTAssertEqual(SwiftName.member("Show Detail", fallback: "x"), "showDetail")
        XCTAssertEqual(SwiftName.member("2nd screen", fallback: "x"), "_2ndScreen")
        XCTAssertEqual(SwiftName.member("self", fallback: "x"), "self_")
        XCTAssertEqual(SwiftName.member("日本", fallback: "segue"), "segue")
        XCTAssertEqual(SwiftName.spelled(SwiftName.member("default", fallback: "x")), "`default`")
        XCTAssertEqual(SwiftName.type("navigation controller", fallback: "x"), "NavigationController")
        XCTAssertEqual(SwiftName.type("Type", fallback: "x"), "Type_")
        var scope = NameScope(reserved: ["Scene"])
        XCTAssertEqual(
            ["Detail", "Detail", "Scene", "Detail"].map { scope.claim($0) }, ["Detail", "Detail2", "Scene2", "Detail3"])
        XCTAssertEqual(IdentifierSourceWriter.literal("a \"b\" \\ c\nd\u{1}"), "\"a \\\"b\\\" \\\\ c\\nd\\u{1}\"")
    }

    /// The source for every sample storyboard compiles, as the corpus test below checks for the
    /// shared corpus: a type for each of its 16 scenes but the reference.
    func testGeneratedSourceForTheSampleCompiles() throws {
        try assertGeneratedSourceCompiles(for: SampleCorpus.storyboards, minimumRepositories: 2, minimumScenes: 15)
    }
}

final class GenerateCommandCorpusTests: XCTestCase {
    /// The done-when check: the source for every corpus storyboard compiles, in a package of its
    /// own, with zero errors and zero warnings — once with Foundation alone (the custom classes
    /// and UIKit absent) and once with OpenUIKit importable (the helpers compile too). One
    /// generated file per corpus repository (each its own namespace, bundles nested), one for the
    /// whole corpus at once, and the fixture's public variant, all typechecked together.
    func testGeneratedSourceForTheCorpusCompiles() throws {
        try assertGeneratedSourceCompiles(for: SharedCorpus.storyboards, minimumRepositories: 11, minimumScenes: 301)
    }
}

/// Generates the source for `storyboards` (each repository's folder in a namespace of its own,
/// and all of them at once) and for the `Flow` fixture, and typechecks it all, with Foundation
/// alone and with OpenUIKit importable.
private func assertGeneratedSourceCompiles(
    for storyboards: URL, minimumRepositories: Int, minimumScenes: Int,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    let package = FileManager.default.temporaryDirectory.appendingPathComponent(
        "GeneratedIdentifiers-\(UUID().uuidString)")
    let sources = package.appendingPathComponent("Sources/Generated")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: package) }
    try Data(
        """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "Generated", targets: [.target(name: "Generated")])

        """.utf8
    ).write(to: package.appendingPathComponent("Package.swift"))
    let repositories = try FileManager.default.contentsOfDirectory(at: storyboards, includingPropertiesForKeys: nil)
        .filter { $0.hasDirectoryPath }.sorted { $0.path < $1.path }
    XCTAssertGreaterThanOrEqual(repositories.count, minimumRepositories, file: file, line: line)
    var jobs: [(name: String, arguments: [String])] = repositories.map { folder in
        let name = "C" + SwiftName.type(folder.lastPathComponent, fallback: "Repository")
        return (name, ["--flattened", folder.path, "--namespace", name])
    }
    jobs.append(("Corpus", ["--flattened", storyboards.path, "--namespace", "Corpus"]))
    jobs.append(("Flow", [try fixture("Flow").path, "--namespace", "Flow", "--public"]))
    var files: [String] = []
    for job in jobs {
        let output = sources.appendingPathComponent("\(job.name).swift")
        let result = StoryboardCommand.run(["generate", "-o", output.path] + job.arguments)
        // Documents for other platforms are refused (status 1); everything else is written.
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertTrue(
            errors.allSatisfy { $0.contains("only iOS and tvOS") }, "\(job.name): \(errors)", file: file, line: line)
        XCTAssertEqual(
            result.status, errors.isEmpty ? 0 : 1, "\(job.name): \(result.standardError)", file: file, line: line)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.path), job.name, file: file, line: line)
        files.append(output.path)
    }
    let corpus = try String(contentsOfFile: sources.appendingPathComponent("Corpus.swift").path, encoding: .utf8)
    XCTAssertGreaterThanOrEqual(
        corpus.components(separatedBy: ": Corpus.Scene {").count - 1, minimumScenes, "every scene has a type",
        file: file, line: line)

    let foundationOnly = try typecheck(files, extraArguments: [])
    XCTAssertEqual(foundationOnly.status, 0, foundationOnly.output, file: file, line: line)
    XCTAssertEqual(foundationOnly.output, "", "no warnings", file: file, line: line)

    let modules = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules")
    XCTAssertTrue(
        FileManager.default.fileExists(atPath: modules.appendingPathComponent("OpenUIKit.swiftmodule").path),
        modules.path, file: file, line: line)
    let withOpenUIKit = try typecheck(files, extraArguments: ["-I", modules.path])
    XCTAssertEqual(withOpenUIKit.status, 0, withOpenUIKit.output, file: file, line: line)
    XCTAssertEqual(withOpenUIKit.output, "", "no warnings", file: file, line: line)
}

/// `swiftc -typecheck` in Swift 6 mode over `files`: its status and everything it printed.
private func typecheck(_ files: [String], extraArguments: [String]) throws -> ProcessOutput {
    try ProcessOutput.run(
        "swiftc", ["-typecheck", "-swift-version", "6", "-module-name", "Generated"] + extraArguments + files)
}
