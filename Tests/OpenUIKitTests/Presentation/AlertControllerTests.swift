import TestSupport
import XCTest

@testable import OpenUIKit

/// The buttons of an alert's view, top to bottom and left to right.
@MainActor
private func buttons(of alert: UIAlertController) -> [AlertActionButton] {
    var found: [AlertActionButton] = []
    func visit(_ view: UIView) {
        if let button = view as? AlertActionButton { found.append(button) }
        view.subviews.forEach(visit)
    }
    visit(alert.view)
    return found.sorted { lhs, rhs in
        let a = lhs.convert(lhs.bounds, to: alert.view), b = rhs.convert(rhs.bounds, to: alert.view)
        return a.minY != b.minY ? a.minY < b.minY : a.minX < b.minX
    }
}

/// Taps the middle of an alert's button as a finger would.
@MainActor
private func tap(_ button: AlertActionButton, in window: UIWindow) {
    tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window), in: window)
}

/// UIAlertController: presented over the presenter (which hears nothing) with iOS's animation,
/// its actions ordered and drawn as iOS orders them, a tap dismissing it before the handler
/// runs, text fields with the keyboard, return and escape, and UIKit's refusals.
final class AlertControllerTests: UIKitTestCase {
    /// The whole trace: the alert appears over A (A stays), fading in from larger; a tap on an
    /// action dismisses it, and the handler runs once the dismissal is over.
    func testAlertPresentationAndHandlerAfterDismissal() throws {
        try onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            let alert = UIAlertController(
                title: "Delete the photo?", message: "It cannot be undone.", preferredStyle: .alert)
            LifecycleTrace.name(alert, "Alert")
            alert.addAction(
                UIAlertAction(title: "Delete", style: .destructive) { action in
                    LifecycleTrace.record("⟨handler \(action.title ?? "")⟩")
                    XCTAssertNil(a.presentedViewController, "dismissed before the handler runs")
                })
            alert.addAction(
                UIAlertAction(title: "Cancel", style: .cancel) { _ in LifecycleTrace.record("⟨handler Cancel⟩") })
            a.present(alert, animated: true) { LifecycleTrace.record("⟨presented⟩") }
            UIApplication.shared.advance(by: 0.2)
            let view = try XCTUnwrap(alert.viewIfLoaded)
            let appearing = try XCTUnwrap(view.layer.presentation())
            XCTAssertGreaterThan(appearing.opacity, 0.05)
            XCTAssertLessThan(appearing.opacity, 0.99, "it fades in")
            pump()
            XCTAssertEqual(
                trace("A", "Alert"),
                [
                    "A.present(Alert, animated: true)", "Alert.loadView", "Alert.viewDidLoad",
                    "Alert.viewWillAppear(true)", "Alert.viewDidAppear(true)", "⟨presented⟩",
                ], "the presenter stays, and hears nothing")
            XCTAssertTrue(a.view.window === window)
            XCTAssertEqual(view.frame.width, 270)
            XCTAssertEqual(view.frame.midX, 195)
            XCTAssertEqual(view.frame.midY, 422, accuracy: 0.5, "centred in the window")
            XCTAssertEqual(view.transform, .identity)
            let dimming = try XCTUnwrap((alert.presentationController as? AlertPresentationController)?.dimmingView)
            XCTAssertEqual(dimming.alpha, 1)
            XCTAssertTrue(dimming.window === window)

            let shown = buttons(of: alert)
            XCTAssertEqual(shown.map { $0.action.title }, ["Cancel", "Delete"], "two side by side, cancel on the left")
            XCTAssertEqual(shown[0].frame.minY, shown[1].frame.minY)
            XCTAssertTrue(shown[0].isEmphasized, "cancel is bold with no preferred action")

            LifecycleTrace.clear()
            tap(shown[1], in: window)
            UIApplication.shared.advance(by: 0.1)
            XCTAssertEqual(trace("A", "Alert"), ["Alert.dismiss(animated: true)", "Alert.viewWillDisappear(true)"])
            pump()
            XCTAssertEqual(
                trace("A", "Alert"),
                [
                    "Alert.dismiss(animated: true)", "Alert.viewWillDisappear(true)", "Alert.viewDidDisappear(true)",
                    "⟨handler Delete⟩",
                ])
            XCTAssertNil(alert.viewIfLoaded?.window)
            XCTAssertNil(dimming.superview)
        }
    }

    /// More than two actions stack, cancel last and the preferred one bold; an action sheet
    /// puts cancel in a card of its own at the bottom of the window.
    func testActionOrderAndPlacement() throws {
        try onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            let save = UIAlertAction(title: "Save", style: .default)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(save)
            alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
            alert.preferredAction = save
            a.present(alert, animated: false)
            pump()
            let stacked = buttons(of: alert)
            XCTAssertEqual(stacked.map { $0.action.title }, ["Save", "Discard", "Cancel"])
            XCTAssertEqual(stacked.map(\.isEmphasized), [true, false, false])
            XCTAssertEqual(stacked.map { $0.frame.height }, [44, 44, 44])
            alert.dismiss(animated: false)
            pump()

            let sheet = UIAlertController(title: nil, message: "Choose", preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(UIAlertAction(title: "Camera", style: .default))
            sheet.addAction(UIAlertAction(title: "Library", style: .default))
            a.present(sheet, animated: true)
            UIApplication.shared.advance(by: 0.2)
            let sliding = try XCTUnwrap(sheet.view.layer.presentation()).frame.minY
            pump()
            let frame = sheet.view.frame
            XCTAssertGreaterThan(sliding, frame.minY, "it slides up from below")
            XCTAssertEqual(frame.maxY, 844 - 8)
            XCTAssertEqual(frame.width, 390 - 16)
            let rows = buttons(of: sheet)
            XCTAssertEqual(rows.map { $0.action.title }, ["Camera", "Library", "Cancel"])
            XCTAssertEqual(rows.map { $0.frame.height }, [57, 57, 57])
            let cancel = rows[2].convert(rows[2].bounds, to: window)
            let library = rows[1].convert(rows[1].bounds, to: window)
            XCTAssertEqual(cancel.minY - library.maxY, 8, "cancel in its own card")
            XCTAssertEqual(cancel.maxY, 844 - 8)
        }
    }

    /// An action sheet's dimmed area chooses cancel; an alert's does nothing.
    func testTappingOutside() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            var chosen: [String] = []
            let alert = UIAlertController(title: "Alert", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("alert cancel") })
            a.present(alert, animated: false)
            pump()
            tap(at: CGPoint(x: 20, y: 40), in: window)
            pump()
            XCTAssertTrue(a.presentedViewController === alert)
            alert.dismiss(animated: false)
            pump()

            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Go", style: .default) { _ in chosen.append("go") })
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("sheet cancel") })
            a.present(sheet, animated: false)
            pump()
            tap(at: CGPoint(x: 20, y: 40), in: window)
            pump()
            XCTAssertNil(a.presentedViewController)
            XCTAssertEqual(chosen, ["sheet cancel"])
        }
    }

    /// The first text field takes the keyboard as the alert appears; return triggers the
    /// preferred action (after the dismissal), escape the cancel action; a disabled action
    /// does nothing.
    func testTextFieldsAndKeys() throws {
        try onMain {
            let a = Probe("A")
            keptWindow = showInWindow(a)
            var log: [String] = []
            let alert = UIAlertController(title: "Sign in", message: "Your account", preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField { field in
                field.placeholder = "Password"
                field.isSecureTextEntry = true
            }
            let ok = UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in
                log.append("ok \(alert.textFields?.map { $0.text ?? "" } ?? [])")
            }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
            alert.addAction(ok)
            alert.preferredAction = ok
            a.present(alert, animated: true)
            pump()
            let fields = try XCTUnwrap(alert.textFields)
            XCTAssertEqual(fields.count, 2)
            XCTAssertTrue(fields[0].isFirstResponder)
            XCTAssertEqual(fields[0].font?.pointSize, 13)
            UIEventInjector.shared.type("ada")
            XCTAssertTrue(fields[1].becomeFirstResponder())
            UIEventInjector.shared.type("pw")
            ok.isEnabled = false
            UIEventInjector.shared.type("\n")
            pump()
            XCTAssertTrue(a.presentedViewController === alert, "a disabled action ignores return")
            ok.isEnabled = true
            XCTAssertTrue(fields[1].becomeFirstResponder())
            UIEventInjector.shared.type("\n")
            XCTAssertEqual(log, [], "the handler waits for the dismissal")
            pump()
            XCTAssertEqual(log, ["ok [\"ada\", \"pw\"]"])
            XCTAssertNil(a.presentedViewController)

            let second = UIAlertController(title: "Escape", message: nil, preferredStyle: .alert)
            second.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("escaped") })
            second.addAction(UIAlertAction(title: "Other", style: .default))
            a.present(second, animated: false)
            pump()
            press(.keyboardEscape)
            pump()
            XCTAssertEqual(log.last, "escaped")
        }
    }

    /// What UIKit refuses: a second cancel action, text fields on an action sheet, a preferred
    /// action that is not one of the alert's.
    func testRefusals() {
        onMain {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "A", style: .cancel))
            alert.addAction(UIAlertAction(title: "B", style: .cancel))
            XCTAssertEqual(alert.actions.count, 1)
            assertReported(
                UIKitDiagnostic.internalInconsistency,
                "can only have one action with a style of UIAlertActionStyleCancel")
            alert.addTextField()
            XCTAssertNil(alert.textFields)
            assertReported(
                UIKitDiagnostic.internalInconsistency,
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            alert.preferredAction = UIAlertAction(title: "C", style: .default)
            XCTAssertNil(alert.preferredAction)
            assertReported(UIKitDiagnostic.internalInconsistency, "must be contained in the -actions array")
            XCTAssertEqual(alert.modalPresentationStyle, .custom)
            XCTAssertNotNil(alert.transitioningDelegate)
        }
    }
}
