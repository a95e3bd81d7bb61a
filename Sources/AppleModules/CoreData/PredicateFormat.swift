import Foundation

/// Why a predicate format string could not be parsed, with the offset where it went wrong.
struct PredicateFormatError: Error, CustomStringConvertible {
    var format: String
    var offset: Int
    var reason: String
    var description: String { "Unable to parse the format string \"\(format)\" at \(offset): \(reason)" }
}

/// A parsed predicate: what `NSPredicate(format:)` evaluates.
indirect enum PredicateNode {
    case constant(Bool)
    case not(PredicateNode)
    case and([PredicateNode])
    case or([PredicateNode])
    case comparison(PredicateExpression, PredicateOperator, PredicateExpression, Compare.Options, PredicateModifier)
}

/// One side of a comparison.
indirect enum PredicateExpression {
    case constant(Any?)
    case keyPath(String)
    case evaluatedObject
    case variable(String)
    case variableKeyPath(String, String)
    case aggregate([PredicateExpression])
    case subquery(PredicateExpression, String, PredicateNode)
    /// A key path read from another expression's value (`SUBQUERY(…).@count`).
    case keyPathFrom(PredicateExpression, String)
}

enum PredicateOperator: Int {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case beginsWith, endsWith, contains, like, matches, `in`, between
}

enum PredicateModifier { case direct, any, all, none }

/// The predicate format language's parser (Apple's "Predicate Format String Syntax"), the
/// arguments substituted as it reads: `%@` an object, `%K` a key path, `%d`/`%i`/`%ld`… an
/// integer, `%f` a number.
struct PredicateParser {
    private let text: [Character]
    private let format: String
    private var position = 0
    private var arguments: [Any?]
    private var nextArgument = 0

    init(format: String, arguments: [Any?]) {
        self.format = format
        text = Array(format)
        self.arguments = arguments
    }

    static func parse(_ format: String, arguments: [Any?]) throws -> PredicateNode {
        var parser = PredicateParser(format: format, arguments: arguments)
        let node = try parser.parseOr()
        parser.skipSpace()
        guard parser.position == parser.text.count else { throw parser.error("unexpected text") }
        return node
    }

    private func error(_ reason: String) -> PredicateFormatError {
        PredicateFormatError(format: format, offset: position, reason: reason)
    }

    // MARK: Characters

    private mutating func skipSpace() {
        while position < text.count, text[position].isWhitespace { position += 1 }
    }

    private func peek(_ offset: Int = 0) -> Character? {
        position + offset < text.count ? text[position + offset] : nil
    }

    /// Consumes `symbol` if the text continues with it.
    private mutating func take(_ symbol: String) -> Bool {
        skipSpace()
        let characters = Array(symbol)
        guard position + characters.count <= text.count,
            Array(text[position..<position + characters.count]) == characters
        else { return false }
        position += characters.count
        return true
    }

    /// Consumes the keyword `word` (any case) if the next word is it.
    private mutating func takeWord(_ word: String) -> Bool {
        skipSpace()
        let start = position
        guard let next = peekWord(), next.uppercased() == word else { return false }
        position = start + next.count
        return true
    }

    private func peekWord() -> String? {
        var index = position
        while index < text.count, text[index].isWhitespace { index += 1 }
        var word = ""
        while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "_" {
            word.append(text[index])
            index += 1
        }
        return word.isEmpty ? nil : word
    }

    // MARK: Predicates

    private mutating func parseOr() throws -> PredicateNode {
        var terms = [try parseAnd()]
        while take("||") || takeWord("OR") { terms.append(try parseAnd()) }
        return terms.count == 1 ? terms[0] : .or(terms)
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var terms = [try parseNot()]
        while take("&&") || takeWord("AND") { terms.append(try parseNot()) }
        return terms.count == 1 ? terms[0] : .and(terms)
    }

    private mutating func parseNot() throws -> PredicateNode {
        skipSpace()
        if peek() == "!", peek(1) != "=" {
            position += 1
            return .not(try parseNot())
        }
        if takeWord("NOT") { return .not(try parseNot()) }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws -> PredicateNode {
        skipSpace()
        if takeWord("TRUEPREDICATE") { return .constant(true) }
        if takeWord("FALSEPREDICATE") { return .constant(false) }
        let start = position
        let argumentsUsed = nextArgument
        if take("(") {
            // A parenthesized predicate, or a parenthesized expression starting a comparison.
            if let node = try? parseOr(), take(")") { return node }
            position = start
            nextArgument = argumentsUsed
        }
        return try parseComparison()
    }

    private mutating func parseComparison() throws -> PredicateNode {
        var modifier = PredicateModifier.direct
        if takeWord("ANY") || takeWord("SOME") {
            modifier = .any
        } else if takeWord("ALL") {
            modifier = .all
        } else if takeWord("NONE") {
            modifier = .none
        }
        let left = try parseExpression()
        skipSpace()
        let (op, negated) = try parseOperator()
        var options: Compare.Options = []
        if take("[") {
            while let character = peek(), character != "]" {
                switch character {
                case "c", "C": options.insert(.caseInsensitive)
                case "d", "D": options.insert(.diacriticInsensitive)
                case "n", "N", "l", "L": break
                default: throw error("unknown comparison option \(character)")
                }
                position += 1
            }
            guard take("]") else { throw error("expected ]") }
        }
        let right = try parseExpression()
        let node = PredicateNode.comparison(left, op, right, options, modifier)
        return negated ? .not(node) : node
    }

    private mutating func parseOperator() throws -> (PredicateOperator, Bool) {
        let symbols: [(String, PredicateOperator, Bool)] = [
            ("==", .equal, false), ("!=", .notEqual, false), ("<>", .notEqual, false), ("<=", .lessOrEqual, false),
            ("=<", .lessOrEqual, false), (">=", .greaterOrEqual, false), ("=>", .greaterOrEqual, false),
            ("=", .equal, false), ("<", .less, false), (">", .greater, false),
        ]
        for (symbol, op, negated) in symbols where take(symbol) { return (op, negated) }
        let words: [(String, PredicateOperator)] = [
            ("BEGINSWITH", .beginsWith), ("ENDSWITH", .endsWith), ("CONTAINS", .contains), ("LIKE", .like),
            ("MATCHES", .matches), ("IN", .in), ("BETWEEN", .between),
        ]
        for (word, op) in words where takeWord(word) { return (op, false) }
        throw error("expected a comparison operator")
    }

    // MARK: Expressions

    private mutating func parseExpression() throws -> PredicateExpression {
        skipSpace()
        guard let character = peek() else { throw error("expected an expression") }
        if character == "%" { return try parseArgument() }
        if character == "\"" || character == "'" { return .constant(try parseString(quote: character)) }
        if character.isNumber || (character == "-" && peek(1)?.isNumber == true) { return .constant(try parseNumber()) }
        if character == "{" {
            position += 1
            var elements: [PredicateExpression] = []
            if !take("}") {
                repeat { elements.append(try parseExpression()) } while take(",")
                guard take("}") else { throw error("expected }") }
            }
            return .aggregate(elements)
        }
        if character == "(" {
            position += 1
            let inner = try parseExpression()
            guard take(")") else { throw error("expected )") }
            return inner
        }
        if character == "$" {
            position += 1
            let name = readIdentifier()
            guard !name.isEmpty else { throw error("expected a variable name") }
            if take(".") { return .variableKeyPath(name, try readKeyPath()) }
            return .variable(name)
        }
        if let word = peekWord() {
            switch word.uppercased() {
            case "NIL", "NULL":
                _ = takeWord(word.uppercased())
                return .constant(nil)
            case "YES", "TRUE":
                _ = takeWord(word.uppercased())
                return .constant(true)
            case "NO", "FALSE":
                _ = takeWord(word.uppercased())
                return .constant(false)
            case "SELF":
                _ = takeWord("SELF")
                if take(".") { return .keyPath(try readKeyPath()) }
                return .evaluatedObject
            case "SUBQUERY":
                _ = takeWord("SUBQUERY")
                guard take("(") else { throw error("expected ( after SUBQUERY") }
                let collection = try parseExpression()
                guard take(","), take("$") else { throw error("expected , $variable in SUBQUERY") }
                let variable = readIdentifier()
                guard take(",") else { throw error("expected , in SUBQUERY") }
                let predicate = try parseOr()
                guard take(")") else { throw error("expected ) closing SUBQUERY") }
                let subquery = PredicateExpression.subquery(collection, variable, predicate)
                if peek() == "." {
                    position += 1
                    return .keyPathFrom(subquery, try readKeyPath())
                }
                return subquery
            default:
                break
            }
        }
        if character.isLetter || character == "_" || character == "@" || character == "#" {
            return .keyPath(try readKeyPath())
        }
        throw error("unexpected \(character)")
    }

    private mutating func readIdentifier() -> String {
        var name = ""
        while let character = peek(), character.isLetter || character.isNumber || character == "_" {
            name.append(character)
            position += 1
        }
        return name
    }

    private mutating func readKeyPath() throws -> String {
        var components: [String] = []
        repeat {
            skipSpace()
            var component = ""
            if peek() == "@" {
                component.append("@")
                position += 1
            } else if peek() == "#" {
                position += 1
            }
            component += readIdentifier()
            guard !component.isEmpty, component != "@" else { throw error("expected a key") }
            components.append(component)
        } while peek() == "."
            && {
                position += 1
                return true
            }()
        return components.joined(separator: ".")
    }

    private mutating func parseString(quote: Character) throws -> String {
        position += 1
        var value = ""
        while let character = peek() {
            position += 1
            if character == quote { return value }
            if character == "\\", let escaped = peek() {
                position += 1
                switch escaped {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "0": value.append("\0")
                default: value.append(escaped)
                }
            } else {
                value.append(character)
            }
        }
        throw error("a string is not closed")
    }

    private mutating func parseNumber() throws -> Any {
        var literal = ""
        if peek() == "-" {
            literal.append("-")
            position += 1
        }
        while let character = peek(),
            character.isNumber || character == "." || character == "e" || character == "E"
                || ((character == "-" || character == "+") && (literal.last == "e" || literal.last == "E"))
        {
            literal.append(character)
            position += 1
        }
        if let integer = Int64(literal) { return integer }
        if let real = Double(literal) { return real }
        throw error("\(literal) is not a number")
    }

    private mutating func parseArgument() throws -> PredicateExpression {
        position += 1
        var specifier = ""
        while let character = peek(), "lhqzjt".contains(character) {
            specifier.append(character)
            position += 1
        }
        guard let conversion = peek() else { throw error("a % at the end") }
        position += 1
        guard nextArgument < arguments.count else { throw error("too few arguments for the format") }
        let argument = arguments[nextArgument]
        nextArgument += 1
        switch conversion {
        case "@":
            return .constant(argument.flatMap(NSManagedObject.unwrapped))
        case "K":
            guard let key = argument as? String ?? (argument as? NSString).map({ $0 as String }) else {
                throw error("%K needs a string argument")
            }
            return .keyPath(key)
        case "d", "i", "u", "o", "x", "X", "c":
            guard let argument, let integer = NSAttributeDescription.integer(argument) else {
                throw error("%\(conversion) needs an integer argument")
            }
            return .constant(integer)
        case "f", "e", "g", "F", "E", "G":
            guard let argument, let real = NSAttributeDescription.double(argument) else {
                throw error("%\(conversion) needs a number argument")
            }
            return .constant(real)
        default:
            throw error("unknown format %\(specifier)\(conversion)")
        }
    }
}
