import TestSupport
import XCTest

@testable import OpenUIKit

/// An image renderer's format: the renderer keeps a copy with its bounds, which the drawing
/// block reads as `context.format.bounds`, and the app's format is left as it was.
final class GraphicsRendererFormatTests: UIKitTestCase {
    func testTheContextsFormatCarriesTheRenderersBounds() {
        onMain {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 3
            let renderer = UIGraphicsImageRenderer(
                bounds: CGRect(x: 5, y: 6, width: 44, height: 33), format: format)
            XCTAssertEqual(renderer.format.bounds, CGRect(x: 5, y: 6, width: 44, height: 33))
            XCTAssertEqual(renderer.format.scale, 3)
            XCTAssertEqual(format.bounds, .zero, "the app's format is not changed")
            XCTAssertEqual(
                UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).format.bounds.size,
                CGSize(width: 2, height: 1))

            // The image renderer is a UIGraphicsRenderer; its context a UIGraphicsRendererContext
            // whose format is the renderer's.
            let base: UIGraphicsRenderer = renderer
            XCTAssertTrue(base.allowsImageOutput)
            XCTAssertTrue(base.format === renderer.format)
            XCTAssertFalse(UIGraphicsRenderer(bounds: .zero, format: .default()).allowsImageOutput)
            // A drawing block may take the base context (it runs only with a renderer installed).
            _ = renderer.image { (context: UIGraphicsRendererContext) in context.fill(context.format.bounds) }

            let bar = UISearchBar()
            let field = UIImage(sizeOnly: CGSize(width: 44, height: 33), scale: 1)
            bar.setSearchFieldBackgroundImage(field, for: .normal)
            XCTAssertTrue(bar.searchFieldBackgroundImage(for: .normal) === field)
            XCTAssertNil(bar.searchFieldBackgroundImage(for: .highlighted))
        }
    }
}
