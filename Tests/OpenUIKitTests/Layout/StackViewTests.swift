import TestSupport
import XCTest

@testable import OpenUIKit

/// A view that prefers a size (at a high, not required, priority).
@MainActor private func sized(_ width: CGFloat, _ height: CGFloat) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: width).withPriority(.defaultHigh),
        view.heightAnchor.constraint(equalToConstant: height).withPriority(.defaultHigh),
    ])
    return view
}

/// UIStackView's arrangement, frames worked out by hand: a stack with a fixed frame, its
/// arranged views placed by the constraints it makes.
final class StackViewTests: UIKitTestCase {
    func testHorizontalFillEquallyWithSpacing() {
        onMain {
            let a = UIView(), b = UIView(), c = UIView()
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.frame = CGRect(x: 0, y: 0, width: 320, height: 50)
            stack.distribution = .fillEqually
            stack.spacing = 10
            stack.layoutIfNeeded()
            XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
            XCTAssertEqual(b.frame, CGRect(x: 110, y: 0, width: 100, height: 50))
            XCTAssertEqual(c.frame, CGRect(x: 220, y: 0, width: 100, height: 50))
            XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
            XCTAssertEqual(stack.subviews.count, 3)
        }
    }

    /// A hidden arranged view takes no room; custom spacing after a view replaces the stack's.
    func testVerticalFillHiddenViewsAndCustomSpacing() {
        onMain {
            let top = sized(10, 40), middle = sized(10, 30), bottom = UIView()
            let stack = UIStackView(arrangedSubviews: [top, middle, bottom])
            stack.axis = .vertical
            stack.spacing = 8
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
            stack.setCustomSpacing(20, after: top)
            stack.layoutIfNeeded()
            XCTAssertEqual(top.frame, CGRect(x: 0, y: 0, width: 200, height: 40))
            XCTAssertEqual(middle.frame, CGRect(x: 0, y: 60, width: 200, height: 30))
            XCTAssertEqual(bottom.frame, CGRect(x: 0, y: 98, width: 200, height: 202))
            middle.isHidden = true
            stack.setNeedsLayout()
            stack.layoutIfNeeded()
            XCTAssertEqual(
                bottom.frame, CGRect(x: 0, y: 60, width: 200, height: 240), "the hidden view's room and spacing go")
            XCTAssertEqual(stack.customSpacing(after: top), 20)
            stack.setCustomSpacing(UIStackView.spacingUseDefault, after: top)
            XCTAssertEqual(stack.customSpacing(after: top), UIStackView.spacingUseDefault)
        }
    }

    func testCenterAlignmentAndEqualSpacing() {
        onMain {
            let a = sized(40, 20), b = sized(60, 40)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.alignment = .center
            stack.distribution = .equalSpacing
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            stack.layoutIfNeeded()
            XCTAssertEqual(a.frame, CGRect(x: 0, y: 40, width: 40, height: 20))
            XCTAssertEqual(b.frame, CGRect(x: 240, y: 30, width: 60, height: 40))
            stack.removeArrangedSubview(b)
            XCTAssertTrue(b.superview === stack, "removing from the arrangement keeps the subview")
            XCTAssertEqual(stack.arrangedSubviews.count, 1)
        }
    }
}

extension NSLayoutConstraint {
    /// The constraint at `priority` (for building lists of constraints in tests).
    @MainActor func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

extension StackViewTests {
    /// A view with an intrinsic size, hugging and resisting below required.
    @MainActor
    private final class Intrinsic: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// Fill proportionally: the room left after spacing is shared in proportion to the views'
    /// intrinsic widths (100 : 300 of 200 points).
    func testFillProportionally() {
        onMain {
            let a = Intrinsic(100, 20), b = Intrinsic(300, 20)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.frame = CGRect(x: 0, y: 0, width: 208, height: 40)
            stack.distribution = .fillProportionally
            stack.spacing = 8
            stack.layoutIfNeeded()
            XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 40))
            XCTAssertEqual(b.frame, CGRect(x: 58, y: 0, width: 150, height: 40))
        }
    }

    /// Equal centering: the views' centres are evenly spaced, the outer views at the ends.
    func testEqualCentering() {
        onMain {
            let a = Intrinsic(20, 20), b = Intrinsic(60, 20), c = Intrinsic(20, 20)
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
            stack.distribution = .equalCentering
            stack.layoutIfNeeded()
            // Centres at 10 and 290 at the ends, so 150 between: b spans 120...180.
            XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 20, height: 20))
            XCTAssertEqual(b.frame, CGRect(x: 120, y: 0, width: 60, height: 20))
            XCTAssertEqual(c.frame, CGRect(x: 280, y: 0, width: 20, height: 20))
        }
    }
}
