import Foundation

/// A key combination and the action it sends. Responders list theirs in `keyCommands`; when the
/// keys are pressed, the first command found from the first responder up the chain whose action
/// some responder can perform sends it (`UIWindow+Keyboard.swift`).
@preconcurrency @MainActor
open class UIKeyCommand {
    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    public let action: Selector?
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public let propertyList: Any?
    /// Since iOS 15 the text and focus systems see a key before key commands do; a command that
    /// wants it first says so.
    open var wantsPriorityOverSystemBehavior = false
    open var allowsAutomaticLocalization = true
    open var allowsAutomaticMirroring = true

    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil
    ) {
        self.title = title
        self.image = image
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    public nonisolated static let inputHome = "UIKeyInputHome"
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    public nonisolated static let f1 = "UIKeyInputF1"
    public nonisolated static let f2 = "UIKeyInputF2"
    public nonisolated static let f3 = "UIKeyInputF3"
    public nonisolated static let f4 = "UIKeyInputF4"
    public nonisolated static let f5 = "UIKeyInputF5"
    public nonisolated static let f6 = "UIKeyInputF6"
    public nonisolated static let f7 = "UIKeyInputF7"
    public nonisolated static let f8 = "UIKeyInputF8"
    public nonisolated static let f9 = "UIKeyInputF9"
    public nonisolated static let f10 = "UIKeyInputF10"
    public nonisolated static let f11 = "UIKeyInputF11"
    public nonisolated static let f12 = "UIKeyInputF12"

    /// Whether `key` is this command's combination: the same key, ignoring case and the
    /// modifiers that do not count (Caps Lock, the keypad), with exactly these modifiers.
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        let typed = key.charactersIgnoringModifiers
        guard typed == input || typed.lowercased() == input.lowercased() else { return false }
        return key.modifierFlags.intersection(.commandRelevant) == modifierFlags.intersection(.commandRelevant)
    }
}
