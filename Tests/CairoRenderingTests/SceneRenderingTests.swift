import CairoRendering
import Foundation
@testable import OpenUIKit
import XCTest

/// Storyboard scenes from the shared corpus, drawn to PNG.
final class SceneRenderingTests: SnapshotTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/storyboards")

    func testCorpusLaunchScreenRendersAtTheWindowsPixelSize() throws {
        try onMain {
            let url = Self.corpus.appendingPathComponent("Alamofire__Alamofire/Example__Resources__Base.lproj__LaunchScreen.storyboard")
            let storyboard = try UIStoryboard(contentsOf: url)
            let data = try XCTUnwrap(CairoRenderer.pngData(ofScene: nil, in: storyboard, size: CGSize(width: 390, height: 844), scale: 2))
            let image = try XCTUnwrap(RenderedImage(pngData: data))
            XCTAssertEqual(image.width, 780)
            XCTAssertEqual(image.height, 1688)
            XCTAssertGreaterThan(Set(image.pixels).count, 2, "the scene draws something")
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("alamofire-launch.png")
            try data.write(to: output)
        }
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
