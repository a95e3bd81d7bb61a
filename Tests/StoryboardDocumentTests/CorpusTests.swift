import Foundation
import XCTest
import StoryboardDocument

/// The shared corpus of real files, beside the project.
let corpusDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/storyboards")

func corpusFiles() -> [URL] {
    let enumerator = FileManager.default.enumerator(at: corpusDirectory, includingPropertiesForKeys: nil)
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "storyboard" || url.pathExtension == "xib" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
}

final class CorpusTests: XCTestCase {
    /// Every iOS file decodes with no error; the macOS and watchOS files are refused by name.
    func testEveryCorpusFileDecodesOrIsRefused() throws {
        let files = corpusFiles()
        XCTAssertEqual(files.count, 42)
        var refused: [String] = []
        for url in files {
            let result = StoryboardDecoder().decode(contentsOf: url)
            if let document = result.document {
                XCTAssertEqual(result.errors, [], url.lastPathComponent)
                // Real files have correct numbers; the only warnings are stale editor hints.
                XCTAssertEqual(result.diagnostics.filter { !$0.message.contains("tie-breaker") }, [], url.lastPathComponent)
                XCTAssertTrue(document.targetRuntime.isUIKit)
            } else {
                refused.append(url.lastPathComponent)
                let message = try XCTUnwrap(result.errors.first?.message)
                XCTAssertTrue(message.contains("macOS") || message.contains("watchOS"), message)
            }
        }
        XCTAssertEqual(refused.count, 2, "\(refused)")
    }
}
