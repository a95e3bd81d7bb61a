import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

@testable import WebHost

/// The web host's parts that need no browser: who may connect, how keys are named, and the
/// tiles, read back by a PNG decoder that did not write them.
final class WebHostPartsTests: XCTestCase {
    func testLoopbackNeedsNoTokenAndAnyOtherAddressDoes() {
        let local = WebHostConfiguration()
        XCTAssertNil(local.token)
        XCTAssertTrue(local.admits(query: nil))
        XCTAssertEqual(local.url(port: 8080).absoluteString, "http://127.0.0.1:8080/")

        let open = WebHostConfiguration(address: "0.0.0.0")
        let token = open.token
        XCTAssertEqual(token?.count, 64, "256 bits, in hexadecimal")
        XCTAssertFalse(open.admits(query: nil))
        XCTAssertFalse(open.admits(query: "guess"))
        XCTAssertTrue(open.admits(query: token))
        XCTAssertEqual(open.url(port: 9000).query, "token=\(token ?? "")")
        XCTAssertNotEqual(WebHostConfiguration(address: "0.0.0.0").token, token, "each host its own")
    }

    func testThePortAndAddressComeFromTheEnvironment() {
        let configuration = WebHostConfiguration.fromEnvironment([
            "OPENUIKIT_WEB_PORT": "9123", "OPENUIKIT_WEB_ADDRESS": "127.0.0.2",
        ])
        XCTAssertEqual(configuration.port, 9123)
        XCTAssertEqual(configuration.address, "127.0.0.2")
        XCTAssertNil(configuration.token, "127.0.0.0/8 is loopback")
        XCTAssertEqual(WebHostConfiguration.fromEnvironment(["OPENUIKIT_WEB_PORT": "99999"]).port, 8080)
    }

    func testKeysAreNamedByTheirHIDUsage() {
        XCTAssertEqual(WebKeyCodes.usage(forCode: "KeyA"), .keyboardA)
        XCTAssertEqual(WebKeyCodes.usage(forCode: "KeyZ"), .keyboardZ)
        XCTAssertEqual(WebKeyCodes.usage(forCode: "Digit0")?.rawValue, 39)
        XCTAssertEqual(WebKeyCodes.usage(forCode: "Enter")?.rawValue, 40)
        XCTAssertEqual(WebKeyCodes.usage(forCode: "Backspace")?.rawValue, 42)
        XCTAssertEqual(WebKeyCodes.usage(forCode: "ArrowUp")?.rawValue, 82)
        XCTAssertEqual(WebKeyCodes.usage(forCode: "F13")?.rawValue, 104)
        XCTAssertEqual(WebKeyCodes.usage(forCode: "MetaLeft")?.rawValue, 227)
        XCTAssertTrue(WebKeyCodes.isOnKeypad("Numpad5"))
        XCTAssertNil(WebKeyCodes.usage(forCode: "MediaPlayPause"))
    }

    func testTilesDecodeToThePixelsTheyWereCutFrom() throws {
        // A 7 × 5 frame: opaque colours, and one translucent pixel for the RGBA form.
        let width = 7, height = 5
        var pixels = [UInt32](repeating: 0, count: width * height)
        var random = SplitMix64(seed: 7)
        for index in pixels.indices {
            pixels[index] = 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF
        }
        let encoder = PNGTileEncoder()
        let opaque = pixels.withUnsafeBytes {
            encoder.encode($0.baseAddress!, stride: width * 4, x: 2, y: 1, width: 4, height: 3)
        }
        XCTAssertEqual(opaque[25], 2, "an opaque tile is RGB")
        let tile = try XCTUnwrap(RenderedImage(pngData: Data(opaque)))
        XCTAssertEqual([tile.width, tile.height], [4, 3])
        for y in 0..<3 {
            for x in 0..<4 {
                let color = tile.color(atX: x, y: y)
                let source = pixels[(y + 1) * width + x + 2]
                XCTAssertEqual(
                    [color.red, color.green, color.blue, color.alpha],
                    [UInt8(source >> 16 & 0xFF), UInt8(source >> 8 & 0xFF), UInt8(source & 0xFF), 255])
            }
        }
        // Half-transparent red, premultiplied as Cairo keeps it: the tile has it straight.
        pixels[width + 2] = 0x8080_0000
        let translucent = pixels.withUnsafeBytes {
            encoder.encode($0.baseAddress!, stride: width * 4, x: 2, y: 1, width: 1, height: 1)
        }
        XCTAssertEqual(translucent[25], 6, "a translucent tile is RGBA")
        let decoded = try XCTUnwrap(RenderedImage(pngData: Data(translucent))).color(atX: 0, y: 0)
        XCTAssertEqual(decoded.alpha, 128)
        XCTAssertEqual(decoded.red, 255, "full red at half alpha, as a straight colour")
    }

    func testAScrolledBandIsCopiedWhereItsRowsMatchAndTheRestIsSent() {
        // 4 × 40 pixels; the next frame is the last one moved up 10 rows, its bottom 10 new, and
        // row 5 changed (something drawn over the scrolled content).
        let width = 4, height = 40
        var random = SplitMix64(seed: 3)
        let previous = (0..<width * height).map { _ in UInt32(truncatingIfNeeded: random.next()) }
        var current = Array(previous[(10 * width)...]) + (0..<10 * width).map { _ in UInt32(0xFF00_FF00) }
        current[5 * width + 1] ^= 1
        let copies = previous.withUnsafeBytes { before in
            current.withUnsafeBytes { now in
                ScrollCopy.find(
                    scrolled: [(CGRect(x: 0, y: 0, width: 4, height: 40), 10)], previous: before.baseAddress!,
                    current: now.baseAddress!, stride: width * 4, pixelWidth: width, pixelHeight: height)
            }
        }
        // Rows 0–4 match too, but a band under 8 rows is sent as pixels rather than copied.
        XCTAssertEqual(copies, [ScrollCopy(x: 0, sourceY: 16, width: 4, height: 24, y: 6)])
        let left = ScrollCopy.subtract(copies, from: [(0, 0, 4, 40)])
        XCTAssertEqual(left.map { [$0.0, $0.1, $0.2, $0.3] }, [[0, 0, 4, 6], [0, 30, 4, 10]])
    }

    func testAFrameMessageIsLaidOutAsThePageReadsIt() {
        let message = WebFrameMessage(
            number: 0x0102_0304, pixelWidth: 780, pixelHeight: 1688, pointWidth: 390, pointHeight: 844,
            tiles: [.init(x: 1, y: 2, width: 3, height: 4, png: [9, 9])])
        XCTAssertEqual(
            message.bytes,
            [4, 3, 2, 1, 0x0C, 3, 0x98, 6, 0x86, 1, 0x4C, 3, 0, 0, 1, 0, 1, 0, 2, 0, 3, 0, 4, 0, 2, 0, 0, 0, 9, 9])
    }
}
