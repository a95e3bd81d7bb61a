import Foundation

/// The notifications iOS posts as its software keyboard comes and goes, with the keyboard's
/// frames (screen coordinates) and its animation in the user info. A Linux desktop has a
/// physical keyboard, so they are posted only when `UIApplication.simulatesSoftwareKeyboard`
/// is on (`SoftwareKeyboard.swift`).
extension UIResponder {
    /// Posted before the software keyboard slides in; only when `UIApplication.simulatesSoftwareKeyboard` is on.
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the software keyboard has slid in; only when `UIApplication.simulatesSoftwareKeyboard` is on.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the software keyboard slides out; only when `UIApplication.simulatesSoftwareKeyboard` is on.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the software keyboard has slid out; only when `UIApplication.simulatesSoftwareKeyboard` is on.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the software keyboard's frame changes, as it shows or hides; only when simulated.
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the software keyboard's frame has changed, as it showed or hid; only when simulated.
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, as `NSValue` (`cgRectValue`).
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, as `NSValue` (`cgRectValue`).
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// Seconds, as `NSNumber`.
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// A `UIView.AnimationCurve` raw value (iOS's keyboard uses 7, a private curve), as `NSNumber`.
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app.
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
