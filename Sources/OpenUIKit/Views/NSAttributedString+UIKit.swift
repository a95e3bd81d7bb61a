import Foundation

/// The text attribute keys UIKit adds to Foundation. Linux's Foundation has the key type but none
/// of these, and without them `setTitleTextAttributes([.font: …], for: .normal)` would not
/// compile. The raw values are UIKit's, so attributes keyed by string elsewhere still match.
extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// How the paragraph is laid out (an `NSParagraphStyle`); the renderer reads the alignment and line spacing
    /// of the first character's style.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The colour of the text (a `UIColor`); black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`); none when absent.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Whether ligatures are used (an `NSNumber`); stored but not applied by the renderer here.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Extra space between characters, in points (an `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Tracking between characters, in points (an `NSNumber`); stored but not applied by the renderer here.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The strikethrough style (an `NSUnderlineStyle` raw value); drawn here as a single line whatever the style.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The underline style (an `NSUnderlineStyle` raw value); the renderer draws single and double underlines.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The colour of the text's outline (a `UIColor`); stored but not drawn here.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The width of the text's outline as a percentage of the font size (an `NSNumber`); stored but not drawn here.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The shadow behind the text (an `NSShadow`): drawn offset, in its colour, blurred by its radius.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A text effect such as letterpress (a string); stored but not drawn here.
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// An attachment (an `NSTextAttachment`) shown in place of the character; stored but not drawn here.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A link (a `URL` or `String`) the text opens; stored but not drawn or tapped here.
    public static let link = NSAttributedString.Key("NSLink")
    /// How far the text is raised above the baseline, in points (an `NSNumber`).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The colour of the underline (a `UIColor`); the text colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The colour of the strikethrough (a `UIColor`); the text colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How much the glyphs slant (an `NSNumber`); stored but not applied by the renderer here.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// How much the glyphs stretch horizontally, as a log of the factor (an `NSNumber`); stored but not applied
    /// by the renderer here.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// The writing direction of embedded runs (an array of `NSNumber`s); stored but not applied by the
    /// renderer here.
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
