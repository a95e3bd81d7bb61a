import Foundation
import XCTest

/// Every public symbol of OpenUIKit has a summary: read from the symbol graphs `make docs`
/// extracts (`.build/<triple>/extracted-symbols/<package>/OpenUIKit`), so it counts what the
/// site shows. Members the compiler synthesizes (a raw-value enum's `init(rawValue:)`, an
/// option set's algebra) take their protocol's summary and are not counted.
final class SymbolSummaryTests: XCTestCase {
    func testEveryPublicSymbolHasASummary() throws {
        let graphs = try Self.symbolGraphs()
        XCTAssertFalse(graphs.isEmpty, "no symbol graphs under .build: run make docs")
        var counted = 0
        var missing: [String] = []
        for graph in graphs {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: graph)) as? [String: Any]
            for symbol in object?["symbols"] as? [[String: Any]] ?? [] {
                let access = symbol["accessLevel"] as? String
                guard access == "public" || access == "open" else { continue }
                let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
                guard !identifier.contains("::SYNTHESIZED::") else { continue }
                counted += 1
                let lines = (symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
                let text = lines.compactMap { $0["text"] as? String }.joined().trimmingCharacters(in: .whitespaces)
                guard text.isEmpty else { continue }
                let path = (symbol["pathComponents"] as? [String])?.joined(separator: ".") ?? identifier
                let location = symbol["location"] as? [String: Any]
                let file = (location?["uri"] as? String).map { URL(string: $0)?.lastPathComponent ?? $0 } ?? "?"
                let line = ((location?["position"] as? [String: Any])?["line"] as? Int).map { $0 + 1 } ?? 0
                missing.append("\(file):\(line) \(path)")
            }
        }
        XCTAssertGreaterThan(counted, 1000, "the graphs hold OpenUIKit's public symbols")
        XCTAssertEqual(
            missing, [],
            "\(missing.count) of \(counted) public symbols have no summary:\n"
                + missing.sorted().joined(separator: "\n"))
    }

    /// OpenUIKit's symbol graphs (the module's and its extensions of other modules'), newest
    /// extraction per file name when `.build` holds more than one.
    static func symbolGraphs() throws -> [URL] {
        let build = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build")
        let fileManager = FileManager.default
        var newest: [String: (URL, Date)] = [:]
        for triple in (try? fileManager.contentsOfDirectory(at: build, includingPropertiesForKeys: nil)) ?? [] {
            let extracted = triple.appendingPathComponent("extracted-symbols")
            for package in (try? fileManager.contentsOfDirectory(at: extracted, includingPropertiesForKeys: nil)) ?? []
            {
                let module = package.appendingPathComponent("OpenUIKit")
                let files =
                    (try? fileManager.contentsOfDirectory(
                        at: module, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
                for file in files where file.lastPathComponent.hasSuffix(".symbols.json") {
                    let date =
                        (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
                        ?? .distantPast
                    if let known = newest[file.lastPathComponent], known.1 >= date { continue }
                    newest[file.lastPathComponent] = (file, date)
                }
            }
        }
        return newest.values.map(\.0)
    }
}
