import Foundation

/// NSPredicate's format strings, which swift-corelibs-foundation leaves unavailable, for the
/// predicates UI tests write about elements: comparisons of their attributes (`label`,
/// `identifier`, `value`, `title`, `placeholderValue`, `elementType`, `exists`, `isEnabled`,
/// `isSelected`, `hasFocus`, `isHittable`) with `==`, `!=`, `<`, `<=`, `>`, `>=`, `CONTAINS`,
/// `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES` and `IN` (with `[c]`, `[d]`, `[cd]`), joined by
/// `AND`, `OR` and `NOT`, with `%@`, `%d`, `%f` and `%K` arguments.
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed = PredicateFormats.parse(predicateFormat, arguments: arguments ?? [])
        self.init { object, _ in PredicateFormats.evaluate(parsed, on: object) }
        PredicateFormats.remember(self, format: predicateFormat)
    }
}

enum PredicateFormats {
    indirect enum Node: Sendable {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case compare(key: String, operation: String, options: Set<Character>, value: Value)
        /// A format that could not be read: matches nothing, and says why in descriptions.
        case invalid(String)
    }

    enum Value: Sendable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case list([Value])
    }

    // MARK: Descriptions

    private struct Remembered {
        weak var predicate: NSPredicate?
        let format: String
    }

    nonisolated(unsafe) private static var remembered: [ObjectIdentifier: Remembered] = [:]
    private static let lock = NSLock()

    static func remember(_ predicate: NSPredicate, format: String) {
        lock.withLock {
            if remembered.count > 256 { remembered = remembered.filter { $0.value.predicate != nil } }
            remembered[ObjectIdentifier(predicate)] = Remembered(predicate: predicate, format: format)
        }
    }

    /// The format a predicate was made from, or Foundation's description of it.
    static func description(of predicate: NSPredicate) -> String {
        lock.withLock {
            guard let entry = remembered[ObjectIdentifier(predicate)], entry.predicate === predicate else {
                return "BLOCKPREDICATE"
            }
            return "'\(entry.format)'"
        }
    }

    // MARK: Evaluating

    /// `object` is a query's element snapshot, an element itself (an expectation waiting on it:
    /// read as the app is now, `exists` false when it is gone), or a dictionary of attributes.
    static func evaluate(_ node: Node, on object: Any?) -> Bool {
        if let snapshot = object as? XCUIElementSnapshotValues { return evaluate(node, snapshot.attribute) }
        if let element = object as? XCUIElement {
            guard let found = element.currentNode() else { return evaluate(node) { $0 == "exists" ? false : nil } }
            return evaluate(node, XCUIElementSnapshotValues(found).attribute)
        }
        let dictionary = object as? [String: Any] ?? [:]
        return evaluate(node) { dictionary[$0] }
    }

    private static func evaluate(_ node: Node, _ values: (String) -> Any?) -> Bool {
        switch node {
        case .constant(let value): return value
        case .not(let inner): return !evaluate(inner, values)
        case .and(let left, let right): return evaluate(left, values) && evaluate(right, values)
        case .or(let left, let right): return evaluate(left, values) || evaluate(right, values)
        case .invalid: return false
        case .compare(let key, let operation, let options, let value):
            return compare(values(key), operation, options, value)
        }
    }

    private static func compare(
        _ actual: Any?, _ operation: String, _ options: Set<Character>, _ expected: Value
    ) -> Bool {
        if case .list(let items) = expected, operation == "IN" {
            return items.contains { compare(actual, "==", options, $0) }
        }
        switch expected {
        case .null:
            let isNull = actual == nil
            return operation == "!=" ? !isNull : operation == "==" && isNull
        case .bool(let flag):
            let own = (actual as? Bool) ?? (actual as? String).map { $0 == "1" || $0.lowercased() == "true" }
            guard let own else { return operation == "!=" }
            return operation == "!=" ? own != flag : operation == "==" && own == flag
        case .number(let number):
            let own: Double? =
                (actual as? UInt).map(Double.init) ?? (actual as? Int).map(Double.init) ?? (actual as? Double)
                ?? (actual as? Bool).map { $0 ? 1 : 0 } ?? (actual as? String).flatMap(Double.init)
            guard let own else { return operation == "!=" }
            switch operation {
            case "==": return own == number
            case "!=": return own != number
            case "<": return own < number
            case "<=": return own <= number
            case ">": return own > number
            case ">=": return own >= number
            default: return false
            }
        case .string(let text):
            guard let own = actual.map({ "\($0)" }) else { return operation == "!=" }
            let a = fold(own, options), b = fold(text, options)
            switch operation {
            case "==": return a == b
            case "!=": return a != b
            case "<": return a < b
            case "<=": return a <= b
            case ">": return a > b
            case ">=": return a >= b
            case "CONTAINS": return a.contains(b)
            case "BEGINSWITH": return a.hasPrefix(b)
            case "ENDSWITH": return a.hasSuffix(b)
            case "LIKE": return like(a, b)
            case "MATCHES":
                return (try? NSRegularExpression(pattern: "^(?:\(b))$")).map {
                    $0.firstMatch(in: a, range: NSRange(a.startIndex..., in: a)) != nil
                } ?? false
            default: return false
            }
        case .list:
            return false
        }
    }

    /// `[c]` ignores case, `[d]` diacritics.
    private static func fold(_ text: String, _ options: Set<Character>) -> String {
        var folding: String.CompareOptions = []
        if options.contains("c") { folding.insert(.caseInsensitive) }
        if options.contains("d") { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
    }

    /// `LIKE`'s wildcards: `*` any run of characters, `?` one.
    private static func like(_ text: String, _ pattern: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: pattern)
            .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
        return (try? NSRegularExpression(pattern: "^\(escaped)$", options: [.dotMatchesLineSeparators]))
            .map { $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil } ?? false
    }

    // MARK: Parsing

    static func parse(_ format: String, arguments: [Any]) -> Node {
        var parser = Parser(tokens: tokenize(format), arguments: arguments)
        guard let node = parser.orExpression(), parser.atEnd else { return .invalid(format) }
        return node
    }

    enum Token: Equatable {
        case word(String)
        case string(String)
        case number(Double)
        case symbol(String)
        case placeholder(Character)
    }

    static func tokenize(_ format: String) -> [Token] {
        var tokens: [Token] = []
        var characters = Array(format)[...]
        while let character = characters.first {
            if character.isWhitespace {
                characters.removeFirst()
            } else if character == "'" || character == "\"" {
                characters.removeFirst()
                var text = ""
                while let next = characters.first, next != character {
                    characters.removeFirst()
                    if next == "\\", let escaped = characters.first {
                        characters.removeFirst()
                        text.append(escaped)
                    } else {
                        text.append(next)
                    }
                }
                if !characters.isEmpty { characters.removeFirst() }
                tokens.append(.string(text))
            } else if character == "%" {
                characters.removeFirst()
                if let kind = characters.first {
                    characters.removeFirst()
                    tokens.append(.placeholder(kind))
                }
            } else if character.isNumber || (character == "-" && characters.dropFirst().first?.isNumber == true) {
                var text = String(characters.removeFirst())
                while let next = characters.first, next.isNumber || next == "." {
                    text.append(characters.removeFirst())
                }
                tokens.append(.number(Double(text) ?? 0))
            } else if character.isLetter || character == "_" || character == "$" {
                var text = ""
                while let next = characters.first,
                    next.isLetter || next.isNumber || next == "_" || next == "." || next == "$"
                {
                    text.append(characters.removeFirst())
                }
                tokens.append(.word(text))
            } else {
                let two = String(characters.prefix(2))
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    characters.removeFirst(2)
                    tokens.append(.symbol(two))
                } else {
                    tokens.append(.symbol(String(characters.removeFirst())))
                }
            }
        }
        return tokens
    }

    struct Parser {
        var tokens: [Token]
        var arguments: [Any]
        var position = 0
        var argumentIndex = 0

        var atEnd: Bool { position == tokens.count }

        private var next: Token? { position < tokens.count ? tokens[position] : nil }

        private mutating func take() -> Token? {
            defer { position += 1 }
            return next
        }

        private func isWord(_ token: Token?, _ words: String...) -> Bool {
            if case .word(let word)? = token { return words.contains(word.uppercased()) }
            if case .symbol(let symbol)? = token { return words.contains(symbol) }
            return false
        }

        mutating func orExpression() -> Node? {
            guard var node = andExpression() else { return nil }
            while isWord(next, "OR", "||") {
                position += 1
                guard let right = andExpression() else { return nil }
                node = .or(node, right)
            }
            return node
        }

        mutating func andExpression() -> Node? {
            guard var node = notExpression() else { return nil }
            while isWord(next, "AND", "&&") {
                position += 1
                guard let right = notExpression() else { return nil }
                node = .and(node, right)
            }
            return node
        }

        mutating func notExpression() -> Node? {
            if isWord(next, "NOT", "!") {
                position += 1
                return notExpression().map(Node.not)
            }
            if next == .symbol("(") {
                position += 1
                let inner = orExpression()
                guard take() == .symbol(")") else { return nil }
                return inner
            }
            if isWord(next, "TRUEPREDICATE") {
                position += 1
                return .constant(true)
            }
            if isWord(next, "FALSEPREDICATE") {
                position += 1
                return .constant(false)
            }
            return comparison()
        }

        mutating func comparison() -> Node? {
            guard let key = keyPath() else { return nil }
            guard var operation = take().flatMap(Self.operation) else { return nil }
            var options = Set<Character>()
            if next == .symbol("[") {
                position += 1
                if case .word(let letters)? = take() { options = Set(letters.lowercased()) }
                guard take() == .symbol("]") else { return nil }
            }
            if operation == "=<" { operation = "<=" }
            if operation == "=>" { operation = ">=" }
            guard let value = value() else { return nil }
            return .compare(key: key, operation: operation, options: options, value: value)
        }

        private static func operation(_ token: Token) -> String? {
            switch token {
            case .symbol(let symbol):
                switch symbol {
                case "=", "==": return "=="
                case "!=", "<>": return "!="
                case "<", ">", "<=", ">=", "=<", "=>": return symbol
                default: return nil
                }
            case .word(let word):
                let upper = word.uppercased()
                return ["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN"].contains(upper) ? upper : nil
            default:
                return nil
            }
        }

        private mutating func keyPath() -> String? {
            switch take() {
            case .word(let word)?: return word
            case .placeholder("K")?: return nextArgument().map { "\($0)" }
            default: return nil
            }
        }

        private mutating func nextArgument() -> Any? {
            guard argumentIndex < arguments.count else { return nil }
            defer { argumentIndex += 1 }
            return arguments[argumentIndex]
        }

        private mutating func value() -> Value? {
            switch take() {
            case .string(let text)?: return .string(text)
            case .number(let number)?: return .number(number)
            case .word(let word)?:
                switch word.uppercased() {
                case "TRUE", "YES": return .bool(true)
                case "FALSE", "NO": return .bool(false)
                case "NIL", "NULL": return .null
                default: return .string(word)
                }
            case .placeholder?:
                return nextArgument().map(Self.value(of:)) ?? .null
            case .symbol("{")?:
                var items: [Value] = []
                while next != .symbol("}") {
                    guard let item = value() else { return nil }
                    items.append(item)
                    if next == .symbol(",") { position += 1 }
                }
                position += 1
                return .list(items)
            default:
                return nil
            }
        }

        private static func value(of argument: Any) -> Value {
            switch argument {
            case let text as String: return .string(text)
            case let flag as Bool: return .bool(flag)
            case let number as Int: return .number(Double(number))
            case let number as UInt: return .number(Double(number))
            case let number as Int32: return .number(Double(number))
            case let number as UInt32: return .number(Double(number))
            case let number as Double: return .number(number)
            case let number as Float: return .number(Double(number))
            case let items as [Any]: return .list(items.map(value(of:)))
            default: return .string("\(argument)")
            }
        }
    }
}
