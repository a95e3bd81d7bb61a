import CoreImage
import Foundation
import ImageIO
import UIKit
import XCTest

/// Every Image I/O, Core Image and Core Foundation name the app census lists resolves with the
/// imports apps write (this file compiling is most of the test), with Apple's values.
final class CensusNamesTests: XCTestCase {
    func testCensusNamesResolveWithApplesValues() {
        let keys: [CFString: String] = [
            kCGImagePropertyTIFFDictionary: "{TIFF}", kCGImagePropertyExifDictionary: "{Exif}",
            kCGImagePropertyGPSDictionary: "{GPS}", kCGImagePropertyIPTCDictionary: "{IPTC}",
            kCGImagePropertyJFIFDictionary: "{JFIF}", kCGImagePropertyPNGDictionary: "{PNG}",
            kCGImagePropertyMakerAppleDictionary: "{MakerApple}", kCGImagePropertyPixelWidth: "PixelWidth",
            kCGImagePropertyPixelHeight: "PixelHeight", kCGImagePropertyDPIWidth: "DPIWidth",
            kCGImagePropertyDPIHeight: "DPIHeight", kCGImagePropertyDepth: "Depth",
            kCGImagePropertyOrientation: "Orientation", kCGImagePropertyHasAlpha: "HasAlpha",
            kCGImagePropertyColorModel: "ColorModel", kCGImagePropertyProfileName: "ProfileName",
            kCGImagePropertyColorModelRGB: "RGB", kCGImagePropertyColorModelGray: "Gray",
            kCGImagePropertyIPTCByline: "By-line", kCGImagePropertyIPTCCopyrightNotice: "CopyrightNotice",
            kCGImagePropertyIPTCKeywords: "Keywords", kCGImagePropertyIPTCCaptionAbstract: "Caption/Abstract",
            kCGImagePropertyPNGGamma: "Gamma", kCGImagePropertyPNGChromaticities: "Chromaticities",
            kCGImageDestinationLossyCompressionQuality: "kCGImageDestinationLossyCompressionQuality",
            kCGImageSourceThumbnailMaxPixelSize: "kCGImageSourceThumbnailMaxPixelSize",
            kCFBundleIdentifierKey: "CFBundleIdentifier", kCFBundleVersionKey: "CFBundleVersion",
            kCFBundleExecutableKey: "CFBundleExecutable", kCFBundleNameKey: "CFBundleName",
            kCFBundleInfoDictionaryVersionKey: "CFBundleInfoDictionaryVersion",
        ]
        for (key, value) in keys { XCTAssertEqual(key as String, value) }
        let tiffKeys = [
            kCGImagePropertyTIFFMake, kCGImagePropertyTIFFModel, kCGImagePropertyTIFFSoftware,
            kCGImagePropertyTIFFArtist,
            kCGImagePropertyTIFFCopyright, kCGImagePropertyTIFFDateTime, kCGImagePropertyTIFFXResolution,
            kCGImagePropertyTIFFYResolution, kCGImagePropertyTIFFResolutionUnit, kCGImagePropertyTIFFOrientation,
        ]
        let exifKeys = [
            kCGImagePropertyExifDateTimeOriginal, kCGImagePropertyExifDateTimeDigitized,
            kCGImagePropertyExifExposureTime,
            kCGImagePropertyExifFNumber, kCGImagePropertyExifISOSpeedRatings, kCGImagePropertyExifFocalLength,
            kCGImagePropertyExifFocalLenIn35mmFilm, kCGImagePropertyExifFlash, kCGImagePropertyExifLensMake,
            kCGImagePropertyExifLensModel, kCGImagePropertyExifMeteringMode, kCGImagePropertyExifWhiteBalance,
            kCGImagePropertyExifExposureProgram, kCGImagePropertyExifExposureBiasValue, kCGImagePropertyExifColorSpace,
            kCGImagePropertyExifPixelXDimension, kCGImagePropertyExifPixelYDimension, kCGImagePropertyExifUserComment,
        ]
        let gpsKeys = [
            kCGImagePropertyGPSLatitude, kCGImagePropertyGPSLatitudeRef, kCGImagePropertyGPSLongitude,
            kCGImagePropertyGPSLongitudeRef, kCGImagePropertyGPSAltitude, kCGImagePropertyGPSAltitudeRef,
            kCGImagePropertyGPSTimeStamp, kCGImagePropertyGPSDateStamp,
        ]
        for keys in [tiffKeys, exifKeys, gpsKeys] {
            XCTAssertEqual(Set(keys).count, keys.count, "keys of one dictionary differ")
        }
        XCTAssertEqual(kCGImagePropertyExifFocalLenIn35mmFilm, "FocalLenIn35mmFilm")
        XCTAssertEqual(
            kCGImagePropertyTIFFOrientation, kCGImagePropertyOrientation, "Exif keeps the orientation in IFD0")
        XCTAssertEqual(CGImagePropertyOrientation.right.rawValue, 6)
        XCTAssertEqual(CGImageAlphaInfo.premultipliedLast.rawValue, 1)
        XCTAssertEqual(CGImageAlphaInfo.noneSkipFirst.rawValue, 6)
        XCTAssertEqual(CGBitmapInfo.byteOrder32Little.rawValue, 0x2000)
        XCTAssertEqual(CGBitmapInfo.alphaInfoMask.rawValue, 0x1F)
        XCTAssertEqual(kCIInputImageKey, "inputImage")
        XCTAssertEqual(kCIInputIntensityKey, "inputIntensity")
        XCTAssertEqual(kCIInputRadiusKey, "inputRadius")
        let index: CFIndex = 1, flags: CFOptionFlags = 2
        let number: CFNumber = 3, error: CFError = NSError(domain: "d", code: 4)
        let data: CFData = Data([5]) as CFData, url: CFURL = URL(fileURLWithPath: "/") as CFURL
        let dictionary: CFDictionary = ["a": 1] as CFDictionary, array: CFArray = [1] as CFArray
        let object: CFTypeRef = kCFNull
        XCTAssertEqual(
            [index, Int(flags), number.intValue, error.code, data.length, dictionary.count, array.count],
            [1, 2, 3, 4, 1, 1, 1])
        XCTAssertEqual(url.path, "/")
        XCTAssertTrue(object === kCFNull)
        _ = (
            CIContext.self, CIImage.self, CIFilter.self, CGDataProvider.self, CGImageSource.self,
            CGImageDestination.self
        )
    }
}
