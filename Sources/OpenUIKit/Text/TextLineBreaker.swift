import Foundation

/// How TextKit's layout managers break a paragraph into lines and size them, through the
/// text-measuring seam: at the last word boundary that fits (or the last character, for
/// character wrapping and for a word wider than the line), found by binary search, so a line
/// costs O(log *n*) measurements.
enum TextLineBreaker {
    /// The runs of `range` between attachments, and the attachments' widths.
    static func width(of range: NSRange, in storage: NSAttributedString) -> CGFloat {
        var width: CGFloat = 0
        storage.enumerateAttribute(.attachment, in: range) { value, run, _ in
            if let attachment = value as? NSTextAttachment {
                width += CGFloat(run.length) * (attachment.naturalBounds.width + 2 * attachment.lineLayoutPadding)
            } else {
                width +=
                    NSAttributedString.measure(storage.attributedSubstring(from: run), options: TextLayoutOptions())
                    .width
            }
        }
        return width
    }

    /// The measured height of the line's text, or of its tallest attachment above the baseline.
    static func lineHeight(of range: NSRange, in storage: NSAttributedString) -> CGFloat {
        guard range.length > 0 else { return font(at: range.location, in: storage).lineHeight }
        var height = NSAttributedString.measure(storage.attributedSubstring(from: range), options: TextLayoutOptions())
            .height
        storage.enumerateAttribute(.attachment, in: range) { value, run, _ in
            guard let attachment = value as? NSTextAttachment else { return }
            let bounds = attachment.naturalBounds
            height = max(height, bounds.maxY - font(at: run.location, in: storage).descender)
        }
        return height
    }

    static func font(at index: Int, in storage: NSAttributedString) -> UIFont {
        guard storage.length > 0 else { return NSAttributedString.defaultFont }
        let at = min(index, storage.length - 1)
        return storage.attribute(.font, at: at, effectiveRange: nil) as? UIFont ?? NSAttributedString.defaultFont
    }

    static func paragraphStyle(at index: Int, in storage: NSAttributedString) -> NSParagraphStyle? {
        guard storage.length > 0 else { return nil }
        return storage.attribute(.paragraphStyle, at: min(index, storage.length - 1), effectiveRange: nil)
            as? NSParagraphStyle
    }

    /// The end of a line that starts at `start`: all of the paragraph when it fits, else after the
    /// last word (or character) that fits, at least one character.
    static func breakLine(
        from start: Int, contentsEnd: Int, available: CGFloat?, characterWrapping: Bool,
        in storage: NSAttributedString
    ) -> Int {
        guard let available, contentsEnd > start else { return contentsEnd }
        let string = storage.string as NSString
        func fits(_ end: Int) -> Bool {
            let trimmed = trimmedEnd(from: start, to: end, in: string)
            return trimmed <= start
                || width(of: NSRange(location: start, length: trimmed - start), in: storage) <= available
        }
        if fits(contentsEnd) { return contentsEnd }
        var candidates: [Int] = []
        if !characterWrapping {
            var index = start
            while index < contentsEnd {
                let unit = string.character(at: index)
                let isSpace = unit == 0x20 || unit == 0x09
                index += 1
                if isSpace, index < contentsEnd,
                    !(string.character(at: index) == 0x20 || string.character(at: index) == 0x09)
                {
                    candidates.append(index)
                }
            }
        }
        if let best = lastFitting(candidates, fits) { return best }
        var characters: [Int] = []
        var index = start
        while index < contentsEnd {
            let range = string.rangeOfComposedCharacterSequence(at: index)
            index = NSMaxRange(range)
            characters.append(index)
        }
        return lastFitting(characters, fits) ?? characters.first ?? contentsEnd
    }

    /// The last of ascending `candidates` that fits, by binary search.
    static func lastFitting(_ candidates: [Int], _ fits: (Int) -> Bool) -> Int? {
        var low = 0
        var high = candidates.count - 1
        var best: Int?
        while low <= high {
            let middle = (low + high) / 2
            if fits(candidates[middle]) {
                best = candidates[middle]
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }

    static func trimmedEnd(from start: Int, to end: Int, in string: NSString) -> Int {
        var trimmed = end
        while trimmed > start {
            let unit = string.character(at: trimmed - 1)
            guard unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029
            else { break }
            trimmed -= 1
        }
        return trimmed
    }
}
