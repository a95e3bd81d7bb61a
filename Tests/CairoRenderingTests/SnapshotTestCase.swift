import CairoRendering
import Foundation
import OpenUIKit
import XCTest

/// Renders views and compares them with the reference PNGs in `References/`. A missing
/// reference is written into the source tree and the test fails, asking for it to be looked
/// at before it is kept; a mismatch writes the actual picture beside the temporary directory's
/// copy for comparison. Bodies run on the main actor (XCTest on Linux runs tests on the main
/// thread).
class SnapshotTestCase: XCTestCase {
    /// Rendering installs the Pango measurer for the whole process; each test puts the headless
    /// one back, so suites that measure headless never depend on the order tests run in.
    override func tearDown() {
        CairoRendering.uninstall()
        super.tearDown()
    }

    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}

/// Per-channel difference allowed (out of 255) for antialiasing noise, and how many pixels may
/// exceed it.
private let channelTolerance = 6
private let allowedDifferingPixels = 0
private let referencesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "References")

@MainActor
@discardableResult
func assertSnapshot(
    of view: UIView, named name: String, scale: CGFloat = 2,
    file: StaticString = #filePath, line: UInt = #line
) -> RenderedImage? {
    guard let image = CairoRenderer.render(view, scale: scale) else {
        XCTFail("\(name): nothing was rendered", file: file, line: line)
        return nil
    }
    let fileName = "\(name).png"
    guard let url = Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "References"),
        let data = try? Data(contentsOf: url), let reference = RenderedImage(pngData: data)
    else {
        let target = referencesDirectory.appendingPathComponent(fileName)
        try? FileManager.default.createDirectory(at: referencesDirectory, withIntermediateDirectories: true)
        try? image.pngData()?.write(to: target)
        XCTFail(
            "\(name): no reference; wrote \(target.path). Look at it, keep it if it is right, and run again.",
            file: file, line: line)
        return image
    }
    guard let difference = image.difference(from: reference, tolerance: channelTolerance) else {
        XCTFail(
            "\(name): rendered \(image.width)×\(image.height), reference is \(reference.width)×\(reference.height)",
            file: file, line: line)
        return image
    }
    if difference.differingPixels > allowedDifferingPixels {
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("actual-\(fileName)")
        try? image.pngData()?.write(to: actual)
        XCTFail(
            "\(name): \(difference.differingPixels) pixels differ from the reference (largest difference "
                + "\(difference.largestDifference)); the rendering is at \(actual.path)", file: file, line: line)
    }
    return image
}

/// The appearances every view is drawn in, with the names their references carry.
let snapshotStyles: [(UIUserInterfaceStyle, String)] = [(.light, "light"), (.dark, "dark")]

/// A canvas in the system background of `style`.
@MainActor
func styledCanvas(_ size: CGSize, _ style: UIUserInterfaceStyle) -> UIView {
    let canvas = makeCanvas(size, color: .systemBackground)
    canvas.overrideUserInterfaceStyle = style
    return canvas
}

/// A key window of `size` in `style` whose root controller's view has `background`, settled.
@MainActor
func styledWindow(
    _ size: CGSize, _ style: UIUserInterfaceStyle,
    background: UIColor = .systemBackground
) -> (UIWindow, UIViewController) {
    let root = UIViewController()
    root.view.backgroundColor = background
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.overrideUserInterfaceStyle = style
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return (window, root)
}

/// A white canvas of `size` to put the views under test on.
@MainActor
func makeCanvas(_ size: CGSize, color: UIColor = .white) -> UIView {
    let view = UIView(frame: CGRect(origin: .zero, size: size))
    view.backgroundColor = color
    return view
}

/// A `size` image of one colour at scale 1, drawn by the image renderer.
@MainActor
func solidImage(_ size: CGSize, _ color: UIColor) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

/// Straight RGBA of a pixel, for assertions that read better than a snapshot.
struct RGBA: Equatable, CustomStringConvertible {
    var red: Int, green: Int, blue: Int, alpha: Int

    init(_ tuple: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
        (red, green, blue, alpha) = (Int(tuple.red), Int(tuple.green), Int(tuple.blue), Int(tuple.alpha))
    }

    init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    func isClose(to other: RGBA, within tolerance: Int = 3) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }

    var description: String { "(\(red), \(green), \(blue), \(alpha))" }
}

extension RenderedImage {
    func rgba(_ x: Int, _ y: Int) -> RGBA { RGBA(color(atX: x, y: y)) }
}
