import Foundation

/// A key combination and the action it sends; a kind of ``UICommand``, so it can also be a row
/// of a menu (showing its title). Responders list theirs in `keyCommands`; when the keys are
/// pressed, the first command found from the first responder up the chain whose action some
/// responder can perform sends it (`UIWindow+Keyboard.swift`).
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key the command answers to: the character it types without modifiers, or an `input…` constant.
    public let input: String?
    /// The modifier keys that must be held, exactly; Caps Lock and the keypad flag are ignored.
    public let modifierFlags: UIKeyModifierFlags
    /// Since iOS 15 the text and focus systems see a key before key commands do; a command that
    /// wants it first says so.
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may adapt the key combination to the keyboard layout; stored but not applied here.
    open var allowsAutomaticLocalization = true
    /// Whether the system may mirror arrow keys for right-to-left languages; stored but not applied here.
    open var allowsAutomaticMirroring = true

    /// Creates a command that sends `action` when `input` is pressed with exactly `modifierFlags`
    /// held. `action` is a `Selector` here, never nil (UIKit's is optional, an override of
    /// `UICommand.action` a Swift class cannot make).
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, subtitle: subtitle, image: image, selectedImage: selectedImage, action: action,
            propertyList: propertyList, alternates: alternates, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state)
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
