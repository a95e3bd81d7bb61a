import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

/// iOS 5's bar customizations as apps still write them: an empty background and shadow image
/// make a navigation bar clear, a background image replaces a tab bar's background and its
/// shadow image the line, a selection indicator lies behind the selected item.
final class LegacyBarBackgroundRenderingTests: UIKitTestCase {
    func testEmptyImagesMakeANavigationBarClearWithoutItsLine() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 200, height: 44), color: .systemRed)
            let bar = UINavigationBar(frame: canvas.bounds)
            bar.setItems([UINavigationItem(title: "")], animated: false)
            canvas.addSubview(bar)
            canvas.layoutIfNeeded()
            let red = RGBA(255, 59, 48)
            let before = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertFalse(before.rgba(100, 10).isClose(to: red, within: 20), "the default bar covers the red")

            bar.setBackgroundImage(UIImage(), for: .default)
            bar.shadowImage = UIImage()
            XCTAssertNotNil(bar.backgroundImage(for: .default))
            XCTAssertNil(
                bar.backgroundImage(for: .compact), "a compact bar falls back to it, but nothing was set there")
            let clear = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertTrue(clear.rgba(100, 10).isClose(to: red, within: 20), "\(clear.rgba(100, 10))")
            XCTAssertTrue(clear.rgba(100, 43).isClose(to: red, within: 20), "no line: \(clear.rgba(100, 43))")

            bar.shadowImage = nil
            let lined = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertFalse(lined.rgba(100, 43).isClose(to: red, within: 20), "the default line is back")
        }
    }

    func testATabBarsBackgroundShadowAndSelectionImages() throws {
        try onMain {
            CairoRendering.install()
            let canvas = makeCanvas(CGSize(width: 300, height: 49))
            let tabBar = UITabBar(frame: canvas.bounds)
            let items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
            tabBar.items = items
            tabBar.selectedItem = items[1]
            canvas.addSubview(tabBar)
            tabBar.backgroundImage = solidImage(CGSize(width: 4, height: 4), .systemBlue)
            tabBar.shadowImage = solidImage(CGSize(width: 1, height: 2), .systemGreen)
            tabBar.selectionIndicatorImage = solidImage(CGSize(width: 4, height: 4), .systemYellow)
            let picture = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            let blue = RGBA(0, 122, 255), green = RGBA(52, 199, 89), yellow = RGBA(255, 204, 0)
            XCTAssertTrue(picture.rgba(20, 40).isClose(to: blue, within: 10), "background: \(picture.rgba(20, 40))")
            XCTAssertTrue(picture.rgba(20, 0).isClose(to: green, within: 10), "shadow: \(picture.rgba(20, 0))")
            XCTAssertTrue(picture.rgba(20, 1).isClose(to: green, within: 10), "two points of shadow")
            XCTAssertTrue(picture.rgba(280, 40).isClose(to: yellow, within: 10), "indicator: \(picture.rgba(280, 40))")

            tabBar.backgroundImage = nil
            let plain = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertFalse(
                plain.rgba(20, 0).isClose(to: green, within: 10), "no custom shadow without a custom background")
        }
    }

    func testAThumbnailIsTheImageRedrawnAtTheSizeAsked() throws {
        try onMain {
            CairoRendering.install()
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
                UIColor.systemRed.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                UIColor.systemBlue.setFill()
                context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
            }
            let thumbnail = try XCTUnwrap(image.preparingThumbnail(of: CGSize(width: 10, height: 10)))
            XCTAssertEqual(thumbnail.size, CGSize(width: 10, height: 10))
            XCTAssertEqual(thumbnail.scale, 1)
            let picture = try XCTUnwrap(renderAlone(thumbnail))
            XCTAssertTrue(picture.rgba(2, 5).isClose(to: RGBA(255, 59, 48), within: 10), "\(picture.rgba(2, 5))")
            XCTAssertTrue(picture.rgba(8, 5).isClose(to: RGBA(0, 122, 255), within: 10), "\(picture.rgba(8, 5))")
            XCTAssertNil(image.preparingThumbnail(of: .zero))
            XCTAssertNil(UIImage().preparingThumbnail(of: CGSize(width: 10, height: 10)), "no pixels, no thumbnail")
        }
    }
}

/// The image in an image view of its size on white.
@MainActor
private func renderAlone(_ image: UIImage) -> RenderedImage? {
    let canvas = makeCanvas(image.size)
    let view = UIImageView(frame: canvas.bounds)
    view.image = image
    canvas.addSubview(view)
    return CairoRenderer.render(canvas, scale: 1)
}
