import TestSupport
import XCTest

@testable import OpenUIKit

/// Auto Layout bugs found in use, each reproduced as it showed: an intrinsic size invalidated
/// with no layout following, a replaced constraint reported as a conflict, and safe-area insets
/// given to the part of a view outside its superview. (Multi-line labels wrapping at their
/// laid-out width need a text measurer: `LabelLayoutTests` in CairoRenderingTests.)
final class LayoutBugfixTests: UIKitTestCase {
    /// A view whose intrinsic size is a stored value, invalidated as UIKit asks.
    @MainActor
    private final class SizedView: UIView {
        var size = CGSize(width: 47, height: 20) { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { size }
    }

    /// `invalidateIntrinsicContentSize()` makes the next layout pass of the window resize the
    /// view: its superview, where the engine places it, needs layout.
    func testInvalidatedIntrinsicSizeResizesAtTheNextLayoutPass() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let sized = SizedView(), other = UIView()
            let stack = UIStackView(arrangedSubviews: [sized, other])
            stack.axis = .horizontal
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
                stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            ])
            window.isHidden = false
            pump()
            XCTAssertEqual(sized.frame, CGRect(x: 0, y: 0, width: 47, height: 20))

            sized.size = CGSize(width: 131, height: 20)
            pump()
            XCTAssertEqual(sized.frame, CGRect(x: 0, y: 0, width: 131, height: 20), "the stack laid out again")
            XCTAssertEqual(other.frame.minX, 139)

            // Plain constraints, no stack: the same.
            let plain = SizedView()
            plain.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(plain)
            NSLayoutConstraint.activate([
                plain.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                plain.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
            ])
            pump()
            XCTAssertEqual(plain.frame, CGRect(x: 10, y: 200, width: 47, height: 20))
            plain.size = CGSize(width: 60, height: 30)
            pump()
            XCTAssertEqual(plain.frame, CGRect(x: 10, y: 200, width: 60, height: 30))
            XCTAssertEqual(Reported.diagnostics.map(\.reason), [])
        }
    }

    /// Deactivating a constraint and activating its replacement before the next pass is no
    /// conflict: the engine lets go of the old one before it takes the new one.
    func testReplacingAConstraintBeforeLayoutReportsNoConflict() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let narrow = box.widthAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                box.heightAnchor.constraint(equalToConstant: 50),
                narrow,
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 100, height: 50))

            narrow.isActive = false
            let wide = box.widthAnchor.constraint(equalToConstant: 200)
            wide.isActive = true
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 200, height: 50))

            // The same with a pinned edge moved to another view, through activate/deactivate.
            let trailing = box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
            NSLayoutConstraint.deactivate([wide])
            NSLayoutConstraint.activate([trailing])
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 280, height: 50))
            XCTAssertEqual(Reported.diagnostics.map(\.reason), [], "no conflict reported")
        }
    }

    /// A conflict that is real is still reported when it comes with a replacement.
    func testARealConflictBesideAReplacementIsStillReported() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let first = box.widthAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 50),
                first,
            ])
            root.layoutIfNeeded()
            first.isActive = false
            let kept = box.widthAnchor.constraint(equalToConstant: 150)
            let conflicting = box.widthAnchor.constraint(equalToConstant: 250)
            NSLayoutConstraint.activate([kept, conflicting])
            root.layoutIfNeeded()
            XCTAssertEqual(Reported.diagnostics.count, 1)
            assertReported(UIKitDiagnostic.warning, "Unable to simultaneously satisfy constraints", "\(conflicting)")
            XCTAssertFalse(
                Reported.diagnostics.first?.reason.contains("\(first)") ?? true, "the deactivated one is not named")
        }
    }

    /// A view partly outside its superview gets no more safe-area inset on an edge than the
    /// superview has there.
    func testSafeAreaInsetsNeverExceedTheSuperviews() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            let container = UIView(frame: window.bounds)
            window.addSubview(container)
            let wide = UIView(frame: CGRect(x: -100, y: 20, width: 2000, height: 900))
            container.addSubview(wide)
            let inside = UIView(frame: CGRect(x: 10, y: 800, width: 100, height: 100))
            container.addSubview(inside)
            window.isHidden = false
            pump()
            XCTAssertEqual(wide.safeAreaInsets, UIEdgeInsets(top: 27, left: 0, bottom: 34, right: 0))
            XCTAssertEqual(
                inside.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
                "the whole strip the superview has")
            // A view inside still gets what reaches into it.
            inside.frame = CGRect(x: 10, y: 760, width: 100, height: 70)
            pump()
            XCTAssertEqual(inside.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
            // Wholly outside its superview to the right: nothing from an edge that has none.
            let outside = UIView(frame: CGRect(x: 500, y: 100, width: 200, height: 100))
            container.addSubview(outside)
            pump()
            XCTAssertEqual(outside.safeAreaInsets, .zero)
            window.isHidden = true
        }
    }

    /// A controller's view whose content is pinned to its safe area.
    @MainActor
    private final class PinnedContentController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let box = UIView(), label = UIView()
            for (view, superview) in [(box, view!), (label, box)] {
                view.translatesAutoresizingMaskIntoConstraints = false
                superview.addSubview(view)
            }
            let safe = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                box.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                box.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
                box.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
                label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                label.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor),
                label.topAnchor.constraint(equalTo: box.topAnchor),
                label.widthAnchor.constraint(equalToConstant: 120),
                label.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    /// A pop slides the popped view out of its superview: no part of it outside gets an inset,
    /// so content pinned to its safe area keeps fitting and nothing is reported.
    func testAnimatedPopReportsNoUnsatisfiableConstraints() {
        onMain {
            let root = PinnedContentController()
            let (nav, window) = showNavigation(root)
            window.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            pump()
            let pushed = PinnedContentController()
            nav.pushViewController(pushed, animated: true)
            pump()
            XCTAssertEqual(pushed.view.safeAreaInsets, UIEdgeInsets(top: 47 + 44, left: 0, bottom: 34, right: 0))
            nav.popViewController(animated: true)
            pump()
            XCTAssertEqual(nav.viewControllers, [root])
            XCTAssertEqual(Reported.diagnostics.map(\.reason), [])
            _ = window
        }
    }
}
