import ImageIO
import TestSupport
import UIKit
import XCTest

/// Untrusted bytes: truncations, bit flips and garbage never crash a source; they give
/// fewer properties or none.
final class CorruptImageDataTests: XCTestCase {
    private func exercise(_ data: Data) {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return }
        _ = CGImageSourceGetType(source)
        _ = CGImageSourceGetStatus(source)
        _ = CGImageSourceCopyProperties(source, nil)
        _ = CGImageSourceCopyPropertiesAtIndex(source, 0, nil)
        _ = CGImageSourceCreateThumbnailAtIndex(source, 0, nil)
    }

    func testTruncatedAndFlippedImagesNeverCrash() throws {
        let jpeg = ImageFixtures.inserting(
            exif: ImageFixtures.bigEndianTIFF(), into: try XCTUnwrap(ImageFixtures.jpeg()))
        let png = ImageFixtures.inserting(
            chunks: [("eXIf", ImageFixtures.bigEndianTIFF())], into: try XCTUnwrap(ImageFixtures.png()))
        var random = SplitMix64(seed: 0x1A6E_10)
        for original in [jpeg, png] {
            for length in stride(from: 0, through: min(original.count, 400), by: 1) {
                exercise(original.prefix(length))
            }
            for _ in 0..<300 {
                var bytes = [UInt8](original)
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    let at = Int.random(in: 0..<min(bytes.count, 300), using: &random)
                    bytes[at] = UInt8.random(in: 0...255, using: &random)
                }
                exercise(Data(bytes))
            }
        }
        for _ in 0..<200 {
            let count = Int.random(in: 1...512, using: &random)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            // Garbage behind real signatures, to reach the parsers.
            let prefixes: [[UInt8]] = [
                [0xFF, 0xD8, 0xFF, 0xE1], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [],
            ]
            bytes = prefixes[Int.random(in: 0..<3, using: &random)] + bytes
            exercise(Data(bytes))
        }
        // An Exif segment longer than the file: no frame header is reached, so the file is invalid.
        let cut = Data(
            [UInt8](jpeg).prefix(2) + [0xFF, 0xE1, 0x00, 0x40] + Array("Exif".utf8) + [
                0, 0, 0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0xFF, 0xFF,
            ])
        let source = try XCTUnwrap(CGImageSourceCreateWithData(cut as CFData, nil))
        XCTAssertNil(CGImageSourceCopyPropertiesAtIndex(source, 0, nil))
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusInvalidData)
    }

    func testIFDWithAHostileCountAndALoopReadsWhatItCan() throws {
        // IFD0 claims 0xFFFF entries and points its next IFD back at itself.
        var tiff: [UInt8] = Array("II".utf8) + [42, 0, 8, 0, 0, 0, 0xFF, 0xFF]
        tiff += [0x0F, 0x01, 2, 0, 4, 0, 0, 0] + Array("Sony".utf8)
        let jpeg = ImageFixtures.inserting(exif: tiff, into: try XCTUnwrap(ImageFixtures.jpeg()))
        let source = try XCTUnwrap(CGImageSourceCreateWithData(jpeg as CFData, nil))
        let props = try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        XCTAssertEqual(props[kCGImagePropertyPixelWidth as String] as? Int, 16)
        let t = try XCTUnwrap(props[kCGImagePropertyTIFFDictionary as String] as? [String: Any])
        XCTAssertEqual(t["Make"] as? String, "Sony")
    }
}

/// Hostile values an app might pass: NaN, infinities and huge numbers are left out, never trapped on.
final class HostilePropertyValueTests: XCTestCase {
    func testNonFiniteAndHugeValuesAreLeftOut() throws {
        let jpeg = try XCTUnwrap(ImageFixtures.jpeg())
        let source = try XCTUnwrap(CGImageSourceCreateWithData(jpeg as CFData, nil))
        let output = NSMutableData()
        let destination = try XCTUnwrap(CGImageDestinationCreateWithData(output, "public.jpeg", 1, nil))
        let properties: [String: Any] = [
            kCGImageDestinationLossyCompressionQuality as String: Double.nan,
            kCGImageDestinationImageMaxPixelSize as String: Double.infinity,
            kCGImagePropertyExifDictionary as String: [
                kCGImagePropertyExifExposureTime as String: 1e300, kCGImagePropertyExifFNumber as String: Double.nan,
                kCGImagePropertyExifFlash as String: -5, kCGImagePropertyExifExposureBiasValue as String: -1e300,
            ],
        ]
        CGImageDestinationAddImageFromSource(destination, source, 0, properties as CFDictionary)
        XCTAssertTrue(CGImageDestinationFinalize(destination))
        let props = try XCTUnwrap(
            CGImageSourceCopyPropertiesAtIndex(try XCTUnwrap(CGImageSourceCreateWithData(output, nil)), 0, nil)
                as? [String: Any])
        let exif = try XCTUnwrap(props[kCGImagePropertyExifDictionary as String] as? [String: Any])
        XCTAssertEqual(exif[kCGImagePropertyExifExposureTime as String] as? Double, 4_294_967_295)
        XCTAssertNil(exif[kCGImagePropertyExifFNumber as String])
        XCTAssertNil(exif[kCGImagePropertyExifFlash as String])
        XCTAssertEqual(exif[kCGImagePropertyExifExposureBiasValue as String] as? Double, -2_147_483_647)
        XCTAssertNil(
            CGImageSourceCreateThumbnailAtIndex(
                source, 0, [kCGImageSourceThumbnailMaxPixelSize: Double.nan] as CFDictionary))
    }
}
