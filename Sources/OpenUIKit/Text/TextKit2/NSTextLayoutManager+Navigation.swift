import Foundation

/// The layout manager as its selection navigation's data source: words, lines and paragraphs
/// from the document's string, lines and caret positions from the laid-out fragments.
extension NSTextLayoutManager: NSTextSelectionDataSource {
    /// Calls `block` with each substring from `location` on (words, lines, paragraphs or composed
    /// characters), found in the document's string.
    public func enumerateSubstrings(
        from location: any NSTextLocation, options: NSString.EnumerationOptions,
        using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        let string = documentString
        let boundaries = TextBoundaries(string as String)
        var offset = TextContentLocation.offset(of: location)
        var stop = ObjCBool(false)
        while offset < string.length, !stop.boolValue {
            // The low byte of the options says the unit: 0 lines, 1 paragraphs, 2 composed
            // characters, 3 words (Foundation's values; its `.byWords` is unavailable on Linux).
            let range: NSRange
            switch options.rawValue & 0xFF {
            case 3:
                let word = boundaries.wordRange(at: offset)
                range = NSMaxRange(word) > offset ? word : NSRange(location: offset, length: 1)
            case 0, 1:
                range = boundaries.paragraphRange(at: offset)
            default:
                range = string.rangeOfComposedCharacterSequence(at: offset)
            }
            let substring = options.contains(.substringNotRequired) ? nil : string.substring(with: range)
            block(substring, NSTextRange(range), NSTextRange(range), &stop)
            offset = max(offset + 1, NSMaxRange(range) + (range.length == 0 ? 1 : 0))
        }
    }

    /// The character, word, line, sentence or paragraph around `location`.
    public func textRange(
        for selectionGranularity: NSTextSelection.Granularity, enclosing location: any NSTextLocation
    )
        -> NSTextRange?
    {
        let string = documentString
        let offset = TextContentLocation.offset(of: location)
        guard offset >= 0, offset <= string.length else { return nil }
        guard string.length > 0 else { return NSTextRange(location: TextContentLocation(0)) }
        let boundaries = TextBoundaries(string as String)
        switch selectionGranularity {
        case .character:
            guard offset < string.length else { return NSTextRange(location: TextContentLocation(offset)) }
            return NSTextRange(string.rangeOfComposedCharacterSequence(at: offset))
        case .word:
            return NSTextRange(boundaries.wordRange(at: offset))
        case .paragraph:
            return NSTextRange(boundaries.paragraphRange(at: offset))
        case .sentence:
            return NSTextRange(sentenceRange(at: offset, in: string))
        case .line:
            guard let line = lineFragment(at: offset) else { return nil }
            return NSTextRange(line.range)
        }
    }

    /// The location `offset` UTF-16 units from `location`, within the document.
    public func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        let target = TextContentLocation.offset(of: location) + offset
        guard target >= 0, target <= documentString.length else { return nil }
        return TextContentLocation(target)
    }

    /// How many UTF-16 units lie from one location to the other.
    public func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        TextContentLocation.offset(of: to) - TextContentLocation.offset(of: from)
    }

    /// Left to right: text here is laid out in that direction.
    public func baseWritingDirection(at location: any NSTextLocation) -> NSTextSelectionNavigation.WritingDirection {
        .leftToRight
    }

    /// Calls `block` with each caret position of the line holding `location`, left to right.
    public func enumerateCaretOffsetsInLineFragment(
        at location: any NSTextLocation,
        using block: (CGFloat, any NSTextLocation, Bool, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard let line = lineFragment(at: TextContentLocation.offset(of: location)) else { return }
        let string = documentString
        var stop = ObjCBool(false)
        var offset = line.range.location
        let end = TextLineBreaker.trimmedEnd(from: line.range.location, to: NSMaxRange(line.range), in: string)
        while !stop.boolValue {
            let x = line.x(offset)
            block(x, TextContentLocation(offset), true, &stop)
            guard offset < end else { break }
            offset = NSMaxRange(string.rangeOfComposedCharacterSequence(at: offset))
        }
    }

    /// The range of the line at `point` (the nearest line by height).
    public func lineFragmentRange(for point: CGPoint, inContainerAt location: any NSTextLocation) -> NSTextRange? {
        guard let fragment = textLayoutFragment(for: point) else { return nil }
        let y = point.y - fragment.layoutFragmentFrame.minY
        let line = fragment.textLineFragments.first { y < $0.typographicBounds.maxY } ?? fragment.textLineFragments.last
        guard let line else { return nil }
        let start = TextContentLocation.offset(of: fragment.rangeInElement.location)
        return NSTextRange(NSRange(location: start + line.characterRange.location, length: line.characterRange.length))
    }

    // MARK: Lines in document offsets

    /// A laid-out line: its document range, its rectangle in the container, and the x of an offset.
    struct DocumentLine {
        var range: NSRange
        var frame: CGRect
        var x: (Int) -> CGFloat
    }

    /// The line holding `offset` (the last line for the document's end).
    func lineFragment(at offset: Int) -> DocumentLine? {
        let all = documentLines()
        return all.first { NSLocationInRange(offset, $0.range) } ?? all.last
    }

    func documentLines() -> [DocumentLine] {
        var lines: [DocumentLine] = []
        for fragment in layoutFragments() {
            let start = TextContentLocation.offset(of: fragment.rangeInElement.location)
            let origin = fragment.layoutFragmentFrame.origin
            for line in fragment.textLineFragments {
                let frame = line.typographicBounds.offsetBy(dx: origin.x, dy: origin.y)
                lines.append(
                    DocumentLine(
                        range: NSRange(
                            location: start + line.characterRange.location, length: line.characterRange.length),
                        frame: frame, x: { frame.minX + line.locationForCharacter(at: $0 - start).x }))
            }
        }
        return lines
    }

    /// The caret offset on the line above or below the one holding `offset`, at the same x; nil past the first or last line.
    func caretOffset(onLineFrom offset: Int, below: Bool) -> Int? {
        let all = documentLines()
        guard
            let index = all.firstIndex(where: { NSLocationInRange(offset, $0.range) })
                ?? (all.isEmpty ? nil : all.count - 1)
        else { return nil }
        let target = below ? index + 1 : index - 1
        guard all.indices.contains(target) else { return nil }
        let x = all[index].x(offset)
        let line = all[target]
        let string = documentString
        let end = TextLineBreaker.trimmedEnd(from: line.range.location, to: NSMaxRange(line.range), in: string)
        var best = line.range.location
        var bestDistance = CGFloat.greatestFiniteMagnitude
        var candidate = line.range.location
        while true {
            let distance = abs(line.x(candidate) - x)
            if distance < bestDistance {
                bestDistance = distance
                best = candidate
            }
            guard candidate < end else { break }
            candidate = NSMaxRange(string.rangeOfComposedCharacterSequence(at: candidate))
        }
        return best
    }

    /// The sentence around `offset`: from after the previous `.`, `!` or `?` (and spaces) to after the next.
    private func sentenceRange(at offset: Int, in string: NSString) -> NSRange {
        let terminators: Set<unichar> = [0x2E, 0x21, 0x3F, 0x0A]
        var start = min(offset, string.length)
        while start > 0, !terminators.contains(string.character(at: start - 1)) { start -= 1 }
        while start < string.length, string.character(at: start) == 0x20 { start += 1 }
        var end = min(offset, string.length)
        while end < string.length, !terminators.contains(string.character(at: end)) { end += 1 }
        if end < string.length { end += 1 }
        return NSRange(location: min(start, end), length: max(0, end - start))
    }
}
