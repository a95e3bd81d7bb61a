import TestSupport
import XCTest

@testable import OpenUIKit

private let tolerance: CGFloat = 1e-9

func assertNear(
    _ lhs: CGPoint?, _ rhs: CGPoint, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let lhs else { return XCTFail("nil point \(message)", file: file, line: line) }
    XCTAssertEqual(lhs.x, rhs.x, accuracy: tolerance, "x of \(lhs) \(message)", file: file, line: line)
    XCTAssertEqual(lhs.y, rhs.y, accuracy: tolerance, "y of \(lhs) \(message)", file: file, line: line)
}

func assertNear(
    _ lhs: CGRect?, _ rhs: CGRect, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let lhs else { return XCTFail("nil rect \(message)", file: file, line: line) }
    XCTAssertEqual(lhs.minX, rhs.minX, accuracy: tolerance, "x of \(lhs) \(message)", file: file, line: line)
    XCTAssertEqual(lhs.minY, rhs.minY, accuracy: tolerance, "y of \(lhs) \(message)", file: file, line: line)
    XCTAssertEqual(lhs.width, rhs.width, accuracy: tolerance, "width of \(lhs) \(message)", file: file, line: line)
    XCTAssertEqual(lhs.height, rhs.height, accuracy: tolerance, "height of \(lhs) \(message)", file: file, line: line)
}

func assertNear(
    _ lhs: CGSize?, _ rhs: CGSize, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let lhs else { return XCTFail("nil size \(message)", file: file, line: line) }
    XCTAssertEqual(lhs.width, rhs.width, accuracy: tolerance, "width of \(lhs) \(message)", file: file, line: line)
    XCTAssertEqual(lhs.height, rhs.height, accuracy: tolerance, "height of \(lhs) \(message)", file: file, line: line)
}

/// A view whose touch area reaches `slop` points beyond its bounds.
@MainActor
private final class GenerousView: UIView {
    var slop: CGFloat = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -slop, dy: -slop).contains(point)
    }
}

/// A colour class of the app's own, to see that the view hands back the object it was given.
private final class BrandColor: UIColor, @unchecked Sendable {}

/// Frame, bounds and center; the layer as the one owner of geometry; coordinate conversion; hit
/// testing; autoresizing.
final class ViewGeometryTests: UIKitTestCase {
    // MARK: Frame, bounds, center

    func testFrameBoundsAndCenterAgree() {
        onMain {
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
            XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))

            view.center = CGPoint(x: 0, y: 0)
            XCTAssertEqual(view.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
            XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 50))

            // Bounds grow about the center; the bounds origin does not move the frame.
            view.bounds = CGRect(x: 5, y: 7, width: 200, height: 100)
            XCTAssertEqual(view.center, CGPoint(x: 0, y: 0))
            XCTAssertEqual(view.frame, CGRect(x: -100, y: -50, width: 200, height: 100))

            // A new frame keeps the bounds origin and moves the center.
            view.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
            XCTAssertEqual(view.bounds, CGRect(x: 5, y: 7, width: 30, height: 40))
            XCTAssertEqual(view.center, CGPoint(x: 16, y: 22))
            XCTAssertEqual(UIView().frame, .zero)
        }
    }

    /// With a transform, `frame` is the bounding box of the transformed bounds about the center;
    /// bounds and center are untouched by the transform.
    func testFrameWithANonIdentityTransform() {
        onMain {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            assertNear(view.frame, CGRect(x: -50, y: -25, width: 200, height: 100))
            XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
            XCTAssertEqual(view.center, CGPoint(x: 50, y: 25))

            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            assertNear(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100))

            view.transform = CGAffineTransform(rotationAngle: .pi / 4)
            let side = 150 / 2.0.squareRoot()
            assertNear(view.frame, CGRect(x: 50 - side / 2, y: 25 - side / 2, width: side, height: side))

            // Setting bounds keeps the center; the frame is the new bounding box.
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            view.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
            XCTAssertEqual(view.center, CGPoint(x: 50, y: 25))
            assertNear(view.frame, CGRect(x: 40, y: 5, width: 20, height: 40))

            view.transform = .identity
            XCTAssertEqual(view.frame, CGRect(x: 30, y: 15, width: 40, height: 20))
        }
    }

    /// Setting the frame of a transformed view sets the bounds whose transformed box it is: a
    /// label scaled 8 times and moved by its frame's origin keeps its size (games draw pixel fonts
    /// this way); a quarter turn swaps the sides; a 45° turn, which no size meets, moves it alone.
    func testSettingTheFrameOfATransformedView() {
        onMain {
            let label = UIView(frame: CGRect(x: 0, y: 0, width: 31.5, height: 7.5))
            label.transform = CGAffineTransform(scaleX: 8, y: 8)
            assertNear(label.frame.size, CGSize(width: 252, height: 60))
            label.frame.origin = CGPoint(x: 12, y: 12)
            assertNear(label.frame, CGRect(x: 12, y: 12, width: 252, height: 60))
            assertNear(label.bounds.size, CGSize(width: 31.5, height: 7.5))
            assertNear(label.center, CGPoint(x: 138, y: 42))

            let turned = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
            turned.frame = CGRect(x: 10, y: 20, width: 30, height: 80)
            assertNear(turned.bounds.size, CGSize(width: 80, height: 30))
            assertNear(turned.frame, CGRect(x: 10, y: 20, width: 30, height: 80))

            let tilted = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            tilted.transform = CGAffineTransform(rotationAngle: .pi / 4)
            let box = tilted.frame.size
            tilted.frame = CGRect(origin: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10))
            assertNear(tilted.bounds.size, CGSize(width: 100, height: 50))
            assertNear(tilted.frame, CGRect(origin: CGPoint(x: 5, y: 5), size: box))
        }
    }

    /// The layer owns the geometry and appearance; the view reads and writes through it.
    func testTheLayerHoldsTheGeometry() {
        onMain {
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
            XCTAssertTrue(view.layer.delegate === view)
            XCTAssertEqual(view.layer.frame, view.frame)
            XCTAssertEqual(view.layer.position, view.center)
            XCTAssertEqual(view.layer.bounds, view.bounds)

            view.layer.position = CGPoint(x: 100, y: 100)
            XCTAssertEqual(view.frame, CGRect(x: 80, y: 85, width: 40, height: 30))
            view.layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            XCTAssertEqual(view.frame, CGRect(x: 95, y: 95, width: 10, height: 10))

            view.alpha = 0.25
            XCTAssertEqual(view.layer.opacity, 0.25)
            view.layer.opacity = 0.5
            XCTAssertEqual(view.alpha, 0.5)

            view.isHidden = true
            XCTAssertTrue(view.layer.isHidden)
            view.layer.isHidden = false
            XCTAssertFalse(view.isHidden)

            view.clipsToBounds = true
            XCTAssertTrue(view.layer.masksToBounds)
            view.layer.masksToBounds = false
            XCTAssertFalse(view.clipsToBounds)

            view.transform = CGAffineTransform(translationX: 3, y: 4)
            XCTAssertEqual(view.layer.affineTransform(), CGAffineTransform(translationX: 3, y: 4))
            XCTAssertEqual(view.transform3D, CATransform3DMakeTranslation(3, 4, 0))

            XCTAssertNil(view.backgroundColor)
            XCTAssertNil(view.layer.backgroundColor)
            view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            XCTAssertEqual(view.layer.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            view.backgroundColor = nil
            XCTAssertNil(view.layer.backgroundColor)
        }
    }

    /// UIKit hands back the colour that was set: a dynamic colour keeps its dark variant and an
    /// app's subclass its class. A colour set on the layer directly shows through the view.
    func testBackgroundColorReturnsTheColorThatWasSet() {
        onMain {
            let view = UIView()
            let dynamic = UIColor.systemBlue
            XCTAssertNotNil(dynamic.darkVariant)
            view.backgroundColor = dynamic
            XCTAssertTrue(view.backgroundColor === dynamic)
            XCTAssertNotNil(view.backgroundColor?.darkVariant)
            XCTAssertEqual(view.layer.backgroundColor, dynamic.cgColor)

            let brand = BrandColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            view.backgroundColor = brand
            XCTAssertTrue(view.backgroundColor is BrandColor)
            XCTAssertTrue(view.backgroundColor === brand)

            // The layer's own colour wins once it differs from the stored one.
            let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            view.layer.backgroundColor = green
            XCTAssertEqual(view.backgroundColor, UIColor(cgColor: green))
            XCTAssertFalse(view.backgroundColor is BrandColor)
            view.layer.backgroundColor = nil
            XCTAssertNil(view.backgroundColor)

            // Setting the stored colour's own value back on the layer shows the stored colour again.
            view.backgroundColor = dynamic
            view.layer.backgroundColor = dynamic.cgColor
            XCTAssertTrue(view.backgroundColor === dynamic)
        }
    }

    // MARK: Converting coordinates

    /// Root `R` (400×400) ⊃ `A` (10, 20, 200×200) ⊃ `B` (5, 5, 100×100).
    @MainActor
    private static func nested() -> (r: UIView, a: UIView, b: UIView) {
        let r = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        r.addSubview(a)
        a.addSubview(b)
        return (r, a, b)
    }

    func testConvertThroughNestedFrames() {
        onMain {
            let (r, a, b) = Self.nested()
            assertNear(b.convert(CGPoint(x: 1, y: 2), to: r), CGPoint(x: 16, y: 27))
            assertNear(b.convert(CGPoint(x: 1, y: 2), to: a), CGPoint(x: 6, y: 7))
            assertNear(b.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 16, y: 27), "nil is the root's space")
            assertNear(b.convert(CGPoint(x: 16, y: 27), from: r), CGPoint(x: 1, y: 2))
            assertNear(b.convert(CGPoint(x: 16, y: 27), from: nil), CGPoint(x: 1, y: 2))
            assertNear(r.convert(CGPoint(x: 16, y: 27), to: b), CGPoint(x: 1, y: 2))
            assertNear(b.convert(CGPoint(x: 3, y: 4), to: b), CGPoint(x: 3, y: 4))
            assertNear(
                b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: r), CGRect(x: 15, y: 25, width: 10, height: 10)
            )
            assertNear(
                a.convert(CGRect(x: 15, y: 25, width: 10, height: 10), from: r),
                CGRect(x: 5, y: 5, width: 10, height: 10))
            assertNear(r.convert(b.frame, from: a), CGRect(x: 15, y: 25, width: 100, height: 100))
        }
    }

    func testConvertHonoursBoundsOrigins() {
        onMain {
            let (r, a, b) = Self.nested()
            a.bounds.origin = CGPoint(x: 50, y: -10)
            // A's content is scrolled by (50, -10): what sits at (5, 5) in A shows at (10 - 45, 20 + 15).
            assertNear(b.convert(CGPoint.zero, to: r), CGPoint(x: -35, y: 35))
            assertNear(b.convert(CGPoint(x: -35, y: 35), from: nil), .zero)
            assertNear(
                a.convert(CGPoint(x: 50, y: -10), to: r), CGPoint(x: 10, y: 20), "the bounds origin is the top left")
        }
    }

    func testConvertThroughScaleAndRotation() {
        onMain {
            let (r, a, b) = Self.nested()
            // A scales by 2 about its center (110, 120); A's (5, 5) is 95 left and above its middle.
            a.transform = CGAffineTransform(scaleX: 2, y: 2)
            assertNear(b.convert(CGPoint.zero, to: r), CGPoint(x: 110 - 190, y: 120 - 190))
            assertNear(
                b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: r),
                CGRect(x: -80, y: -70, width: 20, height: 20))
            assertNear(r.convert(CGPoint(x: -80, y: -70), to: b), .zero)

            // A quarter turn: A's (x, y) goes to (110 - (y - 100), 120 + (x - 100)).
            a.transform = CGAffineTransform(rotationAngle: .pi / 2)
            assertNear(b.convert(CGPoint.zero, to: r), CGPoint(x: 205, y: 25))
            assertNear(b.convert(CGPoint(x: 100, y: 0), to: nil), CGPoint(x: 205, y: 125))
            assertNear(b.convert(b.bounds, to: r), CGRect(x: 105, y: 25, width: 100, height: 100))
            assertNear(b.convert(CGPoint(x: 205, y: 125), from: r), CGPoint(x: 100, y: 0))

            // Rotation, scale and a bounds origin at once still round-trip.
            b.transform = CGAffineTransform(scaleX: 0.5, y: 3).rotated(by: 0.3)
            b.bounds.origin = CGPoint(x: 7, y: -3)
            for point in [CGPoint(x: 1, y: 2), CGPoint(x: -40, y: 33), CGPoint(x: 90, y: 90)] {
                assertNear(b.convert(b.convert(point, to: nil), from: nil), point)
                assertNear(r.convert(r.convert(point, to: b), from: b), point)
            }
        }
    }

    func testConvertBetweenSiblingSubtrees() {
        onMain {
            let r = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
            let a1 = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
            let c = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            let c1 = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            r.addSubview(a)
            a.addSubview(a1)
            r.addSubview(c)
            c.addSubview(c1)
            assertNear(a1.convert(CGPoint.zero, to: c1), CGPoint(x: 15 - 110, y: 25 - 110))
            assertNear(c1.convert(CGPoint.zero, from: a1), CGPoint(x: -95, y: -85))
            assertNear(c1.convert(CGPoint.zero, to: a1), CGPoint(x: 95, y: 85))
            assertNear(a1.convert(a1.bounds, to: c1), CGRect(x: -95, y: -85, width: 50, height: 50))
        }
    }

    func testConvertToAndFromTheWindow() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let container = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 200))
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            window.addSubview(container)
            container.addSubview(view)
            assertNear(view.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 35, y: 55))
            assertNear(view.convert(CGPoint(x: 5, y: 5), to: window), CGPoint(x: 35, y: 55))
            assertNear(view.convert(CGPoint(x: 35, y: 55), from: nil), CGPoint(x: 5, y: 5))
            assertNear(window.convert(CGPoint(x: 35, y: 55), to: view), CGPoint(x: 5, y: 5))
            assertNear(
                view.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: nil),
                CGRect(x: 30, y: 50, width: 50, height: 50))
            assertNear(
                view.convert(CGRect(x: 30, y: 50, width: 50, height: 50), from: nil),
                CGRect(x: 0, y: 0, width: 50, height: 50))
        }
    }

    // MARK: Hit testing

    /// `R` (300×300) ⊃ `A` (0, 0, 100×100), then `B` (50, 50, 100×100) in front of it.
    @MainActor
    private static func overlapping() -> (r: UIView, a: UIView, b: UIView) {
        let r = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        r.addSubview(a)
        r.addSubview(b)
        return (r, a, b)
    }

    func testHitTestPicksTheFrontmostDeepestView() {
        onMain {
            let (r, a, b) = Self.overlapping()
            XCTAssertTrue(r.hitTest(CGPoint(x: 75, y: 75), with: nil) === b, "the later subview is in front")
            XCTAssertTrue(r.hitTest(CGPoint(x: 25, y: 25), with: nil) === a)
            XCTAssertTrue(r.hitTest(CGPoint(x: 200, y: 200), with: nil) === r)
            XCTAssertNil(r.hitTest(CGPoint(x: -1, y: 10), with: nil), "outside the bounds")
            XCTAssertNil(r.hitTest(CGPoint(x: 10, y: 300), with: nil), "the far edge is outside")

            r.bringSubviewToFront(a)
            XCTAssertTrue(r.hitTest(CGPoint(x: 75, y: 75), with: nil) === a)

            let inner = UIView(frame: CGRect(x: 60, y: 60, width: 20, height: 20))
            b.addSubview(inner)
            XCTAssertTrue(r.hitTest(CGPoint(x: 140, y: 140), with: nil) === b)
            XCTAssertTrue(r.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
            XCTAssertTrue(b.hitTest(CGPoint(x: 65, y: 65), with: nil) === inner, "points are in the receiver's space")
        }
    }

    func testHitTestSkipsHiddenDisabledAndTransparentViews() {
        onMain {
            let (r, a, b) = Self.overlapping()
            let point = CGPoint(x: 75, y: 75)
            b.isHidden = true
            XCTAssertTrue(r.hitTest(point, with: nil) === a)
            b.isHidden = false
            b.isUserInteractionEnabled = false
            XCTAssertTrue(r.hitTest(point, with: nil) === a)
            b.isUserInteractionEnabled = true
            b.alpha = 0.005
            XCTAssertTrue(r.hitTest(point, with: nil) === a)
            b.alpha = 0.02
            XCTAssertTrue(r.hitTest(point, with: nil) === b, "faint but not transparent")
            b.alpha = 0

            // A hidden or disabled ancestor takes its whole subtree out.
            a.isHidden = true
            XCTAssertTrue(r.hitTest(point, with: nil) === r)
            r.isUserInteractionEnabled = false
            XCTAssertNil(r.hitTest(CGPoint(x: 200, y: 200), with: nil))
        }
    }

    func testHitTestIgnoresSubviewsOutsideTheirSuperview() {
        onMain {
            let r = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let sticking = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
            r.addSubview(a)
            a.addSubview(sticking)
            XCTAssertTrue(r.hitTest(CGPoint(x: 90, y: 90), with: nil) === sticking)
            XCTAssertTrue(
                r.hitTest(CGPoint(x: 120, y: 120), with: nil) === r,
                "the part outside A's bounds is not hit, clipped or not")
        }
    }

    func testHitTestRespectsTransformsAndBoundsOrigins() {
        onMain {
            let (r, a, b) = Self.overlapping()
            b.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // now covers 75...125
            XCTAssertTrue(r.hitTest(CGPoint(x: 60, y: 60), with: nil) === a)
            XCTAssertTrue(r.hitTest(CGPoint(x: 90, y: 90), with: nil) === b)
            XCTAssertTrue(r.hitTest(CGPoint(x: 130, y: 130), with: nil) === r)

            b.transform = CGAffineTransform(rotationAngle: .pi / 4)  // a diamond around (100, 100)
            XCTAssertTrue(r.hitTest(CGPoint(x: 100, y: 165), with: nil) === b, "the rotated corner reaches 170")
            XCTAssertTrue(r.hitTest(CGPoint(x: 145, y: 145), with: nil) === r, "the old corner is empty now")

            b.transform = .identity
            r.bounds.origin = CGPoint(x: 50, y: 50)
            XCTAssertTrue(r.hitTest(CGPoint(x: 60, y: 60), with: nil) === b, "R's (60, 60) shows B's (10, 10)")
            XCTAssertNil(r.hitTest(CGPoint(x: 10, y: 10), with: nil), "outside the scrolled bounds")
        }
    }

    func testPointInside() {
        onMain {
            let view = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 40))
            XCTAssertTrue(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
            XCTAssertTrue(view.point(inside: CGPoint(x: 49.9, y: 39.9), with: nil))
            XCTAssertFalse(view.point(inside: CGPoint(x: 50, y: 10), with: nil))
            XCTAssertFalse(
                view.point(inside: CGPoint(x: 120, y: 120), with: nil), "in the view's own space, not the frame's")
            view.bounds.origin = CGPoint(x: 10, y: 10)
            XCTAssertFalse(view.point(inside: CGPoint(x: 5, y: 5), with: nil))
            XCTAssertTrue(view.point(inside: CGPoint(x: 55, y: 45), with: nil))

            // hitTest asks point(inside:), so a bigger touch area is honoured.
            let r = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let button = GenerousView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
            r.addSubview(button)
            XCTAssertTrue(r.hitTest(CGPoint(x: 95, y: 95), with: nil) === r)
            button.slop = 10
            XCTAssertTrue(r.hitTest(CGPoint(x: 95, y: 95), with: nil) === button)
        }
    }

    // MARK: Autoresizing

    /// A 200×100 parent with a child at (20, 10, 100×50) using `mask`.
    @MainActor
    private static func resizing(_ mask: UIView.AutoresizingMask) -> (parent: UIView, child: UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        child.autoresizingMask = mask
        parent.addSubview(child)
        return (parent, child)
    }

    func testFlexibleWidthTakesTheWholeChange() {
        onMain {
            let (parent, child) = Self.resizing(.flexibleWidth)
            parent.frame.size.width = 300
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 200, height: 50))
            parent.bounds.size.height = 400
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 200, height: 50), "height is not flexible")
        }
    }

    func testFlexibleMarginsKeepACenteredViewCentered() {
        onMain {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let child = UIView(frame: CGRect(x: 50, y: 25, width: 100, height: 50))
            child.autoresizingMask = [
                .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
            ]
            parent.addSubview(child)
            parent.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            XCTAssertEqual(child.frame, CGRect(x: 110, y: 215, width: 100, height: 50))
            XCTAssertEqual(child.center, CGPoint(x: 160, y: 240))
        }
    }

    /// Left margin 20, width 100, right margin 80 share +100 as 10, 50 and 40.
    func testAllThreeFlexiblePartsShareInProportion() {
        onMain {
            let (parent, child) = Self.resizing([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
            parent.bounds.size.width = 300
            assertNear(child.frame, CGRect(x: 30, y: 10, width: 150, height: 50))

            // Top 10, height 50, bottom 40 share +100 as 10, 50 and 40.
            child.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
            parent.bounds.size.height = 200
            assertNear(child.frame, CGRect(x: 30, y: 20, width: 150, height: 100))
        }
    }

    /// Width 100 and right margin 80 give up 100 points as 100·100/180 and 100·80/180.
    func testShrinkingTakesFromTheFlexiblePartsInProportion() {
        onMain {
            let (parent, child) = Self.resizing([.flexibleWidth, .flexibleRightMargin])
            parent.frame.size.width = 100
            assertNear(child.frame, CGRect(x: 20, y: 10, width: 100 - 10000.0 / 180, height: 50))

            let (parent2, child2) = Self.resizing([.flexibleLeftMargin, .flexibleHeight])
            parent2.frame.size = CGSize(width: 180, height: 80)
            XCTAssertEqual(child2.frame, CGRect(x: 0, y: 10, width: 100, height: 30))
        }
    }

    func testNoFlexiblePartOrNoAutoresizingLeavesTheFrame() {
        onMain {
            let (parent, child) = Self.resizing([])
            parent.frame.size = CGSize(width: 500, height: 500)
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 100, height: 50))

            let (parent2, child2) = Self.resizing([.flexibleHeight])
            parent2.frame.size.width = 500
            XCTAssertEqual(child2.frame, CGRect(x: 20, y: 10, width: 100, height: 50), "only the width changed")

            let (parent3, child3) = Self.resizing([.flexibleWidth, .flexibleHeight])
            parent3.autoresizesSubviews = false
            parent3.frame.size = CGSize(width: 500, height: 500)
            XCTAssertEqual(child3.frame, CGRect(x: 20, y: 10, width: 100, height: 50))

            // Moving the parent, or scrolling its bounds, is no resize.
            let (parent4, child4) = Self.resizing([.flexibleWidth, .flexibleHeight])
            parent4.center = CGPoint(x: 500, y: 500)
            parent4.bounds.origin = CGPoint(x: 30, y: 30)
            XCTAssertEqual(child4.frame, CGRect(x: 20, y: 10, width: 100, height: 50))
        }
    }

    func testAutoresizingCascadesDownTheTree() {
        onMain {
            let (parent, child) = Self.resizing([.flexibleWidth, .flexibleHeight])
            let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            grandchild.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            child.addSubview(grandchild)
            parent.frame.size = CGSize(width: 300, height: 150)
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 200, height: 100))
            XCTAssertEqual(grandchild.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        }
    }
}
