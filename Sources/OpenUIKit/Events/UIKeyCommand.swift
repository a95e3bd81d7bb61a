import Foundation

/// A key combination and the action it sends. Responders list theirs in `keyCommands`; when the
/// keys are pressed, the first command found from the first responder up the chain whose action
/// some responder can perform sends it (`UIWindow+Keyboard.swift`).
@preconcurrency @MainActor
open class UIKeyCommand {
    /// The command's name, for a menu or the shortcut list; stored, as nothing here displays commands.
    open var title: String
    /// The command's image, for a menu; stored, as nothing here displays commands.
    open var image: UIImage?
    /// A longer name for the keyboard-shortcut list; stored, as nothing here displays that list.
    open var discoverabilityTitle: String?
    /// The action sent, with the command as sender, to the first responder up the chain that can perform it.
    public let action: Selector?
    /// The key the command answers to: the character it types without modifiers, or an `input…` constant.
    public let input: String?
    /// The modifier keys that must be held, exactly; Caps Lock and the keypad flag are ignored.
    public let modifierFlags: UIKeyModifierFlags
    /// A value the command carries for its action to read from the sender.
    public let propertyList: Any?
    /// Since iOS 15 the text and focus systems see a key before key commands do; a command that
    /// wants it first says so.
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may adapt the key combination to the keyboard layout; stored but not applied here.
    open var allowsAutomaticLocalization = true
    /// Whether the system may mirror arrow keys for right-to-left languages; stored but not applied here.
    open var allowsAutomaticMirroring = true

    /// Creates a command that sends `action` when `input` is pressed with exactly `modifierFlags` held.
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

    /// Creates an untitled command that sends `action` when `input` is pressed with `modifierFlags` held.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// The up arrow key's input.
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key's input.
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key's input.
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key's input.
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key's input.
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key's input.
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key's input.
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key's input.
    public nonisolated static let inputHome = "UIKeyInputHome"
    /// The End key's input.
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key's input.
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    /// The F1 key's input.
    public nonisolated static let f1 = "UIKeyInputF1"
    /// The F2 key's input.
    public nonisolated static let f2 = "UIKeyInputF2"
    /// The F3 key's input.
    public nonisolated static let f3 = "UIKeyInputF3"
    /// The F4 key's input.
    public nonisolated static let f4 = "UIKeyInputF4"
    /// The F5 key's input.
    public nonisolated static let f5 = "UIKeyInputF5"
    /// The F6 key's input.
    public nonisolated static let f6 = "UIKeyInputF6"
    /// The F7 key's input.
    public nonisolated static let f7 = "UIKeyInputF7"
    /// The F8 key's input.
    public nonisolated static let f8 = "UIKeyInputF8"
    /// The F9 key's input.
    public nonisolated static let f9 = "UIKeyInputF9"
    /// The F10 key's input.
    public nonisolated static let f10 = "UIKeyInputF10"
    /// The F11 key's input.
    public nonisolated static let f11 = "UIKeyInputF11"
    /// The F12 key's input.
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
