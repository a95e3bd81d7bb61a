import TestSupport
import XCTest

@testable import OpenUIKit

/// An embed or relationship segue whose destination is a scene it already sits inside (the scene
/// itself, or one that embeds or contains it) is refused with a located diagnostic instead of
/// making controllers without end: Xcode would not build such a file, but a storyboard is
/// untrusted input. Found by `make fuzz`.
final class SceneCycleTests: UIKitTestCase {
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

    /// A scene embedding a navigation controller whose root is that scene: each level would make
    /// the next when its view loaded, without end (`make fuzz` found it as a hang). The navigation
    /// controller goes without its root instead.
    func testAnEmbeddedContainerWhoseRootIsTheEmbeddingSceneGoesWithoutIt() throws {
        try onMain {
            let storyboard = try Self.storyboard(
                xml: """
                    <scene sceneID="a-scene"><objects>
                        <viewController id="a" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="a-root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <containerView contentMode="scaleToFill" id="a-box">
                                        <rect key="frame" x="0.0" y="100" width="390" height="400"/>
                                        <connections><segue destination="nav" kind="embed" id="a-embed"/></connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="nav-scene"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="nav-root"/></connections>
                        </navigationController>
                    </objects></scene>
                    """, initial: "a")
            let outer = try XCTUnwrap(storyboard.instantiateInitialViewController())
            let window = showInWindow(outer)
            defer { window.isHidden = true }
            let navigation = try XCTUnwrap(outer.children.first as? UINavigationController)
            XCTAssertEqual(navigation.viewControllers.count, 0)
            let reasons = Reported.diagnostics.map(\.reason)
            XCTAssertEqual(reasons.count, 1, "\(reasons)")
            XCTAssertTrue(reasons.first?.contains("relationship segue 'nav-root'") == true, "\(reasons)")
            XCTAssertTrue(reasons.first?.contains("would place scene 'a' inside itself") == true, "\(reasons)")
        }
    }

    /// A navigation controller that is its own root would be made inside itself at instantiation.
    func testANavigationControllerThatIsItsOwnRootHasNone() throws {
        try onMain {
            let storyboard = try Self.storyboard(
                xml: """
                    <scene sceneID="nav-scene"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="nav" kind="relationship" relationship="rootViewController" id="nav-root"/></connections>
                        </navigationController>
                    </objects></scene>
                    """, initial: "nav")
            let navigation = try XCTUnwrap(storyboard.instantiateInitialViewController() as? UINavigationController)
            XCTAssertEqual(navigation.viewControllers.count, 0)
            XCTAssertEqual(Reported.diagnostics.count, 1)
            XCTAssertTrue(Reported.diagnostics.first?.reason.contains("Cycle.storyboard:") == true, "located")
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
        return try storyboard(xml: body, initial: scenes[0].id)
    }

    /// A storyboard file of `scenes` (their XML) starting at `initial`.
    @MainActor
    private static func storyboard(xml scenes: String, initial: String) throws -> UIStoryboard {
        try loadStoryboard(scenes: scenes, initial: initial, name: "Cycle")
    }
}
