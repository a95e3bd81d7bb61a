import Foundation

/// A keyboard key as one press saw it: which key, the text it types with and without the
/// modifiers, and the modifiers held.
@preconcurrency @MainActor
open class UIKey {
    /// Which physical key was pressed, as its USB HID usage.
    open private(set) var keyCode: UIKeyboardHIDUsage
    /// The modifier keys held when the key was pressed, the key itself included when it is a modifier.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// What the key would type with the modifiers applied (shift gives capitals).
    open private(set) var characters: String
    /// What the key types without modifiers: lowercase letters, and for keys that type nothing
    /// the `UIKeyCommand.input…` strings (arrows, escape, function keys); empty for a modifier key.
    open private(set) var charactersIgnoringModifiers: String

    init(
        keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags, characters: String,
        charactersIgnoringModifiers: String
    ) {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
    }
}
