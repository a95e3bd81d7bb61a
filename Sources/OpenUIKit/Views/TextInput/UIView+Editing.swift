import Foundation

extension UIView {
    /// Ends editing in this view or below it: the first responder there resigns. With `force`
    /// it stops editing even when its delegate says no (a text field's
    /// `textFieldShouldEndEditing(_:)` is still asked, and its answer ignored).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponderStorage else { return true }
        let inside: Bool
        switch responder {
        case let view as UIView: inside = view.isDescendant(of: self)
        case let controller as UIViewController: inside = controller.viewIfLoaded?.isDescendant(of: self) ?? false
        default: inside = false
        }
        guard inside else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        if window.firstResponderStorage === responder { window.firstResponderStorage = nil }
        (responder as? UITextField)?.endEditingSessionIfNeeded()
        (responder as? UITextView)?.endEditingSessionIfNeeded()
        return true
    }
}

extension UITextField {
    func endEditingSessionIfNeeded() {
        if isEditingStorage { endEditingSession(reason: .committed) }
    }
}

extension UITextView {
    func endEditingSessionIfNeeded() {
        if isEditingStorage { endEditingSession() }
    }
}
