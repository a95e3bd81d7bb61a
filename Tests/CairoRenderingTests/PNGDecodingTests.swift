import Foundation
@_spi(Rendering) import OpenUIKit
import TestSupport
import XCTest

@testable import CairoRendering

/// PNG read through libdeflate gives the pixels Cairo's reader gives, for every colour type and
/// filter; the forms it does not read go to Cairo's reader, and damaged data is a failure.
final class PNGDecodingTests: UIKitTestCase {
    private let fixtures = Bundle.module.url(forResource: "ImageFixtures", withExtension: nil)!

    private func data(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    private func bytes(_ bitmap: CairoImageBitmap) -> [UInt8] {
        bitmap.withUnsafePixels { pixels, stride in
            (0..<bitmap.pixelHeight).flatMap { y in Array(pixels[y * stride..<y * stride + bitmap.pixelWidth * 4]) }
        }
    }

    func testEveryColourTypeAndFilterAsCairosReaderGivesThem() throws {
        for name in [
            "forms-rgb.png", "forms-rgba.png", "forms-gray.png", "forms-gray-alpha.png", "forms-palette.png",
            "quadrants.png", "disc.png", "frame.png",
        ] {
            let png = try data(name)
            let fast = try XCTUnwrap(
                DeflatePNGDecoder.decode(png, maximumPixels: CairoImageDecoder.maximumPixels), name
            ).get()
            let cairo = try PNGDecoder.decode(png).get()
            XCTAssertEqual(fast.pixelWidth, cairo.pixelWidth, name)
            XCTAssertEqual(fast.pixelHeight, cairo.pixelHeight, name)
            XCTAssertEqual(bytes(fast), bytes(cairo), name)
        }
    }

    func testRarerFormsAreLeftToCairo() throws {
        for name in ["forms-16bit.png", "forms-interlaced.png"] {
            XCTAssertNil(DeflatePNGDecoder.decode(try data(name), maximumPixels: CairoImageDecoder.maximumPixels), name)
            XCTAssertEqual(try PNGDecoder.decode(try data(name)).get().pixelWidth, 16, name)
        }
    }

    /// libpng allocates what a chunk's length says before reading it: a rarer form goes to Cairo's
    /// reader only once every length fits the data (`make fuzz` found a 1 KB interlaced PNG whose
    /// text chunk claimed 800 MB).
    func testChunkLengthsAreCheckedBeforeRarerFormsGoToCairo() throws {
        for name in ["forms-16bit.png", "forms-interlaced.png"] {
            var png = try data(name)
            let end = try XCTUnwrap(png.range(of: Data("IEND".utf8))).lowerBound - 4
            let claim: [UInt8] = [0x30, 0x00, 0x00, 0x00] + Array("tEXt".utf8) + Array("Comment\0".utf8)
            png.insert(contentsOf: claim, at: end)
            let result = try XCTUnwrap(
                DeflatePNGDecoder.decode(png, maximumPixels: CairoImageDecoder.maximumPixels), name)
            guard case .failure(let error) = result else { return XCTFail("\(name) decoded") }
            XCTAssertEqual(error.reason, "the PNG's tEXt chunk is cut short", name)
        }
    }

    func testDamagedDataFails() throws {
        for (name, reason) in [("damaged-filter.png", "unknown filter"), ("damaged-cut.png", "damaged or cut short")] {
            let result = try XCTUnwrap(
                DeflatePNGDecoder.decode(try data(name), maximumPixels: CairoImageDecoder.maximumPixels), name)
            guard case .failure(let error) = result else { return XCTFail("\(name) decoded") }
            XCTAssertTrue(error.reason.contains(reason), error.reason)
        }
        // Cut anywhere before the image data ends (the last 16 bytes are its checksum, which is
        // not checked, and the end chunk), the data fails and nothing traps.
        let whole = try data("forms-rgba.png")
        for length in stride(from: 0, to: whole.count - 16, by: 3) {
            if case .success = DeflatePNGDecoder.decode(
                whole.prefix(length), maximumPixels: CairoImageDecoder.maximumPixels)
            {
                XCTFail("\(length) bytes of \(whole.count) decoded")
            }
        }
        XCTAssertNotNil(
            DeflatePNGDecoder.decode(whole, maximumPixels: 100).flatMap { result -> Bool? in
                if case .failure(let error) = result { return error.reason.contains("larger than") }
                return nil
            }, "over the pixel budget")
    }
}
