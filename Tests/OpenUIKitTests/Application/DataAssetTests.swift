import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// `NSDataAsset`: a data set's bytes by name, as an app reads a seed file from its catalog.
final class DataAssetTests: UIKitTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("data-assets-\(UUID().uuidString)")
        try write(#"{"info": {"author": "xcode", "version": 1}}"#, "Assets.xcassets/Contents.json")
        try write(
            #"{"data": [{"filename": "seed.json", "idiom": "universal", "universal-type-identifier": "public.json"}]}"#,
            "Assets.xcassets/seed.dataset/Contents.json")
        try write(#"{"cities": ["Oslo"]}"#, "Assets.xcassets/seed.dataset/seed.json")
        try write(
            #"{"data": [{"filename": "any.txt", "idiom": "universal"}, {"filename": "phone.txt", "idiom": "iphone"}]}"#,
            "Assets.xcassets/Levels/tips.dataset/Contents.json")
        try write("any", "Assets.xcassets/Levels/tips.dataset/any.txt")
        try write("phone", "Assets.xcassets/Levels/tips.dataset/phone.txt")
        try write(
            #"{"data": [{"filename": "gone.bin", "idiom": "universal"}]}"#, "Assets.xcassets/gone.dataset/Contents.json"
        )
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testADataSetGivesItsFileAndType() throws {
        let bundle = try XCTUnwrap(Bundle(path: folder.path))
        let seed = try XCTUnwrap(NSDataAsset(name: "seed", bundle: bundle))
        XCTAssertEqual(seed.name, "seed")
        XCTAssertEqual(String(decoding: seed.data, as: UTF8.self), #"{"cities": ["Oslo"]}"#)
        XCTAssertEqual(seed.typeIdentifier, "public.json")
        let copy = try XCTUnwrap(seed.copy() as? NSDataAsset)
        XCTAssertEqual(copy.data, seed.data)

        let tips = try XCTUnwrap(NSDataAsset(name: "tips", bundle: bundle), "a folder without a namespace adds nothing")
        XCTAssertEqual(String(decoding: tips.data, as: UTF8.self), "phone", "the phone's entry over the universal one")
        XCTAssertEqual(tips.typeIdentifier, "public.plain-text", "from the extension when the set names none")

        XCTAssertNil(NSDataAsset(name: "gone", bundle: bundle), "its file is missing")
        XCTAssertNil(NSDataAsset(name: "nothing", bundle: bundle))
    }
}
