import Foundation
import StoryboardTool
import TestSupport
import XCTest

/// `storyboard graph`: the DOT it writes (nodes, edges, styles, clusters, escaping) on
/// hand-made storyboards, counts on the sample, and pictures through Graphviz.
final class GraphCommandTests: XCTestCase {
    /// A graph's DOT read back: nodes by name with their attribute text, edges in order.
    struct ParsedDOT {
        var nodes: [String: String] = [:]
        var edges: [(from: String, to: String, attributes: String)] = []
        var clusters: [String] = []

        init(_ text: String) {
            for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if line.hasPrefix("subgraph cluster_") {
                    clusters.append(line)
                    continue
                }
                let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
                if parts.count >= 3, parts[1] == "->", !parts[0].hasSuffix("_entry") {
                    edges.append((parts[0], parts[2], parts.count > 3 ? parts[3] : ""))
                } else if let first = parts.first, first.hasPrefix("n"), !first.hasSuffix("_entry"),
                    first.dropFirst().allSatisfy(\.isNumber), parts.count > 1, parts[1].hasPrefix("[")
                {
                    nodes[first] = line
                }
            }
        }

        /// The node whose label holds `text`.
        func node(labelled text: String) -> String? {
            nodes.first { $0.value.contains(text) }?.key
        }

        func edges(from: String?, to: String?) -> [String] {
            edges.filter { $0.from == from && $0.to == to }.map(\.attributes)
        }
    }

    private var graphFolder: URL { get throws { try fixture("Graph") } }

    func testFixtureScenesSeguesStylesAndClusters() throws {
        let result = StoryboardCommand.run(["graph", "--format", "dot", try graphFolder.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let dot = ParsedDOT(result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasPrefix("digraph storyboards {"))
        XCTAssertEqual(dot.clusters.count, 2)
        XCTAssertTrue(result.standardOutput.contains("label=<<B>Details</B>>"))
        XCTAssertTrue(result.standardOutput.contains("label=<<B>Flow</B>>"))
        // Details: the detail scene and the reference that leads nowhere; Flow: five scenes (its
        // reference is drawn as the scene it resolves to).
        XCTAssertEqual(dot.nodes.count, 7, "\(dot.nodes)")

        let navigation = try XCTUnwrap(dot.node(labelled: "<B>UINavigationController</B>"))
        let home = try XCTUnwrap(dot.node(labelled: "Home &amp; &lt;Start&gt;"))
        let list = try XCTUnwrap(dot.node(labelled: "<B>ListViewController</B>"))
        let settings = try XCTUnwrap(dot.node(labelled: "id: Settings"))
        let child = try XCTUnwrap(dot.node(labelled: "controller child,"))
        let detail = try XCTUnwrap(dot.node(labelled: "Detail&amp;View&lt;Controller&gt;"))
        let missing = try XCTUnwrap(dot.node(labelled: "→ Absent"))

        XCTAssertEqual(dot.edges.count, 7, "\(dot.edges)")
        let root = try XCTUnwrap(dot.edges(from: navigation, to: home).first)
        XCTAssertTrue(root.contains("<I>rootViewController</I>") && root.contains("penwidth=2.6"), root)
        let show = try XCTUnwrap(dot.edges(from: home, to: list).first)
        XCTAssertTrue(show.contains("showList<BR/><I>show</I>") && !show.contains("style="), show)
        let present = try XCTUnwrap(dot.edges(from: home, to: settings).first)
        XCTAssertTrue(present.contains("<I>presentation</I>") && present.contains("color=\"#c0392b\""), present)
        let embed = try XCTUnwrap(dot.edges(from: settings, to: child).first)
        XCTAssertTrue(embed.contains("style=dotted") && embed.contains("arrowtail=diamond"), embed)
        // The reference in Flow is crossed: the segue lands on the scene in Details.
        let intoDetails = try XCTUnwrap(dot.edges(from: home, to: detail).first)
        XCTAssertTrue(intoDetails.contains("openDetails"), intoDetails)
        // Unwinds go dashed back to the nearest scene that leads to their source.
        let done = try XCTUnwrap(dot.edges(from: settings, to: home).first)
        XCTAssertTrue(
            done.contains("<I>unwind: unwindToHome:</I>") && done.contains("style=dashed")
                && done.contains("constraint=false"), done)
        let back = try XCTUnwrap(dot.edges(from: detail, to: home).first)
        XCTAssertTrue(back.contains("unwind: backToStart:"), back)
        // The initial arrow points at the navigation controller.
        XCTAssertTrue(result.standardOutput.contains("\(navigation)_entry -> \(navigation) "))
        XCTAssertTrue(dot.nodes[missing]?.contains("not found") == true)
        XCTAssertTrue(dot.nodes[missing]?.contains("style=\"rounded,dashed,filled\"") == true)
    }

    func testOddTextIsEscaped() throws {
        let result = StoryboardCommand.run(["graph", try graphFolder.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let text = result.standardOutput
        // HTML-like labels carry markup characters as entities, line breaks as spaces.
        XCTAssertTrue(text.contains("<B>Detail&amp;View&lt;Controller&gt;</B><BR/>“Line one line \\two”"), text)
        XCTAssertTrue(text.contains("id: Home &quot;1&quot;"))
        // Quoted strings escape quotes; an id with '"', '<' and '>' stays one string.
        XCTAssertTrue(text.contains("tooltip=\"controller detail\\\"<id>, scene s-detail\""), text)
        // Node names are the graph's own, never the file's ids.
        XCTAssertFalse(text.contains("detail\"<id> ->"))
    }

    func testUnwindWithNoSceneLeadingToItGoesToTheExit() throws {
        let result = StoryboardCommand.run(["graph", try graphFolder.appendingPathComponent("Details.storyboard").path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let dot = ParsedDOT(result.standardOutput)
        let detail = try XCTUnwrap(dot.node(labelled: "Detail&amp;View"))
        let exit = try XCTUnwrap(dot.node(labelled: "<B>Exit</B>"))
        let edge = try XCTUnwrap(dot.edges(from: detail, to: exit).first)
        XCTAssertTrue(edge.contains("unwind: backToStart:") && edge.contains("style=dashed"), edge)
        XCTAssertEqual(dot.clusters.count, 1)
    }

    /// Every sample file at once: the macOS storyboard refused, a cluster for each of the four
    /// others, Notes' reference drawn as the Settings scene it leads to.
    func testEverySampleFile() throws {
        let dot = try assertGraphOfEveryFile(in: SampleCorpus.storyboards, minimumClusters: 4, minimumNodes: 15)
        XCTAssertEqual(dot.clusters.count, 4)
        XCTAssertEqual(dot.nodes.count, 15, "16 scenes, one of them a reference")
        XCTAssertEqual(dot.edges.count, 15)
        let notes = try XCTUnwrap(dot.node(labelled: "NotesViewController"))
        let settings = try XCTUnwrap(dot.node(labelled: "SettingsViewController"))
        XCTAssertEqual(dot.edges(from: notes, to: settings).count, 1)
        let message = try XCTUnwrap(dot.node(labelled: "MessageViewController"))
        XCTAssertTrue(
            dot.edges.contains { $0.to == message && $0.attributes.contains("<I>push</I>") }, "the legacy push segue")
    }

    func testPNGWithThumbnails() throws {
        guard Self.dotExecutable != nil else {
            return XCTFail("Graphviz's dot is not installed (make deps installs it)")
        }
        let output = temporaryFile("graph.png")
        let result = StoryboardCommand.run([
            "graph", "--format", "png", "--thumbnails", "-o", output.path, try graphFolder.path,
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        let data = try Data(contentsOf: output)
        let size = try XCTUnwrap(pngSize(data))
        XCTAssertGreaterThan(size.width, 300)
        XCTAssertGreaterThan(size.height, 300)
        // Thumbnails make the picture much larger than the boxes alone.
        let plain = temporaryFile("plain.png")
        XCTAssertEqual(
            StoryboardCommand.run(["graph", "--format", "png", "-o", plain.path, try graphFolder.path]).status, 0)
        let plainSize = try XCTUnwrap(pngSize(try Data(contentsOf: plain)))
        XCTAssertGreaterThan(size.height * size.width, plainSize.height * plainSize.width * 2)
    }

    func testSVGCarriesItsThumbnails() throws {
        guard Self.dotExecutable != nil else {
            return XCTFail("Graphviz's dot is not installed (make deps installs it)")
        }
        let result = StoryboardCommand.run(["graph", "--format", "svg", "--thumbnails", try graphFolder.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("<svg"))
        // Six scenes can be drawn (the reference that leads nowhere and the exit cannot), each embedded.
        XCTAssertEqual(result.standardOutput.components(separatedBy: "\"data:image/png;base64,").count - 1, 6)
        XCTAssertFalse(result.standardOutput.contains("storyboard-graph-"), "the SVG points at temporary files")
    }

    func testDOTWithThumbnailsKeepsThemBesideIt() throws {
        let output = temporaryFile("flow.dot")
        let result = StoryboardCommand.run(["graph", "--thumbnails", "-o", output.path, try graphFolder.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let text = try String(contentsOf: output, encoding: .utf8)
        let folder = output.deletingLastPathComponent().appendingPathComponent("flow-thumbnails")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(pictures.count, 6)
        for picture in pictures {
            XCTAssertTrue(text.contains("<IMG SRC=\"\(folder.appendingPathComponent(picture).path)\"/>"))
        }
    }

    func testMissingGraphvizIsAClearError() throws {
        let saved = ProcessInfo.processInfo.environment["PATH"]
        setenv("PATH", "/nonexistent", 1)
        defer { if let saved { setenv("PATH", saved, 1) } }
        let result = StoryboardCommand.run(["graph", "--format", "svg", try graphFolder.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("apt-get install graphviz"), result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testPNGNeedsAnOutputFile() throws {
        let result = StoryboardCommand.run(["graph", "--format", "png", try graphFolder.path])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("--output"), result.standardError)
    }

    // MARK: Helpers

    static var dotExecutable: URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static func run(_ executable: URL, _ arguments: [String], input: String) throws -> (Int32, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graph-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("in.dot"), errorFile = folder.appendingPathComponent("errors")
        try Data(input.utf8).write(to: inputFile)
        try Data().write(to: errorFile)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + [inputFile.path]
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }
}

/// `storyboard graph` on the shared corpus: its multi-file sets and every file at once.
final class GraphCommandCorpusTests: XCTestCase {
    func testIQKeyboardManagerSet() throws {
        let folder = try SharedCorpus.storyboards.appendingPathComponent("hackiftekhar__IQKeyboardManager")
        let result = StoryboardCommand.run(["graph", "--flattened", folder.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let dot = GraphCommandTests.ParsedDOT(result.standardOutput)
        XCTAssertEqual(dot.clusters.count, 6)
        // 56 scenes, 26 of them references drawn as the scenes they resolve to.
        XCTAssertEqual(dot.nodes.count, 30)
        // Main's 28 segues (a root relationship, 27 shows) and ScrollView's embed.
        XCTAssertEqual(dot.edges.count, 29)
        XCTAssertFalse(result.standardOutput.contains("not found"))
        // The menu's 27 segues are folded into three rows.
        XCTAssertEqual(result.standardOutput.components(separatedBy: "minlen=").count - 1, 27)
        XCTAssertTrue(result.standardOutput.contains("minlen=3"))
        try assertEdgesJoinDeclaredNodes(dot)
    }

    func testUICatalog() throws {
        let folder = try SharedCorpus.storyboards.appendingPathComponent("Lax__Learn-iOS-Swift-by-Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("UICatalog__") }.sorted().map { folder.appendingPathComponent($0).path }
        XCTAssertEqual(files.count, 2)
        let result = StoryboardCommand.run(["graph", "--flattened"] + files)
        XCTAssertEqual(result.status, 0, result.standardError)
        let dot = GraphCommandTests.ParsedDOT(result.standardOutput)
        XCTAssertEqual(dot.clusters.count, 2)
        XCTAssertEqual(dot.nodes.count, 50)
        XCTAssertEqual(dot.edges.count, 48)
        XCTAssertEqual(dot.edges.filter { $0.attributes.contains("<I>showDetail</I>") }.count, 18)
        try assertEdgesJoinDeclaredNodes(dot)
    }

    func testEveryCorpusFile() throws {
        try assertGraphOfEveryFile(in: SharedCorpus.storyboards, minimumClusters: 31, minimumNodes: 301)
    }
}

/// Every file below `folder` in one graph: documents for other platforms refused with a
/// diagnostic (status 1) and a graph of the rest, whose edges join declared nodes and which
/// Graphviz reads, when it is installed.
@discardableResult
private func assertGraphOfEveryFile(
    in folder: URL, minimumClusters: Int, minimumNodes: Int,
    file: StaticString = #filePath, line: UInt = #line
) throws -> GraphCommandTests.ParsedDOT {
    let result = StoryboardCommand.run(["graph", "--flattened", folder.path])
    XCTAssertEqual(result.status, 1, file: file, line: line)
    XCTAssertTrue(result.standardError.contains("error"), result.standardError, file: file, line: line)
    let dot = GraphCommandTests.ParsedDOT(result.standardOutput)
    XCTAssertGreaterThanOrEqual(dot.clusters.count, minimumClusters, file: file, line: line)
    XCTAssertGreaterThanOrEqual(dot.nodes.count, minimumNodes, file: file, line: line)
    try assertEdgesJoinDeclaredNodes(dot, file: file, line: line)
    if let graphviz = GraphCommandTests.dotExecutable {
        // Graphviz reads all of it.
        let (status, errors) = try GraphCommandTests.run(
            graphviz, ["-Tcanon", "-o", "/dev/null"], input: result.standardOutput)
        XCTAssertEqual(status, 0, errors, file: file, line: line)
    }
    return dot
}

private func assertEdgesJoinDeclaredNodes(
    _ dot: GraphCommandTests.ParsedDOT, file: StaticString = #filePath, line: UInt = #line
) throws {
    for edge in dot.edges {
        XCTAssertNotNil(dot.nodes[edge.from], "edge from undeclared \(edge.from)", file: file, line: line)
        XCTAssertNotNil(dot.nodes[edge.to], "edge to undeclared \(edge.to)", file: file, line: line)
    }
}
