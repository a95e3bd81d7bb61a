@testable import CairoRendering
import Foundation
@_spi(Rendering) import OpenUIKit
import XCTest

/// A big image drawn much smaller comes from a copy filtered once at that scale: what drawing the
/// whole bitmap through the scale gives (to a rounding), made once however many views show it.
final class ScaledRenditionTests: SnapshotTestCase {
    func testShrunkImagesDrawAsTheStraightPathAndShareOneRendition() throws {
        try onMain {
            CairoRendering.install()
            // 300×150 pixels of four colours with a diagonal, so filtering shows.
            let big = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 150), format: {
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                return format
            }()).image { context in
                for (index, color) in [UIColor.red, .green, .blue, .yellow].enumerated() {
                    color.setFill()
                    context.fill(CGRect(x: CGFloat(index % 2) * 150, y: CGFloat(index / 2) * 75, width: 150, height: 75))
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
            // The same samples; a channel may round by one, the copy storing them in 8 bits first.
            for y in 0..<120 {
                for x in 0..<400 {
                    let a = fromRendition.rgba(x, y), b = straight.rgba(x, y)
                    let apart = [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].map(abs).max() ?? 0
                    if apart > 1 { return XCTFail("(\(x), \(y)): \(a) from the rendition, \(b) straight") }
                }
            }
            XCTAssertEqual(fromRendition.rgba(4, 34), RGBA(255, 0, 0), "red top left, at 2×")
            let bitmap = try XCTUnwrap(big.cgImage?.renderingSource?.bitmap as? CairoImageBitmap)
            XCTAssertEqual(bitmap.renditions.count, 1, "five views of one size share one rendition")
        }
    }
}
