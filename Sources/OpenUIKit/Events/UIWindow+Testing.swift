/// What a test's tear-down needs of a window that UIKit's API cannot do: forget the first
/// responder without asking it to resign (which would run the next test's code in this one's
/// state). Not UIKit API.
@_spi(Testing)
extension UIWindow {
    /// Clears the window's first responder without calling `resignFirstResponder()`.
    public func forgetFirstResponder() {
        firstResponderStorage = nil
    }
}
