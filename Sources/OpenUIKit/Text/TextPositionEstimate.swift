import Foundation

/// Caret positions when no font system can lay text out, by `TextSizeEstimate`'s rule: every
/// character half the first font's point size wide, every line the font's line height, lines
/// broken at newlines and, when the options wrap, after as many characters as fit. Headless tests
/// can then click at a computed point and know where the caret lands.
public final class TextPositionEstimate: TextPositioning {
    /// The shared estimate, the positioner used when the installed measurer cannot place carets.
    public static let shared = TextPositionEstimate()

    /// Creates an estimate; it holds no state, so `shared` serves as well.
    public init() {}

    /// One laid-out line: its UTF-16 range (without the newline) and where it starts.
    private struct Line {
        var start: Int
        var end: Int
        var characters: [Int]  // the UTF-16 offset of each character boundary in the line, end included
    }

    public func caretRect(at offset: Int, in text: NSAttributedString, options: TextLayoutOptions) -> CGRect? {
        let (lines, advance, height) = layout(text, options: options)
        let clamped = max(0, min(offset, text.length))
        var lineIndex = lines.count - 1
        for (index, line) in lines.enumerated() where clamped >= line.start && clamped <= line.end {
            lineIndex = index
            // A position at a wrapped line's end belongs to the next line, as a caret there shows.
            if clamped == line.end, index + 1 < lines.count, lines[index + 1].start == line.end { continue }
            break
        }
        let line = lines[lineIndex]
        let column = line.characters.firstIndex { $0 >= clamped } ?? line.characters.count - 1
        let x = lineOrigin(line, advance: advance, options: options, text: text) + CGFloat(column) * advance
        return CGRect(x: x, y: CGFloat(lineIndex) * height, width: 0, height: height)
    }

    public func caretOffset(closestTo point: CGPoint, in text: NSAttributedString, options: TextLayoutOptions) -> Int? {
        let (lines, advance, height) = layout(text, options: options)
        let lineIndex = max(0, min(lines.count - 1, Int((point.y / height).rounded(.down))))
        let line = lines[lineIndex]
        let origin = lineOrigin(line, advance: advance, options: options, text: text)
        let column = Int(((point.x - origin) / advance).rounded())
        return line.characters[max(0, min(line.characters.count - 1, column))]
    }

    private func layout(
        _ text: NSAttributedString, options: TextLayoutOptions
    ) -> (lines: [Line], advance: CGFloat, height: CGFloat) {
        let font =
            text.length > 0
            ? text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? NSAttributedString.defaultFont
            : NSAttributedString.defaultFont
        let advance = max(font.pointSize / 2, 0.5)
        let perLine = options.wrappingWidth.map { max(1, Int($0 / advance)) }
        var lines: [Line] = []
        let string = text.string
        var offset = 0
        var current = Line(start: 0, end: 0, characters: [0])
        for character in string {
            let length = character.utf16.count
            if character.isNewline {
                current.end = offset
                lines.append(current)
                offset += length
                current = Line(start: offset, end: offset, characters: [offset])
                continue
            }
            if let perLine, current.characters.count - 1 >= perLine {
                current.end = offset
                lines.append(current)
                current = Line(start: offset, end: offset, characters: [offset])
            }
            offset += length
            current.characters.append(offset)
        }
        current.end = offset
        lines.append(current)
        return (lines, advance, font.lineHeight)
    }

    /// A wrapped layout aligns each line in its width, as the text system does.
    private func lineOrigin(
        _ line: Line, advance: CGFloat, options: TextLayoutOptions, text: NSAttributedString
    ) -> CGFloat {
        guard let width = options.wrappingWidth else { return 0 }
        let style =
            text.length > 0 ? text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
        let used = CGFloat(line.characters.count - 1) * advance
        switch style?.alignment ?? options.alignment {
        case .center: return max(0, (width - used) / 2)
        case .right: return max(0, width - used)
        default: return 0
        }
    }
}
