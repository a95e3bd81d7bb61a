import CairoRendering
import Foundation
@_spi(Rendering) import OpenUIKit
import TestSupport
import XCTest

/// The frame renderer repaints only what changed, and what it shows is always what a full
/// render of the tree shows.
final class FrameRendererTests: UIKitTestCase {
    func testFirstFrameIsWholeAndNextIsEmpty() {
        onMain {
            let tree = makeTree()
            let renderer = CairoFrameRenderer(view: tree.root, scale: 2)
            XCTAssertEqual(renderer.renderFrame(), [CGRect(x: 0, y: 0, width: 480, height: 320)])
            XCTAssertEqual(renderer.pixelSize.width, 480)
            assertMatchesFullRender(renderer, "first frame")
            XCTAssertEqual(renderer.renderFrame(), [], "nothing changed, nothing repainted")
        }
    }

    func testAColourChangeRepaintsThatViewOnly() {
        onMain {
            let tree = makeTree()
            let renderer = CairoFrameRenderer(view: tree.root, scale: 2)
            renderer.renderFrame()
            tree.boxes[4].backgroundColor = .systemRed
            let damage = renderer.renderFrame()
            XCTAssertEqual(union(damage), CGRect(x: 170, y: 160, width: 130, height: 120), "the box's frame in pixels")
            assertMatchesFullRender(renderer, "after a colour change")
        }
    }

    func testMovingAViewRepaintsWhereItWasAndWhereItIs() {
        onMain {
            let tree = makeTree()
            let renderer = CairoFrameRenderer(view: tree.root, scale: 1)
            renderer.renderFrame()
            tree.boxes[0].frame.origin = CGPoint(x: 100, y: 95)
            let damage = renderer.renderFrame()
            XCTAssertTrue(damage.contains { $0.contains(CGRect(x: 10, y: 10, width: 65, height: 60)) }, "\(damage)")
            XCTAssertTrue(damage.contains { $0.contains(CGRect(x: 100, y: 95, width: 65, height: 60)) }, "\(damage)")
            XCTAssertLessThan(damage.reduce(0) { $0 + $1.width * $1.height }, 240 * 160 / 2, "not the whole frame")
            assertMatchesFullRender(renderer, "after a move")
        }
    }

    func testHidingFadingRemovingAndAddingViews() {
        onMain {
            let tree = makeTree()
            let renderer = CairoFrameRenderer(view: tree.root, scale: 2)
            renderer.renderFrame()
            tree.boxes[2].isHidden = true
            renderer.renderFrame()
            assertMatchesFullRender(renderer, "hidden")
            tree.boxes[2].isHidden = false
            tree.boxes[3].alpha = 0.3
            renderer.renderFrame()
            assertMatchesFullRender(renderer, "shown again, faded")
            tree.boxes[5].removeFromSuperview()
            renderer.renderFrame()
            assertMatchesFullRender(renderer, "removed")
            let added = UIView(frame: CGRect(x: 30, y: 40, width: 180, height: 20))
            added.backgroundColor = .systemGreen
            added.layer.cornerRadius = 10
            tree.boxes[4].addSubview(added)
            let damage = renderer.renderFrame()
            XCTAssertTrue(
                damage.contains { $0.contains(CGRect(x: 230, y: 240, width: 250, height: 40)) },
                "a subview drawn outside its superview is repainted where it is: \(damage)")
            assertMatchesFullRender(renderer, "added")
            tree.root.bringSubviewToFront(tree.boxes[0])
            tree.boxes[1].frame.origin.x = 40
            renderer.renderFrame()
            assertMatchesFullRender(renderer, "reordered and overlapping")
        }
    }

    func testDrawIsCalledOnlyWhenTheViewNeedsDisplay() {
        onMain {
            let tree = makeTree()
            let renderer = CairoFrameRenderer(view: tree.root, scale: 2)
            /// How many times the frame drew the view.
            @MainActor func draws(_ frame: () -> Void) -> Int {
                let before = tree.drawn.draws
                frame()
                return tree.drawn.draws - before
            }
            XCTAssertEqual(draws { renderer.renderFrame() }, 1)
            tree.boxes[0].backgroundColor = .black
            XCTAssertEqual(draws { renderer.renderFrame() }, 0)
            renderer.setNeedsFullRedraw()
            XCTAssertEqual(draws { renderer.renderFrame() }, 0, "its backing store is composited again")
            tree.drawn.frame.origin.x -= 20
            XCTAssertEqual(draws { renderer.renderFrame() }, 0, "moved by whole pixels: the same pixels")
            tree.drawn.color = .systemOrange
            tree.drawn.setNeedsDisplay()
            var damage: [CGRect] = []
            XCTAssertEqual(draws { damage = renderer.renderFrame() }, 1)
            XCTAssertEqual(union(damage), CGRect(x: 280, y: 180, width: 100, height: 100))
            assertMatchesFullRender(renderer, "redrawn")
            tree.label.text = "Changed"
            renderer.renderFrame()
            assertMatchesFullRender(renderer, "new label text")
            renderer.discardCaches()
            XCTAssertEqual(draws { renderer.renderFrame() }, 1, "caches emptied: drawn again")
            assertMatchesFullRender(renderer, "after the caches were emptied")
        }
    }

    func testManyChangesInARowMatchAFullRender() {
        onMain {
            let tree = makeTree()
            let renderer = CairoFrameRenderer(view: tree.root, scale: 1)
            renderer.renderFrame()
            var generator = SplitMix64(seed: 7)
            for step in 0..<40 {
                let box = tree.boxes[Int(generator.next() % 6)]
                switch generator.next() % 6 {
                case 0: box.backgroundColor = UIColor(white: CGFloat(generator.next() % 100) / 100, alpha: 1)
                case 1: box.center.x += CGFloat(Int(generator.next() % 41) - 20)
                case 2: box.isHidden.toggle()
                case 3: box.layer.cornerRadius = CGFloat(generator.next() % 20)
                case 4: box.transform = CGAffineTransform(rotationAngle: CGFloat(generator.next() % 30) / 100)
                default: box.layer.borderWidth = CGFloat(generator.next() % 4)
                }
                let damage = renderer.renderFrame()
                assertMatchesFullRender(renderer, "step \(step), damage \(damage)", tolerance: 8)
            }
        }
    }

    func testTheDarkAppearanceRepaintsEverything() {
        onMain {
            let root = makeCanvas(CGSize(width: 60, height: 40), color: .systemBackground)
            let renderer = CairoFrameRenderer(view: root, scale: 1)
            renderer.renderFrame()
            XCTAssertEqual(renderer.image?.rgba(5, 5), RGBA(255, 255, 255))
            root.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(renderer.renderFrame(), [CGRect(x: 0, y: 0, width: 60, height: 40)])
            XCTAssertEqual(renderer.image?.rgba(5, 5), RGBA(0, 0, 0))
        }
    }

    func testLayersStampTheirChanges() {
        onMain {
            let parent = CALayer(), child = CALayer()
            parent.addSublayer(child)
            let since = CALayer.beginRenderingFrame() + 1
            XCTAssertLessThan(parent.subtreeRenderingChangeEpoch, since)
            child.backgroundColor = CGColor(gray: 0.5, alpha: 1)
            XCTAssertGreaterThanOrEqual(child.renderingChangeEpoch(.appearance), since)
            XCTAssertLessThan(child.renderingChangeEpoch(.geometry), since)
            XCTAssertGreaterThanOrEqual(parent.subtreeRenderingChangeEpoch, since, "the path to the root is marked")
            child.removeFromSuperlayer()
            XCTAssertGreaterThanOrEqual(parent.renderingChangeEpoch(.sublayers), since)
        }
    }
}

/// A view that counts its `draw(_:)` calls.
@MainActor
final class CountingView: UIView {
    var draws = 0
    var color = UIColor.systemBlue

    override func draw(_ rect: CGRect) {
        draws += 1
        color.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
    }
}

@MainActor
func makeTree() -> (root: UIView, boxes: [UIView], label: UILabel, drawn: CountingView) {
    let root = makeCanvas(CGSize(width: 240, height: 160))
    var boxes: [UIView] = []
    for index in 0..<6 {
        let box = UIView(
            frame: CGRect(x: 10 + CGFloat(index % 3) * 75, y: 10 + CGFloat(index / 3) * 70, width: 65, height: 60))
        box.backgroundColor = UIColor(hue: CGFloat(index) / 6, saturation: 0.5, brightness: 0.9, alpha: 1)
        box.layer.cornerRadius = CGFloat(index * 3)
        box.layer.borderWidth = CGFloat(index % 3)
        box.layer.borderColor = UIColor.darkGray.cgColor
        root.addSubview(box)
        boxes.append(box)
    }
    let label = UILabel(frame: CGRect(x: 12, y: 130, width: 200, height: 22))
    label.text = "Damage"
    boxes[1].alpha = 0.6
    root.addSubview(label)
    let drawn = CountingView(frame: CGRect(x: 160, y: 90, width: 50, height: 50))
    drawn.backgroundColor = .clear
    root.addSubview(drawn)
    return (root, boxes, label, drawn)
}

/// The renderer's picture matches a fresh full render: compositing through backing stores may
/// round a channel by one; where a damaged rectangle's border crosses the anti-aliased edge of a
/// shape Cairo draws as a path (rotated, off the pixel grid), the edge's pixels may differ by a
/// few levels more.
@MainActor
func assertMatchesFullRender(
    _ renderer: CairoFrameRenderer, _ message: String, tolerance: Int = 1,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let retained = renderer.image, let whole = CairoRenderer.render(renderer.view, scale: renderer.scale),
        retained.width == whole.width, retained.height == whole.height
    else {
        return XCTFail("\(message): nothing to compare", file: file, line: line)
    }
    let differing = (0..<retained.height).flatMap { y in
        (0..<retained.width).compactMap { x -> String? in
            let a = retained.rgba(x, y), b = whole.rgba(x, y)
            return a.isClose(to: b, within: tolerance) ? nil : "(\(x), \(y)): \(a) instead of \(b)"
        }
    }
    XCTAssertTrue(
        differing.isEmpty, "\(message): \(differing.count) pixels differ, \(differing.prefix(3))", file: file,
        line: line)
}

func union(_ rects: [CGRect]) -> CGRect {
    rects.reduce(CGRect.null) { $0.union($1) }
}

extension FrameRendererTests {
    /// Frames drawn while an animation runs show its presentation values: a box sliding and
    /// fading linearly is halfway across and half faded at half time, each frame repaints where
    /// it was and where it is, and the frame after the end shows the model values.
    func testAnimationsAreDrawnAsTheyRun() {
        onMain {
            let root = makeCanvas(CGSize(width: 200, height: 60))
            root.backgroundColor = .white
            let box = UIView(frame: CGRect(x: 0, y: 10, width: 40, height: 40))
            box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSubview(box)
            let renderer = CairoFrameRenderer(view: root, scale: 1)
            renderer.renderFrame()
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: {
                    box.frame.origin.x = 160
                    box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                })
            XCTAssertEqual(box.frame.minX, 160, "the model is at the end at once")
            UIApplication.shared.advance(by: 0.5)
            let damage = renderer.renderFrame()
            XCTAssertTrue(
                damage.contains { $0.contains(CGRect(x: 80, y: 10, width: 40, height: 40)) },
                "where it is now: \(damage)")
            let middle = renderer.image!.color(atX: 100, y: 30)
            XCTAssertEqual(Double(middle.red), 128, accuracy: 2, "half way from red")
            XCTAssertEqual(Double(middle.blue), 128, accuracy: 2, "to blue")
            XCTAssertEqual(renderer.image!.color(atX: 20, y: 30).red, 255, "the start is white again")
            XCTAssertEqual(renderer.image!.color(atX: 20, y: 30).blue, 255)
            assertMatchesFullRender(renderer, "half way")

            UIApplication.shared.advance(by: 0.25)
            renderer.renderFrame()
            XCTAssertEqual(Double(renderer.image!.color(atX: 140, y: 30).blue), 191, accuracy: 2, "three quarters")
            assertMatchesFullRender(renderer, "three quarters")

            UIApplication.shared.advance(by: 0.5)
            let last = renderer.renderFrame()
            XCTAssertTrue(
                last.contains { $0.contains(CGRect(x: 120, y: 10, width: 40, height: 40)) },
                "the last step's place: \(last)")
            let end = renderer.image!.color(atX: 180, y: 30)
            XCTAssertEqual([end.red, end.blue], [0, 255], "at the end, blue")
            XCTAssertEqual(renderer.image!.color(atX: 130, y: 30).red, 255, "the last step is cleared")
            assertMatchesFullRender(renderer, "ended")
            XCTAssertEqual(renderer.renderFrame(), [], "nothing moves after the end")
        }
    }
}
