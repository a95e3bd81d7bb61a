import CairoRendering
import Foundation
@_spi(Rendering) import OpenUIKit
import TestSupport
import XCTest

/// The QuartzCore layer classes drawn by Cairo, read at known pixels: a layer's `contents` image
/// placed by `contentsGravity`, radial and conic gradients, a text layer's string, a replicator's
/// copies, a transform layer's missing background, and an emitter's particles after a fixed
/// advance of the animation clock.
final class CoreAnimationLayerRenderingTests: UIKitTestCase {
    private static let white = RGBA(255, 255, 255)
    private static let red = RGBA(255, 0, 0)
    private static let blue = RGBA(0, 0, 255)

    @MainActor
    private static func layer(_ frame: CGRect, on canvas: UIView) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        canvas.layer.addSublayer(layer)
        return layer
    }

    func testContentsArePlacedByGravity() throws {
        try onMain {
            CairoRendering.install()
            let canvas = makeCanvas(CGSize(width: 100, height: 100))
            let square = try XCTUnwrap(solidImage(CGSize(width: 20, height: 20), .red).cgImage)
            let resized = Self.layer(CGRect(x: 0, y: 0, width: 100, height: 40), on: canvas)
            resized.contents = square
            let aspect = Self.layer(CGRect(x: 0, y: 50, width: 100, height: 20), on: canvas)
            aspect.contents = square
            aspect.contentsGravity = .resizeAspect
            let corner = Self.layer(CGRect(x: 0, y: 70, width: 100, height: 30), on: canvas)
            corner.contents = square
            corner.contentsGravity = .bottomRight
            let picture = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertEqual(picture.rgba(5, 5), Self.red, ".resize stretches the image over the bounds")
            XCTAssertEqual(picture.rgba(95, 35), Self.red)
            XCTAssertEqual(picture.rgba(50, 60), Self.red, ".resizeAspect: a 20-point square in the middle")
            XCTAssertEqual(picture.rgba(30, 60), Self.white, "and nothing beside it")
            XCTAssertEqual(
                picture.rgba(90, 75), Self.red, ".bottomRight: at its own size in the top corner on screen, as on iOS")
            XCTAssertEqual(picture.rgba(70, 75), Self.white)
            XCTAssertEqual(picture.rgba(90, 95), Self.white)
        }
    }

    /// A 100-point red-to-blue gradient of `type` from the centre to `end`, drawn.
    @MainActor private static func redToBlue(_ type: CAGradientLayerType, to end: CGPoint) throws -> RenderedImage {
        CairoRendering.install()
        let canvas = makeCanvas(CGSize(width: 100, height: 100))
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.type = type
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = end
        canvas.layer.addSublayer(gradient)
        return try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
    }

    func testARadialGradientFadesOutFromItsStartPoint() throws {
        try onMain {
            let picture = try Self.redToBlue(.radial, to: CGPoint(x: 1, y: 1))
            XCTAssertTrue(
                picture.rgba(50, 50).isClose(to: Self.red, within: 8), "red at the centre: \(picture.rgba(50, 50))")
            XCTAssertTrue(
                picture.rgba(99, 50).isClose(to: Self.blue, within: 8), "blue at the ellipse: \(picture.rgba(99, 50))")
            let between = picture.rgba(75, 50)
            XCTAssertTrue(between.red > 100 && between.blue > 100, "half way, half each: \(between)")
            XCTAssertTrue(picture.rgba(99, 99).isClose(to: Self.blue, within: 8), "past the end, the last colour")
        }
    }

    func testAConicGradientSweepsAboutItsCentre() throws {
        try onMain {
            let picture = try Self.redToBlue(.conic, to: CGPoint(x: 1, y: 0.5))
            let start = picture.rgba(90, 52), half = picture.rgba(10, 50), end = picture.rgba(90, 48)
            XCTAssertTrue(start.red > 230 && start.blue < 25, "red just past the start line: \(start)")
            XCTAssertTrue(abs(half.red - half.blue) < 30, "half way round, half each: \(half)")
            XCTAssertTrue(end.blue > 230 && end.red < 25, "blue just before the start line again: \(end)")
        }
    }

    func testATextLayerDrawsItsStringInItsColour() throws {
        try onMain {
            CairoRendering.install()
            let canvas = makeCanvas(CGSize(width: 200, height: 60))
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            text.string = "█████"
            text.fontSize = 40
            text.foregroundColor = UIColor.red.cgColor
            text.alignmentMode = .right
            canvas.layer.addSublayer(text)
            let picture = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            let right = (100..<200).filter { picture.rgba($0, 25) == Self.red }.count
            let left = (0..<40).filter { picture.rgba($0, 25) != Self.white }
            XCTAssertGreaterThan(right, 40, "the blocks are drawn in red, against the right edge")
            XCTAssertEqual(left, [], "nothing at the left")
        }
    }

    func testUnwrappedTextStaysOnOneLineAndWrappedTextBreaks() throws {
        try onMain {
            CairoRendering.install()
            let canvas = makeCanvas(CGSize(width: 100, height: 100))
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            text.string = "██ ██ ██ ██ ██"
            text.fontSize = 20
            text.foregroundColor = UIColor.red.cgColor
            canvas.layer.addSublayer(text)
            let inked = { (picture: RenderedImage, y: Int) in (0..<100).contains { picture.rgba($0, y) != Self.white } }
            let unwrapped = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertTrue(inked(unwrapped, 12), "the first line")
            XCTAssertFalse(inked(unwrapped, 40), "no second line when not wrapped")
            text.isWrapped = true
            let wrapped = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertTrue(inked(wrapped, 40), "wrapped, the words go on below")
        }
    }

    func testAReplicatorDrawsItsSublayerOnceForEachInstance() throws {
        try onMain {
            CairoRendering.install()
            let canvas = makeCanvas(CGSize(width: 100, height: 30))
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            replicator.instanceColor = UIColor.white.cgColor
            replicator.instanceRedOffset = -0.5
            replicator.instanceGreenOffset = -0.5
            let dot = CALayer()
            dot.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
            dot.backgroundColor = UIColor.white.cgColor
            replicator.addSublayer(dot)
            canvas.layer.backgroundColor = UIColor.black.cgColor
            canvas.backgroundColor = .black
            canvas.layer.addSublayer(replicator)
            let picture = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertEqual(picture.rgba(15, 15), RGBA(255, 255, 255), "the first copy as it is")
            XCTAssertTrue(
                picture.rgba(45, 15).isClose(to: RGBA(128, 128, 255)),
                "the second half as red and green: \(picture.rgba(45, 15))")
            XCTAssertTrue(
                picture.rgba(75, 15).isClose(to: RGBA(0, 0, 255)), "the third without: \(picture.rgba(75, 15))")
            XCTAssertEqual(picture.rgba(95, 15), RGBA(0, 0, 0), "no fourth copy")
            XCTAssertEqual(replicator.sublayers?.count, 1, "the copies are drawn, not added")
        }
    }

    func testEachReplicatedCopyShowsItsAnimationsInstanceDelayLater() throws {
        try onMain {
            CairoRendering.install()
            let canvas = makeCanvas(CGSize(width: 60, height: 30), color: .black)
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
            replicator.instanceCount = 2
            replicator.instanceDelay = 0.5
            replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            let dot = CALayer()
            dot.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
            dot.backgroundColor = UIColor.white.cgColor
            replicator.addSublayer(dot)
            canvas.layer.addSublayer(replicator)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            dot.add(fade, forKey: "fade")
            UIApplication.shared.advance(by: 0.5)
            let picture = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertTrue(picture.rgba(15, 15).isClose(to: RGBA(128, 128, 128), within: 2), "\(picture.rgba(15, 15))")
            XCTAssertEqual(picture.rgba(45, 15), RGBA(255, 255, 255), "the second copy half a second behind")
            XCTAssertEqual(CALayer.presentationDelay, 0, "the delay ends with the copy")
            UIApplication.shared.runUntilIdle()
        }
    }

    func testATransformLayerDrawsItsSublayersButNoBackground() throws {
        try onMain {
            CairoRendering.install()
            let canvas = makeCanvas(CGSize(width: 60, height: 60))
            let holder = CATransformLayer()
            holder.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            holder.backgroundColor = UIColor.blue.cgColor
            let face = CALayer()
            face.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            face.backgroundColor = UIColor.red.cgColor
            holder.addSublayer(face)
            canvas.layer.addSublayer(holder)
            let picture = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertEqual(picture.rgba(20, 20), Self.red)
            XCTAssertEqual(picture.rgba(50, 50), Self.white, "a transform layer draws no background")
        }
    }

    func testAnEmittersParticlesAfterAFixedClockAdvance() throws {
        try onMain {
            CairoRendering.install()
            let canvas = makeCanvas(CGSize(width: 200, height: 100))
            let emitter = CAEmitterLayer()
            emitter.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            emitter.emitterPosition = CGPoint(x: 10, y: 50)
            let cell = CAEmitterCell()
            cell.birthRate = 1
            cell.lifetime = 10
            cell.velocity = 50
            cell.emissionLongitude = 0
            cell.contents = solidImage(CGSize(width: 10, height: 10), .red).cgImage
            emitter.emitterCells = [cell]
            canvas.layer.addSublayer(emitter)
            UIApplication.shared.advance(by: 2.5)
            XCTAssertEqual(emitter.particles(at: UIApplication.shared.animationClock.now).count, 3)
            let picture = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            // Born at 0, 1 and 2 s, moving right at 50 points a second: at 135, 85 and 35.
            for x in [135, 85, 35] {
                XCTAssertEqual(picture.rgba(x, 50), Self.red, "a particle at x = \(x)")
            }
            XCTAssertEqual(picture.rgba(110, 50), Self.white, "and none between")
            cell.alphaSpeed = -0.5
            emitter.emitterCells = [cell]
            let faded = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertEqual(faded.rgba(135, 50), Self.white, "the oldest faded out after 2 seconds")
            let young = faded.rgba(35, 50)
            XCTAssertTrue(young.isClose(to: RGBA(255, 64, 64), within: 6), "the youngest at three quarters: \(young)")
            UIApplication.shared.runUntilIdle()
        }
    }

    func testAFrameRendererRepaintsAnEmitterWithoutBoundsAsItsParticlesMove() {
        onMain {
            CairoRendering.install()
            let canvas = makeCanvas(CGSize(width: 120, height: 40))
            let emitter = CAEmitterLayer()
            emitter.position = CGPoint(x: 10, y: 20)
            let cell = CAEmitterCell()
            cell.birthRate = 2
            cell.lifetime = 3
            cell.velocity = 40
            cell.contents = solidImage(CGSize(width: 8, height: 8), .red).cgImage
            emitter.emitterCells = [cell]
            canvas.layer.addSublayer(emitter)
            let renderer = CairoFrameRenderer(view: canvas, scale: 1)
            UIApplication.shared.advance(by: 0.75)
            renderer.renderFrame()
            assertMatchesFullRender(renderer, "first frame")
            for step in 1...4 {
                UIApplication.shared.advance(by: 0.5)
                renderer.renderFrame()
                assertMatchesFullRender(renderer, "frame \(step), particles moved on")
            }
            // At 2.75 s the particles are 1.25 s and 0.75 s old among others: at x = 60 and 40.
            XCTAssertEqual(renderer.image?.rgba(60, 20), Self.red)
            XCTAssertEqual(renderer.image?.rgba(40, 20), Self.red)
            XCTAssertEqual(renderer.image?.rgba(50, 20), Self.white)
            emitter.removeFromSuperlayer()
            UIApplication.shared.runUntilIdle()
        }
    }
}
