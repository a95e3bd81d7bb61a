/// Turns storyboard names (identifiers with spaces, dashes, leading digits, keywords) into Swift
/// identifiers, and keeps the names of one scope apart.
enum SwiftName {
    /// Words that need backticks to be a member's name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false", "is",
        "nil", "super", "throws", "true", "try", "any", "some", "consume", "copy", "discard",
        "borrowing", "consuming", "macro",
    ]
    /// Names not even backticks make usable everywhere (`self`, `init`, `Type`); they get a `_`.
    static let unusable: Set<String> = ["self", "Self", "init", "Type", "Protocol", "Any", "_"]

    /// `show-detail` → `showDetail`, `2nd screen` → `_2ndScreen`, `class` → `` `class` ``.
    static func member(_ text: String, fallback: String) -> String {
        var words = words(of: text)
        guard !words.isEmpty else { return fallback }
        words[0] = lowercasingLead(words[0])
        return finished(words.enumerated().map { $0 == 0 ? $1 : capitalized($1) }.joined())
    }

    /// `navigation controller` → `NavigationController`, `2nd screen` → `_2ndScreen`.
    static func type(_ text: String, fallback: String) -> String {
        let words = words(of: text)
        guard !words.isEmpty else { return fallback }
        return finished(words.map(capitalized).joined())
    }

    /// A name as written in code: backticks around a keyword.
    static func spelled(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Runs of ASCII letters and digits; everything else separates words.
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.unicodeScalars {
            if character.isASCII, character.properties.isAlphabetic || ("0"..."9").contains(character) {
                current.unicodeScalars.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `URL` → `url`, `URLList` → `urlList`, `Detail` → `detail`.
    private static func lowercasingLead(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return word }
        if upper == characters.count { return word.lowercased() }
        let lowered = upper == 1 ? 1 : upper - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private static func finished(_ name: String) -> String {
        var name = name
        if let first = name.first, first.isNumber { name = "_" + name }
        if unusable.contains(name) { name += "_" }
        return name
    }
}

/// The names taken in one scope of generated code; a name taken again gets a number (`Detail2`).
struct NameScope {
    private var taken: Set<String>

    /// A scope where `reserved` are already taken (the scope's own members, names that would
    /// shadow the types the generated code uses).
    init(reserved: Set<String> = []) {
        taken = reserved
    }

    mutating func claim(_ name: String) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
