import OpenUIKit

/// The browser's `KeyboardEvent.code` names the physical key, and the UI Events specification
/// draws those names from the USB HID usages UIKit's `UIKeyboardHIDUsage` numbers, so a key
/// maps to its usage by name. Keys without a usage (media keys and the like) are dropped.
enum WebKeyCodes {
    static func usage(forCode code: String) -> UIKeyboardHIDUsage? {
        usages[code].flatMap { UIKeyboardHIDUsage(rawValue: $0) }
    }

    /// Keys on the numeric keypad, which UIKit flags `.numericPad`.
    static func isOnKeypad(_ code: String) -> Bool {
        code.hasPrefix("Numpad")
    }

    private static let usages: [String: Int] = {
        var table: [String: Int] = [:]
        for (offset, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZ".enumerated() { table["Key\(letter)"] = 4 + offset }
        for digit in 1...9 { table["Digit\(digit)"] = 29 + digit }
        table["Digit0"] = 39
        for number in 1...12 { table["F\(number)"] = 57 + number }
        for number in 13...24 { table["F\(number)"] = 91 + number }
        for digit in 1...9 { table["Numpad\(digit)"] = 88 + digit }
        table["Numpad0"] = 98
        let named: [String: Int] = [
            "Enter": 40, "Escape": 41, "Backspace": 42, "Tab": 43, "Space": 44, "Minus": 45, "Equal": 46,
            "BracketLeft": 47, "BracketRight": 48, "Backslash": 49, "IntlHash": 50, "Semicolon": 51, "Quote": 52,
            "Backquote": 53, "Comma": 54, "Period": 55, "Slash": 56, "CapsLock": 57, "PrintScreen": 70,
            "ScrollLock": 71, "Pause": 72, "Insert": 73, "Home": 74, "PageUp": 75, "Delete": 76, "End": 77,
            "PageDown": 78, "ArrowRight": 79, "ArrowLeft": 80, "ArrowDown": 81, "ArrowUp": 82, "NumLock": 83,
            "NumpadDivide": 84, "NumpadMultiply": 85, "NumpadSubtract": 86, "NumpadAdd": 87, "NumpadEnter": 88,
            "NumpadDecimal": 99, "IntlBackslash": 100, "ContextMenu": 101, "Power": 102, "NumpadEqual": 103,
            "NumpadComma": 133, "IntlRo": 135, "KanaMode": 136, "IntlYen": 137, "Convert": 138, "NonConvert": 139,
            "Lang1": 144, "Lang2": 145, "ControlLeft": 224, "ShiftLeft": 225, "AltLeft": 226, "MetaLeft": 227,
            "ControlRight": 228, "ShiftRight": 229, "AltRight": 230, "MetaRight": 231,
        ]
        table.merge(named) { _, name in name }
        return table
    }()
}
