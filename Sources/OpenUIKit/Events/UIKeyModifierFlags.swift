import Foundation

/// The modifier keys held with a key (or a touch made with a pointer).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on; letters type as capitals. The built-in layout never sets it, but a host may pass it.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// An Option (Alt) key is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// A Command key is held; on a PC keyboard, the Windows (GUI) key.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad; the built-in layout never sets it, but a host may pass it.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags a key command must match exactly; Caps Lock and the keypad do not count.
    static let commandRelevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
}
