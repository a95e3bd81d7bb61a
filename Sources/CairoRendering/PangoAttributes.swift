import CPango
import Foundation
import OpenUIKit

/// An attributed string's attributes as a Pango attribute list: fonts, colours (resolved for
/// the current traits), underline, strikethrough, kern (with the system font's tracking) and
/// baseline offset. Ranges move from
/// UTF-16 offsets (NSRange) to UTF-8 byte offsets (Pango's).
enum PangoAttributes {
    /// The caller owns the list (`pango_attr_list_unref`).
    static func list(for text: NSAttributedString, colorOverride: UIColor? = nil) -> OpaquePointer? {
        guard let list = pango_attr_list_new() else { return nil }
        let offsets = utf8Offsets(of: text.string)
        // Read only when a run's figures are spaced apart from its letters.
        var utf16: [UInt16]?
        let traits = UITraitCollection.current
        let whole = NSRange(location: 0, length: text.length)
        text.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            guard range.location >= 0, range.length > 0, range.location + range.length < offsets.count else { return }
            let start = offsets[range.location], end = offsets[range.location + range.length]
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            if let font = attributes[.font] as? UIFont, let description = PangoFontMapping.description(for: font) {
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
                // The system font's lines are as tall as SF Pro's (`UIFont.lineHeight`), not Inter's.
                if let height = PangoFontMapping.lineHeight(for: font) {
                    insert(pango_attr_line_height_new_absolute(pangoUnits(height)))
                }
            }
            let foreground = colorOverride ?? (attributes[.foregroundColor] as? UIColor) ?? .black
            insertColor(
                foreground.resolvedColor(with: traits).cgColor, insert, pango_attr_foreground_new,
                pango_attr_foreground_alpha_new)
            if let background = attributes[.backgroundColor] as? UIColor {
                insertColor(
                    background.resolvedColor(with: traits).cgColor, insert, pango_attr_background_new,
                    pango_attr_background_alpha_new)
            }
            if let style = lineStyle(attributes[.underlineStyle]), style != 0 {
                let double = style & NSUnderlineStyle.double.rawValue == NSUnderlineStyle.double.rawValue
                insert(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
                if let color = attributes[.underlineColor] as? UIColor {
                    let (r, g, b, _) = CairoGeometry.rgba(color.resolvedColor(with: traits).cgColor)
                    insert(pango_attr_underline_color_new(channel(r), channel(g), channel(b)))
                }
            }
            if let style = lineStyle(attributes[.strikethroughStyle]), style != 0 {
                insert(pango_attr_strikethrough_new(1))
                if let color = attributes[.strikethroughColor] as? UIColor {
                    let (r, g, b, _) = CairoGeometry.rgba(color.resolvedColor(with: traits).cgColor)
                    insert(pango_attr_strikethrough_color_new(channel(r), channel(g), channel(b)))
                }
            }
            // The system font's own tracking (SF Pro's), then the string's kern on top, as UIKit
            // adds them; at display sizes figures and letters are spaced apart.
            let kern = number(attributes[.kern]) ?? 0
            let font = attributes[.font] as? UIFont
            let apart = font.map(PangoFontMapping.spacesFiguresApart) ?? false
            if apart, utf16 == nil { utf16 = Array(text.string.utf16) }
            for (run, figures) in spacingRuns(of: utf16 ?? [], in: range, apart: apart) {
                let spacing = (font.map { PangoFontMapping.tracking(for: $0, figures: figures) } ?? 0) + kern
                guard spacing != 0, let attribute = pango_attr_letter_spacing_new(pangoUnits(spacing)) else { continue }
                attribute.pointee.start_index = offsets[run.lowerBound]
                attribute.pointee.end_index = offsets[run.upperBound]
                pango_attr_list_insert(list, attribute)
            }
            if let offset = number(attributes[.baselineOffset]), offset != 0 {
                insert(pango_attr_rise_new(pangoUnits(offset)))
            }
        }
        return list
    }

    /// `range` (UTF-16 offsets) whole, or, when `apart`, cut into runs of the figures 0–9 and of
    /// everything else, each with whether it is figures.
    static func spacingRuns(of utf16: [UInt16], in range: NSRange, apart: Bool) -> [(Range<Int>, Bool)] {
        let whole = range.location..<(range.location + range.length)
        guard apart else { return [(whole, false)] }
        var runs: [(Range<Int>, Bool)] = []
        var start = whole.lowerBound
        func isFigure(_ index: Int) -> Bool { index < utf16.count && (0x30...0x39).contains(utf16[index]) }
        for index in whole where index > start && isFigure(index) != isFigure(start) {
            runs.append((start..<index, isFigure(start)))
            start = index
        }
        if start < whole.upperBound { runs.append((start..<whole.upperBound, isFigure(start))) }
        return runs
    }

    private static func insertColor(
        _ color: CGColor, _ insert: (UnsafeMutablePointer<PangoAttribute>?) -> Void,
        _ make: (UInt16, UInt16, UInt16) -> UnsafeMutablePointer<PangoAttribute>?,
        _ makeAlpha: (UInt16) -> UnsafeMutablePointer<PangoAttribute>?
    ) {
        let (r, g, b, a) = CairoGeometry.rgba(color)
        insert(make(channel(r), channel(g), channel(b)))
        // Pango reads an alpha of 0 as "unset"; the faintest it draws is 1.
        insert(makeAlpha(max(channel(a), 1)))
    }

    static func channel(_ value: Double) -> UInt16 {
        UInt16((CairoGeometry.clamp(value) * 65535).rounded())
    }

    /// Points to Pango units, kept within Pango's integer range.
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        let units = Double(points) * Double(PANGO_SCALE)
        guard units.isFinite else { return 0 }
        return Int32(min(max(units, -1_000_000_000), 1_000_000_000))
    }

    /// UIKit takes these as numbers (`NSUnderlineStyle.single.rawValue`) or as the option set.
    private static func lineStyle(_ value: Any?) -> Int? {
        if let style = value as? NSUnderlineStyle { return style.rawValue }
        if let number = number(value) { return Int(number) }
        return nil
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value.isFinite ? value : nil
        case let value as Double: return value.isFinite ? CGFloat(value) : nil
        case let value as Float: return value.isFinite ? CGFloat(value) : nil
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return value.doubleValue.isFinite ? CGFloat(value.doubleValue) : nil
        default: return nil
        }
    }

    /// For each UTF-16 offset (and the end), the UTF-8 offset of the character it falls in.
    static func utf8Offsets(of string: String) -> [UInt32] {
        var offsets: [UInt32] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var utf8: UInt32 = 0
        for scalar in string.unicodeScalars {
            let width = UInt32(scalar.utf8.count)
            for _ in 0..<scalar.utf16.count { offsets.append(utf8) }
            utf8 += width
        }
        offsets.append(utf8)
        return offsets
    }
}
