import CairoRendering
import OpenUIKit
import SDLHost
import TestSupport
import VirtualDisplay
import XCTest

/// What the window tests check of a host's window: that the X server shows what SDLHost
/// presented, its picture against a reference (`ReferencePictures`), and a pixel's colour.
extension SDLWindowHost {
    /// One display frame: time moves only by whole frames, so an animation's progress never
    /// depends on the machine's speed.
    static let frame = 1.0 / 60

    /// Fails unless the X server shows, where the window is, what the host presented.
    func assertShown(on server: XvfbServer, file: StaticString = #filePath, line: UInt = #line) throws {
        let origin = sdlWindow.position
        try server.assertShows(
            try XCTUnwrap(windowImage(), file: file, line: line), atX: Int(origin.x), y: Int(origin.y), file: file,
            line: line)
    }

    /// Fails unless the window's picture matches the reference `name`.
    func assertWindowMatches(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        assertMatchesReference(
            try XCTUnwrap(windowImage(), file: file, line: line), named: name, file: file, line: line)
    }
}

extension RenderedImage {
    /// A pixel's red, green and blue.
    func rgb(x: Int, y: Int) -> [Int] {
        let color = color(atX: x, y: y)
        return [Int(color.red), Int(color.green), Int(color.blue)]
    }

    /// A window has no alpha: what it shows of a pixel is its premultiplied colour.
    var opaque: RenderedImage {
        RenderedImage(width: width, height: height, pixels: pixels.map { $0 | 0xFF00_0000 })!
    }
}
