import CairoRendering
import Foundation
import OpenUIKit
import SDLHost
import TestSupport
import VirtualDisplay
import XCTest

/// Window tests' base: an X server of the test's own (Xvfb, started per test) that SDL opens
/// its windows on, and ways to check what the server shows.
///
/// Determinism: time moves only by whole display frames (`runFrame(advancingBy:)`), so an
/// animation's progress never depends on the machine's speed. The only waits are for the
/// window system to deliver what another process sent, polled with a generous timeout that
/// only a broken setup reaches.
class XvfbTestCase: XCTestCase {
    var server: XvfbServer?
    static let frame = 1.0 / 60

    override func setUpWithError() throws {
        server = try TestXServer.start()
    }

    override func tearDown() {
        TestXServer.stop(server)
        server = nil
        // The host installed the Pango measurer; the suites that run next expect the headless one.
        MainActor.assumeIsolated { CairoRendering.uninstall() }
    }

    /// What the X server shows where the window is (ImageMagick's `import`) is what SDLHost
    /// presented.
    @MainActor
    static func assertXServerShows(
        _ host: SDLWindowHost, on server: XvfbServer,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let expected = try XCTUnwrap(host.windowImage())
        let origin = host.sdlWindow.position
        let png = try server.run(
            "import",
            [
                "-window", "root", "-crop", "\(expected.width)x\(expected.height)+\(Int(origin.x))+\(Int(origin.y))",
                "png:-",
            ],
            package: "imagemagick")
        let shown = try XCTUnwrap(RenderedImage(pngData: png), "import gave no PNG", file: file, line: line)
        XCTAssertEqual(
            expected.difference(from: opaque(shown))?.differingPixels, 0, "the X server shows another picture",
            file: file, line: line)
    }

    static func screenColor(_ image: RenderedImage, x: Int, y: Int) -> [Int] {
        let color = image.color(atX: x, y: y)
        return [Int(color.red), Int(color.green), Int(color.blue)]
    }

    /// A window has no alpha: what it shows of a pixel is its premultiplied colour.
    static func opaque(_ image: RenderedImage) -> RenderedImage {
        RenderedImage(width: image.width, height: image.height, pixels: image.pixels.map { $0 | 0xFF00_0000 })!
    }

    /// The window matches the reference picture `name` in `References/` (a missing one is
    /// written there and fails the test, to be looked at before it is kept).
    @MainActor
    static func assertWindow(
        _ host: SDLWindowHost, matches name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let image = try XCTUnwrap(host.windowImage(), file: file, line: line)
        guard let url = Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "References"),
            let reference = RenderedImage(pngData: try Data(contentsOf: url))
        else {
            let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "References")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.pngData()?.write(to: directory.appendingPathComponent("\(name).png"))
            XCTFail(
                "\(name): no reference; wrote it to \(directory.path). Look at it, keep it if it is right, and run again.",
                file: file, line: line)
            return
        }
        let differing = image.difference(from: opaque(reference), tolerance: 6)?.differingPixels
        if differing != 0 {
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent("actual-\(name).png")
            try? image.pngData()?.write(to: actual)
            XCTFail(
                "\(name): \(differing.map(String.init) ?? "a different size"); the window is at \(actual.path)",
                file: file, line: line)
        }
    }
}
