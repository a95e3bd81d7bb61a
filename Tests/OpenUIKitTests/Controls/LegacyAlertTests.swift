import TestSupport
import XCTest

@testable import OpenUIKit

/// A delegate that traces what an alert view or action sheet tells it.
@MainActor
private final class LegacyAlertLog: UIAlertViewDelegate, UIActionSheetDelegate {
    var enablesFirstOther = true

    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        note("clickedButtonAt \(buttonIndex)")
    }
    func willPresent(_ alertView: UIAlertView) { note("willPresent") }
    func didPresent(_ alertView: UIAlertView) { note("didPresent") }
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {
        note("willDismiss \(buttonIndex)")
    }
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
        note("didDismiss \(buttonIndex)")
    }
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { enablesFirstOther }

    func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
        note("clickedButtonAt \(buttonIndex)")
    }
    func willPresent(_ actionSheet: UIActionSheet) { note("willPresent") }
    func didPresent(_ actionSheet: UIActionSheet) { note("didPresent") }
    func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int) {
        note("willDismiss \(buttonIndex)")
    }
    func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
        note("didDismiss \(buttonIndex)")
    }
}

/// The buttons of the alert controller on screen, with their titles.
@MainActor
private func alertButtons(in presenter: UIViewController) -> [AlertActionButton] {
    var found: [AlertActionButton] = []
    func visit(_ view: UIView) {
        if let button = view as? AlertActionButton { found.append(button) }
        view.subviews.forEach(visit)
    }
    if let view = presenter.presentedViewController?.viewIfLoaded { visit(view) }
    return found
}

/// Taps the button titled `title` of the alert controller `presenter` presents.
@MainActor
private func tapAlertButton(_ title: String, over presenter: UIViewController, in window: UIWindow) {
    guard let button = alertButtons(in: presenter).first(where: { $0.action.title == title }) else {
        return XCTFail("no button \(title)")
    }
    tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window), in: window)
    pump()
}

/// UIAlertView and UIActionSheet: their buttons' indices, shown through UIAlertController, and
/// the delegate told clickedButtonAt, willDismiss and, once the alert is gone, didDismiss.
final class LegacyAlertTests: UIKitTestCase {
    func testAlertViewTellsItsDelegateInUIKitsOrder() throws {
        try onMain {
            let root = Probe("Root")
            let window = showInWindow(root)
            let log = LegacyAlertLog()
            let alert = UIAlertView(
                title: "Delete?", message: "It cannot be undone.", delegate: log, cancelButtonTitle: "Cancel",
                otherButtonTitles: "Delete", "Archive")
            XCTAssertEqual(alert.numberOfButtons, 3)
            XCTAssertEqual(alert.cancelButtonIndex, 0)
            XCTAssertEqual(alert.firstOtherButtonIndex, 1)
            XCTAssertEqual(alert.buttonTitle(at: 2), "Archive")
            XCTAssertNil(alert.buttonTitle(at: 3))
            XCTAssertEqual(alert.addButton(withTitle: "Later"), 3)

            alert.show()
            pump()
            XCTAssertTrue(alert.isVisible)
            let shown = try XCTUnwrap(root.presentedViewController as? UIAlertController)
            XCTAssertEqual(shown.title, "Delete?")
            XCTAssertEqual(shown.message, "It cannot be undone.")
            XCTAssertEqual(shown.actions.map(\.title), ["Cancel", "Delete", "Archive", "Later"])
            XCTAssertEqual(shown.actions[0].style, .cancel)
            XCTAssertEqual(trace(), ["⟨willPresent⟩", "⟨didPresent⟩"])

            LifecycleTrace.clear()
            tapAlertButton("Archive", over: root, in: window)
            XCTAssertEqual(trace(), ["⟨clickedButtonAt 2⟩", "⟨willDismiss 2⟩", "⟨didDismiss 2⟩"])
            XCTAssertNil(root.presentedViewController)
            XCTAssertFalse(alert.isVisible)
        }
    }

    func testDismissInCodeSkipsClickedButtonAt() {
        onMain {
            let root = Probe("Root")
            let window = showInWindow(root)
            defer { withExtendedLifetime(window) {} }
            let log = LegacyAlertLog()
            let alert = UIAlertView(title: "Hi", message: nil, delegate: log, cancelButtonTitle: "OK")
            alert.show()
            pump()
            LifecycleTrace.clear()
            alert.dismiss(withClickedButtonIndex: 0, animated: true)
            pump()
            XCTAssertEqual(trace(), ["⟨willDismiss 0⟩", "⟨didDismiss 0⟩"])
            XCTAssertNil(root.presentedViewController)
        }
    }

    func testAlertViewStylesMakeTheirTextFields() throws {
        try onMain {
            let root = Probe("Root")
            let window = showInWindow(root)
            defer { withExtendedLifetime(window) {} }
            let log = LegacyAlertLog()
            log.enablesFirstOther = false
            let alert = UIAlertView(
                title: "Sign In", message: nil, delegate: log, cancelButtonTitle: "Cancel",
                otherButtonTitles: "Sign In")
            alert.alertViewStyle = .loginAndPasswordInput
            let login = try XCTUnwrap(alert.textField(at: 0))
            let password = try XCTUnwrap(alert.textField(at: 1))
            XCTAssertFalse(login.isSecureTextEntry)
            XCTAssertTrue(password.isSecureTextEntry)
            XCTAssertNil(alert.textField(at: 2))
            assertReported(UIKitDiagnostic.invalidArgument, "textFieldIndex (2)")
            alert.show()
            pump()
            let shown = try XCTUnwrap(root.presentedViewController as? UIAlertController)
            XCTAssertTrue(shown.textFields?.first === login, "the fields shown are the ones handed out")
            XCTAssertFalse(shown.actions[1].isEnabled, "the delegate disabled the first other button")
            log.enablesFirstOther = true
            login.text = "me"
            login.sendActions(for: .editingChanged)
            XCTAssertTrue(shown.actions[1].isEnabled)
            alert.dismiss(withClickedButtonIndex: 0, animated: false)
            pump()
        }
    }

    func testActionSheetIndicesAndDelegateOrder() throws {
        try onMain {
            let root = Probe("Root")
            let window = showInWindow(root)
            let log = LegacyAlertLog()
            let sheet = UIActionSheet(
                title: "Photo", delegate: log, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete",
                otherButtonTitles: "Share", "Print")
            XCTAssertEqual(sheet.destructiveButtonIndex, 0)
            XCTAssertEqual(sheet.firstOtherButtonIndex, 1)
            XCTAssertEqual(sheet.cancelButtonIndex, 3, "cancel comes last")
            sheet.show(in: root.view)
            pump()
            let shown = try XCTUnwrap(root.presentedViewController as? UIAlertController)
            XCTAssertEqual(shown.preferredStyle, .actionSheet)
            XCTAssertEqual(shown.actions.map(\.style), [.destructive, .default, .default, .cancel])
            XCTAssertTrue(sheet.isVisible)
            LifecycleTrace.clear()
            tapAlertButton("Share", over: root, in: window)
            XCTAssertEqual(trace(), ["⟨clickedButtonAt 1⟩", "⟨willDismiss 1⟩", "⟨didDismiss 1⟩"])
            XCTAssertFalse(sheet.isVisible)
        }
    }

    func testSeverityIsStored() {
        onMain {
            let alert = UIAlertController(title: "x", message: nil, preferredStyle: .alert)
            XCTAssertEqual(alert.severity, .default)
            alert.severity = .critical
            XCTAssertEqual(alert.severity, .critical)
        }
    }
}
