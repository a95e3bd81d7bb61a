import Foundation

/// The US layout: what each key types, so a host that knows only which key went down (and the
/// injector's `type(_:)`, which knows only the text) can fill in a `UIKey`. Hosts that know the
/// characters pass their own.
enum KeyboardLayout {
    /// The characters of `keyCode` without and with shift; nil for keys that type nothing.
    static func characters(of keyCode: UIKeyboardHIDUsage) -> (plain: String, shifted: String)? {
        let raw = keyCode.rawValue
        if letters.contains(raw) {
            let letter = String(UnicodeScalar(UInt8(97 + raw - letters.lowerBound)))
            return (letter, letter.uppercased())
        }
        if digits.contains(raw) {
            let plain = Array("1234567890"), shifted = Array("!@#$%^&*()")
            let index = raw - digits.lowerBound
            return (String(plain[index]), String(shifted[index]))
        }
        return punctuation[keyCode]
    }

    /// The HID usages of A…Z and of 1…9, 0.
    static let letters = UIKeyboardHIDUsage.keyboardA.rawValue...UIKeyboardHIDUsage.keyboardZ.rawValue
    static let digits = UIKeyboardHIDUsage.keyboard1.rawValue...UIKeyboardHIDUsage.keyboard0.rawValue
    private static let functionKeys = UIKeyboardHIDUsage.keyboardF1.rawValue...UIKeyboardHIDUsage.keyboardF12.rawValue

    private static let punctuation: [UIKeyboardHIDUsage: (plain: String, shifted: String)] = [
        .keyboardReturnOrEnter: ("\r", "\r"), .keypadEnter: ("\r", "\r"),
        .keyboardTab: ("\t", "\t"), .keyboardSpacebar: (" ", " "),
        .keyboardDeleteOrBackspace: ("\u{8}", "\u{8}"),
        .keyboardHyphen: ("-", "_"), .keyboardEqualSign: ("=", "+"),
        .keyboardOpenBracket: ("[", "{"), .keyboardCloseBracket: ("]", "}"),
        .keyboardBackslash: ("\\", "|"), .keyboardSemicolon: (";", ":"), .keyboardQuote: ("'", "\""),
        .keyboardGraveAccentAndTilde: ("`", "~"), .keyboardComma: (",", "<"), .keyboardPeriod: (".", ">"),
        .keyboardSlash: ("/", "?"),
    ]

    /// The `UIKeyCommand.input…` strings of keys that type nothing.
    static func specialInput(of keyCode: UIKeyboardHIDUsage) -> String? {
        if functionKeys.contains(keyCode.rawValue) {
            return "UIKeyInputF\(keyCode.rawValue - functionKeys.lowerBound + 1)"
        }
        return switch keyCode {
        case .keyboardUpArrow: UIKeyCommand.inputUpArrow
        case .keyboardDownArrow: UIKeyCommand.inputDownArrow
        case .keyboardLeftArrow: UIKeyCommand.inputLeftArrow
        case .keyboardRightArrow: UIKeyCommand.inputRightArrow
        case .keyboardEscape: UIKeyCommand.inputEscape
        case .keyboardPageUp: UIKeyCommand.inputPageUp
        case .keyboardPageDown: UIKeyCommand.inputPageDown
        case .keyboardHome: UIKeyCommand.inputHome
        case .keyboardEnd: UIKeyCommand.inputEnd
        case .keyboardDeleteForward: UIKeyCommand.inputDelete
        default: nil
        }
    }

    /// The modifier a modifier key holds down.
    static func modifier(of keyCode: UIKeyboardHIDUsage) -> UIKeyModifierFlags? {
        switch keyCode {
        case .keyboardLeftShift, .keyboardRightShift: .shift
        case .keyboardLeftControl, .keyboardRightControl: .control
        case .keyboardLeftAlt, .keyboardRightAlt: .alternate
        case .keyboardLeftGUI, .keyboardRightGUI: .command
        default: nil
        }
    }

    /// The key that types `character`, and whether it needs shift.
    static func key(typing character: Character) -> (keyCode: UIKeyboardHIDUsage, shift: Bool)? {
        let text = String(character == "\n" ? "\r" : character)
        for code in 1...UIKeyboardHIDUsage.keyboardSlash.rawValue {
            guard let keyCode = UIKeyboardHIDUsage(rawValue: code), let chars = characters(of: keyCode) else {
                continue
            }
            if chars.plain == text { return (keyCode, false) }
            if chars.shifted == text { return (keyCode, true) }
        }
        return nil
    }

    /// A `UIKey` for `keyCode` with the layout's characters.
    @MainActor
    static func makeKey(
        _ keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags,
        characters: String?, charactersIgnoringModifiers: String?
    ) -> UIKey {
        let typed = Self.characters(of: keyCode)
        let special = specialInput(of: keyCode)
        let plain = charactersIgnoringModifiers ?? typed?.plain ?? special ?? ""
        let shifted =
            modifierFlags.contains(.shift)
            || (modifierFlags.contains(.alphaShift) && letters.contains(keyCode.rawValue))
        let withModifiers = characters ?? (shifted ? typed?.shifted : typed?.plain) ?? special ?? ""
        return UIKey(
            keyCode: keyCode, modifierFlags: modifierFlags, characters: withModifiers,
            charactersIgnoringModifiers: plain)
    }
}
