import TestSupport
import XCTest

@testable import OpenUIKit

/// A view that records every hierarchy notification UIKit sends it, with the window it sees at
/// that moment, as trace lines.
@MainActor
final class RecordingView: UIView {
    convenience init(_ name: String, frame: CGRect = .zero) {
        self.init(frame: frame)
        LifecycleTrace.name(self, name)
    }

    private var windowName: String { LifecycleTrace.name(of: window) }

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        LifecycleTrace.record(self, "willMove(toSuperview: \(LifecycleTrace.name(of: newSuperview)))")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        LifecycleTrace.record(self, "didMoveToSuperview[\(LifecycleTrace.name(of: superview))]")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        LifecycleTrace.record(self, "willMove(toWindow: \(LifecycleTrace.name(of: newWindow)))[\(windowName)]")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        LifecycleTrace.record(self, "didMoveToWindow[\(windowName)]")
    }

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        LifecycleTrace.record(self, "didAddSubview(\(LifecycleTrace.name(of: subview)))")
    }

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        LifecycleTrace.record(
            self,
            "willRemoveSubview(\(LifecycleTrace.name(of: subview)))[\(LifecycleTrace.name(of: subview.superview))]")
    }
}

/// A named window for traces.
@MainActor
func namedWindow(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) -> UIWindow {
    let window = UIWindow(frame: frame)
    LifecycleTrace.name(window, name)
    return window
}

/// The names of `view`'s subviews, checked against its layer's sublayer order (one owner).
@MainActor
func subviewNames(_ view: UIView, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let fromLayers = (view.layer.sublayers ?? []).map { LifecycleTrace.name(of: $0.delegate as? UIView) }
    let names = view.subviews.map { LifecycleTrace.name(of: $0) }
    XCTAssertEqual(names, fromLayers, "subviews and sublayers disagree", file: file, line: line)
    for subview in view.subviews {
        XCTAssertTrue(
            subview.superview === view, "\(LifecycleTrace.name(of: subview)).superview", file: file, line: line)
        XCTAssertTrue(subview.layer.superlayer === view.layer, file: file, line: line)
    }
    return names
}

/// The view tree: adding, inserting, reordering, removing and moving views, and the notifications
/// UIKit sends while it does.
final class ViewHierarchyTests: UIKitTestCase {
    /// A parent `P` with children `A`, `B`, `C`, `D` added in that order.
    @MainActor
    private static func parentWithFour() -> (p: UIView, a: UIView, b: UIView, c: UIView, d: UIView) {
        let p = RecordingView("P")
        let a = RecordingView("A"), b = RecordingView("B"), c = RecordingView("C"), d = RecordingView("D")
        for view in [a, b, c, d] { p.addSubview(view) }
        LifecycleTrace.clear()
        return (p, a, b, c, d)
    }

    // MARK: Adding and inserting

    func testAddSubviewAppendsAndLinksTheLayers() {
        onMain {
            let p = RecordingView("P")
            let a = RecordingView("A"), b = RecordingView("B")
            XCTAssertEqual(p.subviews.count, 0)
            XCTAssertNil(p.layer.sublayers, "no sublayers is nil, as in Core Animation")
            p.addSubview(a)
            p.addSubview(b)
            XCTAssertEqual(subviewNames(p), ["A", "B"])
            XCTAssertTrue(a.superview === p)
            XCTAssertNil(p.superview)
            // Adding a view that is already last again keeps it last and sends no move notifications.
            LifecycleTrace.clear()
            p.addSubview(b)
            XCTAssertEqual(subviewNames(p), ["A", "B"])
            p.addSubview(a)
            XCTAssertEqual(subviewNames(p), ["B", "A"], "addSubview of a subview brings it to the front")
            XCTAssertFalse(
                LifecycleTrace.events.contains { $0.contains("willMove") || $0.contains("didMove") },
                "\(LifecycleTrace.events)")
        }
    }

    func testInsertSubviewAtIndex() {
        onMain {
            let p = RecordingView("P")
            let a = RecordingView("A"), b = RecordingView("B"), c = RecordingView("C"), d = RecordingView("D")
            p.insertSubview(a, at: 0)
            p.insertSubview(b, at: 0)
            XCTAssertEqual(subviewNames(p), ["B", "A"])
            p.insertSubview(c, at: 1)
            XCTAssertEqual(subviewNames(p), ["B", "C", "A"])
            p.insertSubview(d, at: 99)
            XCTAssertEqual(subviewNames(p), ["B", "C", "A", "D"], "an index past the end appends")
        }
    }

    func testInsertNewViewAboveAndBelowASibling() {
        onMain {
            let p = RecordingView("P")
            let a = RecordingView("A"), b = RecordingView("B"), x = RecordingView("X"), y = RecordingView("Y")
            p.addSubview(a)
            p.addSubview(b)
            p.insertSubview(x, aboveSubview: a)
            XCTAssertEqual(subviewNames(p), ["A", "X", "B"])
            p.insertSubview(y, belowSubview: a)
            XCTAssertEqual(subviewNames(p), ["Y", "A", "X", "B"])
            let z = RecordingView("Z")
            p.insertSubview(z, aboveSubview: b)
            XCTAssertEqual(subviewNames(p), ["Y", "A", "X", "B", "Z"], "above the last subview is the front")
        }
    }

    /// Reordering among siblings: the index is where the view ends up relative to the sibling,
    /// whichever side of it the view started on.
    func testInsertExistingSiblingAboveAndBelow() {
        onMain {
            let (p, a, b, c, d) = Self.parentWithFour()
            p.insertSubview(a, aboveSubview: c)
            XCTAssertEqual(subviewNames(p), ["B", "C", "A", "D"], "moving up past two siblings")
            p.insertSubview(d, belowSubview: b)
            XCTAssertEqual(subviewNames(p), ["D", "B", "C", "A"], "moving down to the back")
            p.insertSubview(d, aboveSubview: b)
            XCTAssertEqual(subviewNames(p), ["B", "D", "C", "A"], "moving up past one sibling")
            p.insertSubview(b, belowSubview: a)
            XCTAssertEqual(subviewNames(p), ["D", "C", "B", "A"], "moving up to just below the last")
            p.insertSubview(a, belowSubview: d)
            XCTAssertEqual(subviewNames(p), ["A", "D", "C", "B"], "moving down from the front")
            p.insertSubview(c, aboveSubview: a)
            XCTAssertEqual(subviewNames(p), ["A", "C", "D", "B"], "moving down to just above the first")
            p.insertSubview(c, aboveSubview: c)
            p.insertSubview(c, belowSubview: c)
            XCTAssertEqual(subviewNames(p), ["A", "C", "D", "B"], "relative to itself: no change")
            p.insertSubview(d, belowSubview: b)
            XCTAssertEqual(subviewNames(p), ["A", "C", "D", "B"], "already just below: no change")
            p.insertSubview(d, aboveSubview: c)
            XCTAssertEqual(subviewNames(p), ["A", "C", "D", "B"], "already just above: no change")
            XCTAssertEqual(LifecycleTrace.events, [], "reordering sends no move or add notifications")
        }
    }

    func testInsertExistingSubviewAtIndex() {
        onMain {
            let (p, a, _, c, d) = Self.parentWithFour()
            p.insertSubview(a, at: 2)
            XCTAssertEqual(subviewNames(p), ["B", "C", "A", "D"])
            p.insertSubview(d, at: 0)
            XCTAssertEqual(subviewNames(p), ["D", "B", "C", "A"])
            p.insertSubview(c, at: 99)
            XCTAssertEqual(subviewNames(p), ["D", "B", "A", "C"])
        }
    }

    func testBringToFrontSendToBackAndExchange() {
        onMain {
            let (p, _, b, c, d) = Self.parentWithFour()
            p.bringSubviewToFront(b)
            XCTAssertEqual(subviewNames(p), ["A", "C", "D", "B"])
            p.sendSubviewToBack(d)
            XCTAssertEqual(subviewNames(p), ["D", "A", "C", "B"])
            p.bringSubviewToFront(b)
            p.sendSubviewToBack(d)
            XCTAssertEqual(subviewNames(p), ["D", "A", "C", "B"], "already there: no change")
            p.exchangeSubview(at: 0, withSubviewAt: 3)
            XCTAssertEqual(subviewNames(p), ["B", "A", "C", "D"])
            p.exchangeSubview(at: 1, withSubviewAt: 1)
            p.exchangeSubview(at: 0, withSubviewAt: 4)
            p.exchangeSubview(at: -1, withSubviewAt: 2)
            XCTAssertEqual(subviewNames(p), ["B", "A", "C", "D"], "same or out-of-range indexes: no change")

            let stranger = RecordingView("S")
            p.bringSubviewToFront(stranger)
            p.sendSubviewToBack(stranger)
            XCTAssertNil(stranger.superview, "only subviews are reordered")
            XCTAssertEqual(subviewNames(p), ["B", "A", "C", "D"])
            XCTAssertEqual(c.superview, p)
            XCTAssertEqual(LifecycleTrace.events, [], "reordering sends no notifications")
        }
    }

    func testSublayerInsertAboveAndBelow() {
        onMain {
            let parent = CALayer()
            let layers = (0..<4).map { index -> CALayer in
                let layer = CALayer()
                layer.name = "\(index)"
                parent.addSublayer(layer)
                return layer
            }
            @MainActor func names() -> [String] { (parent.sublayers ?? []).map { $0.name ?? "?" } }
            parent.insertSublayer(layers[0], above: layers[2])
            XCTAssertEqual(names(), ["1", "2", "0", "3"])
            parent.insertSublayer(layers[3], below: layers[1])
            XCTAssertEqual(names(), ["3", "1", "2", "0"])
            parent.insertSublayer(layers[3], above: layers[1])
            XCTAssertEqual(names(), ["1", "3", "2", "0"])
            parent.insertSublayer(layers[1], below: layers[0])
            XCTAssertEqual(names(), ["3", "2", "1", "0"])
            parent.insertSublayer(layers[2], above: layers[2])
            parent.insertSublayer(layers[2], below: layers[2])
            XCTAssertEqual(names(), ["3", "2", "1", "0"], "relative to itself: no change")
            let fresh = CALayer()
            fresh.name = "N"
            parent.insertSublayer(fresh, below: layers[0])
            XCTAssertEqual(names(), ["3", "2", "1", "N", "0"])
            XCTAssertTrue(fresh.superlayer === parent)
        }
    }

    // MARK: Ownership

    /// UIKit's superview owns its subviews; the layer tree holds them, and lets go on removal.
    func testASuperviewOwnsItsSubviews() {
        onMain {
            let parent = UIView()
            weak var weakChild: UIView?
            weak var weakGrandchild: UIView?
            do {
                let child = UIView()
                let grandchild = UIView()
                parent.addSubview(child)
                child.addSubview(grandchild)
                weakChild = child
                weakGrandchild = grandchild
            }
            XCTAssertNotNil(weakChild)
            XCTAssertNotNil(weakGrandchild)
            XCTAssertEqual(parent.subviews.count, 1)
            XCTAssertEqual(parent.subviews.first?.subviews.count, 1)

            weakChild?.removeFromSuperview()
            XCTAssertNil(weakChild, "removed and unreferenced: freed")
            XCTAssertNil(weakGrandchild, "with its subtree")

            weak var weakRoot: UIView?
            weak var weakLeaf: UIView?
            do {
                let root = UIView()
                let leaf = UIView()
                root.addSubview(leaf)
                weakRoot = root
                weakLeaf = leaf
            }
            XCTAssertNil(weakRoot, "a tree goes with its root")
            XCTAssertNil(weakLeaf)
        }
    }

    // MARK: Removing and moving

    func testRemoveFromSuperview() {
        onMain {
            let (p, a, b, c, d) = Self.parentWithFour()
            b.removeFromSuperview()
            XCTAssertEqual(subviewNames(p), ["A", "C", "D"])
            XCTAssertNil(b.superview)
            XCTAssertNil(b.layer.superlayer)
            XCTAssertEqual(
                trace("P", "B"),
                [
                    "P.willRemoveSubview(B)[P]",
                    "B.willMove(toSuperview: nil)",
                    "B.didMoveToSuperview[nil]",
                ])
            LifecycleTrace.clear()
            b.removeFromSuperview()
            XCTAssertEqual(LifecycleTrace.events, [], "removing a view with no superview does nothing")
            for view in [a, c, d] { view.removeFromSuperview() }
            XCTAssertEqual(p.subviews, [])
            XCTAssertNil(p.layer.sublayers)
        }
    }

    func testMovingBetweenSuperviews() {
        onMain {
            let (p, a, b, _, _) = Self.parentWithFour()
            let q = RecordingView("Q")
            let x = RecordingView("X")
            q.addSubview(x)
            LifecycleTrace.clear()
            q.insertSubview(b, belowSubview: x)
            XCTAssertEqual(subviewNames(p), ["A", "C", "D"])
            XCTAssertEqual(subviewNames(q), ["B", "X"])
            XCTAssertEqual(
                trace("P", "Q", "B"),
                [
                    "P.willRemoveSubview(B)[P]",
                    "B.willMove(toSuperview: Q)",
                    "B.didMoveToSuperview[Q]",
                    "Q.didAddSubview(B)",
                ])
            q.insertSubview(a, aboveSubview: b)
            XCTAssertEqual(subviewNames(p), ["C", "D"])
            XCTAssertEqual(subviewNames(q), ["B", "A", "X"])
            q.insertSubview(p, at: 1)
            XCTAssertEqual(subviewNames(q), ["B", "P", "A", "X"])
            XCTAssertTrue(a.isDescendant(of: q))
            XCTAssertFalse(a.isDescendant(of: p))
        }
    }

    /// UIKit raises "Can't add self as subview"; a view can't be put under its own descendant
    /// either. Both are refused with the tree left as it was.
    func testRefusesToAddAViewToItselfOrItsDescendant() {
        onMain {
            let root = RecordingView("R")
            let child = RecordingView("C")
            let grandchild = RecordingView("G")
            root.addSubview(child)
            child.addSubview(grandchild)
            LifecycleTrace.clear()

            child.addSubview(child)
            assertReported(UIKitDiagnostic.invalidArgument, "Can't add self as subview")
            child.insertSubview(child, at: 0)
            grandchild.addSubview(root)
            grandchild.insertSubview(child, at: 0)
            XCTAssertEqual(Reported.diagnostics.count, 4, "\(Reported.diagnostics)")
            XCTAssertTrue(Reported.diagnostics.allSatisfy { $0.name == UIKitDiagnostic.invalidArgument })
            XCTAssertTrue(
                Reported.diagnostics[2].reason.contains(objectDescription(root)), Reported.diagnostics[2].reason)
            XCTAssertTrue(
                Reported.diagnostics[2].reason.contains(objectDescription(grandchild)), Reported.diagnostics[2].reason)

            XCTAssertEqual(subviewNames(root), ["C"])
            XCTAssertEqual(subviewNames(child), ["G"])
            XCTAssertEqual(subviewNames(grandchild), [])
            XCTAssertNil(root.superview)
            XCTAssertEqual(LifecycleTrace.events, [], "a refused add sends no notifications")
        }
    }

    // MARK: Queries

    func testIsDescendantOf() {
        onMain {
            let root = UIView(), child = UIView(), grandchild = UIView(), other = UIView()
            root.addSubview(child)
            child.addSubview(grandchild)
            XCTAssertTrue(grandchild.isDescendant(of: root))
            XCTAssertTrue(grandchild.isDescendant(of: child))
            XCTAssertTrue(root.isDescendant(of: root), "a view is a descendant of itself")
            XCTAssertFalse(root.isDescendant(of: grandchild))
            XCTAssertFalse(other.isDescendant(of: root))
            grandchild.removeFromSuperview()
            XCTAssertFalse(grandchild.isDescendant(of: root))
        }
    }

    func testViewWithTag() {
        onMain {
            let root = UIView(), a = UIView(), b = UIView(), a1 = UIView(), b1 = UIView()
            root.addSubview(a)
            root.addSubview(b)
            a.addSubview(a1)
            b.addSubview(b1)
            a.tag = 1
            b.tag = 2
            a1.tag = 3
            b1.tag = 3
            XCTAssertTrue(root.viewWithTag(0) === root, "the receiver itself is searched first")
            XCTAssertTrue(root.viewWithTag(2) === b)
            XCTAssertTrue(root.viewWithTag(3) === a1, "the first match in subview order")
            XCTAssertTrue(b.viewWithTag(3) === b1, "only the receiver's subtree is searched")
            XCTAssertNil(a.viewWithTag(2))
            XCTAssertNil(root.viewWithTag(42))
        }
    }

    // MARK: Windows and notifications

    /// For an add into a view on a window: willMove(toSuperview:), willMove(toWindow:) down the
    /// subtree, didMoveToWindow down the subtree (with `window` already set), didMoveToSuperview,
    /// then the superview's didAddSubview.
    func testAddSubviewIntoAWindowNotificationOrder() {
        onMain {
            let window = namedWindow("W")
            let container = RecordingView("C")
            window.addSubview(container)
            let a = RecordingView("A"), a1 = RecordingView("A1"), a11 = RecordingView("A11"), a2 = RecordingView("A2")
            a.addSubview(a1)
            a1.addSubview(a11)
            a.addSubview(a2)
            LifecycleTrace.clear()

            container.addSubview(a)
            XCTAssertEqual(
                trace("C", "A", "A1", "A11", "A2"),
                [
                    "A.willMove(toSuperview: C)",
                    "A.willMove(toWindow: W)[nil]",
                    "A1.willMove(toWindow: W)[nil]",
                    "A11.willMove(toWindow: W)[nil]",
                    "A2.willMove(toWindow: W)[nil]",
                    "A.didMoveToWindow[W]",
                    "A1.didMoveToWindow[W]",
                    "A11.didMoveToWindow[W]",
                    "A2.didMoveToWindow[W]",
                    "A.didMoveToSuperview[C]",
                    "C.didAddSubview(A)",
                ])
            for view in [a, a1, a11, a2] { XCTAssertTrue(view.window === window) }
        }
    }

    func testRemoveFromAWindowNotificationOrder() {
        onMain {
            let window = namedWindow("W")
            let container = RecordingView("C")
            let a = RecordingView("A"), a1 = RecordingView("A1")
            window.addSubview(container)
            container.addSubview(a)
            a.addSubview(a1)
            LifecycleTrace.clear()

            a.removeFromSuperview()
            XCTAssertEqual(
                trace("C", "A", "A1"),
                [
                    "C.willRemoveSubview(A)[C]",
                    "A.willMove(toSuperview: nil)",
                    "A.willMove(toWindow: nil)[W]",
                    "A1.willMove(toWindow: nil)[W]",
                    "A.didMoveToWindow[nil]",
                    "A1.didMoveToWindow[nil]",
                    "A.didMoveToSuperview[nil]",
                ])
            XCTAssertNil(a.window)
            XCTAssertNil(a1.window)
            XCTAssertTrue(container.window === window)
        }
    }

    func testWindowIsSetAndClearedForWholeSubtrees() {
        onMain {
            let w1 = namedWindow("W1"), w2 = namedWindow("W2")
            let a = RecordingView("A"), b = RecordingView("B"), c = RecordingView("C")
            a.addSubview(b)
            b.addSubview(c)
            XCTAssertNil(c.window)
            XCTAssertTrue(w1.window === w1, "a window's window is itself")

            w1.addSubview(a)
            XCTAssertTrue(a.window === w1 && b.window === w1 && c.window === w1)

            // A view added under a view that is on a window joins it.
            let d = RecordingView("D")
            c.addSubview(d)
            XCTAssertTrue(d.window === w1)

            LifecycleTrace.clear()
            w2.addSubview(b)
            XCTAssertTrue(b.window === w2 && c.window === w2 && d.window === w2)
            XCTAssertTrue(a.window === w1)
            XCTAssertEqual(
                trace("A", "B", "C", "D"),
                [
                    "A.willRemoveSubview(B)[A]",
                    "B.willMove(toSuperview: W2)",
                    "B.willMove(toWindow: W2)[W1]",
                    "C.willMove(toWindow: W2)[W1]",
                    "D.willMove(toWindow: W2)[W1]",
                    "B.didMoveToWindow[W2]",
                    "C.didMoveToWindow[W2]",
                    "D.didMoveToWindow[W2]",
                    "B.didMoveToSuperview[W2]",
                ])

            // Moving within one window changes no window: no window notifications.
            LifecycleTrace.clear()
            a.removeFromSuperview()
            w2.addSubview(a)
            LifecycleTrace.clear()
            a.addSubview(c)
            XCTAssertEqual(
                trace("A", "B", "C", "D"),
                [
                    "B.willRemoveSubview(C)[B]",
                    "C.willMove(toSuperview: A)",
                    "C.didMoveToSuperview[A]",
                    "A.didAddSubview(C)",
                ])
            XCTAssertTrue(c.window === w2 && d.window === w2)

            b.removeFromSuperview()
            XCTAssertNil(b.window)
            a.removeFromSuperview()
            XCTAssertNil(a.window)
            XCTAssertNil(c.window)
            XCTAssertNil(d.window)
        }
    }

    /// Moving a subtree out of a detached tree into another detached tree involves no window.
    func testNoWindowNotificationsOffWindow() {
        onMain {
            let p = RecordingView("P"), q = RecordingView("Q"), a = RecordingView("A"), a1 = RecordingView("A1")
            p.addSubview(a)
            a.addSubview(a1)
            LifecycleTrace.clear()
            q.addSubview(a)
            XCTAssertEqual(
                trace("P", "Q", "A", "A1"),
                [
                    "P.willRemoveSubview(A)[P]",
                    "A.willMove(toSuperview: Q)",
                    "A.didMoveToSuperview[Q]",
                    "Q.didAddSubview(A)",
                ])
        }
    }
}
