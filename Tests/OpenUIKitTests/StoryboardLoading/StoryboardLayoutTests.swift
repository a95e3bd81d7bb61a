import Foundation
import StoryboardDocument
import TestSupport
import XCTest

@testable import OpenUIKit

/// What a storyboard says about layout beyond its constraints, and the layout rules the Xcode
/// frames measurement leans on, with frames worked out by hand.
final class StoryboardLayoutTests: UIKitTestCase {
    /// A horizontal stack view, filling equally with 10 points between, 360 wide: each arranged
    /// view is (360 - 2 × 10) / 3 wide. Hugging and compression resistance come from the file.
    func testStackViewAndPrioritiesFromTheStoryboard() throws {
        try onMain {
            let scene = try loadLayoutScene(
                """
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="20" y="30" width="360" height="50"/>
                        <subviews>
                            <view contentMode="scaleToFill" horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c"/>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" id="h"/>
                        </constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="t"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="p"/>
                </constraints>
                """)
            let stack = try XCTUnwrap(scene.view("stack") as? UIStackView)
            XCTAssertEqual(stack.distribution, .fillEqually)
            XCTAssertEqual(stack.spacing, 10)
            XCTAssertEqual(stack.arrangedSubviews.map { scene.id(of: $0) }, ["a", "b", "c"])
            let a = try XCTUnwrap(scene.view("a"))
            XCTAssertEqual(a.contentHuggingPriority(for: .horizontal).rawValue, 251)
            XCTAssertEqual(a.contentCompressionResistancePriority(for: .vertical).rawValue, 749)
            XCTAssertEqual(a.contentHuggingPriority(for: .vertical).rawValue, 250)
            scene.controller.view.layoutIfNeeded()
            XCTAssertEqual(stack.frame, CGRect(x: 20, y: 30, width: 360, height: 50))
            let width = (360 - 20) / 3.0
            for (index, id) in ["a", "b", "c"].enumerated() {
                let frame = try XCTUnwrap(scene.view(id)).frame
                XCTAssertEqual(frame.minX, CGFloat(index) * (width + 10), accuracy: 0.001, id)
                XCTAssertEqual(frame.width, width, accuracy: 0.001, id)
                XCTAssertEqual(frame.height, 50, id)
            }
        }
    }

    /// An image the bundle lacks stands in at the size the document's resources give it, so the
    /// image view centred in a 400 × 300 root is 128 × 96 at (136, 102). SF Symbols are glyphs
    /// of Apple's font and are not stood in for.
    func testImageViewsTakeTheirSizeFromTheDocumentsResources() throws {
        try onMain {
            let scene = try loadLayoutScene(
                """
                <subviews>
                    <imageView contentMode="center" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="image"/>
                    <imageView contentMode="center" image="star" translatesAutoresizingMaskIntoConstraints="NO" id="symbol"/>
                    <button contentMode="scaleToFill" buttonType="custom" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                        <state key="normal" image="photo"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="image" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                    <constraint firstItem="image" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                </constraints>
                """,
                resources: """
                    <image name="photo" width="128" height="96"/>
                    <image name="star" catalog="system" width="20" height="19"/>
                    """)
            let image = try XCTUnwrap(scene.view("image") as? UIImageView)
            XCTAssertEqual(image.image?.size, CGSize(width: 128, height: 96))
            XCTAssertEqual(image.intrinsicContentSize, CGSize(width: 128, height: 96))
            XCTAssertNil((scene.view("symbol") as? UIImageView)?.image)
            XCTAssertEqual(
                (scene.view("button") as? UIButton)?.image(for: .normal)?.size, CGSize(width: 128, height: 96))
            scene.controller.view.layoutIfNeeded()
            XCTAssertEqual(image.frame, CGRect(x: 136, y: 102, width: 128, height: 96))
        }
    }

    /// A constraint naming an item the runtime did not make is left out (it would otherwise pin
    /// the view's top at 40); a view IB left without constraints (`fixedFrame`) keeps its frame.
    func testConstraintsToMissingItemsAndFixedFramesAreLeftAlone() throws {
        try onMain {
            let scene = try loadLayoutScene(
                """
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                        <constraints>
                            <constraint firstAttribute="width" constant="50" id="w"/>
                            <constraint firstAttribute="height" constant="60" id="h"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                        <rect key="frame" x="5" y="6" width="70" height="80"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                    <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                    <constraint firstItem="pinned" firstAttribute="top" secondItem="nowhere" secondAttribute="bottom" constant="40" id="n"/>
                </constraints>
                """)
            let root = try XCTUnwrap(scene.controller.view)
            XCTAssertEqual(root.constraints.count, 2)
            root.layoutIfNeeded()
            XCTAssertEqual(scene.view("pinned")?.frame, CGRect(x: 10, y: 10, width: 50, height: 60))
            let fixed = try XCTUnwrap(scene.view("fixed"))
            XCTAssertTrue(fixed.translatesAutoresizingMaskIntoConstraints)
            XCTAssertEqual(fixed.frame, CGRect(x: 5, y: 6, width: 70, height: 80))
            // The document check names the dangling item; layout itself has nothing to break.
            XCTAssertEqual(Reported.diagnostics.count, 1)
            XCTAssertTrue(Reported.diagnostics.first?.reason.contains("second item 'nowhere' does not exist") == true)
        }
    }

    /// A view that uses Auto Layout but that no constraint names gets the constraints Interface
    /// Builder adds when it compiles the file: its saved left, top, width and height, whatever its
    /// content would make it (an image of 22 × 22 here); one a constraint names does not, and a
    /// placeholder constraint counts as naming it.
    func testViewsNoConstraintNamesKeepTheirSavedFrame() throws {
        try onMain {
            let scene = try loadLayoutScene(
                """
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ring">
                        <rect key="frame" x="30" y="40" width="155" height="155"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                                <rect key="frame" x="25" y="25" width="55" height="55"/>
                                <state key="normal" image="add"/>
                            </button>
                        </subviews>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                        <rect key="frame" x="200" y="10" width="50" height="50"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="held">
                        <rect key="frame" x="300" y="10" width="50" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="50" placeholder="YES" id="ph"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="210" id="l"/>
                    <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                </constraints>
                """, resources: #"<image name="add" width="22" height="22"/>"#)
            let root = scene.controller.view!
            root.layoutIfNeeded()
            XCTAssertEqual(scene.view("ring")?.frame, CGRect(x: 30, y: 40, width: 155, height: 155))
            XCTAssertEqual(scene.view("add")?.frame, CGRect(x: 25, y: 25, width: 55, height: 55))
            XCTAssertEqual(
                scene.view("pinned")?.frame, CGRect(x: 210, y: 20, width: 0, height: 0), "its own constraints only")
            var naming: [NSLayoutConstraint] = []
            @MainActor func collect(_ view: UIView) {
                naming += view.constraints.filter {
                    $0.firstItem === scene.view("held") || $0.secondItem === scene.view("held")
                }
                view.subviews.forEach(collect)
            }
            collect(root)
            XCTAssertTrue(naming.isEmpty, "a placeholder keeps the view from being pinned")
        }
    }

    func testMarginSettingsFromTheStoryboard() throws {
        try onMain {
            let scene = try loadLayoutScene(
                """
                <subviews>
                    <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="edge">
                        <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="directional">
                        <directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="6" bottom="7" trailing="9"/>
                    </view>
                </subviews>
                """)
            let edge = try XCTUnwrap(scene.view("edge"))
            XCTAssertTrue(edge.preservesSuperviewLayoutMargins)
            XCTAssertFalse(edge.insetsLayoutMarginsFromSafeArea)
            XCTAssertEqual(edge.layoutMarginsStorage, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            XCTAssertEqual(
                scene.view("directional")?.layoutMarginsStorage, UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 9))
        }
    }

    /// A view 10 points inside a superview whose side margins are 20 keeps its own 8-point
    /// margins unless it preserves the superview's, which then reach 10 points into it. The
    /// child's frame comes from the same pass, so the engine lays out again once it knows it.
    func testPreservedSuperviewMarginsFollowTheViewsFrame() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            var inners: [UIView] = []
            for (index, preserves) in [true, false].enumerated() {
                let child = UIView(), inner = UIView()
                child.preservesSuperviewLayoutMargins = preserves
                for view in [child, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
                root.addSubview(child)
                child.addSubview(inner)
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                    child.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index) * 100),
                    child.heightAnchor.constraint(equalToConstant: 100),
                    inner.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
                    inner.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
                    inner.topAnchor.constraint(equalTo: child.topAnchor),
                    inner.heightAnchor.constraint(equalToConstant: 20),
                ])
                inners.append(inner)
            }
            root.layoutIfNeeded()
            XCTAssertEqual(
                inners[0].frame, CGRect(x: 10, y: 0, width: 360, height: 20),
                "the superview's margins reach 10 points in")
            XCTAssertEqual(inners[1].frame, CGRect(x: 8, y: 0, width: 364, height: 20), "its own 8-point margins")
        }
    }

    /// Constraints between a scroll view's edges and its content set the content's size; its
    /// width and `frameLayoutGuide` are its frame's.
    func testScrollViewContentArea() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let scrollView = UIScrollView(), content = UIView(), header = UIView()
            for view in [scrollView, content, header] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(scrollView)
            scrollView.addSubview(content)
            scrollView.addSubview(header)
            NSLayoutConstraint.activate([
                scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                content.topAnchor.constraint(equalTo: scrollView.topAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -20),
                content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 1000),
                header.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
                header.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, multiplier: 0.5),
                header.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 300, height: 400))
            XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 300, height: 1000))
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 300, height: 1020))
            XCTAssertEqual(header.frame, CGRect(x: 0, y: 356, width: 150, height: 44))
            XCTAssertEqual(Reported.diagnostics.map(\.name), [], "nothing conflicts")
        }
    }

    /// The content layout guide, inset by 10 points from a 280 × 500 view inside it, makes the
    /// content 300 × 520.
    func testScrollViewContentLayoutGuide() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let scrollView = UIScrollView(frame: root.bounds), inner = UIView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(scrollView)
            scrollView.addSubview(inner)
            let content = scrollView.contentLayoutGuide
            NSLayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
                content.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 10),
                inner.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
                content.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 10),
                inner.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -20),
                inner.heightAnchor.constraint(equalToConstant: 500),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(inner.frame, CGRect(x: 10, y: 10, width: 280, height: 500))
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 300, height: 520))
        }
    }

    /// A controller's root view in a window of the device's screen gets the device's safe area:
    /// on an iPhone 15 in portrait a view pinned to it sits 59 points down and stops 34 points
    /// above the bottom.
    func testDeviceSafeAreaInAWindowOfItsScreen() throws {
        try onMain {
            let device = try XCTUnwrap(StoryboardDevice(id: "retina6_12"))
            let window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
            let insets = device.safeAreaInsets
            window.systemSafeAreaInsets = UIEdgeInsets(
                top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
            let controller = UIViewController()
            let pinned = UIView()
            pinned.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(pinned)
            let safe = controller.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                pinned.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                pinned.topAnchor.constraint(equalTo: safe.topAnchor),
                pinned.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ])
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.view.layoutIfNeeded()
            XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
            XCTAssertEqual(pinned.frame, CGRect(x: 0, y: 59, width: 393, height: 759))
        }
    }
}

/// A loaded scene and its objects by storyboard id.
@MainActor
struct LayoutScene {
    let controller: UIViewController

    func view(_ id: String) -> UIView? { controller.storyboardScene?.objects[id] as? UIView }

    func id(of view: UIView) -> String? {
        controller.storyboardScene?.objects.first { $0.value === view }?.key
    }
}

/// A one-scene storyboard whose 400 × 300 root view (id `root`) holds `body`, written to a
/// temporary file and loaded with its view.
@MainActor
func loadLayoutScene(_ body: String, resources: String = "") throws -> LayoutScene {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="scene">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="scene" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                                \(body)
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                \(resources)
            </resources>
        </document>
        """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("Layout-\(UUID()).storyboard")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let storyboard = try UIStoryboard(contentsOf: url)
    let controller = try XCTUnwrap(storyboard.instantiateInitialViewController())
    controller.loadViewIfNeeded()
    return LayoutScene(controller: controller)
}
