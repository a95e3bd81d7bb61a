import Foundation

/// A keyboard and its language. There is one on Linux: the hardware keyboard, in the first of
/// the person's preferred languages (`Locale.preferredLanguages`), as the Simulator with a
/// hardware keyboard reports.
@preconcurrency @MainActor
open class UITextInputMode: NSObject {
    /// Posted when the person switches keyboards; never, as there is one keyboard here.
    public nonisolated static let currentInputModeDidChangeNotification = Notification.Name(
        "UITextInputCurrentInputModeDidChangeNotification")

    /// The keyboards the person has turned on: the one hardware keyboard.
    open class var activeInputModes: [UITextInputMode] { [current] }

    /// The language typed with this keyboard, such as `en-US`.
    open var primaryLanguage: String? { storedLanguage }
    private let storedLanguage: String

    /// The one keyboard.
    static let current = UITextInputMode(language: Locale.preferredLanguages.first ?? "en-US")

    init(language: String) {
        storedLanguage = language
        super.init()
    }
}

extension UIResponder {
    /// The keyboard the responder is typed with: the one hardware keyboard for a text input, nil otherwise.
    public var textInputMode: UITextInputMode? {
        self is UIKeyInput ? UITextInputMode.current : nil
    }
}
