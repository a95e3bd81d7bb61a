import CairoRendering
import Foundation
@_spi(Rendering) import OpenUIKit
import TestSupport
import XCTest

/// A canvas of hard black and white stripes, 10 points wide, for a blur to soften.
@MainActor
private func stripes(_ size: CGSize) -> UIView {
    let canvas = makeCanvas(size)
    var x: CGFloat = 0
    while x < size.width {
        let stripe = UIView(frame: CGRect(x: x, y: 0, width: 10, height: size.height))
        stripe.backgroundColor = .black
        canvas.addSubview(stripe)
        x += 20
    }
    return canvas
}

/// `UIVisualEffectView` drawn as a real blur of what lies behind it, under the material's tint;
/// the blur follows the view's corners, fades with the effect, and a frame renderer that repaints
/// part of what lies behind shows what a full render shows.
final class VisualEffectRenderingTests: UIKitTestCase {
    func testABlurEffectBlursWhatLiesBehind() throws {
        try onMain {
            let canvas = stripes(CGSize(width: 200, height: 80))
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            blur.frame = CGRect(x: 100, y: 10, width: 90, height: 60)
            blur.layer.cornerRadius = 12
            canvas.addSubview(blur)
            let label = UILabel(frame: CGRect(x: 8, y: 20, width: 80, height: 20))
            label.text = "Blur"
            blur.contentView.addSubview(label)
            let picture = try XCTUnwrap(assertSnapshot(of: canvas, named: "visual-effect-blur", scale: 2))

            // Outside: hard stripes, black then white.
            XCTAssertEqual(picture.rgba(2 * 45, 2 * 40), RGBA(0, 0, 0))
            XCTAssertEqual(picture.rgba(2 * 55, 2 * 40), RGBA(255, 255, 255))
            // Inside, away from the label: black and white stripes blurred into greys close to each other.
            let onBlack = picture.rgba(2 * 165, 2 * 60), onWhite = picture.rgba(2 * 175, 2 * 60)
            XCTAssertGreaterThan(onBlack.red, 90, "a blurred black stripe, lightened by the tint: \(onBlack)")
            XCTAssertLessThan(onWhite.red, 250, "a blurred white one: \(onWhite)")
            XCTAssertLessThan(abs(onBlack.red - onWhite.red), 60, "the stripes are smoothed out")
            // The rounded corner shows the stripes as they are.
            XCTAssertEqual(picture.rgba(2 * 100 + 1, 2 * 10 + 1), RGBA(0, 0, 0), "outside the corner's curve")
        }
    }

    func testTheDarkMaterialAndNoEffect() throws {
        try onMain {
            let canvas = stripes(CGSize(width: 100, height: 40))
            let dark = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            dark.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
            canvas.addSubview(dark)
            let none = UIVisualEffectView(effect: nil)
            none.frame = CGRect(x: 50, y: 0, width: 50, height: 40)
            canvas.addSubview(none)
            let picture = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            let inside = picture.rgba(25, 20)
            XCTAssertLessThan(inside.red, 80, "dark: \(inside)")
            XCTAssertEqual(picture.rgba(65, 20), RGBA(0, 0, 0), "no effect: the stripes as they are")
            XCTAssertEqual(picture.rgba(75, 20), RGBA(255, 255, 255))
        }
    }

    func testAnAnimatorPausedHalfWayShowsHalfTheBlur() throws {
        try onMain {
            let canvas = stripes(CGSize(width: 80, height: 40))
            let effectView = UIVisualEffectView(effect: nil)
            effectView.frame = canvas.bounds
            canvas.addSubview(effectView)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                effectView.effect = UIBlurEffect(style: .dark)
            }
            let before = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1)).rgba(15, 20)
            animator.fractionComplete = 0.5
            let half = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1)).rgba(15, 20)
            animator.fractionComplete = 1
            let whole = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1)).rgba(15, 20)
            XCTAssertEqual(before, RGBA(255, 255, 255), "no blur yet over the white stripe")
            XCTAssertLessThan(half.red, 250, "half the dark blur: \(half)")
            XCTAssertGreaterThan(half.red, whole.red + 40, "not all of it: \(half), \(whole)")
            animator.stopAnimation(true)
        }
    }

    func testAFrameRendererRepaintsTheWholeBlurWhenSomethingBehindItChanges() {
        onMain {
            let canvas = stripes(CGSize(width: 160, height: 80))
            let mover = UIView(frame: CGRect(x: 40, y: 30, width: 10, height: 10))
            mover.backgroundColor = .systemRed
            canvas.addSubview(mover)
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            blur.frame = CGRect(x: 30, y: 10, width: 100, height: 60)
            canvas.addSubview(blur)
            let renderer = CairoFrameRenderer(view: canvas, scale: 2)
            renderer.renderFrame()
            assertMatchesFullRender(renderer, "first frame", tolerance: 2)
            mover.frame.origin.x = 60
            let damage = renderer.renderFrame()
            XCTAssertTrue(
                damage.contains { $0.contains(CGRect(x: 60, y: 20, width: 200, height: 120)) },
                "the whole blur is repainted: \(damage)")
            assertMatchesFullRender(renderer, "after a move behind the blur", tolerance: 2)
        }
    }

    func testVibrantContentShowsAtItsStylesStrength() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 40, height: 20))
            let vibrancy = UIVisualEffectView(
                effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .secondaryLabel))
            vibrancy.frame = canvas.bounds
            let block = UIView(frame: vibrancy.bounds)
            block.backgroundColor = .black
            vibrancy.contentView.addSubview(block)
            canvas.addSubview(vibrancy)
            XCTAssertEqual(vibrancy.contentView.layer.vibrancyOpacity, 0.6)
            let picture = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertTrue(
                picture.rgba(20, 10).isClose(to: RGBA(102, 102, 102)), "black at 60%: \(picture.rgba(20, 10))")
        }
    }
}
