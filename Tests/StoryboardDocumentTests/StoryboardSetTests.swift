import Foundation
import StoryboardDocument
import TestSupport
import XCTest

/// The shared corpus's multi-file sets: every reference resolves, except R.swift's deliberate
/// reference into another bundle, which gets its diagnostic.
final class StoryboardSetCorpusTests: XCTestCase {
    private func set(_ folder: String, _ prefix: String) throws -> StoryboardSet {
        flattenedSet(in: try SharedCorpus.storyboards.appendingPathComponent(folder), prefix: prefix)
    }

    func testMultiFileSetsResolve() throws {
        let cases: [(String, String, Int)] = [
            ("Lax__Learn-iOS-Swift-by-Examples", "SegueCatalog__", 2),
            ("Lax__Learn-iOS-Swift-by-Examples", "UICatalog__", 2),
            ("hackiftekhar__IQKeyboardManager", "Example__IQKeyboardManagerSwiftExample__", 6),
        ]
        for (folder, prefix, count) in cases {
            let set = try set(folder, prefix)
            XCTAssertEqual(set.documents.count, count, prefix)
            XCTAssertEqual(set.diagnostics, [], prefix)
            XCTAssertFalse(set.references.isEmpty, prefix)
            for (name, placeholder) in set.references {
                guard case .success = set.resolve(placeholder, in: name) else {
                    return XCTFail("\(prefix) \(name) \(placeholder.id) does not resolve")
                }
            }
        }
        let iq = try set("hackiftekhar__IQKeyboardManager", "Example__IQKeyboardManagerSwiftExample__")
        XCTAssertEqual(iq.references.count, 26)
    }

    func testRSwiftOtherBundleReference() throws {
        let set = try set("mac-cain13__R.swift", "Examples__ResourceApp__")
        XCTAssertEqual(set.documents.count, 3)
        XCTAssertEqual(set.diagnostics.filter { $0.severity == .error }, [])
        let warnings = set.diagnostics.filter { $0.severity == .warning }
        XCTAssertEqual(warnings.count, 1)
        let warning = try XCTUnwrap(warnings.first)
        XCTAssertTrue(warning.message.contains("com.example.someBundle"), warning.message)
        XCTAssertTrue(warning.location.file.hasSuffix("References.storyboard"))
        XCTAssertGreaterThan(warning.location.line, 1)
        // The same-storyboard reference (no storyboardName) resolves inside References.
        let sameFile = set.references.first { _, placeholder in
            if case .reference(nil, _, nil) = placeholder.kind { return true }
            return false
        }
        let (name, placeholder) = try XCTUnwrap(sameFile)
        guard case .success(let target) = set.resolve(placeholder, in: name) else { return XCTFail("does not resolve") }
        XCTAssertEqual(target.storyboardName, name)
    }
}

/// Storyboard sets: the sample's references resolve across its files; missing targets are
/// reported where the reference is.
final class StoryboardSetTests: XCTestCase {
    func testTheSampleSetResolves() throws {
        let set = flattenedSet(in: SampleCorpus.storyboards.appendingPathComponent("sample__Notes"), prefix: "Notes__")
        XCTAssertEqual(Set(set.documents.keys), ["Main", "Settings", "LaunchScreen"])
        XCTAssertEqual(set.diagnostics, [])
        XCTAssertEqual(set.references.count, 1)
        let (name, placeholder) = try XCTUnwrap(set.references.first)
        XCTAssertEqual(name, "Main")
        guard case .success(let target) = set.resolve(placeholder, in: name) else { return XCTFail("does not resolve") }
        XCTAssertEqual(target.storyboardName, "Settings")
    }

    func testMissingTargetsAreReported() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sets-\(UUID().uuidString)/Base.lproj")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let main = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Nowhere" id="p1" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Missing" id="p2" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="s3">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Other" id="p3" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let other = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch">
                <scenes/>
            </document>
            """
        try main.write(to: directory.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try other.write(to: directory.appendingPathComponent("Other.storyboard"), atomically: true, encoding: .utf8)
        let set = StoryboardSet(directory: directory.deletingLastPathComponent())
        XCTAssertEqual(Set(set.documents.keys), ["Main", "Other"])
        let messages = set.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertEqual(
            messages,
            [
                "6:17 the reference names storyboard 'Nowhere', which is not in this bundle",
                "11:17 storyboard 'Other' has no controller with identifier 'Missing'",
                "16:17 the reference asks for the initial controller of 'Other', which has none",
            ])
    }
}

/// The storyboards of `folder` whose names start with `prefix`, as one bundle: the corpus
/// flattens paths with `__`, so a storyboard's name is the last component.
private func flattenedSet(in folder: URL, prefix: String) -> StoryboardSet {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var files: [String: URL] = [:]
    for file in names where file.hasPrefix(prefix) && file.hasSuffix(".storyboard") {
        let name = String(file.dropLast(".storyboard".count).components(separatedBy: "__").last!)
        files[name] = folder.appendingPathComponent(file)
    }
    return StoryboardSet(files: files)
}
