import Foundation
import OpenUIKit

/// A storyboard of `scenes` (the `<scene>` elements, as Xcode writes them) whose initial
/// controller is `initial`, written to a temporary folder and loaded as an app loads one, for
/// tests of what a document's attributes make. The file is `name`.storyboard, as diagnostics
/// locate it.
@MainActor
public func loadStoryboard(scenes: String, initial: String, name: String = "Test") throws -> UIStoryboard {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("\(name).storyboard")
    try xml.write(to: url, atomically: true, encoding: .utf8)
    return try UIStoryboard(contentsOf: url)
}

/// The initial controller of a one-scene storyboard (`loadStoryboard`): a plain view controller
/// whose 390 × 844 root view holds `subviews`, the elements of `<subviews>` as Xcode writes them.
@MainActor
public func loadController(subviews: String) throws -> UIViewController? {
    let scene = """
            <scene sceneID="vc-scene">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
        \(subviews)
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        """
    return try loadStoryboard(scenes: scene, initial: "vc").instantiateInitialViewController()
}
