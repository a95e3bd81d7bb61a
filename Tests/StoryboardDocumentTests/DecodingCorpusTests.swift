import Foundation
import StoryboardDocument
import TestSupport
import XCTest

/// Every iOS file of the shared corpus decodes with no error; its macOS and watchOS files are
/// refused by name.
final class DecodingCorpusTests: XCTestCase {
    func testEveryCorpusFileDecodesOrIsRefused() throws {
        assertEveryFileDecodesOrIsRefused(interfaceFiles(below: try SharedCorpus.storyboards), count: 42, refused: 2)
    }
}

/// The same over the sample: five iOS documents and a macOS one.
final class SampleDecodingTests: XCTestCase {
    func testEverySampleFileDecodesOrIsRefused() {
        assertEveryFileDecodesOrIsRefused(interfaceFiles(below: SampleCorpus.storyboards), count: 6, refused: 1)
    }
}

private func assertEveryFileDecodesOrIsRefused(
    _ files: [URL], count: Int, refused expectedRefusals: Int,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(files.count, count, file: file, line: line)
    var refused: [String] = []
    for url in files {
        let result = StoryboardDecoder().decode(contentsOf: url)
        if let document = result.document {
            XCTAssertEqual(result.errors, [], url.lastPathComponent, file: file, line: line)
            // Real files have correct numbers; the only warnings are stale editor hints.
            XCTAssertEqual(
                result.diagnostics.filter { !$0.message.contains("tie-breaker") }, [], url.lastPathComponent,
                file: file, line: line)
            XCTAssertTrue(document.targetRuntime.isUIKit, file: file, line: line)
        } else {
            refused.append(url.lastPathComponent)
            guard let message = result.errors.first?.message else {
                XCTFail("\(url.lastPathComponent): neither a document nor an error", file: file, line: line)
                continue
            }
            XCTAssertTrue(message.contains("macOS") || message.contains("watchOS"), message, file: file, line: line)
        }
    }
    XCTAssertEqual(refused.count, expectedRefusals, "\(refused)", file: file, line: line)
}
