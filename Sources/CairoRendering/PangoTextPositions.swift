import CPango
import Foundation
import OpenUIKit

/// Caret positions from the very layout measuring and drawing use (`PangoTextSystem.layout`),
/// so a text field's caret and selection sit where Pango drew the glyphs. Pango counts UTF-8
/// bytes; UIKit's positions count UTF-16 code units, converted here both ways.
extension PangoTextSystem: TextPositioning {
    func caretRect(at offset: Int, in text: NSAttributedString, options: TextLayoutOptions) -> CGRect? {
        let string = text.string
        guard text.length > 0 else { return nil }
        let byteIndex = Self.byteIndex(ofUTF16Offset: offset, in: string)
        return lock.withLock {
            guard let laidOut = layout(text, options: options, space: .measuring, context: measuringContext) else {
                return nil
            }
            var strong = PangoRectangle()
            pango_layout_get_cursor_pos(laidOut.layout, Int32(clamping: byteIndex), &strong, nil)
            let scale = CGFloat(PANGO_SCALE)
            return CGRect(
                x: CGFloat(strong.x) / scale, y: CGFloat(strong.y) / scale, width: 0,
                height: CGFloat(strong.height) / scale)
        }
    }

    func caretOffset(closestTo point: CGPoint, in text: NSAttributedString, options: TextLayoutOptions) -> Int? {
        let string = text.string
        guard text.length > 0, point.x.isFinite, point.y.isFinite else { return text.length > 0 ? nil : 0 }
        let hit: (index: Int32, trailing: Int32)? = lock.withLock {
            guard let laidOut = layout(text, options: options, space: .measuring, context: measuringContext) else {
                return nil
            }
            var index: Int32 = 0, trailing: Int32 = 0
            let x = PangoAttributes.pangoUnits(max(-1e6, min(point.x, 1e6)))
            let y = PangoAttributes.pangoUnits(max(-1e6, min(point.y, 1e6)))
            pango_layout_xy_to_index(laidOut.layout, x, y, &index, &trailing)
            return (index, trailing)
        }
        guard let hit else { return nil }
        let utf8 = string.utf8
        var position = utf8.index(utf8.startIndex, offsetBy: max(0, min(Int(hit.index), utf8.count)))
        while position > string.startIndex, position.samePosition(in: string) == nil {
            position = utf8.index(before: position)
        }
        // A point past the middle of the character: the caret goes after it.
        if hit.trailing > 0, position < string.endIndex { position = string.index(after: position) }
        return position.utf16Offset(in: string)
    }

    /// The UTF-8 offset of a UTF-16 offset, clamped to the string and moved back to a character
    /// boundary.
    static func byteIndex(ofUTF16Offset offset: Int, in string: String) -> Int {
        let utf16 = string.utf16
        let clamped = max(0, min(offset, utf16.count))
        var index = utf16.index(utf16.startIndex, offsetBy: clamped)
        while index > string.startIndex, index.samePosition(in: string) == nil { index = utf16.index(before: index) }
        return string.utf8.distance(from: string.utf8.startIndex, to: index)
    }
}
