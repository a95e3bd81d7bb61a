import Foundation

/// What a page's HTML says about itself: its `<title>`, Open Graph tags and icon link. A small
/// scanner over the head, not a full HTML parser: enough for the tags link previews read.
struct PageMetadata: Equatable {
    var title: String?
    var openGraphTitle: String?
    var openGraphImage: String?
    var openGraphURL: String?
    var icon: String?

    init(html: String) {
        if let open = html.range(of: "<title", options: .caseInsensitive),
            let close = html.range(of: ">", range: open.upperBound..<html.endIndex),
            let end = html.range(of: "</title", options: .caseInsensitive, range: close.upperBound..<html.endIndex)
        {
            title = Self.clean(String(html[close.upperBound..<end.lowerBound]))
        }
        for tag in Self.tags(named: "meta", in: html) {
            let key = (tag["property"] ?? tag["name"])?.lowercased()
            guard let key, let content = tag["content"] else { continue }
            switch key {
            case "og:title", "twitter:title": openGraphTitle = openGraphTitle ?? Self.clean(content)
            case "og:image", "og:image:url", "og:image:secure_url", "twitter:image":
                openGraphImage = openGraphImage ?? Self.decodeEntities(content)
            case "og:url": openGraphURL = Self.decodeEntities(content)
            default: break
            }
        }
        for tag in Self.tags(named: "link", in: html) {
            guard let rel = tag["rel"]?.lowercased(), let href = tag["href"] else { continue }
            let kinds = rel.split(separator: " ")
            if kinds.contains("apple-touch-icon") || (icon == nil && kinds.contains("icon")) {
                icon = Self.decodeEntities(href)
            }
        }
    }

    /// The title a preview shows: Open Graph's, else the document's.
    var bestTitle: String? {
        openGraphTitle.flatMap { $0.isEmpty ? nil : $0 } ?? title.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Each `<name …>` tag's attributes, names lowercased.
    static func tags(named name: String, in html: String) -> [[String: String]] {
        var found: [[String: String]] = []
        let characters = Array(html.unicodeScalars)
        let opening = Array("<\(name)".unicodeScalars)
        var index = 0
        while index + opening.count < characters.count {
            let matches = (0..<opening.count).allSatisfy {
                String(characters[index + $0]).lowercased() == String(opening[$0]).lowercased()
            }
            let boundary =
                index + opening.count < characters.count
                && (characters[index + opening.count] == " " || characters[index + opening.count] == "\t"
                    || characters[index + opening.count] == "\n" || characters[index + opening.count] == "/")
            guard matches, boundary else {
                index += 1
                continue
            }
            var cursor = index + opening.count
            var attributes: [String: String] = [:]
            while cursor < characters.count, characters[cursor] != ">" {
                while cursor < characters.count, characters[cursor].properties.isWhitespace || characters[cursor] == "/"
                {
                    cursor += 1
                }
                var key = ""
                while cursor < characters.count, !characters[cursor].properties.isWhitespace,
                    characters[cursor] != "=", characters[cursor] != ">", characters[cursor] != "/"
                {
                    key.unicodeScalars.append(characters[cursor])
                    cursor += 1
                }
                var value = ""
                if cursor < characters.count, characters[cursor] == "=" {
                    cursor += 1
                    if cursor < characters.count, characters[cursor] == "\"" || characters[cursor] == "'" {
                        let quote = characters[cursor]
                        cursor += 1
                        while cursor < characters.count, characters[cursor] != quote {
                            value.unicodeScalars.append(characters[cursor])
                            cursor += 1
                        }
                        cursor += 1
                    } else {
                        while cursor < characters.count, !characters[cursor].properties.isWhitespace,
                            characters[cursor] != ">"
                        {
                            value.unicodeScalars.append(characters[cursor])
                            cursor += 1
                        }
                    }
                }
                if !key.isEmpty { attributes[key.lowercased()] = value }
                if key.isEmpty, cursor < characters.count, characters[cursor] != ">" { cursor += 1 }
            }
            found.append(attributes)
            index = cursor
        }
        return found
    }

    /// Entities decoded and runs of whitespace made one space.
    static func clean(_ text: String) -> String {
        decodeEntities(text).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";") {
                let name = String(after[..<semicolon])
                var replacement: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                } else if name.hasPrefix("#") {
                    replacement = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
                } else {
                    replacement = named[name]
                }
                if let replacement {
                    result += replacement
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            result += "&"
            rest = after
        }
        return result + rest
    }
}
