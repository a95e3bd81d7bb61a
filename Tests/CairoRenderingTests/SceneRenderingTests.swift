import CairoRendering
import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// Storyboard scenes drawn to PNG: the sample's launch screen, and a controller built in code.
final class SceneRenderingTests: UIKitTestCase {
    func testSampleLaunchScreenRendersAtTheWindowsPixelSize() throws {
        try assertLaunchScreenRendersAtTheWindowsPixelSize(
            SampleCorpus.storyboards.appendingPathComponent("sample__Notes/Notes__Base.lproj__LaunchScreen.storyboard"))
    }

    func testSceneOfAControllerBuiltInCode() throws {
        try onMain {
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            let label = UILabel()
            label.text = "Scene"
            label.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
            ])
            let image = try XCTUnwrap(CairoRenderer.render(controller, size: CGSize(width: 200, height: 120), scale: 1))
            XCTAssertEqual(image.width, 200)
            XCTAssertGreaterThan(label.frame.width, 30, "the label is sized by Pango's measure")
            XCTAssertEqual(label.frame.midX, 100, accuracy: 1)
            let ink = (0..<200).filter { image.rgba($0, 60).red < 128 }
            XCTAssertFalse(ink.isEmpty, "text in the middle")
            XCTAssertTrue(UIApplication.shared.windows.allSatisfy(\.isHidden), "the window is put away")
        }
    }
}

/// A launch screen of the shared corpus (Alamofire's example), drawn to PNG.
final class SceneRenderingCorpusTests: UIKitTestCase {
    func testCorpusLaunchScreenRendersAtTheWindowsPixelSize() throws {
        try assertLaunchScreenRendersAtTheWindowsPixelSize(
            SharedCorpus.storyboards.appendingPathComponent(
                "Alamofire__Alamofire/Example__Resources__Base.lproj__LaunchScreen.storyboard"))
    }
}

/// The storyboard's initial scene drawn in a 390 × 844 window at 2×: a picture of the window's
/// pixels with something drawn on it.
private func assertLaunchScreenRendersAtTheWindowsPixelSize(
    _ url: URL, file: StaticString = #filePath, line: UInt = #line
) throws {
    try MainActor.assumeIsolated {
        let storyboard = try UIStoryboard(contentsOf: url)
        let data = try XCTUnwrap(
            CairoRenderer.pngData(ofScene: nil, in: storyboard, size: CGSize(width: 390, height: 844), scale: 2),
            file: file, line: line)
        let image = try XCTUnwrap(RenderedImage(pngData: data), file: file, line: line)
        XCTAssertEqual(image.width, 780, file: file, line: line)
        XCTAssertEqual(image.height, 1688, file: file, line: line)
        XCTAssertGreaterThan(Set(image.pixels).count, 2, "the scene draws something", file: file, line: line)
    }
}
