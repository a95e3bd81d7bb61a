import Foundation
import XCTest

/// Hosts and renderers are values an entry point passes, never names looked up at run time: a
/// renamed host type must fail to compile, not leave the app headless. So no file of `Sources`
/// may ask the runtime for a type by name, except the one that reads the class names documents
/// carry (storyboards' custom classes, Info.plist's delegate classes), as UIKit reads them with
/// `NSClassFromString`.
final class TypesByNameTests: XCTestCase {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let documentsClassLookup = "Sources/OpenUIKit/Storyboards/ClassesByName.swift"

    func testOnlyTheDocumentClassLookupFindsATypeByName() throws {
        let found = try Self.swiftFiles(under: "Sources").filter { path in
            let text = try String(contentsOf: Self.checkout.appendingPathComponent(path), encoding: .utf8)
            return text.contains("_typeByName(")
        }
        XCTAssertEqual(found, [Self.documentsClassLookup])
    }

    /// The rule has teeth: the scan finds the call where it is.
    func testTheScanSeesTheDocumentClassLookup() throws {
        let text = try String(
            contentsOf: Self.checkout.appendingPathComponent(Self.documentsClassLookup), encoding: .utf8)
        XCTAssertTrue(text.contains("_typeByName("))
    }

    /// Every `.swift` file below `folder`, relative to the checkout, sorted.
    static func swiftFiles(under folder: String) throws -> [String] {
        let root = checkout.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        let prefix = checkout.path + "/"
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .map { String($0.standardizedFileURL.path.dropFirst(prefix.count)) }.sorted()
    }
}
