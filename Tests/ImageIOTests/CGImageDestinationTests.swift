import CairoRendering
import ImageIO
import TestSupport
import UIKit
import XCTest

final class CGImageDestinationTests: XCTestCase {
    private let tiff: [String: Any] = [
        kCGImagePropertyTIFFMake as String: "Apple",
        kCGImagePropertyTIFFModel as String: "iPhone 15 Pro",
        kCGImagePropertyTIFFSoftware as String: "OpenUIKit",
        kCGImagePropertyTIFFArtist as String: "Ada Lovelace",
        kCGImagePropertyTIFFCopyright as String: "© 2026",
        kCGImagePropertyTIFFDateTime as String: "2026:12:06 20:41:51",
        kCGImagePropertyTIFFXResolution as String: 300,
        kCGImagePropertyTIFFYResolution as String: 300,
        kCGImagePropertyTIFFResolutionUnit as String: 2,
    ]
    private let exif: [String: Any] = [
        kCGImagePropertyExifDateTimeOriginal as String: "2026:12:06 10:00:00",
        kCGImagePropertyExifDateTimeDigitized as String: "2026:12:06 10:00:01",
        kCGImagePropertyExifExposureTime as String: 1.0 / 250,
        kCGImagePropertyExifFNumber as String: 1.8,
        kCGImagePropertyExifISOSpeedRatings as String: [100],
        kCGImagePropertyExifFocalLength as String: 6.86,
        kCGImagePropertyExifFocalLenIn35mmFilm as String: 24,
        kCGImagePropertyExifFlash as String: 16,
        kCGImagePropertyExifLensMake as String: "Apple",
        kCGImagePropertyExifLensModel as String: "iPhone 15 Pro back camera 6.86mm f/1.78",
        kCGImagePropertyExifMeteringMode as String: 5,
        kCGImagePropertyExifWhiteBalance as String: 0,
        kCGImagePropertyExifExposureProgram as String: 2,
        kCGImagePropertyExifExposureBiasValue as String: -0.7,
        kCGImagePropertyExifColorSpace as String: 1,
        kCGImagePropertyExifPixelXDimension as String: 16,
        kCGImagePropertyExifPixelYDimension as String: 8,
        kCGImagePropertyExifUserComment as String: "Round trip",
        kCGImagePropertyExifVersion as String: [2, 3, 2],
    ]
    private let gps: [String: Any] = [
        kCGImagePropertyGPSLatitude as String: 48.858_37,
        kCGImagePropertyGPSLatitudeRef as String: "N",
        kCGImagePropertyGPSLongitude as String: 2.294_481,
        kCGImagePropertyGPSLongitudeRef as String: "E",
        kCGImagePropertyGPSAltitude as String: 35.5,
        kCGImagePropertyGPSAltitudeRef as String: 0,
        kCGImagePropertyGPSTimeStamp as String: "09:00:05",
        kCGImagePropertyGPSDateStamp as String: "2026:12:06",
    ]

    private func assertMetadata(_ props: [String: Any], file: StaticString = #filePath, line: UInt = #line) throws {
        let t = try XCTUnwrap(props[kCGImagePropertyTIFFDictionary as String] as? [String: Any], file: file, line: line)
        for key in ["Make", "Model", "Software", "Artist", "Copyright", "DateTime"] {
            XCTAssertEqual(t[key] as? String, tiff[key] as? String, key, file: file, line: line)
        }
        XCTAssertEqual(t[kCGImagePropertyTIFFXResolution as String] as? Double, 300, file: file, line: line)
        XCTAssertEqual(t[kCGImagePropertyTIFFResolutionUnit as String] as? Int, 2, file: file, line: line)
        let e = try XCTUnwrap(props[kCGImagePropertyExifDictionary as String] as? [String: Any], file: file, line: line)
        XCTAssertEqual(try XCTUnwrap(e["ExposureTime"] as? Double), 0.004, accuracy: 1e-12, file: file, line: line)
        XCTAssertEqual(try XCTUnwrap(e["FNumber"] as? Double), 1.8, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(try XCTUnwrap(e["FocalLength"] as? Double), 6.86, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(try XCTUnwrap(e["ExposureBiasValue"] as? Double), -0.7, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(e["ISOSpeedRatings"] as? [Int], [100], file: file, line: line)
        XCTAssertEqual(e["ExifVersion"] as? [Int], [2, 3, 2], file: file, line: line)
        for key in [
            "FocalLenIn35mmFilm", "Flash", "MeteringMode", "WhiteBalance", "ExposureProgram", "ColorSpace",
            "PixelXDimension",
        ] {
            XCTAssertEqual(e[key] as? Int, exif[key] as? Int, key, file: file, line: line)
        }
        for key in ["DateTimeOriginal", "DateTimeDigitized", "LensMake", "LensModel", "UserComment"] {
            XCTAssertEqual(e[key] as? String, exif[key] as? String, key, file: file, line: line)
        }
        let g = try XCTUnwrap(props[kCGImagePropertyGPSDictionary as String] as? [String: Any], file: file, line: line)
        XCTAssertEqual(try XCTUnwrap(g["Latitude"] as? Double), 48.858_37, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(try XCTUnwrap(g["Longitude"] as? Double), 2.294_481, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(g["LatitudeRef"] as? String, "N", file: file, line: line)
        XCTAssertEqual(g["LongitudeRef"] as? String, "E", file: file, line: line)
        XCTAssertEqual(g["Altitude"] as? Double, 35.5, file: file, line: line)
        XCTAssertEqual(g["AltitudeRef"] as? Int, 0, file: file, line: line)
        XCTAssertEqual(g["TimeStamp"] as? String, "09:00:05", file: file, line: line)
        XCTAssertEqual(g["DateStamp"] as? String, "2026:12:06", file: file, line: line)
    }

    func testJPEGWrittenWithExifReadsBackTheSameDictionaries() throws {
        CairoRendering.install()
        let image = try XCTUnwrap(ImageFixtures.gradient(width: 16, height: 8))
        let output = NSMutableData()
        let destination = try XCTUnwrap(
            CGImageDestinationCreateWithData(output as CFMutableData, "public.jpeg" as CFString, 1, nil))
        let properties: [String: Any] = [
            kCGImagePropertyTIFFDictionary as String: tiff, kCGImagePropertyExifDictionary as String: exif,
            kCGImagePropertyGPSDictionary as String: gps, kCGImagePropertyOrientation as String: 6,
            kCGImageDestinationLossyCompressionQuality as String: 0.9,
            kCGImagePropertyIPTCDictionary as String: [
                kCGImagePropertyIPTCByline as String: ["Ada Lovelace"],
                kCGImagePropertyIPTCCopyrightNotice as String: "© 2026 Ada",
                kCGImagePropertyIPTCKeywords as String: ["engine", "notes"],
                kCGImagePropertyIPTCCaptionAbstract as String: "The analytical engine",
            ],
        ]
        CGImageDestinationAddImage(destination, image, properties as CFDictionary)
        XCTAssertTrue(CGImageDestinationFinalize(destination))
        XCTAssertFalse(CGImageDestinationFinalize(destination), "a destination finalizes once")
        let data = output as Data
        XCTAssertEqual(Array(data.prefix(2)), [0xFF, 0xD8])
        let source = try XCTUnwrap(CGImageSourceCreateWithData(data as CFData, nil))
        XCTAssertEqual(CGImageSourceGetType(source), "public.jpeg")
        let props = try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        XCTAssertEqual(props[kCGImagePropertyPixelWidth as String] as? Int, 16)
        XCTAssertEqual(props[kCGImagePropertyOrientation as String] as? Int, 6)
        XCTAssertEqual(props[kCGImagePropertyDPIWidth as String] as? Double, 300)
        try assertMetadata(props)
        let iptc = try XCTUnwrap(props[kCGImagePropertyIPTCDictionary as String] as? [String: Any])
        XCTAssertEqual(iptc[kCGImagePropertyIPTCByline as String] as? [String], ["Ada Lovelace"])
        XCTAssertEqual(iptc[kCGImagePropertyIPTCCopyrightNotice as String] as? String, "© 2026 Ada")
        XCTAssertEqual(iptc[kCGImagePropertyIPTCKeywords as String] as? [String], ["engine", "notes"])
        XCTAssertEqual(iptc[kCGImagePropertyIPTCCaptionAbstract as String] as? String, "The analytical engine")
        // UIKit decodes what Image I/O wrote, and honours its orientation.
        let decoded = try XCTUnwrap(UIImage(data: data))
        XCTAssertEqual(decoded.imageOrientation, .right)
        XCTAssertEqual(decoded.size, CGSize(width: 8, height: 16))
    }

    func testPNGWrittenToAFileReadsBackExifAndText() throws {
        CairoRendering.install()
        let image = try XCTUnwrap(ImageFixtures.gradient(width: 6, height: 4))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let destination = try XCTUnwrap(CGImageDestinationCreateWithURL(url as CFURL, "public.png" as CFString, 1, nil))
        let properties: [String: Any] = [
            kCGImagePropertyTIFFDictionary as String: tiff, kCGImagePropertyExifDictionary as String: exif,
            kCGImagePropertyGPSDictionary as String: gps,
            kCGImagePropertyPNGDictionary as String: [kCGImagePropertyPNGDescription as String: "A gradient"],
        ]
        CGImageDestinationAddImage(destination, image, properties as CFDictionary)
        XCTAssertTrue(CGImageDestinationFinalize(destination))
        let source = try XCTUnwrap(CGImageSourceCreateWithURL(url as CFURL, nil))
        XCTAssertEqual(CGImageSourceGetType(source), "public.png")
        let props = try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        XCTAssertEqual(props[kCGImagePropertyPixelWidth as String] as? Int, 6)
        try assertMetadata(props)
        let png = try XCTUnwrap(props[kCGImagePropertyPNGDictionary as String] as? [String: Any])
        XCTAssertEqual(png[kCGImagePropertyPNGDescription as String] as? String, "A gradient")
    }

    func testAddingFromASourceCopiesTheImageAndOverlaysProperties() throws {
        let base = try XCTUnwrap(ImageFixtures.jpeg())
        let original = ImageFixtures.inserting(exif: ImageFixtures.bigEndianTIFF(), into: base)
        let source = try XCTUnwrap(CGImageSourceCreateWithData(original as CFData, nil))
        // Headless: a JPEG copied into a JPEG needs no encoder.
        CairoRendering.uninstall()
        defer { CairoRendering.install() }
        let output = NSMutableData()
        let destination = try XCTUnwrap(CGImageDestinationCreateWithData(output, "public.jpeg", 1, nil))
        let changes: [String: Any] = [
            kCGImagePropertyTIFFDictionary as String: [kCGImagePropertyTIFFArtist as String: "Grace"],
            kCGImagePropertyGPSDictionary as String: kCFNull,
        ]
        CGImageDestinationAddImageFromSource(destination, source, 0, changes as CFDictionary)
        XCTAssertTrue(CGImageDestinationFinalize(destination))
        let props = try XCTUnwrap(
            CGImageSourceCopyPropertiesAtIndex(try XCTUnwrap(CGImageSourceCreateWithData(output, nil)), 0, nil)
                as? [String: Any])
        let t = try XCTUnwrap(props[kCGImagePropertyTIFFDictionary as String] as? [String: Any])
        XCTAssertEqual(t["Make"] as? String, "Canon")
        XCTAssertEqual(t["Artist"] as? String, "Grace")
        XCTAssertNil(props[kCGImagePropertyGPSDictionary as String])
        XCTAssertEqual(props[kCGImagePropertyOrientation as String] as? Int, 8)
        // The compressed scan is the source's, byte for byte.
        XCTAssertTrue((output as Data).suffix(base.count - 20).elementsEqual(base.suffix(base.count - 20)))
    }

    func testDestinationsRefuseWhatImageIORefuses() throws {
        let output = NSMutableData()
        XCTAssertNil(CGImageDestinationCreateWithData(output, "public.heic", 1, nil))
        XCTAssertNil(CGImageDestinationCreateWithData(output, "public.jpeg", 0, nil))
        let destination = try XCTUnwrap(CGImageDestinationCreateWithData(output, "public.png", 1, nil))
        XCTAssertFalse(CGImageDestinationFinalize(destination), "no image was added")
        XCTAssertEqual(output.length, 0)
    }
}
