import Foundation

/// How text with `NSAttributedString.Key.shadow` is drawn: in passes, one for each distinct
/// shadow, each showing only the characters that carry it (the rest drawn clear, so every glyph
/// is painted once), under that shadow; then the characters with none. Text shadowed one way
/// throughout, the usual case, is one pass of the text as it is.
extension NSAttributedString {
    /// One drawing of the text: what to draw and the shadow to draw it under (nil: none).
    struct ShadowPass {
        var text: NSAttributedString
        var shadow: NSShadow?
    }

    /// The passes the text is drawn in; empty when no character has a shadow, so plain text
    /// costs one walk over its attribute runs and no copies.
    func shadowPasses() -> [ShadowPass] {
        let whole = NSRange(location: 0, length: length)
        var shadows: [NSShadow] = []
        var runs: [(NSRange, Int?)] = []
        enumerateAttribute(.shadow, in: whole, options: []) { value, range, _ in
            guard let shadow = value as? NSShadow else {
                runs.append((range, nil))
                return
            }
            if let index = shadows.firstIndex(where: { $0.isEqual(shadow) }) {
                runs.append((range, index))
            } else {
                shadows.append(shadow)
                runs.append((range, shadows.count - 1))
            }
        }
        guard !shadows.isEmpty else { return [] }
        if shadows.count == 1, runs.allSatisfy({ $0.1 == 0 }) { return [ShadowPass(text: self, shadow: shadows[0])] }
        var passes: [ShadowPass] = shadows.indices.map { index in
            ShadowPass(text: showing(runs.filter { $0.1 == index }.map(\.0)), shadow: shadows[index])
        }
        let plain = runs.filter { $0.1 == nil }.map(\.0)
        if !plain.isEmpty { passes.append(ShadowPass(text: showing(plain), shadow: nil)) }
        return passes
    }

    /// This text with every character outside `ranges` drawn clear: no colour, background,
    /// underline or strikethrough, but the same layout.
    private func showing(_ ranges: [NSRange]) -> NSAttributedString {
        let hidden = NSMutableAttributedString(attributedString: self)
        var start = 0
        func hide(_ range: NSRange) {
            guard range.length > 0 else { return }
            hidden.removeAttribute(.backgroundColor, range: range)
            hidden.addAttributes(
                [.foregroundColor: UIColor.clear, .underlineColor: UIColor.clear, .strikethroughColor: UIColor.clear],
                range: range)
        }
        for range in ranges.sorted(by: { $0.location < $1.location }) {
            hide(NSRange(location: start, length: range.location - start))
            start = range.location + range.length
        }
        hide(NSRange(location: start, length: length - start))
        return NSAttributedString(attributedString: hidden)
    }
}
