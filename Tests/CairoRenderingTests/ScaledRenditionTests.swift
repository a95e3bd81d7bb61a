import Foundation
@_spi(Rendering) import OpenUIKit
import TestSupport
import XCTest

@testable import CairoRendering

/// A big image drawn much smaller comes from a copy made once at that scale (halved, then
/// filtered), close to what drawing the whole bitmap through the scale gives, and shared by every
/// view that shows it at that size.
final class ScaledRenditionTests: UIKitTestCase {
    func testShrunkImagesDrawCloseToTheStraightPathAndShareOneRendition() throws {
        try onMain {
            CairoRendering.install()
            // 300×150 pixels of four colours with a diagonal, so filtering shows.
            let big = UIGraphicsImageRenderer(
                size: CGSize(width: 300, height: 150),
                format: {
                    let format = UIGraphicsImageRendererFormat()
                    format.scale = 1
                    return format
                }()
            ).image { context in
                for (index, color) in [UIColor.red, .green, .blue, .yellow].enumerated() {
                    color.setFill()
                    context.fill(
                        CGRect(x: CGFloat(index % 2) * 150, y: CGFloat(index / 2) * 75, width: 150, height: 75))
                }
                UIColor.black.setStroke()
                let line = UIBezierPath()
                line.move(to: .zero)
                line.addLine(to: CGPoint(x: 300, y: 150))
                line.lineWidth = 3
                line.stroke()
            }
            let canvas = makeCanvas(CGSize(width: 200, height: 60))
            for index in 0..<5 {
                let view = UIImageView(frame: CGRect(x: CGFloat(index) * 40, y: 10, width: 37, height: 19))
                view.image = big
                canvas.addSubview(view)
            }
            CairoImagePainter.drawsFromScaledRenditions = false
            let straight = try XCTUnwrap(CairoRenderer.render(canvas, scale: 2))
            CairoImagePainter.drawsFromScaledRenditions = true
            defer { CairoImagePainter.drawsFromScaledRenditions = true }
            let fromRendition = try XCTUnwrap(CairoRenderer.render(canvas, scale: 2))
            // A mipmap's averages are not the good filter's weights: the thin diagonal, under a
            // pixel wide at this size, comes out up to a third lighter or darker, and everything
            // else within a level or two. A copy misplaced by a pixel would be a whole colour
            // apart along every border.
            var largest = 0, total = 0, count = 0
            for y in 0..<120 {
                for x in 0..<400 {
                    let a = fromRendition.rgba(x, y), b = straight.rgba(x, y)
                    let apart = [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].map(abs)
                    largest = max(largest, apart.max() ?? 0)
                    total += apart.reduce(0, +)
                    count += 4
                }
            }
            XCTAssertLessThanOrEqual(largest, 96, "a channel on the diagonal")
            XCTAssertLessThan(Double(total) / Double(count), 1, "on average")
            XCTAssertEqual(fromRendition.rgba(4, 34), RGBA(255, 0, 0), "red top left, at 2×")
            let bitmap = try XCTUnwrap(big.cgImage?.renderingSource?.bitmap as? CairoImageBitmap)
            XCTAssertEqual(bitmap.renditions.count, 1, "five views of one size share one rendition")
        }
    }
}
