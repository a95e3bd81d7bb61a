/// Text inside XML markup (checkstyle reports, Graphviz's HTML-like labels): the five markup
/// characters become references; what each format does with control characters differs, so
/// the caller says (`other`: a replacement, or nil to keep the character).
enum MarkupText {
    static func escaped(_ text: String, other: (Unicode.Scalar) -> String?) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default:
                if let replacement = other(scalar) {
                    escaped += replacement
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
