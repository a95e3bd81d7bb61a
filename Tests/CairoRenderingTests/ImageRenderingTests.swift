import CairoRendering
import Foundation
@_spi(Rendering) import OpenUIKit
import TestSupport
import XCTest

/// The fixtures `ImageFixtures/make-fixtures.py` wrote: the quadrants picture (red, green above;
/// blue, yellow below) as PNG, JPEG (also stored turned, with each EXIF orientation) and GIF,
/// a grey disc, a 30×30 frame to slice, `dot` at three scales and an asset catalog.
private let fixtures = Bundle.module.url(forResource: "ImageFixtures", withExtension: nil)!
private let fixturesBundle = Bundle(url: fixtures)!

private let red = RGBA(230, 40, 40), green = RGBA(40, 180, 60), blue = RGBA(40, 80, 220), yellow = RGBA(250, 200, 30)
private let white = RGBA(255, 255, 255)

private func fixture(_ name: String) -> UIImage? {
    UIImage(contentsOfFile: fixtures.appendingPathComponent(name).path)
}

/// The image in an image view of its size (or `size`) on white.
@MainActor
private func renderAlone(_ image: UIImage, size: CGSize? = nil, scale: CGFloat = 1) -> RenderedImage? {
    let canvas = makeCanvas(size ?? image.size)
    let view = UIImageView(frame: canvas.bounds)
    view.image = image
    canvas.addSubview(view)
    return CairoRenderer.render(canvas, scale: scale)
}

/// The quadrants picture, upright, filling a `width` × `height` picture.
private func assertQuadrants(
    _ picture: RenderedImage?, width: Int = 32, height: Int = 16, within tolerance: Int = 3,
    bottomRight: RGBA = yellow, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let picture else { return XCTFail("nothing drawn \(message)", file: file, line: line) }
    let expected = [
        (width / 8, height / 4, red), (width * 7 / 8, height / 4, green),
        (width / 8, height * 3 / 4, blue), (width * 7 / 8, height * 3 / 4, bottomRight),
    ]
    for (x, y, color) in expected {
        XCTAssertTrue(
            picture.rgba(x, y).isClose(to: color, within: tolerance),
            "(\(x), \(y)) is \(picture.rgba(x, y)), not \(color) \(message)", file: file, line: line)
    }
}

final class ImageRenderingTests: UIKitTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            Reported.diagnostics = []
            UIKitDiagnostics.handler = { Reported.diagnostics.append($0) }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { UIKitDiagnostics.handler = UIKitDiagnostics.printToStandardError }
        super.tearDown()
    }

    // MARK: Decoding

    func testPNGDecodesToItsPixelsOncePerImage() throws {
        try onMain {
            let image = try XCTUnwrap(fixture("quadrants.png"))
            let cgImage = try XCTUnwrap(image.cgImage)
            XCTAssertEqual(cgImage.width, 32)
            XCTAssertEqual(cgImage.height, 16)
            XCTAssertFalse(cgImage.isDecoded, "reading the file reads only its header")
            assertQuadrants(renderAlone(image))
            let first = try XCTUnwrap(cgImage.renderingSource).bitmap
            assertQuadrants(renderAlone(image.withRenderingMode(.alwaysOriginal)), "a copy draws from the same pixels")
            XCTAssertTrue(try XCTUnwrap(cgImage.renderingSource).bitmap === first, "decoded once")
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    func testJPEGDecodesWithLibjpeg() throws {
        try onMain {
            let image = try XCTUnwrap(fixture("quadrants.jpg"))
            XCTAssertEqual(image.size, CGSize(width: 32, height: 16))
            assertQuadrants(renderAlone(image), within: 4)
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    /// Each file stores the picture turned or mirrored and says so in EXIF; drawn, every one is
    /// upright, in an image view and through `draw(in:)`.
    func testEveryEXIFOrientationDrawsUpright() throws {
        try onMain {
            let expected: [Int: UIImage.Orientation] = [
                2: .upMirrored, 3: .down, 4: .downMirrored, 5: .leftMirrored,
                6: .right, 7: .rightMirrored, 8: .left,
            ]
            for (exif, orientation) in expected.sorted(by: { $0.key < $1.key }) {
                let image = try XCTUnwrap(fixture("quadrants-exif\(exif).jpg"))
                XCTAssertEqual(image.imageOrientation, orientation)
                XCTAssertEqual(image.size, CGSize(width: 32, height: 16), "EXIF \(exif)")
                assertQuadrants(renderAlone(image), within: 4, "EXIF \(exif)")
                // Twice the size through draw(in:), so scaling and turning combine.
                let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 64, height: 32)) { _ in
                    image.draw(in: CGRect(x: 0, y: 0, width: 64, height: 32))
                }
                assertQuadrants(
                    CairoRenderer.render(view, scale: 1), width: 64, height: 32, within: 4, "EXIF \(exif) drawn")
            }
        }
    }

    func testGIFFirstFrameWithItsTransparency() throws {
        try onMain {
            for name in ["quadrants.gif", "quadrants-interlaced.gif"] {
                let image = try XCTUnwrap(fixture(name))
                assertQuadrants(renderAlone(image), bottomRight: white, name)
            }
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    /// Cut short, garbled or both: whatever the header lets through is drawn as far as it
    /// decodes, or not at all with one diagnostic per image; nothing traps.
    func testDamagedImagesNeverCrashAndAreReportedOnce() throws {
        try onMain {
            let whole = try Data(contentsOf: fixtures.appendingPathComponent("quadrants.png"))
            let cut = try XCTUnwrap(UIImage(data: whole.prefix(whole.count / 2)), "the header is whole")
            XCTAssertNotNil(renderAlone(cut))
            XCTAssertNotNil(renderAlone(cut))
            XCTAssertEqual(Reported.diagnostics.count, 1, "\(Reported.diagnostics)")
            XCTAssertTrue(
                Reported.diagnostics.first?.reason.hasPrefix("Could not decode a PNG image of 32×16 pixels") == true,
                "\(Reported.diagnostics)")

            var seed: UInt64 = 0x1234_5678
            func random(_ bound: Int) -> Int {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((seed >> 33) % UInt64(bound))
            }
            var drawn = 0
            for name in [
                "quadrants.png", "quadrants.jpg", "quadrants-exif6.jpg", "quadrants.gif", "quadrants-interlaced.gif",
                "disc.png",
            ] {
                let original = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
                for round in 0..<40 {
                    var bytes = original
                    if round % 2 == 0 { bytes = Array(bytes.prefix(random(bytes.count))) }
                    for _ in 0..<(round % 3 == 0 ? 0 : 1 + random(8)) where !bytes.isEmpty {
                        bytes[random(bytes.count)] = UInt8(truncatingIfNeeded: random(256))
                    }
                    guard let image = UIImage(data: Data(bytes)) else { continue }
                    XCTAssertNotNil(renderAlone(image, size: CGSize(width: 16, height: 16)), "\(name) round \(round)")
                    drawn += 1
                }
            }
            XCTAssertGreaterThan(drawn, 100, "most damage leaves the header readable")
            XCTAssertTrue(Reported.diagnostics.contains { $0.reason.contains("JPEG") }, "a damaged JPEG is reported")
            XCTAssertTrue(Reported.diagnostics.contains { $0.reason.contains("GIF") }, "a damaged GIF is reported")
        }
    }

    // MARK: Finding images

    func testNamedPicksTheScaleTheTraitsOrTheScreenAskFor() throws {
        try onMain {
            let byScale: [(CGFloat, RGBA)] = [(1, red), (2, green), (3, blue)]
            for (scale, color) in byScale {
                let image = try XCTUnwrap(
                    UIImage(named: "dot", in: fixturesBundle, compatibleWith: UITraitCollection(displayScale: scale)))
                XCTAssertEqual(image.scale, scale)
                XCTAssertEqual(image.size, CGSize(width: 10, height: 10))
                XCTAssertEqual(renderAlone(image, scale: scale)?.rgba(5, 5), color, "\(scale)×")
            }
            let screen = UIScreen.main
            defer { UIScreen.main = screen }
            UIScreen.main = UIScreen(bounds: screen.bounds, scale: 2)
            XCTAssertEqual(
                UIImage(named: "dot", in: fixturesBundle, compatibleWith: nil)?.scale, 2, "the main screen's scale")
        }
    }

    func testAssetCatalogImagesDraw() throws {
        try onMain {
            for (scale, color) in [(CGFloat(1), red), (2, green), (3, blue)] {
                let badge = try XCTUnwrap(
                    UIImage(named: "badge", in: fixturesBundle, compatibleWith: UITraitCollection(displayScale: scale)))
                XCTAssertEqual(badge.scale, scale)
                XCTAssertEqual(badge.size, CGSize(width: 10, height: 10))
                XCTAssertEqual(renderAlone(badge, scale: 2)?.rgba(10, 10), color)
            }
            let gear = try XCTUnwrap(UIImage(named: "Icons/gear", in: fixturesBundle, compatibleWith: nil))
            XCTAssertEqual(gear.size, CGSize(width: 8, height: 8))
            XCTAssertEqual(renderAlone(gear, scale: 2)?.rgba(8, 8), green)

            let dark = UITraitCollection(traitsFrom: [
                UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark),
            ])
            XCTAssertEqual(
                renderAlone(try XCTUnwrap(UIImage(named: "themed", in: fixturesBundle, compatibleWith: nil)))?.rgba(
                    6, 6), yellow)
            XCTAssertEqual(
                renderAlone(try XCTUnwrap(UIImage(named: "themed", in: fixturesBundle, compatibleWith: dark)))?.rgba(
                    6, 6), blue)

        }
    }

    /// PDF and SVG artwork is drawn at the scale asked for, sized in points as Xcode sizes it.
    func testAssetCatalogVectorArtworkDrawsAtTheScaleAskedFor() throws {
        try onMain {
            // Artwork is drawn when it is loaded, by the renderer installed then.
            CairoRendering.install()
            for scale in [CGFloat(1), 2, 3] {
                let traits = UITraitCollection(displayScale: scale)
                let logo = try XCTUnwrap(
                    UIImage(named: "logo", in: fixturesBundle, compatibleWith: traits), "\(Reported.diagnostics)")
                XCTAssertEqual(logo.size, CGSize(width: 20, height: 10), "the PDF page's size in points")
                XCTAssertEqual(logo.scale, scale)
                XCTAssertEqual(logo.cgImage?.width, Int(20 * scale), "drawn at the scale asked for, not stretched")
                let picture = renderAlone(logo, scale: scale)
                XCTAssertEqual(picture?.rgba(Int(5 * scale), Int(5 * scale)), red)
                XCTAssertEqual(picture?.rgba(Int(15 * scale), Int(5 * scale)), blue)
            }
            let mark = try XCTUnwrap(
                UIImage(named: "mark", in: fixturesBundle, compatibleWith: UITraitCollection(displayScale: 2)))
            XCTAssertEqual(mark.size, CGSize(width: 12, height: 6), "the SVG's width and height")
            XCTAssertEqual(renderAlone(mark, scale: 2)?.rgba(4, 6), green)
            XCTAssertEqual(renderAlone(mark, scale: 2)?.rgba(20, 6), yellow)
            let boxed = try XCTUnwrap(UIImage(named: "boxed", in: fixturesBundle, compatibleWith: nil))
            XCTAssertEqual(boxed.size, CGSize(width: 8, height: 8), "an SVG with only a view box takes the box's size")
            XCTAssertEqual(renderAlone(boxed)?.rgba(4, 4), blue)

            XCTAssertNil(UIImage(named: "broken", in: fixturesBundle, compatibleWith: nil), "a damaged PDF is no image")
            XCTAssertNil(UIImage(named: "broken", in: fixturesBundle, compatibleWith: nil))
            let reports = Reported.diagnostics.filter {
                $0.reason.contains("'broken' has a PDF image, 'broken.pdf', that is not drawn")
            }
            XCTAssertEqual(reports.count, 1, "reported once: \(Reported.diagnostics)")
        }
    }

    func testStoryboardImagesLoadFromTheBundleOrStayPlaceholders() throws {
        try onMain {
            let storyboard = try UIStoryboard(contentsOf: fixtures.appendingPathComponent("Pictures.storyboard"))
            let controller = try XCTUnwrap(storyboard.instantiateInitialViewController())
            let view = controller.view!
            let found = try XCTUnwrap(view.subviews.first as? UIImageView)
            let missing = try XCTUnwrap(view.subviews.last as? UIImageView)
            XCTAssertNotNil(found.image?.cgImage, "the catalog beside the storyboard has it")
            XCTAssertNil(missing.image?.cgImage, "only a size from the document")
            XCTAssertEqual(missing.image?.size, CGSize(width: 40, height: 20))
            let picture = try XCTUnwrap(CairoRenderer.render(view, scale: 3))
            XCTAssertEqual(picture.rgba(90, 90), blue, "the 3× badge, stretched over its image view")
            XCTAssertNotEqual(picture.rgba(270, 90), white, "the placeholder's frame")
        }
    }

    // MARK: Image views

    func testImageViewContentModes() throws {
        try onMain {
            let image = try XCTUnwrap(fixture("quadrants.png"))
            let modes: [UIView.ContentMode] = [
                .scaleToFill, .scaleAspectFit, .scaleAspectFill, .center,
                .top, .bottom, .left, .right,
                .topLeft, .topRight, .bottomLeft, .bottomRight,
            ]
            let canvas = makeCanvas(CGSize(width: 4 * 56 + 8, height: 3 * 56 + 8))
            for (index, mode) in modes.enumerated() {
                let view = UIImageView(image: image)
                view.frame = CGRect(x: 8 + (index % 4) * 56, y: 8 + (index / 4) * 56, width: 48, height: 48)
                view.backgroundColor = UIColor(white: 0.85, alpha: 1)
                view.contentMode = mode
                canvas.addSubview(view)
            }
            let picture = try XCTUnwrap(assertSnapshot(of: canvas, named: "image-view-content-modes", scale: 2))
            // Aspect fit letterboxes the 2:1 picture: grey above, blue at the bottom left of the picture.
            XCTAssertEqual(picture.rgba(2 * (64 + 24), 2 * (8 + 4)), RGBA(217, 217, 217))
            XCTAssertEqual(picture.rgba(2 * (64 + 4), 2 * (8 + 32)), blue)
            // Aspect fill crops the sides: the left edge is red and blue, the right green and yellow.
            XCTAssertEqual(picture.rgba(2 * (120 + 1), 2 * (8 + 1)), red)
            XCTAssertEqual(picture.rgba(2 * (120 + 47), 2 * (8 + 47)), yellow)
            // Top left: the picture at its size in the corner, grey beside it.
            XCTAssertEqual(picture.rgba(2 * (8 + 2), 2 * (120 + 2)), red)
            XCTAssertEqual(picture.rgba(2 * (8 + 40), 2 * (120 + 2)), RGBA(217, 217, 217))
        }
    }

    /// Template images take the view's tint, an image's own tint wins, and originals keep their
    /// colours.
    func testTemplateImagesTakeTheTint() throws {
        try onMain {
            let disc = try XCTUnwrap(fixture("disc.png"))
            let glyph = try XCTUnwrap(UIImage(named: "glyph", in: fixturesBundle, compatibleWith: nil))
            XCTAssertEqual(glyph.renderingMode, .alwaysTemplate, "the catalog's template-rendering-intent")
            let images: [(UIImage, UIColor?)] = [
                (disc, .systemRed),  // original: grey
                (disc.withRenderingMode(.alwaysTemplate), nil),  // the inherited tint: blue
                (glyph, .systemRed),  // template from the catalog: red
                (disc.withTintColor(.systemGreen), .systemRed),  // its own tint wins: green
                (glyph.withTintColor(.systemOrange, renderingMode: .alwaysOriginal), nil),  // baked in: orange
            ]
            let canvas = makeCanvas(CGSize(width: 8 + images.count * 32, height: 40))
            for (index, (image, tint)) in images.enumerated() {
                let view = UIImageView(image: image)
                view.frame = CGRect(x: 8 + index * 32, y: 8, width: 24, height: 24)
                if let tint { view.tintColor = tint }
                canvas.addSubview(view)
            }
            let picture = try XCTUnwrap(assertSnapshot(of: canvas, named: "image-template-tint", scale: 2))
            let centres = images.indices.map { picture.rgba(2 * (20 + $0 * 32), 2 * 20) }
            XCTAssertEqual(centres[0], RGBA(120, 120, 120))
            XCTAssertEqual(centres[1], RGBA(0, 122, 255), "systemBlue, the default tint")
            XCTAssertEqual(centres[2], RGBA(255, 59, 48), "systemRed")
            XCTAssertEqual(centres[3], RGBA(52, 199, 89), "systemGreen")
            XCTAssertEqual(centres[4], RGBA(255, 149, 0), "systemOrange")
            XCTAssertEqual(picture.rgba(2 * 9, 2 * 9), white, "outside the disc")

            // A new tint draws the template again.
            let tinted = try XCTUnwrap(canvas.subviews[2] as? UIImageView)
            let renderer = CairoFrameRenderer(view: canvas, scale: 1)
            renderer.renderFrame()
            tinted.tintColor = .systemPurple
            XCTAssertFalse(renderer.renderFrame().isEmpty, "the tint changed what the view shows")
            XCTAssertEqual(renderer.image?.rgba(84, 20), RGBA(175, 82, 222))
        }
    }

    /// Bar items draw their images as templates in the bar's colours; a system item, whose
    /// symbol is Apple's, keeps its outlined place.
    func testTabBarItemImagesAreTemplates() throws {
        try onMain {
            let disc = try XCTUnwrap(fixture("disc.png"))
            let items = [
                UITabBarItem(title: "One", image: disc, tag: 0), UITabBarItem(title: "Two", image: disc, tag: 1),
                UITabBarItem(tabBarSystemItem: .favorites, tag: 2),
            ]
            let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 240, height: 49))
            bar.items = items
            bar.selectedItem = items[0]
            let picture = try XCTUnwrap(CairoRenderer.render(bar, scale: 1))
            XCTAssertEqual(picture.rgba(40, 18), RGBA(0, 122, 255), "selected: the tint")
            XCTAssertEqual(picture.rgba(120, 18), RGBA(142, 142, 147), "unselected: systemGray")
            XCTAssertNotEqual(
                picture.rgba(200 - 10, 18 - 10), picture.rgba(200, 18), "the placeholder's outline, not a disc")
        }
    }

    /// A 30×30 frame with 10-point caps over 90×50: corners stay 10 points, the blue edges and
    /// the green-and-white centre stretch or repeat.
    func testResizableImagesKeepTheirCaps() throws {
        try onMain {
            let frame = try XCTUnwrap(fixture("frame.png"))
            let insets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            let panel = try XCTUnwrap(UIImage(named: "panel", in: fixturesBundle, compatibleWith: nil))
            XCTAssertEqual(panel.capInsets, insets, "the catalog's slicing")
            let images = [
                frame.resizableImage(withCapInsets: insets, resizingMode: .stretch),
                frame.resizableImage(withCapInsets: insets, resizingMode: .tile), panel,
            ]
            let canvas = makeCanvas(CGSize(width: 106, height: 3 * 58 + 8))
            for (index, image) in images.enumerated() {
                let view = UIImageView(image: image)
                view.frame = CGRect(x: 8, y: 8 + index * 58, width: 90, height: 50)
                canvas.addSubview(view)
            }
            let picture = try XCTUnwrap(assertSnapshot(of: canvas, named: "image-resizable", scale: 2))
            func at(_ x: CGFloat, _ y: CGFloat, row: Int) -> RGBA {
                picture.rgba(Int(2 * (8 + x)), Int(2 * (8 + CGFloat(row) * 58 + y)))
            }
            for row in 0..<3 {
                XCTAssertEqual(at(5, 5, row: row), red, "corner, row \(row)")
                XCTAssertEqual(at(85, 45, row: row), red, "corner, row \(row)")
                XCTAssertEqual(at(45, 5, row: row), blue, "top edge, row \(row)")
                XCTAssertEqual(at(5, 25, row: row), blue, "left edge, row \(row)")
            }
            // Stretched: the centre's left half green, its right half white.
            XCTAssertEqual(at(40, 25, row: 0), green)
            XCTAssertEqual(at(50, 25, row: 0), white)
            // Tiled: green and white every 5 points from the centre's left.
            XCTAssertEqual(at(12, 25, row: 1), green)
            XCTAssertEqual(at(17, 25, row: 1), white)
            XCTAssertEqual(at(22, 25, row: 1), green)
            XCTAssertEqual(at(50, 25, row: 2), white, "the catalog's panel stretches")
        }
    }

    // MARK: Drawing in draw(_:)

    /// `CGContext.draw(_:in:)` puts the first row at the bottom, as Core Graphics does in UIKit's
    /// flipped coordinates; flipping the context first, as iOS code does, draws it upright.
    func testCGContextDrawIsUpsideDownUnlessFlipped() throws {
        try onMain {
            let cgImage = try XCTUnwrap(fixture("quadrants.png")?.cgImage)
            let plain = DrawingView(frame: CGRect(x: 0, y: 0, width: 32, height: 16)) { rect in
                UIGraphicsGetCurrentContext()?.draw(cgImage, in: rect)
            }
            let picture = CairoRenderer.render(plain, scale: 1)
            XCTAssertEqual(picture?.rgba(4, 4), blue, "upside down")
            XCTAssertEqual(picture?.rgba(28, 12), green)
            let flipped = DrawingView(frame: CGRect(x: 0, y: 0, width: 32, height: 16)) { rect in
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.translateBy(x: 0, y: rect.height)
                context.scaleBy(x: 1, y: -1)
                context.draw(cgImage, in: rect)
            }
            assertQuadrants(CairoRenderer.render(flipped, scale: 1))
            let crop = try XCTUnwrap(cgImage.cropping(to: CGRect(x: 16, y: 0, width: 16, height: 8)))
            XCTAssertEqual(crop.width, 16)
            let tiled = DrawingView(frame: CGRect(x: 0, y: 0, width: 32, height: 16)) { _ in
                UIGraphicsGetCurrentContext()?.draw(crop, in: CGRect(x: 0, y: 0, width: 4, height: 4), byTiling: true)
            }
            let tiles = CairoRenderer.render(tiled, scale: 1)
            XCTAssertEqual(tiles?.rgba(30, 14), green, "the green crop repeated over the whole view")
        }
    }

    func testDrawAtAlphaAndBlendMode() throws {
        try onMain {
            let dot = try XCTUnwrap(
                UIImage(named: "dot", in: fixturesBundle, compatibleWith: UITraitCollection(displayScale: 1)))
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 30, height: 10)) { _ in
                dot.draw(at: .zero)
                dot.draw(at: CGPoint(x: 10, y: 0), blendMode: .normal, alpha: 0.5)
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10))
                dot.draw(in: CGRect(x: 20, y: 0, width: 10, height: 10), blendMode: .multiply, alpha: 1)
            }
            view.backgroundColor = .white
            let picture = try XCTUnwrap(CairoRenderer.render(view, scale: 1))
            XCTAssertEqual(picture.rgba(5, 5), red)
            XCTAssertTrue(picture.rgba(15, 5).isClose(to: RGBA(243, 148, 148)), "\(picture.rgba(15, 5))")
            XCTAssertTrue(
                picture.rgba(25, 5).isClose(to: RGBA(0, 0, 40)), "red multiplied by blue: \(picture.rgba(25, 5))")
        }
    }

    /// Gradients as `draw(_:)` code writes them: clipped to a shape, along a line or between
    /// circles, with and without the options that paint beyond the ends.
    func testGradients() throws {
        try onMain {
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)) { _ in
                guard let context = UIGraphicsGetCurrentContext(),
                    let redToBlue = CGGradient(
                        colorsSpace: CGColorSpaceCreateDeviceRGB(),
                        colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1]),
                    let glow = CGGradient(
                        colorsSpace: nil,
                        colors: [
                            UIColor.white.cgColor, UIColor.orange.cgColor,
                            CGColor(red: 1, green: 0.5, blue: 0, alpha: 0),
                        ] as CFArray,
                        locations: nil)
                else { return }
                // Across a rounded rectangle, the ends extended.
                context.saveGState()
                context.addPath(
                    UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 80, height: 35), cornerRadius: 10).cgPath)
                context.clip()
                context.drawLinearGradient(
                    redToBlue, start: CGPoint(x: 30, y: 0), end: CGPoint(x: 70, y: 0),
                    options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                context.restoreGState()
                // The same band with no options: nothing before 30 or after 70.
                context.saveGState()
                context.clip(to: CGRect(x: 10, y: 55, width: 80, height: 35))
                context.drawLinearGradient(
                    redToBlue, start: CGPoint(x: 30, y: 0), end: CGPoint(x: 70, y: 0), options: [])
                context.restoreGState()
                // A glow between circles, fading out at the end circle.
                context.drawRadialGradient(
                    glow, startCenter: CGPoint(x: 140, y: 50), startRadius: 0,
                    endCenter: CGPoint(x: 140, y: 50), endRadius: 40, options: [])
            }
            view.backgroundColor = .white
            let picture = try XCTUnwrap(assertSnapshot(of: view, named: "gradients", scale: 2))
            XCTAssertEqual(picture.rgba(2 * 15, 2 * 27), RGBA(255, 0, 0), "before the start, extended")
            XCTAssertEqual(picture.rgba(2 * 85, 2 * 27), RGBA(0, 0, 255), "after the end, extended")
            XCTAssertTrue(
                picture.rgba(2 * 50, 2 * 27).isClose(to: RGBA(128, 0, 128), within: 6), "\(picture.rgba(100, 54))")
            XCTAssertEqual(picture.rgba(2 * 15, 2 * 70), white, "no options: nothing before the start")
            XCTAssertEqual(picture.rgba(2 * 85, 2 * 70), white, "nor after the end")
            XCTAssertTrue(picture.rgba(2 * 140, 2 * 50).isClose(to: white, within: 6), "the glow's white centre")
            XCTAssertTrue(
                picture.rgba(2 * 160, 2 * 50).isClose(to: RGBA(255, 128, 0), within: 6), "\(picture.rgba(320, 100))")
            XCTAssertEqual(picture.rgba(2 * 195, 2 * 50), white, "outside the end circle")
        }
    }
}

/// A view whose `draw(_:)` is a closure.
@MainActor
private final class DrawingView: UIView {
    private let body: (CGRect) -> Void

    init(frame: CGRect, draw body: @escaping (CGRect) -> Void) {
        self.body = body
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) { body(rect) }
}
