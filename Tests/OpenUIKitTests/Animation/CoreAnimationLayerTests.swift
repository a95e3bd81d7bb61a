import TestSupport
import XCTest

@_spi(Rendering) @testable import OpenUIKit

/// QuartzCore's typed names and the layer classes beyond shapes and gradients, as properties:
/// Apple's raw values, defaults, the copies `presentation()` makes, contents gravity's placement,
/// scrolling, a replicator's instance transforms and colours, actions, value functions on the
/// animation clock, and an emitter's particles worked out from the clock alone.
final class CoreAnimationLayerTests: UIKitTestCase {
    func testTypedNamesCarryApplesRawValues() {
        XCTAssertEqual(CALayerContentsGravity.resizeAspect.rawValue, "resizeAspect")
        XCTAssertEqual(CALayerContentsGravity.resizeAspectFill.rawValue, "resizeAspectFill")
        XCTAssertEqual(CALayerContentsGravity.bottomRight, CALayerContentsGravity(rawValue: "bottomRight"))
        XCTAssertEqual(CALayerCornerCurve.continuous.rawValue, "continuous")
        XCTAssertEqual(CAGradientLayerType.conic.rawValue, "conic")
        XCTAssertEqual(CALayerContentsFormat.RGBA16Float.rawValue, "RGBAh")
        XCTAssertEqual(CATextLayerAlignmentMode.justified.rawValue, "justified")
        XCTAssertEqual(CATextLayerTruncationMode.middle.rawValue, "middle")
        XCTAssertEqual(CAEmitterLayerEmitterShape.sphere.rawValue, "sphere")
        XCTAssertEqual(CAEmitterLayerEmitterMode.outline.rawValue, "outline")
        XCTAssertEqual(CAEmitterLayerRenderMode.additive.rawValue, "additive")
        XCTAssertEqual(CAScrollLayerScrollMode.horizontally.rawValue, "horizontally")
        XCTAssertEqual(CAValueFunctionName.rotateZ.rawValue, "rotateZ")
        XCTAssertEqual(kCAOnOrderIn, "onOrderIn")
        XCTAssertEqual(kCAOnOrderOut, "onOrderOut")
        XCTAssertEqual(CAEdgeAntialiasingMask.layerTopEdge.rawValue, 8)
        let gravities: Set<CALayerContentsGravity> = [
            .top, .bottom, .left, .right, .center, .topLeft, .topRight, .bottomLeft, .bottomRight, .resize,
            .resizeAspect, .resizeAspectFill,
        ]
        XCTAssertEqual(gravities.count, 12)
    }

    func testLayerDefaultsAndPresentationCopies() {
        onMain {
            let layer = CALayer()
            XCTAssertEqual(layer.contentsGravity, .resize)
            XCTAssertEqual(layer.cornerCurve, .circular)
            XCTAssertEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertEqual(layer.edgeAntialiasingMask.rawValue, 15)
            XCTAssertFalse(layer.allowsEdgeAntialiasing)
            layer.contentsGravity = .topLeft
            layer.cornerCurve = .continuous
            let copy = CALayer(layer: layer)
            XCTAssertEqual(copy.contentsGravity, .topLeft)
            XCTAssertEqual(copy.cornerCurve, .continuous)
            XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.circular), 1)
            XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.continuous), 1.528665, accuracy: 1e-6)
            XCTAssertEqual(CAGradientLayer().type, .axial)
        }
    }

    func testGravityPlacesContentAsAContentModeDoes() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 10)
        XCTAssertEqual(CALayerContentsGravity.resize.placement(of: size, in: bounds), bounds)
        XCTAssertEqual(
            CALayerContentsGravity.resizeAspect.placement(of: size, in: bounds),
            CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(
            CALayerContentsGravity.resizeAspect.placement(of: CGSize(width: 10, height: 10), in: bounds),
            CGRect(x: 25, y: 0, width: 50, height: 50))
        XCTAssertEqual(
            CALayerContentsGravity.resizeAspectFill.placement(of: CGSize(width: 10, height: 10), in: bounds),
            CGRect(x: 0, y: -25, width: 100, height: 100))
        XCTAssertEqual(
            CALayerContentsGravity.top.placement(of: size, in: bounds), CGRect(x: 40, y: 40, width: 20, height: 10),
            "Core Animation's top is the bottom of an iOS layer on screen")
        XCTAssertEqual(
            CALayerContentsGravity.bottomLeft.placement(of: size, in: bounds),
            CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(
            CALayerContentsGravity.center.placement(of: size, in: bounds), CGRect(x: 40, y: 20, width: 20, height: 10))
    }

    func testATextLayersStringTakesItsFontSizeAndColour() throws {
        try onMain {
            let text = CATextLayer()
            XCTAssertEqual(text.fontSize, 36, "Core Animation's default size")
            XCTAssertEqual(text.foregroundColor, CGColor(red: 1, green: 1, blue: 1, alpha: 1), "white by default")
            XCTAssertFalse(text.isWrapped)
            XCTAssertEqual(text.truncationMode, .none)
            XCTAssertEqual(text.alignmentMode, .natural)
            XCTAssertNil(text.displayedText)
            text.string = "Hello"
            text.font = UIFont.systemFont(ofSize: 10)
            text.fontSize = 20
            text.foregroundColor = UIColor.red.cgColor
            let shown = try XCTUnwrap(text.displayedText)
            XCTAssertEqual(shown.string, "Hello")
            XCTAssertEqual((shown.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize, 20)
            XCTAssertEqual(
                (shown.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)?.cgColor,
                UIColor.red.cgColor)
            let attributed = NSAttributedString(string: "Own", attributes: [.font: UIFont.systemFont(ofSize: 9)])
            text.string = attributed
            XCTAssertTrue(text.displayedText === attributed, "an attributed string keeps its own attributes")
            text.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
            text.isWrapped = true
            text.truncationMode = .end
            text.alignmentMode = .center
            XCTAssertEqual(text.textLayoutOptions.lineBreakMode, .byTruncatingTail)
            XCTAssertEqual(text.textLayoutOptions.alignment, .center)
            XCTAssertEqual(text.textLayoutOptions.maximumSize, CGSize(width: 80, height: 30))
            let copy = CATextLayer(layer: text)
            XCTAssertTrue(copy.string as? NSAttributedString === attributed)
            XCTAssertEqual(copy.alignmentMode, .center)
            XCTAssertTrue(copy.isWrapped)
        }
    }

    func testAReplicatorsInstancesAccumulateItsTransformAndColour() {
        onMain {
            let replicator = CAReplicatorLayer()
            XCTAssertEqual(replicator.instanceCount, 1)
            replicator.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
            XCTAssertEqual(CGPoint.zero.applying(replicator.instanceAffineTransform(3)), CGPoint(x: 30, y: 0))
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            let turned = CGPoint(x: 50, y: 0).applying(replicator.instanceAffineTransform(1))
            XCTAssertEqual(turned.x, 100, accuracy: 1e-9, "a quarter turn about the anchor point, the centre")
            XCTAssertEqual(turned.y, 50, accuracy: 1e-9)
            replicator.instanceColor = UIColor.red.cgColor
            replicator.instanceGreenOffset = 0.25
            replicator.instanceRedOffset = -0.5
            let third = replicator.instanceColorComponents(2)
            XCTAssertEqual(third.red, 0)
            XCTAssertEqual(third.green, 0.5)
            XCTAssertEqual(third.alpha, 1)
            let copy = CAReplicatorLayer(layer: replicator)
            XCTAssertEqual(copy.instanceCount, 4)
            XCTAssertEqual(copy.instanceGreenOffset, 0.25)
        }
    }

    func testAScrollLayerMovesItsBoundsOriginAsItsModeAllows() {
        onMain {
            let scroller = CAScrollLayer()
            scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            XCTAssertEqual(scroller.scrollMode, .both)
            scroller.scroll(to: CGPoint(x: 30, y: 40))
            XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 30, y: 40))
            scroller.scrollMode = .vertically
            scroller.scroll(to: CGPoint(x: 0, y: 0))
            XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 30, y: 0), "only y moves")
            scroller.scrollMode = .both
            scroller.scroll(CGRect(x: 150, y: 20, width: 20, height: 20))
            XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 70, y: 0), "the least scroll bringing it in")
            let content = CALayer()
            content.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
            scroller.addSublayer(content)
            content.scroll(CGPoint(x: 200, y: 100))
            XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 200, y: 100), "a sublayer asks its scroll layer")
            XCTAssertEqual(content.visibleRect, CGRect(x: 200, y: 100, width: 100, height: 100))
            scroller.scrollMode = .none
            scroller.scroll(to: .zero)
            XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 200, y: 100))
        }
    }

    func testTiledAndTransformLayersKeepTheirSettings() {
        onMain {
            let tiled = CATiledLayer()
            XCTAssertEqual(tiled.tileSize, CGSize(width: 256, height: 256))
            XCTAssertEqual(tiled.levelsOfDetail, 1)
            tiled.levelsOfDetail = 4
            tiled.levelsOfDetailBias = 2
            XCTAssertEqual(CATiledLayer(layer: tiled).levelsOfDetail, 4)
            XCTAssertEqual(CATiledLayer(layer: tiled).levelsOfDetailBias, 2)
            XCTAssertEqual(CATiledLayer.fadeDuration(), 0)
            let cube = CATransformLayer()
            let face = CALayer()
            face.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
            cube.addSublayer(face)
            XCTAssertEqual(cube.sublayers?.first?.transform, CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        }
    }

    func testActionsAreFoundInActionsAndAnAnimationRunsAsOne() {
        onMain {
            let layer = CALayer()
            XCTAssertNil(layer.action(forKey: "opacity"))
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            layer.actions = ["opacity": fade, kCAOnOrderOut: NSNull()]
            XCTAssertNil(layer.action(forKey: kCAOnOrderOut), "NSNull stops the search")
            let action = layer.action(forKey: "opacity")
            XCTAssertTrue(action as? CABasicAnimation === fade)
            action?.run(forKey: "opacity", object: layer, arguments: nil)
            XCTAssertEqual(layer.animationKeys(), ["opacity"])
            layer.removeAllAnimations()
            let view = UIView()
            view.layer.actions = ["opacity": fade]
            XCTAssertNil(view.layer.action(forKey: "opacity"), "a view's layer has no actions outside a block")
            pump()
        }
    }

    func testAValueFunctionTurnsNumbersIntoATransformOnTheClock() {
        onMain {
            XCTAssertNil(CAValueFunction(name: CAValueFunctionName("wobble")))
            let function = CAValueFunction(name: .rotateZ)
            XCTAssertEqual(function?.name, .rotateZ)
            let layer = CALayer()
            let spin = CABasicAnimation(keyPath: "transform")
            spin.valueFunction = function
            spin.fromValue = 0
            spin.toValue = CGFloat.pi
            spin.duration = 1
            layer.add(spin, forKey: "spin")
            UIApplication.shared.advance(by: 0.5)
            let shown = layer.presentation()?.transform ?? CATransform3DIdentity
            let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            XCTAssertEqual(shown.m11, quarter.m11, accuracy: 1e-6, "a quarter turn half way")
            XCTAssertEqual(shown.m12, quarter.m12, accuracy: 1e-6)
            XCTAssertTrue(CATransform3DIsIdentity(layer.transform), "the model keeps its value")
            let scale = CAValueFunction(name: .scaleX)?.transform(for: 3)
            XCTAssertEqual(scale?.m11, 3)
            XCTAssertEqual(scale?.m22, 1)
            UIApplication.shared.runUntilIdle()
            layer.removeAllAnimations()
            pump()
        }
    }

    func testAnEmittersParticlesAreWorkedOutFromTheClock() {
        onMain {
            let emitter = CAEmitterLayer()
            let start = emitter.emissionStartTime
            XCTAssertEqual(emitter.birthRate, 1)
            XCTAssertEqual(emitter.emitterShape, .point)
            XCTAssertEqual(emitter.emitterMode, .volume)
            XCTAssertEqual(emitter.renderMode, .unordered)
            let cell = CAEmitterCell()
            XCTAssertEqual(cell.scale, 1)
            XCTAssertEqual(cell.birthRate, 0)
            cell.birthRate = 4
            cell.lifetime = 1
            cell.velocity = 10
            cell.yAcceleration = 20
            cell.emissionLongitude = .pi / 2
            emitter.emitterCells = [cell]
            emitter.emitterPosition = CGPoint(x: 5, y: 5)
            let particles = emitter.particles(at: start + 2)
            XCTAssertEqual(particles.count, 4, "born at 1.25, 1.5, 1.75 and 2 s; older ones lived their second")
            let oldest = particles[0]
            XCTAssertEqual(oldest.age, 0.75, accuracy: 1e-9)
            XCTAssertEqual(oldest.position.x, 5, accuracy: 1e-9)
            XCTAssertEqual(oldest.position.y, 5 + 10 * 0.75 + 20 * 0.75 * 0.75 / 2, accuracy: 1e-9)
            emitter.emitterShape = .rectangle
            emitter.emitterSize = CGSize(width: 40, height: 20)
            cell.velocityRange = 5
            cell.alphaSpeed = -1
            let first = emitter.particles(at: start + 2), again = emitter.particles(at: start + 2)
            XCTAssertEqual(first, again, "the same time and seed give the same particles")
            XCTAssertEqual(first[0].color[3], 0.25, accuracy: 1e-9, "faded by alphaSpeed")
            emitter.seed = 7
            XCTAssertNotEqual(emitter.particles(at: start + 2), first, "another seed, other particles")
            XCTAssertTrue(emitter.particles(at: start - 1).isEmpty, "nothing before it was made")
            emitter.birthRate = 0
            XCTAssertTrue(emitter.particles(at: start + 2).isEmpty)
            XCTAssertTrue(CAEmitterCell.emitterCell().isEnabled)
        }
    }
}
