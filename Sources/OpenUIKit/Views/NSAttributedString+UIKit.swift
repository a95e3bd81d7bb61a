import Foundation

/// The text attribute keys UIKit adds to Foundation. Linux's Foundation has the key type but none
/// of these, and without them `setTitleTextAttributes([.font: …], for: .normal)` would not
/// compile. The raw values are UIKit's, so attributes keyed by string elsewhere still match.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let link = NSAttributedString.Key("NSLink")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

extension NSAttributedString {
    /// This text with `attributes` set: on every character (`everywhere`), or only where the
    /// text names none of its own for that key, as a label or field styles the text it is given.
    ///
    /// Text styled one way throughout (a label's plain `text`, nearly always) is made in one step:
    /// swift-corelibs-foundation never frees an attributed string's attributes
    /// (swiftlang/swift-corelibs-foundation#5256), so every intermediate copy would stay for the
    /// life of the process.
    func setting(_ attributes: [NSAttributedString.Key: Any], everywhere: Bool) -> NSAttributedString {
        var effective: NSRange = NSRange(location: 0, length: 0)
        let own = length == 0 ? [:] : self.attributes(at: 0, effectiveRange: &effective)
        if length == 0 || effective.length == length {
            let merged = own.merging(attributes) { existing, given in everywhere ? given : existing }
            return NSAttributedString(string: string, attributes: merged)
        }
        let result = NSMutableAttributedString(attributedString: self)
        let whole = NSRange(location: 0, length: result.length)
        for (key, value) in attributes {
            guard !everywhere else {
                result.addAttribute(key, value: value, range: whole)
                continue
            }
            var missing: [NSRange] = []
            enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                if existing == nil { missing.append(range) }
            }
            for range in missing { result.addAttribute(key, value: value, range: range) }
        }
        return NSAttributedString(attributedString: result)
    }

    /// Whether every character has `value` for `key`: setting it everywhere would change nothing.
    func carriesEverywhere(_ key: NSAttributedString.Key, _ value: NSObject) -> Bool {
        guard length > 0 else { return true }
        var range = NSRange(location: 0, length: 0)
        let whole = NSRange(location: 0, length: length)
        let existing = attribute(key, at: 0, longestEffectiveRange: &range, in: whole)
        return range.length == length && (existing as? NSObject)?.isEqual(value) == true
    }
}
