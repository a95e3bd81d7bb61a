import Foundation
@_spi(Rendering) import OpenUIKit
import TestSupport
import XCTest

@testable import CairoRendering

/// A scrolled view's pixels are moved, not painted again: a frame after a scroll paints the band
/// that came into view and what lies over the scroll view, and what it shows is what a full
/// render shows, whatever else changed in the same frame.
final class ScrollBlitTests: UIKitTestCase {
    /// A 240 × 320 window: a scroll view of coloured, labelled rows 37 points tall under a
    /// translucent bar, and a small nested scroll view among the rows; drawn once at 2×.
    @MainActor
    private static func makeScene() -> (
        window: UIWindow, scroll: UIScrollView, rows: [UIView], inner: UIScrollView, renderer: CairoFrameRenderer
    ) {
        CairoRendering.install()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
        window.backgroundColor = .white
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 20, width: 240, height: 300))
        scroll.backgroundColor = .systemBackground
        scroll.contentSize = CGSize(width: 240, height: 60 * 37)
        var rows: [UIView] = []
        for index in 0..<60 {
            let row = UILabel(frame: CGRect(x: 8, y: CGFloat(index) * 37, width: 224, height: 33))
            row.text = "Row \(index)"
            row.backgroundColor = UIColor(hue: CGFloat(index % 12) / 12, saturation: 0.4, brightness: 0.95, alpha: 1)
            row.layer.cornerRadius = CGFloat(index % 3) * 4
            scroll.addSubview(row)
            rows.append(row)
        }
        let inner = UIScrollView(frame: CGRect(x: 120, y: 4 * 37, width: 100, height: 70))
        inner.backgroundColor = .systemYellow
        inner.contentSize = CGSize(width: 100, height: 400)
        for index in 0..<10 {
            let dot = UIView(frame: CGRect(x: 10, y: CGFloat(index) * 40 + 5, width: 30, height: 30))
            dot.backgroundColor = .systemIndigo
            inner.addSubview(dot)
        }
        scroll.addSubview(inner)
        window.addSubview(scroll)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 64))
        bar.backgroundColor = UIColor(white: 0.2, alpha: 0.5)
        window.addSubview(bar)
        window.isHidden = false
        let renderer = CairoFrameRenderer(view: window, scale: 2)
        renderer.renderFrame()
        return (window, scroll, rows, inner, renderer)
    }

    func testAScrollMovesPixelsAndPaintsTheBandThatCameIntoView() {
        onMain {
            let scene = Self.makeScene()
            let renderer = scene.renderer
            scene.scroll.contentOffset.y = 30
            renderer.renderFrame()
            assertMatchesFullRender(renderer, "scrolled 30 points")
            // Painted: the 60-pixel band at the bottom and the bar over the top (where it is, and
            // where its moved pixels went), not the scroll view's 600 rows.
            let painted = renderer.lastRepainted.reduce(0) { $0 + $1.width * $1.height }
            XCTAssertLessThan(painted, 480 * 600 / 2, "\(renderer.lastRepainted)")
            XCTAssertTrue(
                renderer.lastRepainted.contains { $0.contains(CGRect(x: 0, y: 580, width: 480, height: 60)) },
                "\(renderer.lastRepainted)")
            XCTAssertEqual(
                renderer.lastMoved,
                [CairoFrameRenderer.MovedArea(rect: CGRect(x: 0, y: 40, width: 480, height: 600), shift: 60)])
            XCTAssertTrue(
                renderer.lastDamage.contains { $0.contains(CGRect(x: 0, y: 40, width: 480, height: 600)) },
                "a host is told the moved pixels changed: \(renderer.lastDamage)")
        }
    }

    /// Scrolls up and down by whole and fractional pixels, past the area's height, with rows
    /// changing, added and removed, the nested view scrolling, the scroll view fading and the
    /// window's own views moving in the same frames: every frame matches a full render.
    func testScrollsWithOtherChangesMatchAFullRender() {
        onMain {
            let scene = Self.makeScene()
            let renderer = scene.renderer
            var generator = SplitMix64(seed: 11)
            for step in 0..<40 {
                let moves: [CGFloat] = [20, -13, 0.25, 45.5, -160, 310, 1, -37]
                scene.scroll.contentOffset.y = max(
                    0, min(scene.scroll.contentOffset.y + moves[Int(generator.next() % 8)], 60 * 37 - 300))
                switch generator.next() % 6 {
                case 0:
                    scene.rows[Int(generator.next() % 60)].backgroundColor = UIColor(
                        white: CGFloat(generator.next() % 100) / 100, alpha: 1)
                case 1: scene.inner.contentOffset.y = CGFloat(generator.next() % 300)
                case 2:
                    let row = scene.rows[Int(generator.next() % 60)]
                    if row.superview == nil { scene.scroll.addSubview(row) } else { row.removeFromSuperview() }
                case 3: scene.rows[Int(generator.next() % 60)].frame.origin.x += 5
                case 4: scene.window.subviews.last?.frame.origin.y = CGFloat(generator.next() % 40)
                default: scene.scroll.alpha = scene.scroll.alpha == 1 ? 0.6 : 1
                }
                let damage = renderer.renderFrame()
                assertMatchesFullRender(renderer, "step \(step), damage \(damage)", tolerance: 2)
            }
        }
    }

    /// A scroll view that reaches past the clipping container it sits in moves only what the
    /// container shows: the views around the container are never moved.
    func testAClippingContainerLimitsWhatMoves() {
        onMain {
            CairoRendering.install()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            window.backgroundColor = .white
            let container = UIView(frame: CGRect(x: 0, y: 50, width: 200, height: 150))
            container.clipsToBounds = true
            let scroll = UIScrollView(frame: CGRect(x: 0, y: -50, width: 200, height: 300))
            scroll.backgroundColor = .systemTeal
            scroll.contentSize = CGSize(width: 200, height: 2000)
            for index in 0..<50 {
                let row = UIView(frame: CGRect(x: 10, y: CGFloat(index) * 40, width: 180, height: 30))
                row.backgroundColor = UIColor(hue: CGFloat(index % 7) / 7, saturation: 0.6, brightness: 0.9, alpha: 1)
                scroll.addSubview(row)
            }
            container.addSubview(scroll)
            // Above the container, under the scroll view's unclipped frame: stripes to smear.
            for index in 0..<5 {
                let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 10, width: 200, height: 10))
                stripe.backgroundColor = index % 2 == 0 ? .systemOrange : .systemBlue
                window.addSubview(stripe)
            }
            window.addSubview(container)
            let below = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 100))
            below.backgroundColor = .systemPink
            window.addSubview(below)
            window.isHidden = false
            let renderer = CairoFrameRenderer(view: window, scale: 1)
            renderer.renderFrame()
            for step in 0..<6 {
                scroll.contentOffset.y += 25
                renderer.renderFrame()
                XCTAssertEqual(renderer.lastMoved.map(\.rect), [CGRect(x: 0, y: 50, width: 200, height: 150)])
                assertMatchesFullRender(renderer, "step \(step)")
            }
        }
    }
}
