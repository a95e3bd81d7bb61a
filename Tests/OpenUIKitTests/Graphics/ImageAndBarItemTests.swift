import TestSupport
import XCTest

@testable import OpenUIKit

// MARK: - Encoded images, built byte by byte

/// A JPEG's marker segment: marker, big-endian length (counting itself), payload.
private func jpegSegment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
    [0xFF, marker] + bigEndian16(payload.count + 2) + payload
}

/// SOI, a JFIF APP0, a comment, a quantisation table, `extra` segments, the frame header
/// (`sof`, three components) and EOI.
private func jpeg(width: Int, height: Int, sof: UInt8 = 0xC0, extra: [UInt8] = []) -> Data {
    let jfif = Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    let quantisation = [0] + [UInt8](repeating: 1, count: 64)
    let frame: [UInt8] = [8] + bigEndian16(height) + bigEndian16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += jpegSegment(0xE0, jfif)
    bytes += jpegSegment(0xFE, Array("made by hand".utf8))
    bytes += jpegSegment(0xDB, quantisation)
    bytes += extra
    bytes += jpegSegment(sof, frame)
    bytes += [0xFF, 0xD9]
    return Data(bytes)
}

/// An APP1 Exif segment whose IFD0 holds one Orientation entry, in either byte order.
private func exifSegment(orientation: UInt16, littleEndian: Bool) -> [UInt8] {
    func u16(_ v: UInt16) -> [UInt8] {
        littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
    }
    func u32(_ v: UInt32) -> [UInt8] { littleEndian ? Array(bigEndian32(v).reversed()) : bigEndian32(v) }
    var tiff: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
    tiff += u16(42) + u32(8)  // IFD0 right after the header
    tiff += u16(2)  // two entries
    tiff += u16(0x010F) + u16(2) + u32(4) + Array("ACME".utf8)  // Make, ASCII, inline
    tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
    tiff += u32(0)  // no next IFD
    return jpegSegment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
}

private func gif(width: Int, height: Int, version: String = "89a") -> Data {
    let screen: [UInt8] = [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0]
    return Data(Array("GIF\(version)".utf8) + screen + [0x3B])
}

/// A widely published 1×1 PNG made by a real encoder.
private let realOnePixelPNG = Data(
    base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")!

// MARK: - Responders for target-action

/// A responder that answers the given selectors and logs each call with its sender.
@MainActor
private final class BarActionReceiver: UIResponder {
    var calls: [(selector: String, sender: Any?)] = []

    convenience init(answering selectors: Selector...) {
        self.init()
        for selector in selectors {
            registerAction(selector) { [unowned self] sender in calls.append(("\(selector)", sender)) }
        }
    }
}

/// Stands in for the bar view a tap lands on: its next responder is whatever the test says.
@MainActor
private final class FakeBar: UIResponder {
    var nextResponder: UIResponder?
    override var next: UIResponder? { nextResponder }
}

final class ImageAndBarItemTests: UIKitTestCase {
    private var temporaryFolder: URL!

    override func setUp() {
        super.setUp()
        temporaryFolder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ImageAndBarItemTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: temporaryFolder)
        super.tearDown()
    }

    private func write(_ data: Data, _ name: String) throws -> String {
        let url = temporaryFolder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    // MARK: Decoding headers

    func testTheTestCRCMatchesIENDsPublishedCRC() {
        XCTAssertEqual(independentCRC32(Array("IEND".utf8)), 0xAE42_6082)
        XCTAssertEqual(ImageHeader.crc32(Array("IEND".utf8)), 0xAE42_6082)
    }

    func testPNGSizeComesFromIHDR() throws {
        let data = png(width: 3, height: 2)
        let image = try XCTUnwrap(UIImage(data: data))
        XCTAssertEqual(image.size, CGSize(width: 3, height: 2))
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(image.pixelSize, CGSize(width: 3, height: 2))
        XCTAssertEqual(image.imageOrientation, .up)
        XCTAssertEqual(image.renderingMode, .automatic)
        XCTAssertEqual(image.format, .png)
        XCTAssertEqual(image.data, data)
        XCTAssertEqual(image.pngData(), data, "the bytes it came from")

        let retina = try XCTUnwrap(UIImage(data: png(width: 64, height: 30), scale: 2))
        XCTAssertEqual(retina.size, CGSize(width: 32, height: 15))
        XCTAssertEqual(retina.scale, 2)
        XCTAssertEqual(retina.pixelSize, CGSize(width: 64, height: 30))
    }

    func testPNGFromARealEncoder() throws {
        let image = try XCTUnwrap(UIImage(data: realOnePixelPNG))
        XCTAssertEqual(image.size, CGSize(width: 1, height: 1))
    }

    func testPNGBitDepthsColourTypesAndLargeDimensions() throws {
        for (depth, type) in [(1, 0), (16, 0), (16, 2), (4, 3), (8, 4), (16, 6)] as [(UInt8, UInt8)] {
            XCTAssertNotNil(
                UIImage(data: png(width: 5, height: 7, bitDepth: depth, colorType: type)),
                "depth \(depth), type \(type)")
        }
        for (depth, type) in [(16, 3), (4, 2), (8, 1), (8, 5), (3, 0)] as [(UInt8, UInt8)] {
            XCTAssertNil(
                UIImage(data: png(width: 5, height: 7, bitDepth: depth, colorType: type)),
                "depth \(depth), type \(type)")
        }
        let wide = try XCTUnwrap(UIImage(data: png(width: 0x7FFF_FFFF, height: 1)))
        XCTAssertEqual(wide.size.width, CGFloat(0x7FFF_FFFF))
        XCTAssertNil(UIImage(data: png(width: 0x8000_0000, height: 1)), "PNG caps dimensions at 2³¹ − 1")
        XCTAssertNil(UIImage(data: png(width: 0, height: 4)))
        XCTAssertNil(UIImage(data: png(width: 4, height: 0)))
    }

    func testPNGWithADamagedIHDRIsRefused() {
        var data = png(width: 10, height: 10)
        data[data.startIndex + 19] ^= 0x01  // width changed, CRC no longer matches
        XCTAssertNil(UIImage(data: data))

        var wrongLength = png(width: 10, height: 10)
        wrongLength[wrongLength.startIndex + 11] = 14
        XCTAssertNil(UIImage(data: wrongLength))

        var notFirst = png(width: 10, height: 10)
        notFirst.replaceSubrange(notFirst.startIndex + 12..<notFirst.startIndex + 16, with: Array("IDAT".utf8))
        XCTAssertNil(UIImage(data: notFirst), "IHDR must be the first chunk")
    }

    func testJPEGSizeComesFromTheFrameHeaderAfterOtherSegments() throws {
        let baseline = try XCTUnwrap(UIImage(data: jpeg(width: 640, height: 480)))
        XCTAssertEqual(baseline.size, CGSize(width: 640, height: 480))
        XCTAssertEqual(baseline.format, .jpeg)
        XCTAssertNil(baseline.pngData(), "not PNG data; encoding arrives with the renderer")

        let progressive = try XCTUnwrap(UIImage(data: jpeg(width: 17, height: 9, sof: 0xC2), scale: 3))
        XCTAssertEqual(progressive.pixelSize, CGSize(width: 17, height: 9))
        XCTAssertEqual(progressive.size.width, 17.0 / 3, accuracy: 1e-9)

        // A Huffman table (C4) sits in the SOF range but is not a frame; it must be skipped.
        let huffman = jpegSegment(0xC4, [0x00] + [UInt8](repeating: 0, count: 16))
        let afterTable = try XCTUnwrap(UIImage(data: jpeg(width: 300, height: 200, extra: huffman)))
        XCTAssertEqual(afterTable.size, CGSize(width: 300, height: 200))

        // Fill bytes may pad a marker.
        let padded = try XCTUnwrap(
            UIImage(data: jpeg(width: 8, height: 6, extra: [0xFF, 0xFF] + jpegSegment(0xEE, [1, 2, 3]))))
        XCTAssertEqual(padded.size, CGSize(width: 8, height: 6))

        XCTAssertNil(UIImage(data: jpeg(width: 0, height: 10)))
        XCTAssertNil(UIImage(data: jpeg(width: 10, height: 0)), "height from a DNL marker is not supported")
    }

    func testJPEGWithoutAFrameBeforeTheScanIsRefused() {
        let scanFirst = Data([0xFF, 0xD8] + jpegSegment(0xDA, [1, 1, 0, 0, 63, 0]) + [0xFF, 0xD9])
        XCTAssertNil(UIImage(data: scanFirst))
        XCTAssertNil(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])))
        let overlong = Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xF0, 0x00])
        XCTAssertNil(UIImage(data: overlong), "a segment longer than the data")
        let tooShortLength = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01] + jpeg(width: 5, height: 5).dropFirst(2))
        XCTAssertNil(UIImage(data: tooShortLength), "a length below 2")
    }

    func testJPEGExifOrientationTurnsTheSize() throws {
        for littleEndian in [true, false] {
            let turned = try XCTUnwrap(
                UIImage(
                    data: jpeg(width: 400, height: 300, extra: exifSegment(orientation: 6, littleEndian: littleEndian)))
            )
            XCTAssertEqual(turned.imageOrientation, .right)
            XCTAssertEqual(turned.size, CGSize(width: 300, height: 400), "a quarter turn swaps width and height")
            XCTAssertEqual(turned.pixelSize, CGSize(width: 400, height: 300), "the bitmap itself is as encoded")
        }
        let expected: [UInt16: UIImage.Orientation] = [
            1: .up, 2: .upMirrored, 3: .down, 4: .downMirrored, 5: .leftMirrored, 6: .right, 7: .rightMirrored,
            8: .left,
            0: .up, 9: .up, 0xFFFF: .up,
        ]
        for (code, orientation) in expected {
            let image = try XCTUnwrap(
                UIImage(data: jpeg(width: 4, height: 2, extra: exifSegment(orientation: code, littleEndian: true))))
            XCTAssertEqual(image.imageOrientation, orientation, "EXIF \(code)")
        }
        let upsideDown = try XCTUnwrap(
            UIImage(data: jpeg(width: 4, height: 2, extra: exifSegment(orientation: 3, littleEndian: false))))
        XCTAssertEqual(upsideDown.size, CGSize(width: 4, height: 2), "a half turn keeps the size")
    }

    func testGIFSizeComesFromTheLogicalScreen() throws {
        let image = try XCTUnwrap(UIImage(data: gif(width: 300, height: 2)))
        XCTAssertEqual(image.size, CGSize(width: 300, height: 2))
        XCTAssertEqual(image.format, .gif)
        XCTAssertNotNil(UIImage(data: gif(width: 1, height: 1, version: "87a")))
        XCTAssertNil(UIImage(data: gif(width: 1, height: 1, version: "88a")))
        XCTAssertNil(UIImage(data: gif(width: 0, height: 1)))
        XCTAssertEqual(UIImage(data: gif(width: 65535, height: 65535))?.size, CGSize(width: 65535, height: 65535))
    }

    func testScaleIsSaneWhateverIsAsked() throws {
        for scale in [0, -2, CGFloat.nan, CGFloat.infinity] {
            let image = try XCTUnwrap(UIImage(data: png(width: 8, height: 8), scale: scale))
            XCTAssertEqual(image.scale, 1, "\(scale)")
            XCTAssertEqual(image.size, CGSize(width: 8, height: 8))
        }
    }

    // MARK: Untrusted input

    func testEveryTruncationOfAValidImageIsHandled() {
        let samples: [(String, Data, Int)] = [
            // name, data, the shortest prefix that holds the whole header
            ("png", png(width: 9, height: 9), 33),
            ("gif", gif(width: 9, height: 9), 10),
            ("jpeg", jpeg(width: 9, height: 9), jpeg(width: 9, height: 9).count - 2),
            (
                "exif", jpeg(width: 9, height: 9, extra: exifSegment(orientation: 6, littleEndian: true)),
                jpeg(width: 9, height: 9, extra: exifSegment(orientation: 6, littleEndian: true)).count - 2
            ),
        ]
        for (name, data, complete) in samples {
            for length in 0...data.count {
                let prefix = data.prefix(length)
                if length < complete {
                    XCTAssertNil(UIImage(data: prefix), "\(name) cut to \(length) bytes")
                } else {
                    XCTAssertNotNil(UIImage(data: prefix), "\(name) cut to \(length) bytes")
                }
            }
        }
    }

    func testDataThatIsASliceOfLargerDataIsReadFromItsOwnStart() throws {
        let framed = Data([1, 2, 3]) + png(width: 6, height: 5) + Data([4])
        let slice = framed[framed.startIndex + 3..<framed.endIndex - 1]
        XCTAssertNotEqual(slice.startIndex, 0)
        XCTAssertEqual(try XCTUnwrap(UIImage(data: slice)).size, CGSize(width: 6, height: 5))
    }

    func testGarbageAndMutatedHeadersNeverCrash() {
        var generator = SplitMix64(seed: 0x5EED)
        // Pure noise: nothing in it starts with a signature, so nothing decodes.
        XCTAssertNil(UIImage(data: Data()))
        for _ in 0..<300 {
            let length = Int.random(in: 0...96, using: &generator)
            var bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if bytes.first == 0x89 || bytes.first == 0xFF || bytes.first == 0x47 { bytes[0] = 0 }
            XCTAssertNil(UIImage(data: Data(bytes)))
        }
        // Valid images with random bytes overwritten, cut short or extended: any answer will
        // do, as long as it comes back.
        let seeds = [
            png(width: 20, height: 10), jpeg(width: 20, height: 10), gif(width: 20, height: 10),
            jpeg(width: 20, height: 10, extra: exifSegment(orientation: 8, littleEndian: true)),
            jpeg(width: 20, height: 10, extra: exifSegment(orientation: 8, littleEndian: false)),
        ]
        var decoded = 0
        for round in 0..<600 {
            var bytes = [UInt8](seeds[round % seeds.count])
            for _ in 0..<Int.random(in: 1...6, using: &generator) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] = [0x00, 0xFF, 0x7F, 0x80, UInt8.random(in: 0...255, using: &generator)]
                    .randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) {
                bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
            }
            if let image = UIImage(data: Data(bytes), scale: 2) {
                decoded += 1
                XCTAssertGreaterThan(image.size.width, 0)
                XCTAssertGreaterThan(image.size.height, 0)
            }
        }
        XCTAssertGreaterThan(decoded, 0, "some mutations leave the header intact")
    }

    func testHostileExifOffsetsAreIgnored() throws {
        // IFD0 offset far past the segment, an entry count that runs off the end, and an
        // orientation entry of the wrong type.
        let farOffset = jpegSegment(0xE1, Array("Exif".utf8) + [0, 0, 0x49, 0x49, 42, 0, 0xFF, 0xFF, 0xFF, 0xFF])
        let manyEntries = jpegSegment(
            0xE1, Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0xFF, 0xFF, 0x01, 0x12])
        let wrongType = jpegSegment(
            0xE1,
            Array("Exif".utf8) + [
                0, 0, 0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0,
                0x12, 0x01, 4, 0, 1, 0, 0, 0, 6, 0, 0, 0,
            ])
        for extra in [farOffset, manyEntries, wrongType] {
            let image = try XCTUnwrap(UIImage(data: jpeg(width: 12, height: 7, extra: extra)))
            XCTAssertEqual(image.imageOrientation, .up)
            XCTAssertEqual(image.size, CGSize(width: 12, height: 7))
        }
    }

    // MARK: Files and bundles

    func testContentsOfFileTakesTheScaleFromTheName() throws {
        let plain = try write(png(width: 30, height: 12), "plain.png")
        let double = try write(png(width: 30, height: 12), "double@2x.png")
        let triple = try write(jpeg(width: 30, height: 12), "triple@3x.jpg")
        let device = try write(gif(width: 30, height: 12), "tablet@2x~ipad.gif")

        XCTAssertEqual(try XCTUnwrap(UIImage(contentsOfFile: plain)).scale, 1)
        let two = try XCTUnwrap(UIImage(contentsOfFile: double))
        XCTAssertEqual(two.scale, 2)
        XCTAssertEqual(two.size, CGSize(width: 15, height: 6))
        let three = try XCTUnwrap(UIImage(contentsOfFile: triple))
        XCTAssertEqual(three.scale, 3)
        XCTAssertEqual(three.size, CGSize(width: 10, height: 4))
        XCTAssertEqual(try XCTUnwrap(UIImage(contentsOfFile: device)).scale, 2)

        XCTAssertNil(UIImage(contentsOfFile: temporaryFolder.appendingPathComponent("missing.png").path))
        XCTAssertNil(UIImage(contentsOfFile: temporaryFolder.path), "a folder is no image")
        XCTAssertNil(UIImage(contentsOfFile: try write(Data("not an image".utf8), "text@2x.png")))
    }

    func testNamedFindsTheBestScaleInABundle() throws {
        _ = try write(png(width: 30, height: 30), "icon.png")
        _ = try write(png(width: 60, height: 60), "icon@2x.png")
        _ = try write(png(width: 90, height: 90), "icon@3x.png")
        _ = try write(png(width: 10, height: 10), "solo.png")
        _ = try write(jpeg(width: 40, height: 20), "photo.jpg")
        _ = try write(jpeg(width: 80, height: 40), "photo@2x.jpg")
        _ = try write(gif(width: 5, height: 5), "anim.gif")
        let bundle = try XCTUnwrap(Bundle(path: temporaryFolder.path))

        let sharpest = try XCTUnwrap(UIImage(named: "icon", in: bundle, compatibleWith: nil))
        XCTAssertEqual(sharpest.scale, 3)
        XCTAssertEqual(sharpest.size, CGSize(width: 30, height: 30))

        let forTwoX = try XCTUnwrap(
            UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        XCTAssertEqual(forTwoX.scale, 2)
        XCTAssertEqual(forTwoX.size, CGSize(width: 30, height: 30))
        let forOneX = try XCTUnwrap(
            UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        XCTAssertEqual(forOneX.scale, 1)

        XCTAssertEqual(try XCTUnwrap(UIImage(named: "solo", in: bundle, compatibleWith: nil)).scale, 1)
        XCTAssertEqual(
            try XCTUnwrap(UIImage(named: "icon.png", in: bundle, compatibleWith: nil)).scale, 3,
            "an extension still finds the scaled variants")
        XCTAssertEqual(try XCTUnwrap(UIImage(named: "icon@2x.png", in: bundle, compatibleWith: nil)).scale, 2)
        XCTAssertEqual(try XCTUnwrap(UIImage(named: "icon@2x", in: bundle, compatibleWith: nil)).scale, 2)
        let photo = try XCTUnwrap(UIImage(named: "photo", in: bundle, compatibleWith: nil))
        XCTAssertEqual(photo.scale, 2)
        XCTAssertEqual(photo.size, CGSize(width: 40, height: 20))
        XCTAssertNotNil(UIImage(named: "anim.gif", in: bundle, compatibleWith: nil))
        XCTAssertNil(UIImage(named: "anim", in: bundle, compatibleWith: nil), "only PNG and JPEG are implied")
        XCTAssertNil(UIImage(named: "missing", in: bundle, compatibleWith: nil))
        XCTAssertNil(UIImage(named: "", in: bundle, compatibleWith: nil))
        XCTAssertNil(UIImage(named: "definitely-not-in-the-main-bundle"))
    }

    /// SF Symbols are Apple's fonts: the common symbols are drawn by OpenUIKit, any other name
    /// is a placeholder of the same size; both are templates, tinted where they are shown.
    func testSystemImagesAreDrawnOrPlaceholders() {
        let star = UIImage(systemName: "star.fill")
        XCTAssertEqual(star?.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(star?.renderingMode, .alwaysTemplate)
        XCTAssertTrue(UIImage.isDrawnSystemSymbol("star.fill"))
        XCTAssertTrue(UIImage.isDrawnSystemSymbol("chevron.backward"))
        XCTAssertFalse(UIImage.isDrawnSystemSymbol("figure.walk.circle"))
        XCTAssertEqual(UIImage(systemName: "figure.walk.circle")?.size, CGSize(width: 20, height: 20))
        let large = UIImage(
            systemName: "plus",
            withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large))
        XCTAssertEqual(large?.size, CGSize(width: 47, height: 47))
        XCTAssertNil(UIImage(systemName: ""))
    }

    // MARK: Variants

    func testVariantsCopyAndChangeOneThing() throws {
        let data = png(width: 20, height: 10)
        let original = try XCTUnwrap(UIImage(data: data, scale: 2))
        let empty = UIImage()
        XCTAssertEqual(empty.size, .zero)
        XCTAssertEqual(empty.scale, 1)
        XCTAssertNil(empty.pngData())

        let template = original.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(template.size, original.size)
        XCTAssertEqual(template.scale, 2)
        XCTAssertEqual(template.pngData(), data, "same pixels")
        XCTAssertEqual(original.renderingMode, .automatic, "the original is unchanged")

        let tinted = template.withTintColor(.red)
        XCTAssertEqual(tinted.tintColor, .red)
        XCTAssertEqual(tinted.renderingMode, .alwaysTemplate, "withTintColor(_:) keeps the mode")
        XCTAssertNil(tinted.pngData(), "a tint changes the pixels")
        XCTAssertNil(template.tintColor)

        let originalTint = original.withTintColor(.blue, renderingMode: .alwaysOriginal)
        XCTAssertEqual(originalTint.tintColor, .blue)
        XCTAssertEqual(originalTint.renderingMode, .alwaysOriginal)
        XCTAssertEqual(originalTint.withRenderingMode(.automatic).tintColor, .blue, "other changes keep the tint")

        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let tiled = original.resizableImage(withCapInsets: insets)
        XCTAssertEqual(tiled.capInsets, insets)
        XCTAssertEqual(tiled.resizingMode, .tile)
        let stretched = original.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        XCTAssertEqual(stretched.resizingMode, .stretch)
        XCTAssertEqual(original.capInsets, .zero)
        XCTAssertEqual(stretched.size, original.size)
    }

    func testImagesAreSharedAcrossThreads() throws {
        // Compiles only because UIImage is Sendable; immutable state makes that true.
        let image = try XCTUnwrap(UIImage(data: png(width: 4, height: 4)))
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            XCTAssertEqual(image.withRenderingMode(.alwaysTemplate).size, CGSize(width: 4, height: 4))
        }
    }

    // MARK: Bar items

    func testTitleTextAttributesArePerState() {
        onMain {
            let item = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
            XCTAssertNil(item.titleTextAttributes(for: .normal))
            let font = UIFont.systemFont(ofSize: 12)
            item.setTitleTextAttributes([.font: font], for: .normal)
            item.setTitleTextAttributes([.kern: 2.0], for: .highlighted)
            XCTAssertEqual(item.titleTextAttributes(for: .normal)?[.font] as? UIFont, font)
            XCTAssertEqual(item.titleTextAttributes(for: .highlighted)?[.kern] as? Double, 2)
            XCTAssertNil(item.titleTextAttributes(for: .disabled), "no fallback to .normal")
            item.setTitleTextAttributes(nil, for: .normal)
            XCTAssertNil(item.titleTextAttributes(for: .normal))

            XCTAssertTrue(item.isEnabled)
            XCTAssertEqual(item.tag, 0)
            XCTAssertEqual(item.imageInsets, .zero)
            item.accessibilityIdentifier = "go"
            XCTAssertEqual(item.accessibilityIdentifier, "go")
        }
    }

    func testTapSendsTheActionToTheTargetWithTheItemAsSender() {
        onMain {
            let receiver = BarActionReceiver(answering: "save:")
            let item = UIBarButtonItem(title: "Save", style: .done, target: receiver, action: "save:")
            XCTAssertEqual(item.style, .done)
            XCTAssertTrue(item.target === receiver)

            XCTAssertTrue(item.perform(sender: FakeBar()))
            XCTAssertEqual(receiver.calls.map(\.selector), ["save:"])
            XCTAssertTrue(receiver.calls.first?.sender as AnyObject? === item)

            item.isEnabled = false
            XCTAssertFalse(item.perform(sender: nil), "a disabled item does nothing")
            item.isEnabled = true
            item.action = "other:"
            XCTAssertFalse(item.perform(sender: nil), "the target does not answer other:")
            item.action = nil
            XCTAssertFalse(item.perform(sender: nil))
            XCTAssertEqual(receiver.calls.count, 1)
        }
    }

    func testANilTargetGoesUpTheResponderChainFromTheBar() {
        onMain {
            let handler = BarActionReceiver(answering: "compose:")
            let bar = FakeBar()
            let middle = FakeBar()
            bar.nextResponder = middle
            middle.nextResponder = handler
            let item = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: "compose:")

            XCTAssertTrue(item.perform(sender: bar))
            XCTAssertEqual(handler.calls.count, 1)
            XCTAssertTrue(handler.calls.first?.sender as AnyObject? === item)

            XCTAssertFalse(item.perform(sender: nil), "no first responder and no bar: nobody to ask")
        }
    }

    func testTheTargetIsHeldWeakly() {
        onMain {
            var receiver: BarActionReceiver? = BarActionReceiver(answering: "go:")
            let item = UIBarButtonItem(title: "Go", style: .plain, target: receiver, action: "go:")
            weak let released = receiver
            receiver = nil
            XCTAssertNil(released)
            XCTAssertNil(item.target)
        }
    }

    func testPrimaryActionRunsInsteadOfTargetAndAction() {
        onMain {
            let receiver = BarActionReceiver(answering: "go:")
            var senders: [AnyObject?] = []
            let action = UIAction(title: "Share") { senders.append($0.sender as AnyObject?) }
            let item = UIBarButtonItem(primaryAction: action)
            XCTAssertEqual(item.title, "Share", "titled after the action")
            item.target = receiver
            item.action = "go:"

            XCTAssertTrue(item.perform(sender: nil))
            XCTAssertEqual(senders.count, 1)
            XCTAssertTrue(senders.first! === item, "the item is the action's sender")
            XCTAssertNil(action.sender, "only while the handler runs")
            XCTAssertTrue(receiver.calls.isEmpty, "target and action are ignored")

            item.primaryAction = nil
            XCTAssertEqual(item.title, "Share", "clearing the action keeps the title")
            XCTAssertTrue(item.perform(sender: nil))
            XCTAssertEqual(receiver.calls.count, 1)
        }
    }

    func testPrimaryActionInitializers() {
        onMain {
            let untitled = UIAction { _ in }
            let titled = UIBarButtonItem(title: "Edit", primaryAction: untitled)
            XCTAssertEqual(titled.title, "Edit", "an untitled action leaves the title")
            let replaced = UIBarButtonItem(title: "Edit", primaryAction: UIAction(title: "Change") { _ in })
            XCTAssertEqual(replaced.title, "Change", "the action's title takes precedence")
            XCTAssertEqual(replaced.style, .plain)

            let image = UIImage()
            let pictured = UIBarButtonItem(image: image)
            XCTAssertTrue(pictured.image === image)
            XCTAssertNil(pictured.primaryAction)

            var ran = false
            let system = UIBarButtonItem(
                systemItem: .cancel, primaryAction: UIAction(title: "Dismiss") { _ in ran = true })
            XCTAssertEqual(system.title, "Cancel", "a system item keeps its own title")
            XCTAssertTrue(system.perform(sender: nil))
            XCTAssertTrue(ran)
            XCTAssertEqual(UIBarButtonItem(systemItem: .add).systemItem, .add)
        }
    }

    func testSystemItemsHaveUIKitsRawValuesAndTitles() {
        onMain {
            let raw: [(UIBarButtonItem.SystemItem, Int)] = [
                (.done, 0), (.cancel, 1), (.edit, 2), (.save, 3), (.add, 4), (.flexibleSpace, 5), (.fixedSpace, 6),
                (.compose, 7), (.reply, 8), (.action, 9), (.organize, 10), (.bookmarks, 11), (.search, 12),
                (.refresh, 13), (.stop, 14), (.camera, 15), (.trash, 16), (.play, 17), (.pause, 18), (.rewind, 19),
                (.fastForward, 20), (.undo, 21), (.redo, 22), (.pageCurl, 23), (.close, 24), (.writingTools, 25),
            ]
            for (item, value) in raw {
                XCTAssertEqual(item.rawValue, value, "\(item)")
                XCTAssertEqual(UIBarButtonItem.SystemItem(rawValue: value), item)
            }
            XCTAssertNil(UIBarButtonItem.SystemItem(rawValue: 26))
            XCTAssertEqual(UIBarButtonItem.Style.done.rawValue, 2)
            XCTAssertEqual(UIBarButtonItem.Style(rawValue: 0), .plain)

            let titles = raw.map { UIBarButtonItem(barButtonSystemItem: $0.0, target: nil, action: nil).title }
            XCTAssertEqual(titles.prefix(4), ["Done", "Cancel", "Edit", "Save"])
            XCTAssertTrue(titles.dropFirst(4).allSatisfy { $0 == nil }, "the rest are glyphs")
        }
    }

    func testSpacesAndCustomViewsSendNoAction() {
        onMain {
            let fixed = UIBarButtonItem.fixedSpace(12)
            XCTAssertEqual(fixed.width, 12)
            XCTAssertEqual(fixed.systemItem, .fixedSpace)
            let flexible = UIBarButtonItem.flexibleSpace()
            XCTAssertEqual(flexible.systemItem, .flexibleSpace)
            XCTAssertEqual(flexible.width, 0)

            let receiver = BarActionReceiver(answering: "tap:")
            fixed.target = receiver
            fixed.action = "tap:"
            XCTAssertFalse(fixed.perform(sender: nil))

            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
            let custom = UIBarButtonItem(customView: view)
            XCTAssertTrue(custom.customView === view)
            custom.target = receiver
            custom.action = "tap:"
            XCTAssertFalse(custom.perform(sender: nil), "a custom view handles its own touches")
            XCTAssertTrue(receiver.calls.isEmpty)
        }
    }

    func testOtherInitializersAndProperties() {
        onMain {
            let portrait = UIImage(), landscape = UIImage()
            let item = UIBarButtonItem(
                image: portrait, landscapeImagePhone: landscape, style: .plain, target: nil, action: "x:")
            XCTAssertTrue(item.image === portrait)
            XCTAssertTrue(item.landscapeImagePhone === landscape)
            XCTAssertEqual(item.action, "x:")

            let both = UIBarButtonItem(title: "T", image: portrait, target: nil, action: "y:")
            XCTAssertEqual(both.title, "T")
            XCTAssertTrue(both.image === portrait)

            let plain = UIBarButtonItem()
            XCTAssertNil(plain.title)
            XCTAssertNil(plain.action)
            XCTAssertEqual(plain.style, .plain)
            XCTAssertFalse(plain.isSelected)
            plain.isSelected = true
            plain.possibleTitles = ["On", "Off"]
            XCTAssertEqual(plain.possibleTitles, ["On", "Off"])

            let items = [UIBarButtonItem.flexibleSpace(), item, both]
            XCTAssertEqual(items.firstIndex(of: both), 2, "items compare by identity")
            XCTAssertNotEqual(UIBarButtonItem(), UIBarButtonItem())
            XCTAssertTrue(item.description.hasPrefix("<UIBarButtonItem: 0x"))
        }
    }

    // MARK: Tab bar items

    func testTabBarItemBadgeAndImages() {
        onMain {
            let image = UIImage(), selected = UIImage()
            let item = UITabBarItem(title: "Inbox", image: image, tag: 3)
            XCTAssertEqual(item.title, "Inbox")
            XCTAssertTrue(item.image === image)
            XCTAssertEqual(item.tag, 3)
            XCTAssertNil(item.badgeValue)
            XCTAssertNil(item.badgeColor)

            item.badgeValue = "12"
            item.badgeColor = .blue
            XCTAssertEqual(item.badgeValue, "12")
            XCTAssertEqual(item.badgeColor, .blue)
            item.setBadgeTextAttributes([.foregroundColor: UIColor.white], for: .normal)
            XCTAssertEqual(item.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .white)
            XCTAssertNil(item.badgeTextAttributes(for: .selected))
            item.badgeValue = nil
            XCTAssertNil(item.badgeValue)

            item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
            XCTAssertEqual(item.titlePositionAdjustment.vertical, -4)

            let pair = UITabBarItem(title: "Home", image: image, selectedImage: selected)
            XCTAssertTrue(pair.selectedImage === selected)
            XCTAssertEqual(pair.tag, 0)
            XCTAssertNil(UITabBarItem().title)
        }
    }

    func testTabBarSystemItems() {
        onMain {
            let expected: [(UITabBarItem.SystemItem, Int, String)] = [
                (.more, 0, "More"), (.favorites, 1, "Favorites"), (.featured, 2, "Featured"),
                (.topRated, 3, "Top Rated"), (.recents, 4, "Recents"), (.contacts, 5, "Contacts"),
                (.history, 6, "History"), (.bookmarks, 7, "Bookmarks"), (.search, 8, "Search"),
                (.downloads, 9, "Downloads"), (.mostRecent, 10, "Most Recent"), (.mostViewed, 11, "Most Viewed"),
            ]
            for (systemItem, raw, title) in expected {
                XCTAssertEqual(systemItem.rawValue, raw)
                let item = UITabBarItem(tabBarSystemItem: systemItem, tag: raw + 100)
                XCTAssertEqual(item.title, title)
                XCTAssertEqual(item.tag, raw + 100)
                XCTAssertEqual(item.systemItem, systemItem)
            }
            XCTAssertNil(UITabBarItem.SystemItem(rawValue: 12))
        }
    }
}
