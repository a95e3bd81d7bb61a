import Foundation
import XCTest

@testable import StoryboardDocument

/// The device table: Interface Builder's device ids to screens and safe-area insets, in both
/// orientations and for the Xcode that saved the document; and the other document facts the
/// layout measurement reads (image sizes, views IB left without constraints).
final class StoryboardDeviceTests: XCTestCase {
    func testScreensAndInsetsInBothOrientations() throws {
        let phone = try XCTUnwrap(StoryboardDevice(id: "retina4_7"))
        XCTAssertEqual(phone.screenSize, CGSize(width: 375, height: 667))
        XCTAssertEqual(phone.safeAreaInsets, .init(top: 20, left: 0, bottom: 0, right: 0), "the status bar")
        XCTAssertFalse(phone.isPad)
        let phoneLandscape = try XCTUnwrap(StoryboardDevice(id: "retina4_7", orientation: .landscape))
        XCTAssertEqual(phoneLandscape.screenSize, CGSize(width: 667, height: 375))
        XCTAssertEqual(phoneLandscape.safeAreaInsets, .zero, "iPhone hides the status bar in landscape")

        let island = try XCTUnwrap(StoryboardDevice(id: "retina6_12"))
        XCTAssertEqual(island.screenSize, CGSize(width: 393, height: 852))
        XCTAssertEqual(island.safeAreaInsets, .init(top: 59, left: 0, bottom: 34, right: 0))
        let islandLandscape = try XCTUnwrap(StoryboardDevice(id: "retina6_12", orientation: .landscape))
        XCTAssertEqual(islandLandscape.screenSize, CGSize(width: 852, height: 393))
        XCTAssertEqual(
            islandLandscape.safeAreaInsets, .init(top: 0, left: 59, bottom: 21, right: 59), "the housing on both sides")

        let pad = try XCTUnwrap(StoryboardDevice(id: "ipad12_9rounded", orientation: .landscape))
        XCTAssertTrue(pad.isPad)
        XCTAssertEqual(pad.screenSize, CGSize(width: 1366, height: 1024))
        XCTAssertEqual(
            pad.safeAreaInsets, .init(top: 24, left: 0, bottom: 20, right: 0), "the status bar stays at the top")

        XCTAssertNil(StoryboardDevice(id: "watch38"))
        XCTAssertTrue(StoryboardDevice.knownIDs.contains("retina6_3"))
    }

    /// `retina5_9` was iPhone X (44 points at the top) before it was iPhone 13 mini (50);
    /// `retina6_1`'s iPhone 11 went from 44 to 48 with iOS 14.
    func testAnIdMeansTheDeviceOfTheXcodeThatSavedTheDocument() throws {
        XCTAssertEqual(StoryboardDevice(id: "retina5_9", toolsVersion: "15505")?.safeAreaInsets.top, 44)
        XCTAssertEqual(StoryboardDevice(id: "retina5_9", toolsVersion: "22505")?.safeAreaInsets.top, 50)
        XCTAssertEqual(StoryboardDevice(id: "retina5_9")?.safeAreaInsets.top, 50, "without a version, today's device")
        XCTAssertEqual(StoryboardDevice(id: "retina6_1", toolsVersion: "14490.70")?.safeAreaInsets.top, 44)
        XCTAssertEqual(StoryboardDevice(id: "retina6_1", toolsVersion: "24127")?.safeAreaInsets.top, 48)
        XCTAssertEqual(StoryboardDevice(id: "retina6_1", toolsVersion: "not a number")?.safeAreaInsets.top, 48)
    }

    func testTheDocumentsDeviceImagesAndFixedFrames() throws {
        let document = try decode(
            """
            <device id="retina6_12" orientation="landscape" appearance="light"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="c" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="852" height="393"/>
                                <subviews>
                                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed"/>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="constrained"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="photo" width="128" height="96"/>
                <image name="star" catalog="system" width="20" height="19"/>
                <image name="broken" width="-4" height="x"/>
            </resources>
            """)
        XCTAssertEqual(
            document.simulatedDevice, StoryboardDevice(id: "retina6_12", orientation: .landscape, toolsVersion: "22505")
        )
        XCTAssertEqual(document.imageSizes, ["photo": CGSize(width: 128, height: 96)])
        let subviews = try XCTUnwrap(document.scenes.first?.controller?.rootView?.subviews)
        XCTAssertEqual(
            subviews.map(\.translatesAutoresizingMaskIntoConstraints), [true, false],
            "a view IB left without constraints keeps its frame")

        XCTAssertNil(try decode("<scenes/>").simulatedDevice)
        XCTAssertEqual(
            try decode(#"<device id="retina4_7" orientation="sideways"/>"#).simulatedDevice?.orientation, .portrait)
        XCTAssertNil(try decode(#"<device id="someday_1"/>"#).simulatedDevice)
    }

    private func decode(_ body: String) throws -> InterfaceDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            \(body)
            </document>
            """
        let result = StoryboardDecoder().decode(Data(text.utf8), file: "Device.storyboard")
        return try XCTUnwrap(result.document)
    }
}
