import Foundation
import TestSupport
import XCTest

@testable @_spi(Rendering) import OpenUIKit

// MARK: - A backend that records images and gradients

private final class ImageRecordingBackend: CGContextBackend {
    struct DrawnImage {
        let image: CGImage
        let transform: CGAffineTransform
        let tiled: Bool
        let alpha: CGFloat
        let blendMode: CGBlendMode

        /// Where the image's pixel corner lands in device space.
        func corner(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
    }

    var images: [DrawnImage] = []
    var gradients: [String] = []
    var fills = 0
    var clips: [CGRect] = []

    func saveGState() {}
    func restoreGState() {}
    func fillPath(_ path: CGPath, using rule: CGPathFillRule, state: CGContext.GraphicsState) { fills += 1 }
    func strokePath(_ path: CGPath, state: CGContext.GraphicsState) {}
    func clip(to path: CGPath, using rule: CGPathFillRule) { clips.append(path.boundingBox) }
    func clear(_ path: CGPath) {}
    func drawText(
        _ text: NSAttributedString, in rect: CGRect, options: TextLayoutOptions, state: CGContext.GraphicsState
    ) {}
    var clipBoundingBox: CGRect { .infinite }

    func drawImage(_ image: CGImage, transform: CGAffineTransform, tiled: Bool, state: CGContext.GraphicsState) {
        images.append(
            DrawnImage(image: image, transform: transform, tiled: tiled, alpha: state.alpha, blendMode: state.blendMode)
        )
    }

    func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint,
        options: CGGradientDrawingOptions, state: CGContext.GraphicsState
    ) {
        gradients.append("linear \(start.applying(state.ctm)) \(end.applying(state.ctm)) \(options.rawValue)")
    }

    func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions, state: CGContext.GraphicsState
    ) {
        gradients.append("radial \(startCenter) \(startRadius) \(endCenter) \(endRadius) \(options.rawValue)")
    }
}

/// Pixels of one colour, for the decoding seam.
private final class SolidBitmap: DecodedBitmap, @unchecked Sendable {
    let pixelWidth: Int, pixelHeight: Int
    private let pixels: [UInt32]

    init(width: Int, height: Int) {
        pixelWidth = width
        pixelHeight = height
        pixels = Array(repeating: 0xFFFF_0000, count: width * height)
    }

    func withUnsafePixels<Result>(_ body: (UnsafeRawBufferPointer, Int) throws -> Result) rethrows -> Result {
        try pixels.withUnsafeBytes { try body($0, pixelWidth * 4) }
    }
}

private final class CountingDecoder: ImageDecoding, @unchecked Sendable {
    var decoded = 0

    func decode(_ image: EncodedImage) -> Result<any DecodedBitmap, ImageDecodingError> {
        decoded += 1
        guard image.pixelWidth < 1000 else { return .failure(ImageDecodingError("too wide for this test")) }
        return .success(SolidBitmap(width: image.pixelWidth, height: image.pixelHeight))
    }
}

final class ImageLoadingTests: UIKitTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ImageLoadingTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func write(_ data: Data, _ path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    private func writeContents(_ json: String, in path: String) throws {
        try write(Data(json.utf8), path + "/Contents.json")
    }

    private var bundle: Bundle { Bundle(path: folder.path)! }

    // MARK: Asset catalogs

    private func writeCatalog() throws {
        try writeContents(#"{"info": {"author": "xcode", "version": 1}}"#, in: "Assets.xcassets")
        for (scale, side) in [(1, 10), (2, 20), (3, 30)] {
            try write(
                png(width: UInt32(side), height: UInt32(side)), "Assets.xcassets/star.imageset/star@\(scale)x.png")
        }
        try writeContents(
            """
            {"images": [{"filename": "star@1x.png", "idiom": "universal", "scale": "1x"},
                        {"filename": "star@2x.png", "idiom": "universal", "scale": "2x"},
                        {"filename": "star@3x.png", "idiom": "universal", "scale": "3x"},
                        {"filename": "star-mac.png", "idiom": "mac", "scale": "2x"}],
             "properties": {"template-rendering-intent": "template"}}
            """, in: "Assets.xcassets/star.imageset")
        try writeContents(#"{"properties": {"provides-namespace": true}}"#, in: "Assets.xcassets/Icons")
        try write(png(width: 16, height: 16), "Assets.xcassets/Icons/gear.imageset/gear.png")
        try writeContents(
            #"{"images": [{"filename": "gear.png", "idiom": "universal", "scale": "2x"}]}"#,
            in: "Assets.xcassets/Icons/gear.imageset")
        try writeContents(#"{"info": {"version": 1}}"#, in: "Assets.xcassets/Loose")
        try write(png(width: 7, height: 7), "Assets.xcassets/Loose/flat.imageset/flat.png")
        try writeContents(
            #"{"images": [{"filename": "flat.png", "idiom": "universal"}]}"#, in: "Assets.xcassets/Loose/flat.imageset")
        try write(Data("%PDF-1.4".utf8), "Assets.xcassets/logo.imageset/logo.pdf")
        try writeContents(
            #"{"images": [{"filename": "logo.pdf", "idiom": "universal"}]}"#, in: "Assets.xcassets/logo.imageset")
        try write(png(width: 5, height: 5), "Assets.xcassets/themed.imageset/light.png")
        try write(png(width: 6, height: 6), "Assets.xcassets/themed.imageset/dark.png")
        try write(png(width: 8, height: 8), "Assets.xcassets/themed.imageset/pad.png")
        try writeContents(
            """
            {"images": [{"filename": "light.png", "idiom": "universal"},
                        {"filename": "dark.png", "idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}]},
                        {"filename": "pad.png", "idiom": "ipad"},
                        {"filename": "gone.png", "idiom": "universal", "scale": "2x"}]}
            """, in: "Assets.xcassets/themed.imageset")
        try write(png(width: 30, height: 30), "Assets.xcassets/button.imageset/button@2x.png")
        try writeContents(
            """
            {"images": [{"filename": "button@2x.png", "idiom": "universal", "scale": "2x",
                         "resizing": {"mode": "9-part", "center": {"mode": "tile", "width": 2, "height": 2},
                                      "cap-insets": {"top": 8, "left": 10, "bottom": 8, "right": 10}}}]}
            """, in: "Assets.xcassets/button.imageset")
        try writeContents(
            """
            {"colors": [
                {"idiom": "universal", "color": {"color-space": "srgb",
                    "components": {"red": "0.800", "green": "0.400", "blue": "0.200", "alpha": "1.000"}}},
                {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                    "color": {"color-space": "srgb", "components": {"red": "0x33", "green": "0x66", "blue": "0xCC", "alpha": "1.000"}}}]}
            """, in: "Assets.xcassets/Brand.colorset")
        try writeContents(
            """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
                "components": {"red": "255", "green": "0", "blue": "128", "alpha": "0.500"}}}]}
            """, in: "Assets.xcassets/Bytes.colorset")
        try writeContents(
            """
            {"colors": [{"idiom": "universal", "color": {"color-space": "gray-gamma-22", "components": {"white": "0.250", "alpha": "1"}}}]}
            """, in: "Assets.xcassets/Ink.colorset")
        try writeContents(
            """
            {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}
            """, in: "Assets.xcassets/Link.colorset")
        try writeContents(#"{"colors": [{"idiom": "universal"}]}"#, in: "Assets.xcassets/Empty.colorset")
    }

    func testImageSetsGiveScalesRenderingModeAndNamespaces() throws {
        try writeCatalog()
        let bundle = self.bundle
        try onMain {
            let star = try XCTUnwrap(
                UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
            XCTAssertEqual(star.scale, 2)
            XCTAssertEqual(star.size, CGSize(width: 10, height: 10))
            XCTAssertEqual(star.renderingMode, .alwaysTemplate, "template-rendering-intent")
            XCTAssertEqual(
                UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))?.scale, 1)
            XCTAssertEqual(
                UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 3))?.scale, 3)

            let gear = try XCTUnwrap(UIImage(named: "Icons/gear", in: bundle, compatibleWith: nil))
            XCTAssertEqual(gear.size, CGSize(width: 8, height: 8))
            XCTAssertNil(UIImage(named: "gear", in: bundle, compatibleWith: nil), "the folder provides a namespace")
            XCTAssertEqual(
                UIImage(named: "flat", in: bundle, compatibleWith: nil)?.size, CGSize(width: 7, height: 7),
                "a folder without a namespace adds nothing to the name")

            let button = try XCTUnwrap(UIImage(named: "button", in: bundle, compatibleWith: nil))
            XCTAssertEqual(
                button.capInsets, UIEdgeInsets(top: 4, left: 5, bottom: 4, right: 5), "Xcode's slicing, in points")
            XCTAssertEqual(button.resizingMode, .tile)
            XCTAssertTrue(button.isResizable)
        }
    }

    func testImageSetsPickTheAppearanceAndDeviceAndSkipWhatTheyCannotDraw() throws {
        try writeCatalog()
        let bundle = self.bundle
        onMain {
            XCTAssertEqual(UIImage(named: "themed", in: bundle, compatibleWith: nil)?.size.width, 5)
            XCTAssertEqual(
                UIImage(named: "themed", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))?.size
                    .width, 6)
            XCTAssertEqual(
                UIImage(named: "themed", in: bundle, compatibleWith: UITraitCollection(userInterfaceIdiom: .pad))?.size
                    .width, 8)
            XCTAssertTrue(
                Reported.diagnostics.contains { $0.reason.contains("'themed' names 'gone.png'") },
                "\(Reported.diagnostics)")

            XCTAssertNil(UIImage(named: "logo", in: bundle, compatibleWith: nil))
            XCTAssertNil(UIImage(named: "logo", in: bundle, compatibleWith: nil))
            XCTAssertEqual(
                Reported.diagnostics.filter { $0.reason.contains("'logo' has a PDF image") }.count, 1,
                "reported once: \(Reported.diagnostics)")
            XCTAssertEqual(Reported.diagnostics.first { $0.reason.contains("logo") }?.name, UIKitDiagnostic.warning)
        }
    }

    func testCatalogsComeBeforeLooseFilesAndLooseFilesStillLoad() throws {
        try writeCatalog()
        try write(png(width: 50, height: 50), "star.png")
        try write(png(width: 40, height: 40), "photo@2x.png")
        let bundle = self.bundle
        onMain {
            XCTAssertEqual(
                UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))?.size.width, 10)
            XCTAssertEqual(
                UIImage(named: "star.png", in: bundle, compatibleWith: nil)?.size.width, 50,
                "a name with an extension is a file")
            XCTAssertEqual(
                UIImage(named: "photo", in: bundle, compatibleWith: nil)?.size, CGSize(width: 20, height: 20))
            XCTAssertEqual(
                UIImage(named: "themed.png", in: bundle, compatibleWith: nil)?.size.width, 5,
                "with no such file, the set of the name without its extension")
            XCTAssertNil(UIImage(named: "themed.txt", in: bundle, compatibleWith: nil), "only image extensions")
        }
    }

    func testNamedImagesShareTheirPixels() throws {
        try write(png(width: 12, height: 12), "shared.png")
        let bundle = self.bundle
        try onMain {
            let first = try XCTUnwrap(UIImage(named: "shared", in: bundle, compatibleWith: nil))
            let second = try XCTUnwrap(UIImage(named: "shared", in: bundle, compatibleWith: nil))
            XCTAssertTrue(try XCTUnwrap(first.cgImage) === second.cgImage, "one decode serves both")
            XCTAssertTrue(first.cgImage === first.withRenderingMode(.alwaysTemplate).cgImage)
        }
    }

    func testColorSets() throws {
        try writeCatalog()
        let bundle = self.bundle
        try onMain {
            let brand = try XCTUnwrap(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            brand.getRed(&r, green: &g, blue: &b, alpha: &a)
            XCTAssertEqual([r, g, b, a], [0.8, 0.4, 0.2, 1])
            brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(
                &r, green: &g, blue: &b, alpha: &a)
            XCTAssertEqual([r, g, b].map { ($0 * 255).rounded() }, [0x33, 0x66, 0xCC], "hexadecimal bytes")
            let darkOnly = try XCTUnwrap(
                UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
            darkOnly.getRed(&r, green: &g, blue: &b, alpha: &a)
            XCTAssertEqual(r * 255, 0x33, accuracy: 1e-9, "traits pick the colour")

            try XCTUnwrap(UIColor(named: "Bytes", in: bundle, compatibleWith: nil)).getRed(
                &r, green: &g, blue: &b, alpha: &a)
            XCTAssertEqual([r, g, (b * 255).rounded(), a], [1, 0, 128, 0.5], "decimal bytes, and alpha as a fraction")
            var white: CGFloat = 0
            XCTAssertTrue(
                try XCTUnwrap(UIColor(named: "Ink", in: bundle, compatibleWith: nil)).getWhite(&white, alpha: &a))
            XCTAssertEqual(white, 0.25)
            XCTAssertEqual(
                UIColor(named: "Link", in: bundle, compatibleWith: nil), UIColor.systemBlue,
                "a system colour by reference")
            XCTAssertNil(UIColor(named: "Empty", in: bundle, compatibleWith: nil))
            XCTAssertTrue(Reported.diagnostics.contains { $0.reason.contains("'Empty'") })
            XCTAssertNil(UIColor(named: "Missing", in: bundle, compatibleWith: nil))
            XCTAssertNil(UIColor(named: "Brand"), "not in the main bundle")
        }
    }

    // MARK: Decoding seam

    func testPixelsAreDecodedOnceThroughTheInstalledDecoder() throws {
        let previous = ImageDecoders.decoder
        let decoder = CountingDecoder()
        ImageDecoders.decoder = decoder
        defer { ImageDecoders.decoder = previous }
        try onMain {
            let image = try XCTUnwrap(UIImage(data: png(width: 4, height: 3), scale: 2))
            let cgImage = try XCTUnwrap(image.cgImage)
            XCTAssertEqual(decoder.decoded, 0, "a header is all UIImage(data:) reads")
            XCTAssertEqual(cgImage.renderingSource?.bitmap.pixelWidth, 4)
            XCTAssertNotNil(image.withTintColor(.red).cgImage?.renderingSource)
            XCTAssertNotNil(cgImage.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2))?.renderingSource)
            XCTAssertEqual(decoder.decoded, 1, "copies and crops share the pixels")
            let tinted = try XCTUnwrap(image.withTintColor(.red).cgImage?.renderingSource?.fillColor)
            XCTAssertEqual(tinted, UIColor.red.cgColor)

            let wide = try XCTUnwrap(UIImage(data: png(width: 2000, height: 1))?.cgImage)
            XCTAssertNil(wide.renderingSource)
            XCTAssertNil(wide.renderingSource)
            XCTAssertEqual(
                Reported.diagnostics.map(\.reason),
                [
                    "Could not decode a PNG image of 2000×1 pixels (57 bytes): too wide for this test. Nothing is drawn for it."
                ])
        }
    }

    func testCroppingStaysInsideTheImage() throws {
        let image = try XCTUnwrap(UIImage(data: png(width: 10, height: 8))?.cgImage)
        XCTAssertEqual(
            image.cropping(to: CGRect(x: 2.5, y: -3, width: 4, height: 5)).map { [$0.width, $0.height] }, [5, 2])
        XCTAssertNil(image.cropping(to: CGRect(x: 10, y: 0, width: 4, height: 4)))
        XCTAssertNil(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4)))
        let nested = try XCTUnwrap(
            image.cropping(to: CGRect(x: 4, y: 4, width: 6, height: 4))?.cropping(
                to: CGRect(x: 1, y: 1, width: 100, height: 100)))
        XCTAssertEqual(nested.sourceRect, CGImage.PixelRect(x: 5, y: 5, width: 5, height: 3))
    }

    // MARK: Drawing through the context

    /// `UIImage.draw(in:)` lands each orientation upright: the stored bitmap's corners go where
    /// EXIF says they belong.
    func testDrawInTurnsEachOrientationUpright() throws {
        let bitmap = try XCTUnwrap(UIImage(data: png(width: 4, height: 2))?.cgImage)  // stored 4 wide, 2 high
        let rect = CGRect(x: 10, y: 20, width: 20, height: 40)  // upright: 2 wide, 4 high, ×10
        // Where the stored bitmap's first pixel corner (0, 0) and (4, 0) land.
        let expected: [(UIImage.Orientation, CGPoint, CGPoint)] = [
            (.right, CGPoint(x: 30, y: 20), CGPoint(x: 30, y: 60)),
            (.left, CGPoint(x: 10, y: 60), CGPoint(x: 10, y: 20)),
            (.leftMirrored, CGPoint(x: 10, y: 20), CGPoint(x: 10, y: 60)),
            (.rightMirrored, CGPoint(x: 30, y: 60), CGPoint(x: 30, y: 20)),
        ]
        for (orientation, origin, end) in expected {
            let backend = ImageRecordingBackend()
            let context = CGContext(backend: backend)
            UIGraphicsPushContext(context)
            UIImage(cgImage: bitmap, scale: 1, orientation: orientation).draw(in: rect)
            UIGraphicsPopContext()
            let drawn = try XCTUnwrap(backend.images.first)
            XCTAssertEqual(drawn.corner(0, 0), origin, "\(orientation)")
            XCTAssertEqual(drawn.corner(4, 0), end, "\(orientation)")
            XCTAssertEqual(drawn.alpha, 1)
            XCTAssertFalse(drawn.tiled)
        }
        let upright = CGRect(x: 0, y: 0, width: 8, height: 4)
        for (orientation, origin) in [
            (UIImage.Orientation.up, CGPoint(x: 0, y: 0)), (.down, CGPoint(x: 8, y: 4)),
            (.upMirrored, CGPoint(x: 8, y: 0)), (.downMirrored, CGPoint(x: 0, y: 4)),
        ] {
            let backend = ImageRecordingBackend()
            UIGraphicsPushContext(CGContext(backend: backend, baseTransform: CGAffineTransform(scaleX: 2, y: 2)))
            UIImage(cgImage: bitmap, scale: 1, orientation: orientation).draw(
                in: upright, blendMode: .multiply, alpha: 0.25)
            UIGraphicsPopContext()
            let drawn = try XCTUnwrap(backend.images.first)
            XCTAssertEqual(
                drawn.corner(0, 0), CGPoint(x: origin.x * 2, y: origin.y * 2),
                "\(orientation), through the base transform")
            XCTAssertEqual(drawn.alpha, 0.25)
            XCTAssertEqual(drawn.blendMode, .multiply)
        }
    }

    func testCGContextDrawPutsTheFirstRowAtTheBottomAndTiles() throws {
        let bitmap = try XCTUnwrap(UIImage(data: png(width: 4, height: 2))?.cgImage)
        let backend = ImageRecordingBackend()
        let context = CGContext(backend: backend)
        context.draw(bitmap, in: CGRect(x: 0, y: 0, width: 8, height: 4))
        context.draw(bitmap, in: CGRect(x: 0, y: 0, width: 8, height: 4), byTiling: true)
        context.draw(bitmap, in: CGRect(x: 0, y: 0, width: 0, height: 4))
        XCTAssertEqual(backend.images.count, 2, "an empty rectangle draws nothing")
        XCTAssertEqual(backend.images[0].corner(0, 0), CGPoint(x: 0, y: 4), "Core Graphics' first row is at maxY")
        XCTAssertEqual(backend.images[0].corner(4, 2), CGPoint(x: 8, y: 0))
        XCTAssertTrue(backend.images[1].tiled)
    }

    func testGradientsReachTheBackend() throws {
        let backend = ImageRecordingBackend()
        let context = CGContext(backend: backend, baseTransform: CGAffineTransform(scaleX: 2, y: 2))
        let gradient = try XCTUnwrap(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1]))
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 1, y: 0), end: CGPoint(x: 5, y: 0), options: [.drawsAfterEndLocation])
        context.drawRadialGradient(
            gradient, startCenter: .zero, startRadius: -3, endCenter: .zero, endRadius: 9, options: [])
        context.drawLinearGradient(gradient, start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, options: [])
        XCTAssertEqual(
            backend.gradients,
            [
                "linear CGPoint(x: 2.0, y: 0.0) CGPoint(x: 10.0, y: 0.0) 2",
                "radial CGPoint(x: 0.0, y: 0.0) 0.0 CGPoint(x: 0.0, y: 0.0) 9.0 0",
            ])
    }

    func testGradientStops() throws {
        let even = try XCTUnwrap(
            CGGradient(
                colorsSpace: nil, colors: [CGColor.black, CGColor.white, CGColor.black] as CFArray, locations: nil))
        XCTAssertEqual(even.locations, [0, 0.5, 1])
        let sorted = try XCTUnwrap(
            CGGradient(colorsSpace: nil, colors: [CGColor.white, CGColor.black] as CFArray, locations: [0.9, -2]))
        XCTAssertEqual(sorted.locations, [0, 0.9], "clamped and sorted")
        XCTAssertEqual(sorted.colors, [CGColor.black, CGColor.white])
        XCTAssertNil(
            CGGradient(colorsSpace: nil, colors: [UIColor.red, UIColor.blue] as CFArray, locations: nil),
            "UIColors are not CGColors")
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil))
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
        let fromComponents = try XCTUnwrap(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                locations: nil, count: 2))
        XCTAssertEqual(fromComponents.colors.last, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        XCTAssertEqual(CGColorSpace(name: CGColorSpace.sRGB)?.model, .rgb)
        XCTAssertNil(CGColorSpace(name: "nonsense"))
    }

    // MARK: Image views

    @MainActor
    private static func draw(_ view: UIView) -> ImageRecordingBackend {
        let backend = ImageRecordingBackend()
        UIGraphicsPushContext(CGContext(backend: backend))
        view.draw(view.bounds)
        UIGraphicsPopContext()
        return backend
    }

    func testImageViewsPlaceTheImageByContentModeAndTintTemplates() throws {
        try onMain {
            let image = try XCTUnwrap(UIImage(data: png(width: 40, height: 20), scale: 2))  // 20 × 10 points
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.image = image
            let expected: [(UIView.ContentMode, CGPoint, CGPoint)] = [
                (.scaleToFill, CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 60)),
                (.scaleAspectFit, CGPoint(x: 0, y: 15), CGPoint(x: 60, y: 45)),
                (.scaleAspectFill, CGPoint(x: -30, y: 0), CGPoint(x: 90, y: 60)),
                (.center, CGPoint(x: 20, y: 25), CGPoint(x: 40, y: 35)),
                (.bottomRight, CGPoint(x: 40, y: 50), CGPoint(x: 60, y: 60)),
                (.left, CGPoint(x: 0, y: 25), CGPoint(x: 20, y: 35)),
            ]
            for (mode, topLeft, bottomRight) in expected {
                view.contentMode = mode
                let drawn = try XCTUnwrap(Self.draw(view).images.first, "\(mode)")
                XCTAssertEqual(drawn.corner(0, 0), topLeft, "\(mode)")
                XCTAssertEqual(drawn.corner(40, 20), bottomRight, "\(mode)")
                XCTAssertNil(drawn.image.fillColor)
            }

            view.image = image.withRenderingMode(.alwaysTemplate)
            view.tintColor = .systemRed
            XCTAssertEqual(
                Self.draw(view).images.first?.image.fillColor, UIColor.systemRed.cgColor, "a template takes the tint")
            view.image = image.withTintColor(.systemGreen)
            XCTAssertEqual(
                Self.draw(view).images.first?.image.fillColor, UIColor.systemGreen.cgColor, "the image's own tint wins")
            view.image = image
            XCTAssertNil(Self.draw(view).images.first?.image.fillColor, "an original keeps its colours")
            view.drawsAutomaticImagesAsTemplates = true
            XCTAssertEqual(
                Self.draw(view).images.first?.image.fillColor, UIColor.systemRed.cgColor,
                "a system button's image view tints automatic images")
            view.image = image.withRenderingMode(.alwaysOriginal)
            XCTAssertNil(Self.draw(view).images.first?.image.fillColor, "but never originals")
        }
    }

    func testImageViewsDrawAPlaceholderOnlyForImagesWithoutPixels() throws {
        try onMain {
            var contents = UIImage.Contents()
            contents.pixelSize = CGSize(width: 30, height: 30)
            let view = UIImageView(image: UIImage(contents: contents))
            let placeholder = Self.draw(view)
            XCTAssertEqual(placeholder.images.count, 0)
            XCTAssertEqual(placeholder.fills, 1, "the light frame")
            view.image = try XCTUnwrap(UIImage(data: png(width: 30, height: 30)))
            let real = Self.draw(view)
            XCTAssertEqual(real.images.count, 1)
            XCTAssertEqual(real.fills, 0)
        }
    }

    func testResizableImagesDrawNineParts() throws {
        try onMain {
            let image = try XCTUnwrap(UIImage(data: png(width: 30, height: 30)))
                .resizableImage(
                    withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 0, y: 0, width: 90, height: 50)
            let parts = Self.draw(view).images
            XCTAssertEqual(parts.count, 9)
            XCTAssertEqual(parts.map { $0.image.width }, [10, 10, 10, 10, 10, 10, 10, 10, 10])
            XCTAssertEqual(parts[4].corner(0, 0), CGPoint(x: 10, y: 10), "the centre starts after the caps")
            XCTAssertEqual(parts[4].corner(10, 10), CGPoint(x: 80, y: 40), "and stretches to the far caps")
            XCTAssertEqual(parts[8].corner(10, 10), CGPoint(x: 90, y: 50))

            let tiled = try XCTUnwrap(UIImage(data: png(width: 30, height: 30))).resizableImage(withCapInsets: .zero)
            view.image = tiled
            let backend = Self.draw(view)
            XCTAssertEqual(backend.images.count, 1)
            XCTAssertTrue(backend.images[0].tiled, "no caps: the whole image repeats")
            XCTAssertEqual(backend.clips, [CGRect(x: 0, y: 0, width: 90, height: 50)])
        }
    }

    /// A full path names the file itself, as `imageNamed:` takes one on iOS (Swune maps a
    /// resource URL's path through `UIImage.init`).
    func testANameThatIsAFullPathLoadsThatFile() throws {
        try onMain {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "named-path-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("title@2x.png")
            try png(width: 64, height: 32).write(to: file)
            let image = try XCTUnwrap(UIImage(named: file.path))
            XCTAssertEqual(image.size, CGSize(width: 32, height: 16), "the @2x in its name is its scale")
            XCTAssertEqual(UIImage(imageLiteralResourceName: file.path).size, image.size)
            XCTAssertNil(UIImage(named: folder.appendingPathComponent("missing.png").path))
        }
    }
}
