import Foundation

extension UIWindowScene {
    /// The scene's focus system, which keeps the focused item of all its windows.
    public var focusSystem: UIFocusSystem? { UIFocusSystem.system(forOwner: self) }
}
