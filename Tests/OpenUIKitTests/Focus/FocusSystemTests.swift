import TestSupport
import XCTest

@testable import OpenUIKit

/// A view that can be focused and traces what the focus system asks and tells it.
@MainActor
private class FocusItemView: UIView {
    var allowsUpdate = true

    convenience init(_ name: String, frame: CGRect) {
        self.init(frame: frame)
        LifecycleTrace.name(self, name)
    }

    override var canBecomeFocused: Bool { true }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        LifecycleTrace.record(self, "shouldUpdateFocus(\(focusMove(context)))")
        return allowsUpdate
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        LifecycleTrace.record(self, "didUpdateFocus(\(focusMove(context)))")
    }
}

/// A plain container that traces the updates passing through it.
@MainActor
private final class FocusContainerView: UIView {
    var refusesMovesTo: UIView?

    convenience init(_ name: String, frame: CGRect) {
        self.init(frame: frame)
        LifecycleTrace.name(self, name)
    }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        LifecycleTrace.record(self, "shouldUpdateFocus(\(focusMove(context)))")
        return context.nextFocusedView !== refusesMovesTo
    }
}

/// A controller whose preferred focus is a view it names.
@MainActor
private final class PreferringController: UIViewController {
    weak var preferred: UIView?
    override var preferredFocusEnvironments: [any UIFocusEnvironment] {
        preferred.map { [$0] } ?? super.preferredFocusEnvironments
    }
}

/// `A→B` (with the heading): the move a context describes.
@MainActor
private func focusMove(_ context: UIFocusUpdateContext) -> String {
    let heading: String
    switch context.focusHeading {
    case .next: heading = " next"
    case .previous: heading = " previous"
    case .up: heading = " up"
    case .down: heading = " down"
    case .left: heading = " left"
    case .right: heading = " right"
    default: heading = ""
    }
    return
        "\(LifecycleTrace.name(of: context.previouslyFocusedItem))→\(LifecycleTrace.name(of: context.nextFocusedItem))\(heading)"
}

/// Things a notification observer collects.
@MainActor
private final class Collected {
    var count = 0
    var contexts: [UIFocusUpdateContext] = []
}

@MainActor
private func focusKey(_ key: UIKeyboardHIDUsage, shift: Bool = false) {
    if shift { UIEventInjector.shared.keyDown(.keyboardLeftShift) }
    UIEventInjector.shared.keyDown(key)
    UIEventInjector.shared.keyUp(key)
    if shift { UIEventInjector.shared.keyUp(.keyboardLeftShift) }
}

@MainActor
private func focusedName(_ view: UIView) -> String {
    LifecycleTrace.name(of: UIFocusSystem.focusSystem(for: view)?.focusedItem)
}

/// The focus system: Tab and the arrow keys moving focus as iPadOS does with a keyboard, the
/// environments asked and told, focus guides, requests from code, and the halo.
final class FocusSystemTests: UIKitTestCase {
    func testTabMovesThroughFocusGroupsInReadingOrderAndWraps() {
        onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let a = FocusItemView("A", frame: CGRect(x: 20, y: 20, width: 100, height: 40))
            let b = FocusItemView("B", frame: CGRect(x: 20, y: 100, width: 100, height: 40))
            let c = FocusItemView("C", frame: CGRect(x: 200, y: 20, width: 100, height: 40))
            for view in [b, c, a] { root.addSubview(view) }
            XCTAssertEqual(focusedName(root), "nil")

            focusKey(.keyboardTab)
            XCTAssertEqual(focusedName(root), "A")
            XCTAssertTrue(a.isFocused)
            focusKey(.keyboardTab)
            XCTAssertEqual(focusedName(root), "C", "C is on A's line, so before B")
            focusKey(.keyboardTab)
            XCTAssertEqual(focusedName(root), "B")
            focusKey(.keyboardTab)
            XCTAssertEqual(focusedName(root), "A", "Tab wraps around")
            focusKey(.keyboardTab, shift: true)
            XCTAssertEqual(focusedName(root), "B", "Shift-Tab goes back")
            XCTAssertFalse(a.isFocused)
            XCTAssertEqual(
                LifecycleTrace.events.filter { $0.hasPrefix("A.") || $0.hasPrefix("C.") },
                [
                    "A.shouldUpdateFocus(nil→A next)", "A.didUpdateFocus(nil→A next)",
                    "A.shouldUpdateFocus(A→C next)", "C.shouldUpdateFocus(A→C next)",
                    "A.didUpdateFocus(A→C next)", "C.didUpdateFocus(A→C next)",
                    "C.shouldUpdateFocus(C→B next)", "C.didUpdateFocus(C→B next)",
                    "A.shouldUpdateFocus(B→A next)", "A.didUpdateFocus(B→A next)",
                    "A.shouldUpdateFocus(A→B previous)", "A.didUpdateFocus(A→B previous)",
                ])
        }
    }

    func testArrowKeysMoveWithinTheFocusedGroup() {
        onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let grid = FocusContainerView("Grid", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            grid.focusGroupIdentifier = "grid"
            root.addSubview(grid)
            let topLeft = FocusItemView("TL", frame: CGRect(x: 10, y: 10, width: 80, height: 80))
            let topRight = FocusItemView("TR", frame: CGRect(x: 110, y: 10, width: 80, height: 80))
            let bottomLeft = FocusItemView("BL", frame: CGRect(x: 10, y: 110, width: 80, height: 80))
            let bottomRight = FocusItemView("BR", frame: CGRect(x: 110, y: 110, width: 80, height: 80))
            for view in [topLeft, topRight, bottomLeft, bottomRight] { grid.addSubview(view) }
            let outside = FocusItemView("Outside", frame: CGRect(x: 400, y: 10, width: 80, height: 80))
            root.addSubview(outside)

            focusKey(.keyboardRightArrow)
            XCTAssertEqual(focusedName(root), "nil", "arrows do nothing until something is focused")
            focusKey(.keyboardTab)
            XCTAssertEqual(focusedName(root), "TL")
            focusKey(.keyboardRightArrow)
            XCTAssertEqual(focusedName(root), "TR")
            focusKey(.keyboardDownArrow)
            XCTAssertEqual(focusedName(root), "BR")
            focusKey(.keyboardLeftArrow)
            XCTAssertEqual(focusedName(root), "BL")
            focusKey(.keyboardUpArrow)
            XCTAssertEqual(focusedName(root), "TL")

            let failures = Collected()
            let observer = NotificationCenter.default.addObserver(
                forName: UIFocusSystem.movementDidFailNotification, object: nil, queue: nil
            ) { _ in MainActor.assumeIsolated { failures.count += 1 } }
            defer { NotificationCenter.default.removeObserver(observer) }
            focusKey(.keyboardRightArrow)
            focusKey(.keyboardRightArrow)
            XCTAssertEqual(focusedName(root), "TR", "Outside is in another group: the arrows stay in the grid")
            XCTAssertEqual(failures.count, 1)
            XCTAssertTrue(LifecycleTrace.events.contains("Grid.shouldUpdateFocus(TL→TR right)"))
        }
    }

    func testAnEnvironmentThatRefusesKeepsFocusWhereItWas() {
        onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let container = FocusContainerView("Box", frame: CGRect(x: 0, y: 0, width: 390, height: 300))
            root.addSubview(container)
            let a = FocusItemView("A", frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            let b = FocusItemView("B", frame: CGRect(x: 10, y: 100, width: 80, height: 40))
            container.addSubview(a)
            container.addSubview(b)
            container.refusesMovesTo = b
            focusKey(.keyboardTab)
            LifecycleTrace.clear()
            focusKey(.keyboardTab)
            XCTAssertEqual(focusedName(root), "A")
            XCTAssertEqual(
                LifecycleTrace.events, ["A.shouldUpdateFocus(A→B next)", "Box.shouldUpdateFocus(A→B next)"],
                "asked innermost first; the refusal stops the update before anyone is told")
        }
    }

    func testRequestedUpdateGoesToThePreferredItemOnTheNextTurn() {
        onMain {
            let controller = PreferringController()
            let window = showInWindow(controller)
            let a = FocusItemView("A", frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            let b = FocusItemView("B", frame: CGRect(x: 10, y: 100, width: 80, height: 40))
            let plain = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 200))
            let nested = FocusItemView("Nested", frame: CGRect(x: 50, y: 50, width: 40, height: 40))
            plain.addSubview(nested)
            for view in [a, b, plain] { controller.view.addSubview(view) }
            controller.preferred = b
            let system = UIFocusSystem.focusSystem(for: controller)
            XCTAssertNotNil(system)
            XCTAssertTrue(system === UIFocusSystem.focusSystem(for: window))

            system?.requestFocusUpdate(to: controller)
            XCTAssertEqual(focusedName(window), "nil", "the update waits for the run loop")
            pump()
            XCTAssertEqual(focusedName(window), "B")

            system?.requestFocusUpdate(to: plain)
            system?.updateFocusIfNeeded()
            XCTAssertEqual(focusedName(window), "Nested", "a view that is not focusable hands on to its subviews")

            a.setNeedsFocusUpdate()
            a.updateFocusIfNeeded()
            XCTAssertEqual(
                focusedName(window), "Nested", "A does not contain the focused item, so its request is dropped")
            controller.setNeedsFocusUpdate()
            controller.updateFocusIfNeeded()
            XCTAssertEqual(focusedName(window), "B")

            XCTAssertTrue(UIFocusSystem.environment(controller, contains: b))
            XCTAssertTrue(UIFocusSystem.environment(plain, contains: nested))
            XCTAssertFalse(UIFocusSystem.environment(a, contains: b))
            XCTAssertTrue(b.parentFocusEnvironment === controller.view)
            XCTAssertTrue(controller.view.parentFocusEnvironment === controller)
            XCTAssertNil(UIFocusSystem.focusSystem(for: UIView()), "a view in no window has no focus system")
        }
    }

    func testFocusGuideSendsFocusToItsPreferredEnvironment() {
        onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let a = FocusItemView("A", frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            let far = FocusItemView("Far", frame: CGRect(x: 250, y: 400, width: 80, height: 40))
            root.addSubview(a)
            root.addSubview(far)
            let row = UIView(frame: root.bounds)
            row.focusGroupIdentifier = "row"
            root.insertSubview(row, at: 0)
            row.addSubview(a)
            let guide = UIFocusGuide()
            row.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 150),
                guide.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
                guide.widthAnchor.constraint(equalToConstant: 50),
                guide.heightAnchor.constraint(equalToConstant: 40),
            ])
            guide.preferredFocusEnvironments = [far]
            pump()
            focusKey(.keyboardTab)
            XCTAssertEqual(focusedName(root), "A")
            guide.isEnabled = false
            focusKey(.keyboardRightArrow)
            XCTAssertEqual(
                focusedName(root), "A", "a disabled guide redirects nothing, and nothing else is to the right")
            guide.isEnabled = true
            focusKey(.keyboardRightArrow)
            XCTAssertEqual(focusedName(root), "Far")
        }
    }

    func testTabbingIntoATextFieldBeginsEditing() {
        onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let first = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            let second = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
            let disabled = UITextField(frame: CGRect(x: 10, y: 110, width: 200, height: 30))
            disabled.isEnabled = false
            for field in [first, second, disabled] { root.addSubview(field) }
            XCTAssertTrue(first.canBecomeFocused)
            XCTAssertFalse(disabled.canBecomeFocused)
            XCTAssertFalse(UIView().canBecomeFocused)
            focusKey(.keyboardTab)
            XCTAssertTrue(first.isFocused)
            XCTAssertTrue(first.isFirstResponder)
            focusKey(.keyboardTab)
            XCTAssertTrue(second.isFocused)
            XCTAssertTrue(second.isFirstResponder)
            XCTAssertEqual(second.text ?? "", "", "the Tab is not typed")
            focusKey(.keyboardTab)
            XCTAssertTrue(first.isFocused, "the disabled field is skipped")
        }
    }

    func testNotificationCoordinatorAndHalo() {
        onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let a = FocusItemView("A", frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            let b = FocusItemView("B", frame: CGRect(x: 10, y: 100, width: 80, height: 40))
            b.focusEffect = UIFocusHaloEffect(rect: CGRect(x: -5, y: -5, width: 90, height: 50))
            root.addSubview(a)
            root.addSubview(b)
            let collected = Collected()
            let observer = NotificationCenter.default.addObserver(
                forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil
            ) { note in
                guard
                    let context = note.userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext,
                    let coordinator = note.userInfo?[UIFocusSystem.animationCoordinatorUserInfoKey]
                        as? UIFocusAnimationCoordinator
                else { return }
                MainActor.assumeIsolated {
                    collected.contexts.append(context)
                    coordinator.addCoordinatedAnimations({ context.nextFocusedView?.alpha = 0.5 }) {
                        LifecycleTrace.record("animations done")
                    }
                }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            focusKey(.keyboardTab)
            let contexts = collected.contexts
            XCTAssertEqual(contexts.count, 1)
            XCTAssertTrue(contexts.first?.nextFocusedView === a)
            XCTAssertNil(contexts.first?.previouslyFocusedView)
            XCTAssertEqual(contexts.first?.focusHeading, .next)
            XCTAssertEqual(a.alpha, 0.5)
            XCTAssertFalse(LifecycleTrace.events.contains("animations done"))
            elapse(0.3)
            XCTAssertTrue(LifecycleTrace.events.contains("animations done"))

            let system = UIFocusSystem.focusSystem(for: root)
            XCTAssertTrue(
                system?.focusRingLayer?.superlayer === a.layer, "the system halo is drawn on the focused view")
            XCTAssertEqual(system?.focusRingLayer?.path?.boundingBox.width ?? 0, 84, accuracy: 0.5)
            focusKey(.keyboardTab)
            XCTAssertFalse(a.layer.sublayers?.contains { $0 === system?.focusRingLayer } ?? false)
            XCTAssertTrue(system?.focusRingLayer?.superlayer === b.layer)
            XCTAssertEqual(system?.focusRingLayer?.path?.boundingBox, CGRect(x: -5, y: -5, width: 90, height: 50))
        }
    }

    func testDebuggerExplainsFocusability() {
        onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let hidden = FocusItemView("Hidden", frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            hidden.isHidden = true
            root.addSubview(hidden)
            let plain = UIView()
            root.addSubview(plain)
            XCTAssertTrue(UIFocusDebugger.checkFocusability(for: hidden).description.contains("is hidden"))
            XCTAssertTrue(
                UIFocusDebugger.checkFocusability(for: plain).description.contains("canBecomeFocused is false"))
            focusKey(.keyboardTab)
            XCTAssertEqual(focusedName(root), "nil", "a hidden view is never focused")
            XCTAssertTrue(
                UIFocusDebugger.simulateFocusUpdateRequest(from: root).description.contains("No focusable item"))
        }
    }
}
