import Foundation
import XCTest

/// A fresh path in a folder of the test's own, removed when the test ends.
extension XCTestCase {
    func temporaryFile(_ name: String) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "storyboard-tool-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder.appendingPathComponent(name)
    }

    /// A PNG's width and height from its header; nil for anything else.
    func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func field(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (field(16), field(20))
    }
}
