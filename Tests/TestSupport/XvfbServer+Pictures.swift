import CairoRendering
import Foundation
import VirtualDisplay
import XCTest

extension XvfbServer {
    /// What the server's screen shows in a rectangle (ImageMagick's `import`), opaque, as a
    /// window shows its pixels.
    public func picture(x: Int, y: Int, width: Int, height: Int) throws -> RenderedImage {
        let png = try run(
            "import", ["-window", "root", "-crop", "\(width)x\(height)+\(x)+\(y)", "png:-"], package: "imagemagick")
        let shown = try XCTUnwrap(RenderedImage(pngData: png), "import gave no PNG")
        return try XCTUnwrap(
            RenderedImage(width: shown.width, height: shown.height, pixels: shown.pixels.map { $0 | 0xFF00_0000 }))
    }

    /// Fails unless the screen shows `expected` with its top left corner at (`x`, `y`), pixel
    /// for pixel: what a host presented is what the X server shows.
    public func assertShows(
        _ expected: RenderedImage, atX x: Int, y: Int, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let shown = try picture(x: x, y: y, width: expected.width, height: expected.height)
        XCTAssertEqual(
            expected.difference(from: shown)?.differingPixels, 0, "the X server shows another picture", file: file,
            line: line)
    }
}
