import OpenUIKit

// The few UIKit properties whose Swift 4 type (iOS 11's SDK) differs from today's, for apps
// built in Swift 4 mode. They live here, apart from OpenUIKit, because a property cannot be
// declared twice in one module; across modules the compiler picks by type, and from Swift 4.2
// on only today's is there.

extension UITextField {
    /// iOS 11's string-keyed attributes.
    @available(swift, obsoleted: 4.2, message: "defaultTextAttributes is keyed by NSAttributedString.Key")
    public var defaultTextAttributes: [String: Any] {
        get {
            Dictionary(
                uniqueKeysWithValues: (self.defaultTextAttributes as [NSAttributedString.Key: Any]).map {
                    ($0.key.rawValue, $0.value)
                })
        }
        set {
            self.defaultTextAttributes =
                Dictionary(uniqueKeysWithValues: newValue.map { (NSAttributedString.Key($0.key), $0.value) })
                as [NSAttributedString.Key: Any]
        }
    }
}
