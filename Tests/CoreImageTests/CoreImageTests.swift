import CairoRendering
import CoreImage
import ImageIO
import TestSupport
import UIKit
import XCTest

final class CoreImageTests: XCTestCase {
    /// An opaque image of `pixels` (R, G, B per pixel), `width` across, top row first.
    private func image(width: Int, _ pixels: [[UInt8]]) throws -> CGImage {
        var bytes: [UInt8] = []
        for pixel in pixels { bytes += pixel + [255] }
        let provider = try XCTUnwrap(CGDataProvider(data: Data(bytes) as CFData))
        return try XCTUnwrap(
            CGImage(
                width: width, height: pixels.count / width, bitsPerComponent: 8, bitsPerPixel: 32,
                bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue),
                provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
    }

    /// R, G, B, A of every pixel of `image`, top row first.
    private func rgba(_ image: CGImage) throws -> [[Int]] {
        let bytes = [UInt8](try XCTUnwrap(image.dataProvider?.data) as Data)
        return stride(from: 0, to: bytes.count, by: 4).map {
            [Int(bytes[$0 + 2]), Int(bytes[$0 + 1]), Int(bytes[$0]), Int(bytes[$0 + 3])]
        }
    }

    private func render(_ image: CIImage?, _ rect: CGRect? = nil) throws -> [[Int]] {
        let image = try XCTUnwrap(image)
        let cgImage = try XCTUnwrap(CIContext().createCGImage(image, from: rect ?? image.extent))
        return try rgba(cgImage)
    }

    func testSepiaToneAtFullIntensityAppliesTheSepiaMatrix() throws {
        let input = CIImage(cgImage: try image(width: 2, [[200, 100, 50], [0, 0, 0]]))
        let filter = try XCTUnwrap(CIFilter(name: "CISepiaTone"))
        XCTAssertEqual(filter.name, "CISepiaTone")
        XCTAssertEqual(filter.value(forKey: kCIInputIntensityKey) as? Double, 1)
        filter.setValue(input, forKey: kCIInputImageKey)
        let pixels = try render(filter.outputImage)
        // 0.393·200 + 0.769·100 + 0.189·50 = 165.0; 0.349·200 + 0.686·100 + 0.168·50 = 146.8; 0.272·200 + 0.534·100 + 0.131·50 = 114.35
        XCTAssertEqual(pixels, [[165, 147, 114, 255], [0, 0, 0, 255]])
        filter.setValue(0.0, forKey: kCIInputIntensityKey)
        XCTAssertEqual(try render(filter.outputImage), [[200, 100, 50, 255], [0, 0, 0, 255]])
    }

    func testColorControlsSaturationBrightnessAndContrast() throws {
        let input = CIImage(cgImage: try image(width: 1, [[255, 0, 0]]))
        let gray = input.applyingFilter("CIColorControls", parameters: [kCIInputSaturationKey: 0])
        // Rec. 709 luma of pure red: 0.2126 → 54.
        XCTAssertEqual(try render(gray), [[54, 54, 54, 255]])
        let brighter = CIImage(cgImage: try image(width: 1, [[100, 100, 100]]))
            .applyingFilter("CIColorControls", parameters: [kCIInputBrightnessKey: 0.2])
        XCTAssertEqual(try render(brighter), [[151, 151, 151, 255]])
        let contrasted = CIImage(cgImage: try image(width: 1, [[20, 100, 200]]))
            .applyingFilter("CIColorControls", parameters: [kCIInputContrastKey: 1.5])
        // (v − 0.5)·1.5 + 0.5: 20 → −33.75 (clamped), 100 → 86.25, 200 → 236.25.
        XCTAssertEqual(try render(contrasted), [[0, 86, 236, 255]])
    }

    func testInvertMonoAndNoir() throws {
        let input = CIImage(cgImage: try image(width: 2, [[10, 20, 30], [255, 255, 255]]))
        XCTAssertEqual(try render(input.applyingFilter("CIColorInvert")), [[245, 235, 225, 255], [0, 0, 0, 255]])
        let mono = try render(input.applyingFilter("CIPhotoEffectMono"))
        XCTAssertEqual(mono[0], [19, 19, 19, 255])
        XCTAssertEqual(mono[1], [255, 255, 255, 255])
        let noir = try render(
            CIImage(cgImage: try image(width: 2, [[100, 100, 100], [160, 160, 160]])).applyingFilter(
                "CIPhotoEffectNoir"))
        XCTAssertLessThan(noir[0][0], 100, "noir darkens the shadows")
        XCTAssertGreaterThan(noir[1][0], 160, "and brightens the highlights")
        XCTAssertEqual(noir[0][0], noir[0][2], "in gray")
    }

    func testGaussianBlurSpreadsAPointSymmetricallyAndKeepsFlatAreas() throws {
        var pixels = [[UInt8]](repeating: [0, 0, 0], count: 81)
        pixels[40] = [255, 255, 255]
        let input = CIImage(cgImage: try image(width: 9, pixels))
        let filter = try XCTUnwrap(CIFilter(name: "CIGaussianBlur"))
        filter.setValue(input, forKey: kCIInputImageKey)
        filter.setValue(1.0, forKey: kCIInputRadiusKey)
        let output = try XCTUnwrap(filter.outputImage)
        XCTAssertEqual(output.extent, CGRect(x: -3, y: -3, width: 15, height: 15))
        let blurred = try render(output, input.extent)
        let center = blurred[40][0], left = blurred[39][0], right = blurred[41][0], up = blurred[31][0],
            far = blurred[0][0]
        XCTAssertLessThan(center, 255)
        XCTAssertGreaterThan(center, left)
        XCTAssertEqual(left, right)
        XCTAssertEqual(left, up)
        XCTAssertEqual(far, 0)
        // A deviation-1 Gaussian's centre weight is 0.3990 in one direction, 0.3990² = 0.1592 in two → 41.
        XCTAssertEqual(center, 41)
        let flat = CIImage(cgImage: try image(width: 9, [[UInt8]](repeating: [120, 60, 30], count: 81)))
        let kept = try render(flat.applyingGaussianBlur(sigma: 2))
        XCTAssertEqual(kept[40], [120, 60, 30, 255])
        XCTAssertEqual(kept[0], [120, 60, 30, 255], "clamped edges do not darken")
    }

    func testUnknownFilterNamesGiveNil() {
        XCTAssertNil(CIFilter(name: "CINoSuchFilter"))
        XCTAssertTrue(CIFilter.filterNames(inCategory: kCICategoryBlur).contains("CIGaussianBlur"))
        XCTAssertNil(CIFilter(name: "CISepiaTone")?.outputImage, "no input image, no output")
    }

    func testCropTranslateAndOrient() throws {
        // Top row red, green; bottom row blue, white.
        let input = CIImage(cgImage: try image(width: 2, [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]))
        XCTAssertEqual(input.extent, CGRect(x: 0, y: 0, width: 2, height: 2))
        // Core Image's y is up: the bottom-left pixel is blue.
        XCTAssertEqual(try render(input.cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1))), [[0, 0, 255, 255]])
        let moved = input.transformed(by: CGAffineTransform(translationX: 5, y: 7))
        XCTAssertEqual(moved.extent, CGRect(x: 5, y: 7, width: 2, height: 2))
        XCTAssertEqual(try render(moved), try render(input))
        // Orientation 6 (right): turned 90° clockwise, the bottom-left (blue) ends top left.
        let upright = input.oriented(.right)
        XCTAssertEqual(upright.extent, CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(
            try render(upright), [[0, 0, 255, 255], [255, 0, 0, 255], [255, 255, 255, 255], [0, 255, 0, 255]])
        let scaled = input.transformed(by: CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(scaled.extent, CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(try render(scaled).count, 16)
    }

    func testUIImageRoundTripsThroughCIImage() throws {
        let cgImage = try image(width: 2, [[255, 0, 0], [0, 255, 0]])
        let ciImage = try XCTUnwrap(CIImage(image: UIImage(cgImage: cgImage)))
        XCTAssertEqual(ciImage.extent.size, CGSize(width: 2, height: 1))
        let uiImage = UIImage(ciImage: ciImage.applyingFilter("CIColorInvert"))
        XCTAssertNotNil(uiImage.ciImage)
        XCTAssertEqual(uiImage.size, CGSize(width: 2, height: 1))
        XCTAssertEqual(try rgba(try XCTUnwrap(uiImage.cgImage)), [[0, 255, 255, 255], [255, 0, 255, 255]])
        XCTAssertNil(UIImage(cgImage: cgImage).ciImage)
    }

    func testImagesFromFileBytesCarryTheirPropertiesAndOrientation() throws {
        CairoRendering.install()
        let cgImage = try image(width: 3, [[255, 0, 0], [0, 255, 0], [0, 0, 255]])
        let output = NSMutableData()
        let destination = try XCTUnwrap(CGImageDestinationCreateWithData(output, "public.png", 1, nil))
        CGImageDestinationAddImage(
            destination, cgImage,
            [kCGImagePropertyOrientation: 6, kCGImagePropertyTIFFDictionary: [kCGImagePropertyTIFFMake: "Test"]]
                as CFDictionary)
        XCTAssertTrue(CGImageDestinationFinalize(destination))
        let plain = try XCTUnwrap(CIImage(data: output as Data))
        XCTAssertEqual(plain.extent.size, CGSize(width: 3, height: 1))
        XCTAssertEqual(plain.properties[kCGImagePropertyOrientation as String] as? Int, 6)
        let upright = try XCTUnwrap(CIImage(data: output as Data, options: [.applyOrientationProperty: true]))
        XCTAssertEqual(upright.extent.size, CGSize(width: 1, height: 3))
        XCTAssertEqual(try render(upright).map { $0[0] }, [255, 0, 0], "red, the left end, is on top")
        let png = try XCTUnwrap(
            CIContext().pngRepresentation(of: plain, format: .RGBA8, colorSpace: CGColorSpaceCreateDeviceRGB()))
        XCTAssertEqual(UIImage(data: png)?.size, CGSize(width: 3, height: 1))
    }
}
