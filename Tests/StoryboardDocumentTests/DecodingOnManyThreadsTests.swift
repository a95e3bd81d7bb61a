import Foundation
import StoryboardDocument
import TestSupport
import XCTest

/// `StoryboardDecoder` is `Sendable`: an app or a tool may decode on any thread, several files at
/// once. `make test-sanitized` runs this under ThreadSanitizer.
final class DecodingOnManyThreadsTests: XCTestCase {
    func testDecodingFromManyThreadsAtOnceGivesWhatDecodingAloneGives() throws {
        let files = interfaceFiles(below: SampleCorpus.storyboards)
        XCTAssertGreaterThan(files.count, 4)
        let data = try files.map { try Data(contentsOf: $0) }
        let alone = zip(data, files).map { Self.summary(StoryboardDecoder().decode($0, file: $1.path)) }
        let results = Results(count: 32)
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            let which = index % files.count
            results.set(index, Self.summary(StoryboardDecoder().decode(data[which], file: files[which].path)))
        }
        for index in 0..<32 {
            XCTAssertEqual(
                results.value(index), alone[index % files.count], files[index % files.count].lastPathComponent)
        }
    }

    /// What a decode found: its scenes and every diagnostic.
    private static func summary(_ result: DecodeResult) -> [String] {
        ["\(result.document?.scenes.count ?? -1) scenes"] + result.diagnostics.map(\.description)
    }
}

/// One slot per iteration, filled from many threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[String]]
    init(count: Int) { slots = Array(repeating: [], count: count) }
    func set(_ index: Int, _ value: [String]) { lock.withLock { slots[index] = value } }
    func value(_ index: Int) -> [String] { lock.withLock { slots[index] } }
}
