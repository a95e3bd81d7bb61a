/// A token of Swift source, as much as the source rules need: names, attributes (`@IBOutlet`),
/// string literals' text, and single punctuation characters. Comments are dropped.
struct SwiftToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case attribute(String)
        case string(String)
        case punctuation(Character)
    }

    var kind: Kind
    var line: Int

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    func isPunctuation(_ character: Character) -> Bool { kind == .punctuation(character) }

    /// The tokens of `text`. Never fails: an unterminated comment or string ends at the end of
    /// the file, and anything unexpected is punctuation.
    static func tokens(of text: String) -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0, line = 1
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\n":
                line += 1
                index += 1
            case " ", "\t", "\r":
                index += 1
            case "/" where peek(1) == "/":
                while let next = peek(), next != "\n" { index += 1 }
            case "/" where peek(1) == "*":
                var depth = 0
                while index < scalars.count {
                    if peek() == "/" && peek(1) == "*" {
                        depth += 1
                        index += 2
                        continue
                    }
                    if peek() == "*" && peek(1) == "/" {
                        depth -= 1
                        index += 2
                        if depth == 0 { break } else { continue }
                    }
                    if peek() == "\n" { line += 1 }
                    index += 1
                }
            case "#" where peek(1) == "\"" || peek(1) == "#", "\"":
                let start = line
                tokens.append(SwiftToken(kind: .string(readString(scalars, &index, &line)), line: start))
            case "@":
                index += 1
                var name = ""
                while let next = peek(), isIdentifierPart(next) {
                    name.unicodeScalars.append(next)
                    index += 1
                }
                tokens.append(SwiftToken(kind: .attribute(name), line: line))
            case "`":
                index += 1
                var name = ""
                while let next = peek(), next != "`", next != "\n" {
                    name.unicodeScalars.append(next)
                    index += 1
                }
                index += 1
                tokens.append(SwiftToken(kind: .identifier(name), line: line))
            case _ where isIdentifierPart(scalar):
                var name = ""
                while let next = peek(), isIdentifierPart(next) {
                    name.unicodeScalars.append(next)
                    index += 1
                }
                tokens.append(SwiftToken(kind: .identifier(name), line: line))
            default:
                tokens.append(SwiftToken(kind: .punctuation(Character(scalar)), line: line))
                index += 1
            }
        }
        return tokens
    }

    /// A string literal from its opening delimiter (`"`, `"""`, `#"`): its text without escapes
    /// resolved and without interpolations.
    private static func readString(_ scalars: [Unicode.Scalar], _ index: inout Int, _ line: inout Int) -> String {
        var hashes = 0
        while index < scalars.count, scalars[index] == "#" {
            hashes += 1
            index += 1
        }
        var quotes = 0
        while index < scalars.count, scalars[index] == "\"", quotes < 3 {
            quotes += 1
            index += 1
        }
        if quotes == 2 { return "" }  // ""
        let closing = quotes >= 3 ? 3 : 1
        var text = ""
        func closes(at position: Int) -> Bool {
            guard position + closing + hashes <= scalars.count else { return false }
            for offset in 0..<closing where scalars[position + offset] != "\"" { return false }
            for offset in 0..<hashes where scalars[position + closing + offset] != "#" { return false }
            return true
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if closes(at: index) {
                index += closing + hashes
                return text
            }
            if scalar == "\n" {
                line += 1
                if closing == 1 {
                    index += 1
                    return text
                }  // an unterminated literal ends with its line
            }
            if scalar == "\\" && index + 1 < scalars.count {
                if scalars[index + 1] == "(" && hashes == 0 {
                    // An interpolation: skip to its closing parenthesis.
                    var depth = 0
                    index += 1
                    while index < scalars.count {
                        if scalars[index] == "(" { depth += 1 }
                        if scalars[index] == ")" {
                            depth -= 1
                            if depth == 0 {
                                index += 1
                                break
                            }
                        }
                        if scalars[index] == "\n" { line += 1 }
                        index += 1
                    }
                    continue
                }
                text.unicodeScalars.append(scalars[index + 1])
                index += 2
                continue
            }
            text.unicodeScalars.append(scalar)
            index += 1
        }
        return text
    }
}
