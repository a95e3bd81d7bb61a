import XCTest

@testable import OpenUIKit

/// A text field delegate that traces what it is asked and told (`F.shouldBeginEditing`, …) and
/// answers as set.
@MainActor
final class TracingFieldDelegate: UITextFieldDelegate {
    var allowsBeginning = true, allowsEnding = true, allowsChanges = true, returns = true, clears = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        LifecycleTrace.record(textField, "shouldBeginEditing")
        return allowsBeginning
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { LifecycleTrace.record(textField, "didBeginEditing") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        LifecycleTrace.record(textField, "shouldEndEditing")
        return allowsEnding
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        LifecycleTrace.record(textField, "didEndEditing(\(reason == .committed ? "committed" : "cancelled"))")
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        LifecycleTrace.record(textField, "shouldChange(\(range.location),\(range.length),\(string.debugDescription))")
        return allowsChanges
    }
    func textFieldDidChangeSelection(_ textField: UITextField) {
        let range =
            textField.selectedTextRange.map { textField.offset(from: textField.beginningOfDocument, to: $0.start) }
            ?? -1
        let length = textField.selectedTextRange.map { textField.offset(from: $0.start, to: $0.end) } ?? -1
        LifecycleTrace.record(textField, "didChangeSelection(\(range),\(length))")
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        LifecycleTrace.record(textField, "shouldClear")
        return clears
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        LifecycleTrace.record(textField, "shouldReturn")
        return returns
    }
}

/// The window of the test running now, kept alive though the test does not use it (a window
/// no one holds goes away, and its views with it).
@MainActor
var keptWindow: UIWindow?
/// Delegates (held weakly by what they serve) kept alive for the test running now.
@MainActor
var keptObjects: [AnyObject] = []

/// A clipboard standing for the desktop's, which records what the app wrote.
@MainActor
final class RecordingClipboard: SystemClipboard {
    var string: String?
    var writes: [String?] = []
    func readString() -> String? { string }
    func write(_ string: String?) {
        self.string = string
        writes.append(string)
    }
}

/// Traces the editing control events a field sends (`F.editingChanged`, …).
@MainActor
func traceEditingEvents(of field: UIControl) {
    let events: [(UIControl.Event, String)] = [
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit"), (.primaryActionTriggered, "primaryActionTriggered"),
    ]
    for (event, name) in events {
        field.addAction(UIAction { [unowned field] _ in LifecycleTrace.record(field, name) }, for: event)
    }
}

/// Presses a key with modifiers held, as a person does: the modifiers down, the key down and
/// up, the modifiers up.
@MainActor
func press(_ key: UIKeyboardHIDUsage, _ modifiers: [UIKeyboardHIDUsage] = []) {
    let injector = UIEventInjector.shared
    for modifier in modifiers { injector.keyDown(modifier) }
    injector.keyDown(key)
    injector.keyUp(key)
    for modifier in modifiers.reversed() { injector.keyUp(modifier) }
}

/// A tap (or, with `pointer`, a click of the primary button) at `point` in the window.
@MainActor
func tap(at point: CGPoint, in window: UIWindow, pointer: Bool = false) {
    let injector = UIEventInjector.shared
    if pointer { injector.buttonMask = .primary }
    injector.touchDown(at: point, in: window)
    injector.touchUp()
    injector.buttonMask = []
}
