import Foundation

/// The USB HID usage of a keyboard key, which is what identifies the key whatever the layout.
/// (SDL's scancodes are these numbers too.) The keys of a full-size keyboard are listed.
public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardErrorRollOver = 1, keyboardPOSTFail, keyboardErrorUndefined
    case keyboardA = 4, keyboardB, keyboardC, keyboardD, keyboardE, keyboardF, keyboardG, keyboardH
    case keyboardI, keyboardJ, keyboardK, keyboardL, keyboardM, keyboardN, keyboardO, keyboardP
    case keyboardQ, keyboardR, keyboardS, keyboardT, keyboardU, keyboardV, keyboardW, keyboardX
    case keyboardY, keyboardZ
    case keyboard1 = 30, keyboard2, keyboard3, keyboard4, keyboard5, keyboard6, keyboard7, keyboard8
    case keyboard9, keyboard0
    case keyboardReturnOrEnter = 40, keyboardEscape, keyboardDeleteOrBackspace, keyboardTab, keyboardSpacebar
    case keyboardHyphen = 45, keyboardEqualSign, keyboardOpenBracket, keyboardCloseBracket, keyboardBackslash
    case keyboardNonUSPound = 50, keyboardSemicolon, keyboardQuote, keyboardGraveAccentAndTilde
    case keyboardComma = 54, keyboardPeriod, keyboardSlash, keyboardCapsLock
    case keyboardF1 = 58, keyboardF2, keyboardF3, keyboardF4, keyboardF5, keyboardF6, keyboardF7
    case keyboardF8, keyboardF9, keyboardF10, keyboardF11, keyboardF12
    case keyboardPrintScreen = 70, keyboardScrollLock, keyboardPause, keyboardInsert, keyboardHome
    case keyboardPageUp = 75, keyboardDeleteForward, keyboardEnd, keyboardPageDown
    case keyboardRightArrow = 79, keyboardLeftArrow, keyboardDownArrow, keyboardUpArrow
    case keypadNumLock = 83, keypadSlash, keypadAsterisk, keypadHyphen, keypadPlus, keypadEnter
    case keypad1 = 89, keypad2, keypad3, keypad4, keypad5, keypad6, keypad7, keypad8, keypad9, keypad0
    case keypadPeriod = 99, keyboardNonUSBackslash, keyboardApplication, keyboardPower, keypadEqualSign
    case keyboardF13 = 104, keyboardF14, keyboardF15, keyboardF16, keyboardF17, keyboardF18
    case keyboardF19, keyboardF20, keyboardF21, keyboardF22, keyboardF23, keyboardF24
    case keyboardLeftControl = 224, keyboardLeftShift, keyboardLeftAlt, keyboardLeftGUI
    case keyboardRightControl = 228, keyboardRightShift, keyboardRightAlt, keyboardRightGUI
}
