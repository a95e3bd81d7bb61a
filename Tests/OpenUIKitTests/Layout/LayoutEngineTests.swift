import TestSupport
import XCTest

@testable import OpenUIKit

/// Constraints solved in the layout pass, with frames worked out by hand.
final class LayoutEngineTests: UIKitTestCase {
    func testPinnedViewsGetTheirFrames() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let header = UIView(), body = UIView()
            for view in [header, body] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            NSLayoutConstraint.activate([
                header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                header.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                header.heightAnchor.constraint(equalToConstant: 44),
                body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
                body.leadingAnchor.constraint(equalTo: header.leadingAnchor),
                body.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
                body.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(header.frame, CGRect(x: 16, y: 20, width: 368, height: 44))
            XCTAssertEqual(body.frame, CGRect(x: 16, y: 72, width: 184, height: 208))
            // A constant change lays out again.
            NSLayoutConstraint.activate([body.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 10)])
            root.constraints.first { $0.firstAttribute == .leading && $0.firstItem === body }?.isActive = false
            root.layoutIfNeeded()
            XCTAssertEqual(body.frame, CGRect(x: 118, y: 72, width: 184, height: 208))
        }
    }

    /// Frames are in each superview's coordinates; a nested view follows its parent.
    func testNestedViewsAndPriorities() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let card = UIView(), badge = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            card.addSubview(badge)
            let wide = card.widthAnchor.constraint(equalToConstant: 500)
            wide.priority = .defaultLow
            NSLayoutConstraint.activate([
                card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                card.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40),
                wide,
                card.heightAnchor.constraint(equalToConstant: 100),
                badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
                badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(card.frame, CGRect(x: 20, y: 100, width: 260, height: 100), "the optional width gives way")
            XCTAssertEqual(badge.frame, CGRect(x: 230, y: 10, width: 20, height: 20))
        }
    }

    /// Conflicting required constraints: UIKit's report, one broken, layout goes on.
    func testUnsatisfiableConstraintsAreReportedAndLayoutGoesOn() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 50),
                box.heightAnchor.constraint(equalToConstant: 50),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 80),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
            assertReported(
                UIKitDiagnostic.warning, "Unable to simultaneously satisfy constraints.",
                "Will attempt to recover by breaking constraint")
        }
    }

    /// Of constraints that cannot all hold, the one a nib decodes last gives way: a view's own
    /// constraints (its height) come before its superview's (pinning it top and bottom), so the
    /// bottom pin breaks and the view keeps its height, as Xcode saves Checklists' text field.
    func testASubviewsOwnConstraintsHoldOverItsSuperviewsPins() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 52))
            let field = UIView()
            field.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(field)
            field.addConstraint(field.heightAnchor.constraint(equalToConstant: 34))
            root.addConstraints([
                field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                field.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
                root.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 20),
                root.bottomAnchor.constraint(equalTo: field.bottomAnchor, constant: 8),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(field.frame, CGRect(x: 20, y: 8, width: 160, height: 34))
            assertReported(
                UIKitDiagnostic.warning, "Unable to simultaneously satisfy constraints.",
                "Will attempt to recover by breaking constraint")
        }
    }

    /// The safe area and margins guides follow their view's insets.
    func testMarginsGuide() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(content)
            let guide = root.layoutMarginsGuide
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(content.frame, CGRect(x: 20, y: 10, width: 160, height: 80))
        }
    }
}

extension LayoutEngineTests {
    /// `systemLayoutSizeFitting`: a card whose height comes from its content, at a fixed width
    /// (required horizontal priority) and as small as allowed vertically.
    func testSystemLayoutSizeFitting() {
        onMain {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let top = UIView(), bottom = UIView()
            for view in [top, bottom] {
                view.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(view)
            }
            NSLayoutConstraint.activate([
                top.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
                top.heightAnchor.constraint(equalToConstant: 30),
                bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
                bottom.heightAnchor.constraint(equalToConstant: 50),
                bottom.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
                top.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                top.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
                card.trailingAnchor.constraint(greaterThanOrEqualTo: top.trailingAnchor, constant: 16),
            ])
            let fitted = card.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            XCTAssertEqual(fitted, CGSize(width: 320, height: 112))
            XCTAssertEqual(
                card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 132, height: 112))
            XCTAssertEqual(card.frame.size, CGSize(width: 10, height: 10), "fitting moves nothing")
        }
    }
}

extension LayoutEngineTests {
    /// A view whose alignment rectangle lies inside its frame.
    @MainActor
    private final class InsetView: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
    }

    /// Constraints place alignment rectangles: the frame reaches past them by the insets, and a
    /// subview pinned to the inset view's leading edge sits at the alignment edge, 4 points into
    /// its superview's frame.
    func testConstraintsPlaceAlignmentRectangles() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let framed = InsetView(), inner = UIView()
            for (view, superview) in [(framed, root), (inner, framed)] {
                view.translatesAutoresizingMaskIntoConstraints = false
                superview.addSubview(view)
            }
            NSLayoutConstraint.activate([
                framed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                framed.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                framed.widthAnchor.constraint(equalToConstant: 100),
                framed.heightAnchor.constraint(equalToConstant: 50),
                inner.leadingAnchor.constraint(equalTo: framed.leadingAnchor),
                inner.topAnchor.constraint(equalTo: framed.topAnchor),
                inner.widthAnchor.constraint(equalToConstant: 30),
                inner.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(framed.frame, CGRect(x: 6, y: 18, width: 112, height: 58))
            XCTAssertEqual(framed.alignmentRect(forFrame: framed.frame), CGRect(x: 10, y: 20, width: 100, height: 50))
            XCTAssertEqual(framed.frame(forAlignmentRect: CGRect(x: 10, y: 20, width: 100, height: 50)), framed.frame)
            XCTAssertEqual(inner.frame, CGRect(x: 4, y: 2, width: 30, height: 10))
        }
    }
}

extension LayoutEngineTests {
    /// A view that keeps a constraint's constant in step with a property in `updateConstraints`,
    /// and notes when it ran.
    @MainActor
    private final class UpdatingView: UIView {
        var gap: CGFloat = 10 { didSet { setNeedsUpdateConstraints() } }
        var pinned: NSLayoutConstraint?
        var log: (String) -> Void = { _ in }
        var name = ""

        override func updateConstraints() {
            pinned?.constant = gap
            log(name)
            super.updateConstraints()
        }
    }

    /// UIKit's update pass runs before the engine solves, subviews before their superview, and
    /// only where asked: a constant changed in `updateConstraints()` holds when `layoutIfNeeded()`
    /// returns.
    func testUpdateConstraintsRunsBottomUpBeforeTheSolve() {
        onMain {
            var order: [String] = []
            let root = UpdatingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let child = UpdatingView()
            let leaf = UIView()
            for (view, name) in [(root, "root"), (child, "child")] {
                view.name = name
                view.log = { order.append($0) }
            }
            child.translatesAutoresizingMaskIntoConstraints = false
            leaf.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            child.addSubview(leaf)
            child.pinned = leaf.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 0)
            NSLayoutConstraint.activate([
                child.pinned!,
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 50),
                leaf.topAnchor.constraint(equalTo: child.topAnchor),
                leaf.widthAnchor.constraint(equalToConstant: 20),
                leaf.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(order, ["child", "root"], "subviews first")
            XCTAssertEqual(leaf.frame.minX, 10, "the constant set in updateConstraints holds at once")

            order = []
            child.gap = 30
            root.layoutIfNeeded()
            XCTAssertEqual(order, ["child"], "only the view that asked")
            XCTAssertEqual(leaf.frame.minX, 30)

            order = []
            root.layoutIfNeeded()
            XCTAssertEqual(order, [], "nothing asked")
            child.setNeedsUpdateConstraints()
            child.updateConstraintsIfNeeded()
            XCTAssertEqual(order, ["child"])
            child.updateConstraintsIfNeeded()
            XCTAssertEqual(order, ["child"], "once per request")
        }
    }

    /// The readable content guide sits within the margins, centred, no wider than 672 points.
    func testReadableContentGuide() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 300))
            root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 40)
            let text = UIView()
            text.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(text)
            let guide = root.readableContentGuide
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                text.topAnchor.constraint(equalTo: guide.topAnchor),
                text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            root.layoutIfNeeded()
            // Margins span 20...984 (964 wide, centred on 502): 672 wide around 502.
            XCTAssertEqual(text.frame, CGRect(x: 166, y: 10, width: 672, height: 280))
            root.frame.size.width = 400
            root.layoutIfNeeded()
            XCTAssertEqual(
                text.frame, CGRect(x: 20, y: 10, width: 340, height: 280), "narrower than readable: the margins")
        }
    }

    /// System spacing between siblings is 8 points here, times the multiplier.
    func testSystemSpacingPlacesFrames() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let first = UIView(), second = UIView()
            for view in [first, second] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                first.topAnchor.constraint(equalTo: root.topAnchor),
                first.widthAnchor.constraint(equalToConstant: 50),
                first.heightAnchor.constraint(equalToConstant: 50),
                second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
                second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1),
                second.widthAnchor.constraint(equalToConstant: 10),
                second.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(second.frame, CGRect(x: 66, y: 58, width: 10, height: 10))
        }
    }
}
