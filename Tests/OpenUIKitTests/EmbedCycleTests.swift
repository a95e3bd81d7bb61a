import XCTest
@testable import OpenUIKit

/// An embed segue whose child is a scene already being embedded (the scene itself, or one that
/// embeds it back) is refused with a located diagnostic instead of embedding without end: Xcode
/// would not build such a file, but a storyboard is untrusted input. Found by `make fuzz`.
final class EmbedCycleTests: TraceTestCase {
    func testASceneEmbeddingItselfLeavesItsContainerEmpty() throws {
        try onMain {
            let storyboard = try Self.storyboard(scenes: [("a", "a")])
            let controller = try XCTUnwrap(storyboard.instantiateInitialViewController())
            let window = showInWindow(controller)
            defer { window.isHidden = true }
            XCTAssertEqual(controller.children.count, 0)
            let container = try XCTUnwrap(controller.view.subviews.first)
            XCTAssertTrue(container.subviews.isEmpty)
            let reasons = Reported.diagnostics.map(\.reason)
            XCTAssertEqual(reasons.count, 1, "\(reasons)")
            XCTAssertTrue(reasons.first?.contains("would place scene 'a' inside itself") == true, "\(reasons)")
            XCTAssertTrue(reasons.first?.contains("Cycle.storyboard:") == true, "located in the file: \(reasons)")
        }
    }

    func testTwoScenesEmbeddingEachOtherStopAtTheSecond() throws {
        try onMain {
            let storyboard = try Self.storyboard(scenes: [("a", "b"), ("b", "a")])
            let outer = try XCTUnwrap(storyboard.instantiateInitialViewController())
            let window = showInWindow(outer)
            defer { window.isHidden = true }
            let inner = try XCTUnwrap(outer.children.first, "the first embed is made")
            XCTAssertEqual(inner.children.count, 0, "the one back to the outer scene is not")
            XCTAssertEqual(Reported.diagnostics.count, 1)
            XCTAssertTrue(Reported.diagnostics.first?.reason.contains("would place scene 'a' inside itself") == true)
        }
    }

    /// A storyboard file whose scenes each hold one container view embedding the scene named
    /// beside it; the first scene is the initial one.
    @MainActor
    private static func storyboard(scenes: [(id: String, embeds: String)]) throws -> UIStoryboard {
        let body = scenes.map { scene in
            """
                <scene sceneID="\(scene.id)-scene">
                    <objects>
                        <viewController id="\(scene.id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(scene.id)-root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <containerView contentMode="scaleToFill" id="\(scene.id)-box">
                                        <rect key="frame" x="0.0" y="100" width="390" height="200"/>
                                        <connections>
                                            <segue destination="\(scene.embeds)" kind="embed" id="\(scene.id)-embed"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            """
        }.joined(separator: "\n")
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(scenes[0].id)">
            <scenes>
        \(body)
            </scenes>
        </document>
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("embed-cycle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Cycle.storyboard")
        try xml.write(to: url, atomically: true, encoding: .utf8)
        return try UIStoryboard(contentsOf: url)
    }
}
