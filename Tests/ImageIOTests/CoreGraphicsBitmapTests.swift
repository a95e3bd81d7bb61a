import CairoRendering
import TestSupport
import UIKit
import XCTest

/// Core Graphics' bitmap API apps use beside Image I/O: images from their own pixels, and
/// contexts drawing into their own memory.
final class CoreGraphicsBitmapTests: XCTestCase {
    func testImagesFromAppPixelsReadBackPremultipliedInEveryLayout() throws {
        // One half-transparent red pixel, as RGBA (straight alpha) and as BGRA little-endian ARGB (premultiplied).
        let straight = try XCTUnwrap(CGDataProvider(data: Data([255, 0, 0, 128]) as CFData))
        let rgba = try XCTUnwrap(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                provider: straight, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        XCTAssertEqual([UInt8](try XCTUnwrap(rgba.dataProvider?.data) as Data), [0, 0, 128, 128])
        let premultiplied = try XCTUnwrap(CGDataProvider(data: Data([0, 0, 128, 128]) as CFData))
        let bgra = try XCTUnwrap(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(
                    .byteOrder32Little),
                provider: premultiplied, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        XCTAssertEqual([UInt8](try XCTUnwrap(bgra.dataProvider?.data) as Data), [0, 0, 128, 128])
        XCTAssertEqual(bgra.alphaInfo, .premultipliedFirst)
        XCTAssertTrue(bgra.bitmapInfo.contains(.byteOrder32Little))
        // Too few bytes for the rows, or a layout Core Graphics has not: nil.
        XCTAssertNil(
            CGImage(
                width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                provider: straight, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        XCTAssertNil(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                provider: straight, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
    }

    func testAContextOverAppMemoryDrawsIntoItYUp() throws {
        CairoRendering.install()
        var pixels = [UInt8](repeating: 0, count: 4 * 4 * 4)
        let drawn: [UInt8]? = pixels.withUnsafeMutableBytes { raw -> [UInt8]? in
            guard
                let context = CGContext(
                    data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return nil }
            XCTAssertEqual(context.width, 4)
            XCTAssertEqual(context.bytesPerRow, 16)
            // The bottom half, in Core Graphics' y-up space, opaque blue.
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            XCTAssertEqual(context.makeImage()?.width, 4)
            return Array(raw)
        }
        let bytes = try XCTUnwrap(drawn)
        // The memory's first row is the top one: transparent; its last rows are blue, RGBA.
        XCTAssertEqual(Array(bytes[0..<4]), [0, 0, 0, 0])
        XCTAssertEqual(Array(bytes[48..<52]), [0, 0, 255, 255])
        XCTAssertEqual(Array(bytes[32..<36]), [0, 0, 255, 255])
        XCTAssertEqual(Array(bytes[16..<20]), [0, 0, 0, 0])
        XCTAssertNil(
            CGContext(
                data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 32,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }
}
