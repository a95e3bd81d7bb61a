import CairoRendering
import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// Layers as Core Animation composites them: backgrounds, corners, borders, shadows, opacity,
/// clipping, transforms, hidden views, at each display scale.
final class LayerRenderingTests: UIKitTestCase {
    func testRoundedViewWithBorder() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 120, height: 80))
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
            card.backgroundColor = .systemBlue
            card.layer.cornerRadius = 14
            card.layer.borderWidth = 4
            card.layer.borderColor = UIColor.black.cgColor
            canvas.addSubview(card)
            let image = try XCTUnwrap(assertSnapshot(of: canvas, named: "rounded-border"))
            XCTAssertEqual(image.width, 240)
            XCTAssertEqual(image.height, 160)
            XCTAssertTrue(
                image.rgba(120, 80).isClose(to: RGBA(0, 122, 255)), "the middle is system blue: \(image.rgba(120, 80))")
            XCTAssertTrue(image.rgba(22, 22).isClose(to: RGBA(255, 255, 255)), "the rounded corner shows the canvas")
            XCTAssertTrue(image.rgba(120, 22).isClose(to: RGBA(0, 0, 0)), "the border, inside the bounds")
            XCTAssertTrue(image.rgba(120, 19).isClose(to: RGBA(255, 255, 255)), "nothing outside the bounds")
        }
    }

    func testShadow() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 140, height: 100))
            let card = UIView(frame: CGRect(x: 30, y: 20, width: 70, height: 50))
            card.backgroundColor = .systemOrange
            card.layer.cornerRadius = 10
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.6
            card.layer.shadowOffset = CGSize(width: 6, height: 8)
            card.layer.shadowRadius = 5
            canvas.addSubview(card)
            let image = try XCTUnwrap(assertSnapshot(of: canvas, named: "shadow"))
            let below = image.rgba(2 * 65, 2 * 74)
            XCTAssertLessThan(below.red, 200, "a soft shadow below the card: \(below)")
            XCTAssertEqual(below.red, below.blue, "the shadow is gray")
            let far = image.rgba(2 * 65, 2 * 95)
            XCTAssertTrue(far.isClose(to: RGBA(255, 255, 255)), "it fades out: \(far)")
            XCTAssertTrue(image.rgba(2 * 65, 2 * 45).isClose(to: RGBA(255, 149, 0)), "the card covers its own shadow")
        }
    }

    /// A view's alpha applies to it and its subviews as one group: the subview does not let
    /// its parent show through.
    func testAlphaIsGroupOpacity() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 100, height: 60))
            let faded = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            faded.backgroundColor = .red
            faded.alpha = 0.5
            let child = UIView(frame: CGRect(x: 40, y: 0, width: 40, height: 40))
            child.backgroundColor = .blue
            faded.addSubview(child)
            canvas.addSubview(faded)
            let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            hidden.backgroundColor = .black
            hidden.isHidden = true
            canvas.addSubview(hidden)
            let image = try XCTUnwrap(assertSnapshot(of: canvas, named: "alpha", scale: 1))
            XCTAssertTrue(image.rgba(20, 30).isClose(to: RGBA(255, 128, 128)), "red at half: \(image.rgba(20, 30))")
            XCTAssertTrue(
                image.rgba(70, 30).isClose(to: RGBA(128, 128, 255)),
                "blue at half, no red beneath: \(image.rgba(70, 30))")
            XCTAssertTrue(image.rgba(5, 5).isClose(to: RGBA(255, 255, 255)), "the hidden view draws nothing")
        }
    }

    func testClipsToBoundsWithCornerRadius() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 160, height: 80))
            for (index, clips) in [true, false].enumerated() {
                let box = UIView(frame: CGRect(x: 20 + CGFloat(index) * 80, y: 20, width: 40, height: 40))
                box.backgroundColor = .systemGray4
                box.layer.cornerRadius = 12
                box.clipsToBounds = clips
                let overflow = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
                overflow.backgroundColor = .systemGreen
                box.addSubview(overflow)
                canvas.addSubview(box)
            }
            let image = try XCTUnwrap(assertSnapshot(of: canvas, named: "clipping"))
            XCTAssertTrue(image.rgba(2 * 66, 2 * 66).isClose(to: RGBA(255, 255, 255)), "clipped at the bounds")
            XCTAssertTrue(image.rgba(2 * 57, 2 * 57).isClose(to: RGBA(255, 255, 255)), "clipped by the rounded corner")
            XCTAssertTrue(
                image.rgba(2 * 146, 2 * 66).isClose(to: RGBA(52, 199, 89)), "not clipped without clipsToBounds")
        }
    }

    func testTransform() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 120, height: 120))
            let turned = UIView(frame: CGRect(x: 30, y: 40, width: 60, height: 40))
            turned.backgroundColor = .systemPurple
            turned.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.2, y: 1.2)
            let marker = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
            marker.backgroundColor = .systemYellow
            turned.addSubview(marker)
            canvas.addSubview(turned)
            let image = try XCTUnwrap(assertSnapshot(of: canvas, named: "transform"))
            XCTAssertTrue(
                image.rgba(120, 120).isClose(to: RGBA(175, 82, 222)), "turned about its centre: \(image.rgba(120, 120))"
            )
            XCTAssertTrue(image.rgba(2 * 31, 2 * 79).isClose(to: RGBA(255, 255, 255)), "the unturned corner is empty")
        }
    }

    func testDisplayScales() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 30, height: 20), color: .systemTeal)
            for scale in [1, 2, 3] as [CGFloat] {
                let image = try XCTUnwrap(CairoRenderer.render(canvas, scale: scale))
                XCTAssertEqual(image.width, Int(30 * scale))
                XCTAssertEqual(image.height, Int(20 * scale))
            }
            canvas.traitOverrides.displayScale = 3
            XCTAssertEqual(CairoRenderer.render(canvas)?.width, 90, "the view's own display scale by default")
            let data = try XCTUnwrap(CairoRenderer.pngData(of: canvas, scale: 2))
            XCTAssertEqual(RenderedImage(pngData: data)?.width, 60, "PNG round trip")
        }
    }

    /// Untrusted geometry draws what it can and never traps.
    func testDegenerateGeometryDrawsNothing() throws {
        try onMain {
            XCTAssertNil(CairoRenderer.render(UIView(frame: .zero)))
            XCTAssertNil(CairoRenderer.render(UIView(frame: CGRect(x: 0, y: 0, width: 1e9, height: 10))))
            let canvas = makeCanvas(CGSize(width: 20, height: 20))
            let broken = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            broken.backgroundColor = .red
            broken.transform = CGAffineTransform(scaleX: 0, y: 0)
            broken.layer.cornerRadius = .nan
            broken.layer.shadowOpacity = 1
            broken.layer.shadowRadius = .infinity
            canvas.addSubview(broken)
            let nan = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            nan.backgroundColor = .red
            canvas.addSubview(nan)
            let image = try XCTUnwrap(CairoRenderer.render(canvas, scale: 1))
            XCTAssertTrue(image.rgba(5, 5).isClose(to: RGBA(255, 255, 255)))
            XCTAssertNil(RenderedImage(pngData: Data([0x89, 0x50, 0x4E, 0x47])))
            XCTAssertNil(RenderedImage(pngData: Data(repeating: 7, count: 100)))
        }
    }
}
