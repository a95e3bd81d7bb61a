import Foundation

/// The USB HID usage of a keyboard key, which is what identifies the key whatever the layout.
/// (SDL's scancodes are these numbers too.) The keys of a full-size keyboard are listed.
public enum UIKeyboardHIDUsage: Int, Sendable {
    /// Not a key: the keyboard reports too many keys held at once.
    case keyboardErrorRollOver = 1
    /// Not a key: the keyboard failed its power-on self-test.
    case keyboardPOSTFail
    /// Not a key: the keyboard reports an unspecified error.
    case keyboardErrorUndefined
    /// The A key.
    case keyboardA = 4
    /// The B key.
    case keyboardB
    /// The C key.
    case keyboardC
    /// The D key.
    case keyboardD
    /// The E key.
    case keyboardE
    /// The F key.
    case keyboardF
    /// The G key.
    case keyboardG
    /// The H key.
    case keyboardH
    /// The I key.
    case keyboardI
    /// The J key.
    case keyboardJ
    /// The K key.
    case keyboardK
    /// The L key.
    case keyboardL
    /// The M key.
    case keyboardM
    /// The N key.
    case keyboardN
    /// The O key.
    case keyboardO
    /// The P key.
    case keyboardP
    /// The Q key.
    case keyboardQ
    /// The R key.
    case keyboardR
    /// The S key.
    case keyboardS
    /// The T key.
    case keyboardT
    /// The U key.
    case keyboardU
    /// The V key.
    case keyboardV
    /// The W key.
    case keyboardW
    /// The X key.
    case keyboardX
    /// The Y key.
    case keyboardY
    /// The Z key.
    case keyboardZ
    /// The 1 key of the main keyboard.
    case keyboard1 = 30
    /// The 2 key of the main keyboard.
    case keyboard2
    /// The 3 key of the main keyboard.
    case keyboard3
    /// The 4 key of the main keyboard.
    case keyboard4
    /// The 5 key of the main keyboard.
    case keyboard5
    /// The 6 key of the main keyboard.
    case keyboard6
    /// The 7 key of the main keyboard.
    case keyboard7
    /// The 8 key of the main keyboard.
    case keyboard8
    /// The 9 key of the main keyboard.
    case keyboard9
    /// The 0 key of the main keyboard.
    case keyboard0
    /// The Return (Enter) key of the main keyboard.
    case keyboardReturnOrEnter = 40
    /// The Escape key.
    case keyboardEscape
    /// The Delete (Backspace) key, which deletes backward.
    case keyboardDeleteOrBackspace
    /// The Tab key.
    case keyboardTab
    /// The space bar.
    case keyboardSpacebar
    /// The hyphen and underscore key (`-` and `_`).
    case keyboardHyphen = 45
    /// The equal sign and plus key (`=` and `+`).
    case keyboardEqualSign
    /// The open bracket and brace key (`[` and `{`).
    case keyboardOpenBracket
    /// The close bracket and brace key (`]` and `}`).
    case keyboardCloseBracket
    /// The backslash and vertical bar key (`\` and `|`).
    case keyboardBackslash
    /// The key next to Return on non-US keyboards (`#` and `~` on a UK layout).
    case keyboardNonUSPound = 50
    /// The semicolon and colon key (`;` and `:`).
    case keyboardSemicolon
    /// The apostrophe and quotation mark key (`'` and `"`).
    case keyboardQuote
    /// The grave accent and tilde key.
    case keyboardGraveAccentAndTilde
    /// The comma and less-than key (`,` and `<`).
    case keyboardComma = 54
    /// The period and greater-than key (`.` and `>`).
    case keyboardPeriod
    /// The slash and question mark key (`/` and `?`).
    case keyboardSlash
    /// The Caps Lock key.
    case keyboardCapsLock
    /// The F1 key.
    case keyboardF1 = 58
    /// The F2 key.
    case keyboardF2
    /// The F3 key.
    case keyboardF3
    /// The F4 key.
    case keyboardF4
    /// The F5 key.
    case keyboardF5
    /// The F6 key.
    case keyboardF6
    /// The F7 key.
    case keyboardF7
    /// The F8 key.
    case keyboardF8
    /// The F9 key.
    case keyboardF9
    /// The F10 key.
    case keyboardF10
    /// The F11 key.
    case keyboardF11
    /// The F12 key.
    case keyboardF12
    /// The Print Screen key.
    case keyboardPrintScreen = 70
    /// The Scroll Lock key.
    case keyboardScrollLock
    /// The Pause key.
    case keyboardPause
    /// The Insert key (Help on some Mac keyboards).
    case keyboardInsert
    /// The Home key.
    case keyboardHome
    /// The Page Up key.
    case keyboardPageUp = 75
    /// The forward Delete key, which deletes the character after the insertion point.
    case keyboardDeleteForward
    /// The End key.
    case keyboardEnd
    /// The Page Down key.
    case keyboardPageDown
    /// The right arrow key.
    case keyboardRightArrow = 79
    /// The left arrow key.
    case keyboardLeftArrow
    /// The down arrow key.
    case keyboardDownArrow
    /// The up arrow key.
    case keyboardUpArrow
    /// The keypad's Num Lock (Clear) key.
    case keypadNumLock = 83
    /// The keypad's slash (`/`) key.
    case keypadSlash
    /// The keypad's asterisk (`*`) key.
    case keypadAsterisk
    /// The keypad's minus (`-`) key.
    case keypadHyphen
    /// The keypad's plus (`+`) key.
    case keypadPlus
    /// The keypad's Enter key.
    case keypadEnter
    /// The keypad's 1 key.
    case keypad1 = 89
    /// The keypad's 2 key.
    case keypad2
    /// The keypad's 3 key.
    case keypad3
    /// The keypad's 4 key.
    case keypad4
    /// The keypad's 5 key.
    case keypad5
    /// The keypad's 6 key.
    case keypad6
    /// The keypad's 7 key.
    case keypad7
    /// The keypad's 8 key.
    case keypad8
    /// The keypad's 9 key.
    case keypad9
    /// The keypad's 0 key.
    case keypad0
    /// The keypad's decimal point (`.`) key.
    case keypadPeriod = 99
    /// The extra key beside the left Shift key on non-US keyboards (`\` and `|` on a UK layout).
    case keyboardNonUSBackslash
    /// The Application (context menu) key of a PC keyboard.
    case keyboardApplication
    /// The Power key.
    case keyboardPower
    /// The keypad's equal sign (`=`) key.
    case keypadEqualSign
    /// The F13 key.
    case keyboardF13 = 104
    /// The F14 key.
    case keyboardF14
    /// The F15 key.
    case keyboardF15
    /// The F16 key.
    case keyboardF16
    /// The F17 key.
    case keyboardF17
    /// The F18 key.
    case keyboardF18
    /// The F19 key.
    case keyboardF19
    /// The F20 key.
    case keyboardF20
    /// The F21 key.
    case keyboardF21
    /// The F22 key.
    case keyboardF22
    /// The F23 key.
    case keyboardF23
    /// The F24 key.
    case keyboardF24
    /// The left Control key.
    case keyboardLeftControl = 224
    /// The left Shift key.
    case keyboardLeftShift
    /// The left Option (Alt) key.
    case keyboardLeftAlt
    /// The left Command key (the Windows key on a PC keyboard).
    case keyboardLeftGUI
    /// The right Control key.
    case keyboardRightControl = 228
    /// The right Shift key.
    case keyboardRightShift
    /// The right Option (Alt) key.
    case keyboardRightAlt
    /// The right Command key (the Windows key on a PC keyboard).
    case keyboardRightGUI
}
