import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

/// Renders `view` at `scale` and holds it to the reference picture `name` (`ReferencePictures`).
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
    assertMatchesReference(image, named: name, file: file, line: line)
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
