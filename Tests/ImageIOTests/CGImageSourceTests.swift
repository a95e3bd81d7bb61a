import CairoRendering
import ImageIO
import TestSupport
import UIKit
import XCTest

final class CGImageSourceTests: XCTestCase {
    private func properties(_ data: Data) throws -> [String: Any] {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(data as CFData, nil))
        return try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
    }

    func testJPEGPixelSizeJFIFAndDefaultsComeFromTheCodecHeaders() throws {
        let jpeg = try XCTUnwrap(ImageFixtures.jpeg(width: 24, height: 10))
        let source = try XCTUnwrap(CGImageSourceCreateWithData(jpeg as CFData, nil))
        XCTAssertEqual(CGImageSourceGetType(source), "public.jpeg")
        XCTAssertEqual(CGImageSourceGetCount(source), 1)
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusComplete)
        let props = try properties(jpeg)
        XCTAssertEqual(props[kCGImagePropertyPixelWidth as String] as? Int, 24)
        XCTAssertEqual(props[kCGImagePropertyPixelHeight as String] as? Int, 10)
        XCTAssertEqual(props[kCGImagePropertyDepth as String] as? Int, 8)
        XCTAssertEqual(props[kCGImagePropertyColorModel as String] as? String, kCGImagePropertyColorModelRGB as String)
        XCTAssertEqual(props[kCGImagePropertyDPIWidth as String] as? Double, 72)
        let image = try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, 0, nil))
        XCTAssertEqual(image.width, 24)
        XCTAssertEqual(image.height, 10)
        XCTAssertNil(CGImageSourceCreateImageAtIndex(source, 1, nil))
        XCTAssertNil(CGImageSourceCopyPropertiesAtIndex(source, 1, nil))
        let file = try XCTUnwrap(CGImageSourceCopyProperties(source, nil) as? [String: Any])
        XCTAssertEqual(file[kCGImagePropertyFileSize as String] as? Int, jpeg.count)
    }

    func testBigEndianExifIsReadWithGPSDegreesAndOrientation() throws {
        let jpeg = ImageFixtures.inserting(
            exif: ImageFixtures.bigEndianTIFF(), into: try XCTUnwrap(ImageFixtures.jpeg()))
        let props = try properties(jpeg)
        XCTAssertEqual(
            props[kCGImagePropertyOrientation as String] as? UInt32, CGImagePropertyOrientation.left.rawValue)
        let tiff = try XCTUnwrap(props[kCGImagePropertyTIFFDictionary as String] as? [String: Any])
        XCTAssertEqual(tiff[kCGImagePropertyTIFFMake as String] as? String, "Canon")
        XCTAssertEqual(tiff[kCGImagePropertyTIFFOrientation as String] as? Int, 8)
        let gps = try XCTUnwrap(props[kCGImagePropertyGPSDictionary as String] as? [String: Any])
        XCTAssertEqual(gps[kCGImagePropertyGPSLatitudeRef as String] as? String, "S")
        XCTAssertEqual(try XCTUnwrap(gps[kCGImagePropertyGPSLatitude as String] as? Double), 35.51, accuracy: 1e-9)
        XCTAssertEqual(gps[kCGImagePropertyGPSLongitudeRef as String] as? String, "E")
        XCTAssertEqual(try XCTUnwrap(gps[kCGImagePropertyGPSLongitude as String] as? Double), 139.75, accuracy: 1e-9)
        XCTAssertNil(props[kCGImagePropertyExifDictionary as String])
        // UIKit reads the same orientation from the same bytes.
        XCTAssertEqual(UIImage(data: jpeg)?.imageOrientation, .left)
    }

    func testPNGChunksBecomeThePNGDictionaryAndDPI() throws {
        let base = try XCTUnwrap(ImageFixtures.png(width: 5, height: 3))
        let text = Array("Author".utf8) + [0] + Array("Ada".utf8)
        let pHYs = ImageFixtures.bigEndian32(5906) + ImageFixtures.bigEndian32(11811) + [1]
        let gAMA = ImageFixtures.bigEndian32(45455)
        let cHRM = [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap(ImageFixtures.bigEndian32)
        let png = ImageFixtures.inserting(
            chunks: [("pHYs", pHYs), ("gAMA", gAMA), ("cHRM", cHRM), ("tEXt", text)], into: base)
        let props = try properties(png)
        XCTAssertEqual(props[kCGImagePropertyPixelWidth as String] as? Int, 5)
        XCTAssertEqual(props[kCGImagePropertyPixelHeight as String] as? Int, 3)
        // The encoder writes an opaque image without alpha (colour type 2) or with it (6).
        XCTAssertEqual(props[kCGImagePropertyHasAlpha as String] as? Bool, base[25] == 6 || base[25] == 4)
        XCTAssertEqual(props[kCGImagePropertyColorModel as String] as? String, "RGB")
        XCTAssertEqual(props[kCGImagePropertyDPIWidth as String] as? Double, 150)
        XCTAssertEqual(props[kCGImagePropertyDPIHeight as String] as? Double, 300)
        let dictionary = try XCTUnwrap(props[kCGImagePropertyPNGDictionary as String] as? [String: Any])
        XCTAssertEqual(
            try XCTUnwrap(dictionary[kCGImagePropertyPNGGamma as String] as? Double), 0.45455, accuracy: 1e-9)
        let chromaticities = try XCTUnwrap(dictionary[kCGImagePropertyPNGChromaticities as String] as? [Double])
        XCTAssertEqual(chromaticities.count, 8)
        XCTAssertEqual(chromaticities[0], 0.3127, accuracy: 1e-9)
        XCTAssertEqual(chromaticities[7], 0.06, accuracy: 1e-9)
        XCTAssertEqual(dictionary[kCGImagePropertyPNGAuthor as String] as? String, "Ada")
        XCTAssertEqual(dictionary[kCGImagePropertyPNGXPixelsPerMeter as String] as? Int, 5906)
    }

    func testTypesAreRecognisedBySignatureAndHEICIsNotDecoded() throws {
        let heic = Data([0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        let source = try XCTUnwrap(CGImageSourceCreateWithData(heic as CFData, nil))
        XCTAssertEqual(CGImageSourceGetType(source), "public.heic")
        XCTAssertNil(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let garbage = try XCTUnwrap(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil))
        XCTAssertNil(CGImageSourceGetType(garbage))
        XCTAssertEqual(CGImageSourceGetStatus(garbage), .statusUnknownType)
        XCTAssertEqual(CGImageSourceGetCount(garbage), 0)
        XCTAssertNil(CGImageSourceCopyPropertiesAtIndex(garbage, 0, nil))
        XCTAssertNil(CGImageSourceCreateWithData(Data() as CFData, nil))
        XCTAssertNil(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/file.jpg") as CFURL, nil))
    }

    func testTruncatedJPEGIsIncomplete() throws {
        let jpeg = try XCTUnwrap(ImageFixtures.jpeg())
        let source = try XCTUnwrap(CGImageSourceCreateWithData(jpeg.prefix(jpeg.count - 10) as CFData, nil))
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusIncomplete)
        let header = try XCTUnwrap(CGImageSourceCreateWithData(jpeg.prefix(4) as CFData, nil))
        XCTAssertEqual(CGImageSourceGetType(header), "public.jpeg")
        XCTAssertEqual(CGImageSourceGetStatus(header), .statusInvalidData)
    }

    func testThumbnailsAreScaledAndTurnedUpright() throws {
        CairoRendering.install()
        let jpeg = ImageFixtures.inserting(
            exif: ImageFixtures.bigEndianTIFF(), into: try XCTUnwrap(ImageFixtures.jpeg(width: 40, height: 20)))
        let source = try XCTUnwrap(CGImageSourceCreateWithData(jpeg as CFData, nil))
        XCTAssertNil(
            CGImageSourceCreateThumbnailAtIndex(source, 0, nil), "no embedded thumbnail and no permission to make one")
        let plain = try XCTUnwrap(
            CGImageSourceCreateThumbnailAtIndex(
                source, 0,
                [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 10]
                    as CFDictionary))
        XCTAssertEqual([plain.width, plain.height], [10, 5])
        let upright = try XCTUnwrap(
            CGImageSourceCreateThumbnailAtIndex(
                source, 0,
                [
                    kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 10,
                    kCGImageSourceCreateThumbnailWithTransform: true,
                ] as CFDictionary))
        XCTAssertEqual([upright.width, upright.height], [5, 10])
        // Orientation 8 turns the stored image 90° counterclockwise: its right edge (red) ends on top.
        let bytes = [UInt8](try XCTUnwrap(upright.dataProvider?.data) as Data)
        let topRed = Int(bytes[2]), bottomRed = Int(bytes[(9 * 5) * 4 + 2])
        XCTAssertGreaterThan(topRed, bottomRed + 100)
    }

    func testTheICCProfileDescriptionIsTheProfileName() throws {
        // An ICC profile of one 'desc' tag: header, tag table, then the tag's text.
        let name = Array("Display P3".utf8) + [0]
        var icc = [UInt8](repeating: 0, count: 128) + ImageFixtures.bigEndian32(1)
        icc += Array("desc".utf8) + ImageFixtures.bigEndian32(144) + ImageFixtures.bigEndian32(12 + name.count)
        icc += Array("desc".utf8) + [0, 0, 0, 0] + ImageFixtures.bigEndian32(name.count) + name
        let payload = Array("ICC_PROFILE".utf8) + [0, 1, 1] + icc
        var bytes = [UInt8](try XCTUnwrap(ImageFixtures.jpeg()))
        bytes.insert(contentsOf: [0xFF, 0xE2] + ImageFixtures.bigEndian16(payload.count + 2) + payload, at: 2)
        let props = try properties(Data(bytes))
        XCTAssertEqual(props[kCGImagePropertyProfileName as String] as? String, "Display P3")
    }
}
