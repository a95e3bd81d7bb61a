import Foundation

/// A plain-text reading of HTML, for `UIMarkupTextPrintFormatter`, which has no web engine to
/// lay HTML out: tags taken out, whitespace collapsed as HTML collapses it, a blank line around
/// paragraphs, headings, lists and tables, a line break for each list item, table row, `<div>`
/// and `<br>`, "• " before list items, a tab
/// between table cells, entities decoded, and the contents of `<head>`, `<script>` and
/// `<style>` left out.
enum HTMLPlainText {
    /// Elements set off by a blank line where they open and close.
    private static let paragraphs: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "table", "blockquote", "hr", "dl", "figure",
    ]
    /// Elements that end a line where they open or close.
    private static let lineBlocks: Set<String> = [
        "div", "li", "tr", "section", "article", "header", "footer", "dt", "dd", "address", "caption",
    ]
    /// Elements whose contents are not text a reader sees.
    private static let hidden: Set<String> = ["head", "script", "style", "template"]

    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "copy": "©", "reg": "®",
        "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“",
        "rdquo": "”", "bull": "•", "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "deg": "°", "times": "×",
        "eacute": "é", "egrave": "è", "agrave": "à", "ccedil": "ç", "uuml": "ü", "ouml": "ö", "auml": "ä",
        "szlig": "ß", "ntilde": "ñ",
    ]

    /// The text `html` reads as, lines separated by "\n".
    static func reading(of html: String) -> String {
        var lines: [String] = []
        var line = ""
        var pendingSpace = false
        var hiddenDepth = 0
        var preformatted = 0
        func endLine() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { lines.append(trimmed) }
            line = ""
            pendingSpace = false
        }
        func endParagraph() {
            endLine()
            if let last = lines.last, !last.isEmpty { lines.append("") }
        }
        func add(_ text: String) {
            guard hiddenDepth == 0 else { return }
            for character in text {
                if preformatted == 0, character.isWhitespace {
                    pendingSpace = !line.isEmpty
                } else if character == "\n" {
                    endLine()
                } else {
                    if pendingSpace { line.append(" ") }
                    pendingSpace = false
                    line.append(character)
                }
            }
        }

        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            add(decode(rest[..<open]))
            guard let close = rest[open...].firstIndex(of: ">") else {
                rest = rest[open...]
                break
            }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("!") || tag.hasPrefix("?") { continue }  // comments, doctype
            let isClosing = tag.hasPrefix("/")
            let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
            if hidden.contains(name) {
                hiddenDepth = max(hiddenDepth + (isClosing ? -1 : 1), 0)
                continue
            }
            guard hiddenDepth == 0 else { continue }
            switch name {
            case "br": endLine()
            case "li" where !isClosing:
                endLine()
                line = "• "
            case "td", "th":
                if !isClosing, !line.isEmpty { line.append("\t") }
            case "pre":
                endParagraph()
                preformatted = max(preformatted + (isClosing ? -1 : 1), 0)
            default:
                if paragraphs.contains(name) {
                    endParagraph()
                } else if lineBlocks.contains(name) {
                    endLine()
                }
            }
        }
        add(decode(rest))
        endLine()
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// `text` with its character references (`&amp;`, `&#233;`, `&#xE9;`) decoded.
    static func decode(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.prefix(12).firstIndex(of: ";"),
                let decoded = character(for: after[..<semicolon])
            {
                result += decoded
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }

    private static func character(for reference: Substring) -> String? {
        if reference.hasPrefix("#x") || reference.hasPrefix("#X") {
            return UInt32(reference.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
        }
        if reference.hasPrefix("#") {
            return UInt32(reference.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
        }
        return entities[String(reference)]
    }
}
