import CairoRendering
import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// Sets its embedded child's root view not to translate its autoresizing mask, as apps do to let
/// a child's content decide its container's height.
final class SelfSizingPanelParent: UIViewController {
    var translates = false

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        segue.destination.view.translatesAutoresizingMaskIntoConstraints = translates
    }
}

final class SelfSizingPanel: UIViewController {}

/// What the embed segue does with a child's root view that does not translate its autoresizing
/// mask: UIKit pins it to the container view's four edges with required constraints, so the
/// child's content sizes the container (the container's own height is only a low-priority guess).
final class EmbeddedChildLayoutTests: UIKitTestCase {
    override class var renderingServices: RenderingServices { .cairo }

    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="parent">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="parent" customClass="SelfSizingPanelParent" customModule="CairoRenderingTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                        <rect key="frame" x="16" y="100" width="358" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" priority="250" constant="50" id="guess"/>
                                        </constraints>
                                        <connections>
                                            <segue destination="panel" kind="embed" identifier="panel" id="embed"/>
                                        </connections>
                                    </containerView>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                        <rect key="frame" x="16" y="158" width="358" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="belowHeight"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="container" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" constant="16" id="c2"/>
                                    <constraint firstItem="container" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                                    <constraint firstItem="below" firstAttribute="leading" secondItem="container" secondAttribute="leading" id="c4"/>
                                    <constraint firstItem="below" firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="c5"/>
                                    <constraint firstItem="below" firstAttribute="top" secondItem="container" secondAttribute="bottom" constant="8" id="c6"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="panel" customClass="SelfSizingPanel" customModule="CairoRenderingTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="panelRoot">
                                <rect key="frame" x="0.0" y="0.0" width="358" height="50"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Your order has shipped and should arrive within three to five working days, depending on the carrier." textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="message">
                                        <rect key="frame" x="12" y="12" width="334" height="26"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="message" firstAttribute="leading" secondItem="panelRoot" secondAttribute="leading" constant="12" id="p1"/>
                                    <constraint firstAttribute="trailing" secondItem="message" secondAttribute="trailing" constant="12" id="p2"/>
                                    <constraint firstItem="message" firstAttribute="top" secondItem="panelRoot" secondAttribute="top" constant="12" id="p3"/>
                                    <constraint firstAttribute="bottom" secondItem="message" secondAttribute="bottom" constant="12" id="p4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @MainActor private struct Shown {
        let parent: SelfSizingPanelParent
        let window: UIWindow
        /// A view of the parent's scene or its child's, by storyboard id.
        func view(_ id: String) throws -> UIView {
            try XCTUnwrap(
                ([parent] + parent.children).lazy.compactMap { $0.storyboardScene?.objects[id] as? UIView }.first, id)
        }
    }

    @MainActor private static func show(translates: Bool) throws -> Shown {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("SelfSizingPanel-\(UUID()).storyboard")
        try Data(Self.storyboard.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let parent = try XCTUnwrap(
            UIStoryboard(contentsOf: url).instantiateInitialViewController() as? SelfSizingPanelParent)
        parent.translates = translates
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return Shown(parent: parent, window: window)
    }

    func testAChildViewThatDoesNotTranslateItsMaskIsPinnedToItsContainerAndSizesIt() throws {
        try onMain {
            let shown = try Self.show(translates: false)
            let container = try shown.view("container"), below = try shown.view("below"),
                message = try shown.view("message")
            let panel = try XCTUnwrap(shown.parent.children.first)
            XCTAssertTrue(panel.view.superview === container)
            let pins = container.constraints.filter { $0.firstItem === panel.view || $0.secondItem === panel.view }
            XCTAssertEqual(pins.count, 4, "the embed pins the child's view by its four edges")
            XCTAssertTrue(pins.allSatisfy { $0.priority == .required && $0.constant == 0 && $0.multiplier == 1 })

            // The label wraps to several lines at the container's width less the panel's insets, and
            // the container takes the panel's height, not its 50-point guess.
            XCTAssertEqual(message.frame.minX, 12)
            XCTAssertEqual(message.frame.width, 334)
            XCTAssertGreaterThan(message.frame.height, 2 * UIFont.systemFont(ofSize: 17).lineHeight - 1)
            XCTAssertEqual(panel.view.frame, container.bounds)
            XCTAssertEqual(container.frame.origin, CGPoint(x: 16, y: 100))
            XCTAssertEqual(container.frame.width, 358)
            XCTAssertEqual(container.frame.height, message.frame.height + 24, accuracy: 0.001)
            XCTAssertEqual(below.frame.minY, container.frame.maxY + 8, accuracy: 0.001)

            // Longer text grows the panel and the container with it.
            let before = container.frame.height
            try XCTUnwrap(message as? UILabel).text! +=
                " Track it from the Orders tab, or ask us to hold it at a pick-up point near you."
            shown.window.layoutIfNeeded()
            XCTAssertGreaterThan(container.frame.height, before)
            XCTAssertEqual(panel.view.frame.size.width, container.bounds.width, accuracy: 0.001)
            XCTAssertEqual(panel.view.frame.size.height, container.bounds.height, accuracy: 0.001)
            XCTAssertEqual(panel.view.frame.origin, .zero)
            XCTAssertEqual(below.frame.minY, container.frame.maxY + 8, accuracy: 0.001)
        }
    }

    /// A child view left translating its mask fills the container, which keeps its own height.
    func testAChildViewThatTranslatesItsMaskFillsTheContainerAsItIs() throws {
        try onMain {
            let shown = try Self.show(translates: true)
            let container = try shown.view("container")
            let panel = try XCTUnwrap(shown.parent.children.first)
            XCTAssertTrue(
                container.constraints.allSatisfy { $0.firstItem !== panel.view && $0.secondItem !== panel.view })
            XCTAssertEqual(container.frame, CGRect(x: 16, y: 100, width: 358, height: 50))
            XCTAssertEqual(panel.view.frame, container.bounds)
        }
    }
}
