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
    func setting(_ attributes: [NSAttributedString.Key: Any], everywhere: Bool) -> NSAttributedString {
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
}
