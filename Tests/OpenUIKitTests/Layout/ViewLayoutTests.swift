import TestSupport
import XCTest

@testable import OpenUIKit

/// A view that records its layout, margin and tint callbacks as trace lines.
@MainActor
final class LayoutRecordingView: UIView {
    var fittingSize: CGSize?

    convenience init(_ name: String, frame: CGRect = .zero) {
        self.init(frame: frame)
        LifecycleTrace.name(self, name)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        LifecycleTrace.record(self, "layoutSubviews")
    }

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        LifecycleTrace.record(self, "layoutMarginsDidChange")
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        LifecycleTrace.record(self, "tintColorDidChange")
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize ?? super.sizeThatFits(size)
    }
}

/// The `layoutSubviews` lines of the named views.
@MainActor
func layouts(_ names: String...) -> [String] {
    LifecycleTrace.events.filter { line in
        line.hasSuffix(".layoutSubviews") && names.contains { line.hasPrefix("\($0).") }
    }
}

/// Layout passes, margins, fitting sizes and tint inheritance.
final class ViewLayoutTests: UIKitTestCase {
    func testSetNeedsLayoutThenLayoutIfNeededLaysOutOnce() {
        onMain {
            let view = LayoutRecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.layoutIfNeeded()
            LifecycleTrace.clear()
            view.layoutIfNeeded()
            XCTAssertEqual(layouts("V"), [], "nothing pending: no layout")

            view.setNeedsLayout()
            view.setNeedsLayout()
            XCTAssertEqual(layouts("V"), [], "setNeedsLayout only marks")
            view.layoutIfNeeded()
            view.layoutIfNeeded()
            XCTAssertEqual(layouts("V"), ["V.layoutSubviews"])
        }
    }

    func testLayoutIfNeededLaysOutTheSubtreeTopDown() {
        onMain {
            let parent = LayoutRecordingView("P", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = LayoutRecordingView("C", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let grandchild = LayoutRecordingView("G", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(child)
            child.addSubview(grandchild)
            parent.layoutIfNeeded()
            XCTAssertEqual(layouts("P", "C", "G"), ["P.layoutSubviews", "C.layoutSubviews", "G.layoutSubviews"])

            LifecycleTrace.clear()
            grandchild.setNeedsLayout()
            parent.layoutIfNeeded()
            XCTAssertEqual(layouts("P", "C", "G"), ["G.layoutSubviews"], "only the view that asked")
        }
    }

    func testABoundsSizeChangeSchedulesLayout() {
        onMain {
            let view = LayoutRecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.layoutIfNeeded()
            LifecycleTrace.clear()

            view.center = CGPoint(x: 300, y: 300)
            view.frame.origin = CGPoint(x: 10, y: 10)
            view.layoutIfNeeded()
            XCTAssertEqual(layouts("V"), [], "moving is not resizing")

            view.frame.size.width = 120
            view.layoutIfNeeded()
            XCTAssertEqual(layouts("V"), ["V.layoutSubviews"])

            LifecycleTrace.clear()
            view.bounds.size = CGSize(width: 10, height: 10)
            view.layoutIfNeeded()
            XCTAssertEqual(layouts("V"), ["V.layoutSubviews"])

            LifecycleTrace.clear()
            view.bounds.size = CGSize(width: 10, height: 10)
            view.layoutIfNeeded()
            XCTAssertEqual(layouts("V"), [], "the same size again is no change")
        }
    }

    /// On a visible window, the run loop's layout pass lays out what needs it; `pump()` runs it.
    func testTheRunLoopLaysOutViewsInAWindow() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.isHidden = false
            let view = LayoutRecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = LayoutRecordingView("C", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(child)
            window.addSubview(view)
            XCTAssertEqual(layouts("V", "C"), [], "adding only schedules")
            pump()
            XCTAssertEqual(layouts("V", "C"), ["V.layoutSubviews", "C.layoutSubviews"])

            LifecycleTrace.clear()
            pump()
            XCTAssertEqual(layouts("V", "C"), [], "nothing pending")

            child.setNeedsLayout()
            pump()
            XCTAssertEqual(layouts("V", "C"), ["C.layoutSubviews"])

            LifecycleTrace.clear()
            view.frame.size = CGSize(width: 200, height: 200)
            pump()
            XCTAssertEqual(layouts("V", "C"), ["V.layoutSubviews"])
        }
    }

    /// UIKit lays out the superview too when a subview is added, so it can place it.
    func testAddingASubviewLaysOutTheSuperview() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.isHidden = false
            let container = LayoutRecordingView("P", frame: window.bounds)
            window.addSubview(container)
            pump()
            LifecycleTrace.clear()
            container.addSubview(LayoutRecordingView("C"))
            pump()
            XCTAssertEqual(layouts("P", "C"), ["P.layoutSubviews", "C.layoutSubviews"])
        }
    }

    func testLayoutMargins() {
        onMain {
            let view = LayoutRecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            XCTAssertEqual(
                view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
            view.layoutIfNeeded()
            LifecycleTrace.clear()

            view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            XCTAssertEqual(trace("V"), ["V.layoutMarginsDidChange"])
            XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            XCTAssertEqual(
                view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            view.layoutIfNeeded()
            XCTAssertEqual(trace("V"), ["V.layoutMarginsDidChange", "V.layoutSubviews"], "new margins ask for layout")

            LifecycleTrace.clear()
            view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            XCTAssertEqual(trace("V"), [], "the same margins: no callback")

            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
            XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
            XCTAssertEqual(trace("V"), ["V.layoutMarginsDidChange"])
        }
    }

    func testSizeThatFitsAndSizeToFit() {
        onMain {
            let view = LayoutRecordingView("V", frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            XCTAssertEqual(
                view.sizeThatFits(CGSize(width: 1, height: 1)), CGSize(width: 100, height: 50),
                "a plain view fits its current size")
            view.sizeToFit()
            XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 100, height: 50))

            // sizeToFit keeps the top-left corner, as UIKit does.
            view.fittingSize = CGSize(width: 40, height: 30)
            view.sizeToFit()
            XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 40, height: 30))
            XCTAssertEqual(view.bounds.size, CGSize(width: 40, height: 30))
        }
    }

    func testIntrinsicContentSizeIsNoMetric() {
        onMain {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: -1, height: -1))
            XCTAssertEqual(UIView.noIntrinsicMetric, -1)
        }
    }

    // MARK: Tint

    func testTintColorIsInheritedFromTheSuperview() {
        onMain {
            let root = LayoutRecordingView("R"), child = LayoutRecordingView("C"), leaf = LayoutRecordingView("L")
            root.addSubview(child)
            child.addSubview(leaf)
            XCTAssertEqual(leaf.tintColor, UIColor.systemBlue, "the default tint")

            root.tintColor = .systemRed
            XCTAssertEqual(child.tintColor, .systemRed)
            XCTAssertEqual(leaf.tintColor, .systemRed)

            child.tintColor = .systemGreen
            XCTAssertEqual(root.tintColor, .systemRed)
            XCTAssertEqual(leaf.tintColor, .systemGreen)

            child.tintColor = nil
            XCTAssertEqual(child.tintColor, .systemRed, "nil goes back to inheriting")
            XCTAssertEqual(leaf.tintColor, .systemRed)

            let elsewhere = UIView()
            elsewhere.tintColor = .systemOrange
            elsewhere.addSubview(child)
            XCTAssertEqual(leaf.tintColor, .systemOrange, "a move changes where the tint comes from")
        }
    }

    /// A tint change reaches the subtree, except the parts with a tint of their own.
    func testTintColorDidChangeReachesTheInheritingSubtree() {
        onMain {
            let root = LayoutRecordingView("R"), a = LayoutRecordingView("A"), a1 = LayoutRecordingView("A1")
            let b = LayoutRecordingView("B"), b1 = LayoutRecordingView("B1")
            root.addSubview(a)
            a.addSubview(a1)
            root.addSubview(b)
            b.addSubview(b1)
            b.tintColor = .systemGreen
            LifecycleTrace.clear()

            root.tintColor = .systemRed
            XCTAssertEqual(
                trace("R", "A", "A1", "B", "B1"),
                ["R.tintColorDidChange", "A.tintColorDidChange", "A1.tintColorDidChange"])

            LifecycleTrace.clear()
            b.tintColor = nil
            XCTAssertEqual(trace("R", "A", "A1", "B", "B1"), ["B.tintColorDidChange", "B1.tintColorDidChange"])

            let other = LayoutRecordingView("O")
            other.tintColor = .systemOrange
            LifecycleTrace.clear()
            other.addSubview(a)
            XCTAssertEqual(
                trace("R", "A", "A1", "O"), ["A.tintColorDidChange", "A1.tintColorDidChange"],
                "moving to a new tint source tells the subtree")
        }
    }

    /// `.automatic` reads as the superview's mode, or `.normal` at the top.
    func testTintAdjustmentModeIsInherited() {
        onMain {
            let root = LayoutRecordingView("R"), child = LayoutRecordingView("C")
            root.addSubview(child)
            XCTAssertEqual(root.tintAdjustmentMode, .normal)
            XCTAssertEqual(child.tintAdjustmentMode, .normal)
            LifecycleTrace.clear()
            root.tintAdjustmentMode = .dimmed
            XCTAssertEqual(child.tintAdjustmentMode, .dimmed)
            XCTAssertEqual(trace("R", "C"), ["R.tintColorDidChange", "C.tintColorDidChange"])
            child.tintAdjustmentMode = .normal
            XCTAssertEqual(child.tintAdjustmentMode, .normal)
            child.tintAdjustmentMode = .automatic
            XCTAssertEqual(child.tintAdjustmentMode, .dimmed)
        }
    }
}
