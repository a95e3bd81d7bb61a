import TestSupport
import XCTest

@testable import OpenUIKit

/// A view whose subviews can be hit where they stick out of it, by overriding `point(inside:)`.
@MainActor
private final class OutreachingView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event)
            || subviews.contains { $0.point(inside: convert(point, to: $0), with: event) }
    }
}

/// `hitTest(_:with:)` and `point(inside:with:)` as UIKit defines them.
final class HitTestingTests: UIKitTestCase {
    func testFrontmostSubviewFirstAndWhoIsSkipped() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            root.addSubview(back)
            root.addSubview(front)
            front.addSubview(inner)
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === inner, "the deepest view, front to back")
            XCTAssertTrue(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === front)
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
            XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === root)
            XCTAssertNil(root.hitTest(CGPoint(x: 301, y: 10), with: nil), "outside the bounds")
            XCTAssertTrue(root.point(inside: CGPoint(x: 299.5, y: 0), with: nil))
            XCTAssertFalse(root.point(inside: CGPoint(x: 300, y: 0), with: nil))

            front.isHidden = true
            XCTAssertTrue(
                root.hitTest(CGPoint(x: 80, y: 80), with: nil) === back, "hidden views and their subviews are skipped")
            front.isHidden = false
            front.alpha = 0.009
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back, "alpha below 0.01 is skipped")
            front.alpha = 0.01
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === inner, "0.01 is enough")
            front.isUserInteractionEnabled = false
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back, "no interaction: the whole subtree")
            front.isUserInteractionEnabled = true
            inner.isUserInteractionEnabled = false
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        }
    }

    /// A subview that sticks out is not hit outside its superview, clipped or not, unless the
    /// superview says the point is inside it.
    func testSubviewsOutsideTheirSuperviewAreNotHit() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
            root.addSubview(container)
            container.addSubview(child)
            XCTAssertFalse(container.clipsToBounds)
            XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
            XCTAssertTrue(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root, "drawn there, but not hit")

            let reaching = OutreachingView(frame: CGRect(x: 0, y: 150, width: 100, height: 100))
            let sticking = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
            root.addSubview(reaching)
            reaching.addSubview(sticking)
            XCTAssertTrue(root.hitTest(CGPoint(x: 120, y: 270), with: nil) === sticking, "an override reaches it")
        }
    }

    /// Points are tested in each view's own coordinates: transforms and bounds origins count.
    func testTransformsAndBoundsOrigins() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            root.addSubview(scaled)
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            XCTAssertTrue(
                root.hitTest(CGPoint(x: 60, y: 60), with: nil) === scaled, "scaled about its center to 50…250")
            XCTAssertTrue(root.hitTest(CGPoint(x: 45, y: 60), with: nil) === root)

            let rotated = UIView(frame: CGRect(x: 250, y: 0, width: 100, height: 20))
            root.addSubview(rotated)
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
            // Turned about its center (300, 10): now 20 wide and 100 tall.
            XCTAssertTrue(root.hitTest(CGPoint(x: 300, y: 50), with: nil) === rotated)
            XCTAssertTrue(root.hitTest(CGPoint(x: 260, y: 10), with: nil) === root)

            let scroller = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
            let content = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 50))
            root.addSubview(scroller)
            scroller.addSubview(content)
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 310), with: nil) === scroller)
            scroller.bounds.origin = CGPoint(x: 0, y: 150)
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 310), with: nil) === content, "scrolled into view")
        }
    }

    /// A touch goes to the view `hitTest` finds in its window, and carries it all the way.
    func testTouchesGoToTheHitView() {
        onMain {
            let (window, root) = eventWindow()
            let panel = TouchLogView("Panel", frame: CGRect(x: 0, y: 100, width: 390, height: 300))
            panel.bounds.origin = CGPoint(x: 0, y: 50)
            let button = TouchLogView("Button", frame: CGRect(x: 20, y: 80, width: 100, height: 44))
            root.addSubview(panel)
            panel.addSubview(button)
            var seen: [CGPoint] = []
            button.onTouches = { [unowned button] _, touches, _ in seen.append(touches.first!.location(in: button)) }
            tap(CGPoint(x: 30, y: 140), in: window)
            XCTAssertEqual(
                trace("Panel", "Button"),
                [
                    "Button.touchesBegan(1)", "Panel.touchesBegan(1)", "Button.touchesEnded(1)",
                    "Panel.touchesEnded(1)",
                ])
            XCTAssertEqual(seen, [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10)])
            LifecycleTrace.clear()
            tap(CGPoint(x: 30, y: 300), in: window)
            XCTAssertEqual(trace("Panel", "Button"), ["Panel.touchesBegan(1)", "Panel.touchesEnded(1)"])
        }
    }
}
