import Foundation

/// Which text fields a ``UIAlertView`` shows (deprecated in iOS 9).
public enum UIAlertViewStyle: Int, Sendable {
    /// No text field.
    case `default` = 0
    /// One field whose text is hidden as it is typed.
    case secureTextInput = 1
    /// One ordinary field.
    case plainTextInput = 2
    /// A login field and a password field whose text is hidden.
    case loginAndPasswordInput = 3
}
