import Foundation

/// A search term shown as a pill in a ``UISearchTextField`` (iOS 13): an icon and a text, and
/// whatever object the app wants it to stand for.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The token's icon, before its text.
    public let icon: UIImage?
    /// The token's text.
    public let text: String
    /// The object the token stands for, for the app's filtering.
    open var representedObject: Any?

    /// Creates a token showing `icon` and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}
