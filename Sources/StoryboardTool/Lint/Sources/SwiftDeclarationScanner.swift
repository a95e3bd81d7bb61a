import StoryboardDocument

/// Finds the type declarations in one file's tokens and the members their bodies declare
/// directly: stored and computed `var`s, methods (as Objective-C selectors) and
/// `storyboardRelationships`.
struct SwiftDeclarationScanner {
    struct FoundType {
        var name: String
        var isExtension: Bool
        var inherits: [String]
        var properties: Set<String> = []
        var selectors: Set<String> = []
        var relationships: [String]?
        var location: SourceLocation
    }

    private let tokens: [SwiftToken]
    private let file: String
    private var position = 0

    init(tokens: [SwiftToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "typealias", "static", "class",
    ]

    mutating func scan() -> [FoundType] {
        var found: [FoundType] = []
        /// Open type bodies: the index in `found` and the brace depth inside the body.
        var open: [(type: Int, depth: Int)] = []
        var pending: FoundType?
        var depth = 0
        /// The `@objc(name:)` selector given to the next method.
        var objcName: String?
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .punctuation("{"):
                depth += 1
                if let type = pending {
                    found.append(type)
                    open.append((found.count - 1, depth))
                    pending = nil
                }
            case .punctuation("}"):
                if let last = open.last, last.depth == depth { open.removeLast() }
                depth = max(0, depth - 1)
            case .attribute("objc"):
                if position < tokens.count, tokens[position].isPunctuation("(") {
                    position += 1
                    var name = ""
                    while position < tokens.count, !tokens[position].isPunctuation(")") {
                        if let part = tokens[position].identifier {
                            name += part
                        } else if tokens[position].isPunctuation(":") {
                            name += ":"
                        }
                        position += 1
                    }
                    objcName = name
                }
            case .identifier(let word) where Self.typeKeywords.contains(word):
                // `class func`, `class var`: a member, not a type.
                if word == "class", position < tokens.count, let next = tokens[position].identifier,
                    Self.memberKeywords.contains(next)
                {
                    continue
                }
                if let type = readTypeHeader(isExtension: word == "extension", line: token.line) { pending = type }
            case .identifier("func"):
                let selector = readFunction()
                if let inner = open.last, inner.depth == depth, let selector {
                    found[inner.type].selectors.insert(objcName ?? selector)
                }
                objcName = nil
            case .identifier(let word) where word == "var" || word == "let":
                guard let inner = open.last, inner.depth == depth,
                    position < tokens.count, let name = tokens[position].identifier
                else { continue }
                if word == "var" { found[inner.type].properties.insert(name) }
                if name == "storyboardRelationships" {
                    found[inner.type].relationships = (found[inner.type].relationships ?? []) + stringsOfDeclaration()
                }
            default: break
            }
        }
        return found
    }

    /// After `class`/`extension`: the name and the inheritance clause, up to the body's brace.
    private mutating func readTypeHeader(isExtension: Bool, line: Int) -> FoundType? {
        guard position < tokens.count, var name = tokens[position].identifier else { return nil }
        position += 1
        // `extension Outer.Inner`: the last component names the type.
        while position + 1 < tokens.count, tokens[position].isPunctuation("."),
            let part = tokens[position + 1].identifier
        {
            name = part
            position += 2
        }
        skipGenericArguments()
        var inherits: [String] = []
        if position < tokens.count, tokens[position].isPunctuation(":") {
            position += 1
            var expectName = true
            while position < tokens.count, !tokens[position].isPunctuation("{"), tokens[position].identifier != "where"
            {
                let token = tokens[position]
                if token.isPunctuation(",") {
                    expectName = true
                } else if token.isPunctuation("<") {
                    skipGenericArguments()
                    continue
                } else if let word = token.identifier, expectName {
                    // `Module.Class`: keep the last component.
                    if inherits.count > 0, position > 0, tokens[position - 1].isPunctuation(".") {
                        inherits[inherits.count - 1] = word
                    } else {
                        inherits.append(word)
                    }
                    if position + 1 < tokens.count, tokens[position + 1].isPunctuation(".") {
                        position += 2
                        continue
                    }
                    expectName = false
                }
                position += 1
            }
        }
        return FoundType(
            name: name, isExtension: isExtension, inherits: inherits,
            location: SourceLocation(file: file, line: line, column: 1))
    }

    private mutating func skipGenericArguments() {
        guard position < tokens.count, tokens[position].isPunctuation("<") else { return }
        var depth = 0
        while position < tokens.count {
            if tokens[position].isPunctuation("<") { depth += 1 }
            if tokens[position].isPunctuation(">"), !(position > 0 && tokens[position - 1].isPunctuation("-")) {
                depth -= 1
                if depth == 0 {
                    position += 1
                    return
                }
            }
            if tokens[position].isPunctuation("{") { return }
            position += 1
        }
    }

    /// After `func`: the method's Objective-C selector, as Swift derives it — `name` with no
    /// parameters, `name:` when the first has no label, `nameWithLabel:` when it has one, then
    /// `label:` (or `:`) for each further parameter.
    private mutating func readFunction() -> String? {
        guard position < tokens.count, let name = tokens[position].identifier else { return nil }
        position += 1
        skipGenericArguments()
        guard position < tokens.count, tokens[position].isPunctuation("(") else { return nil }
        position += 1
        var labels: [String?] = []
        var parameter: [String] = []
        var sawColon = false
        var nesting = 0
        func finishParameter() {
            if sawColon || !parameter.isEmpty { labels.append(parameter.first.flatMap { $0 == "_" ? nil : $0 }) }
            parameter = []
            sawColon = false
        }
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            if nesting == 0, token.isPunctuation(")") {
                finishParameter()
                break
            }
            switch token.kind {
            case .punctuation("("), .punctuation("["), .punctuation("<"), .punctuation("{"): nesting += 1
            case .punctuation(")"), .punctuation("]"), .punctuation("}"): nesting -= 1
            case .punctuation(">"):
                if !(position >= 2 && tokens[position - 2].isPunctuation("-")) { nesting -= 1 }
            case .punctuation(",") where nesting == 0: finishParameter()
            case .punctuation(":") where nesting == 0: sawColon = true
            case .identifier(let word) where nesting == 0 && !sawColon: parameter.append(word)
            default: break
            }
        }
        guard let first = labels.first else { return name }
        var selector = name
        if let label = first { selector += "With" + label.prefix(1).uppercased() + label.dropFirst() }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }

    /// The string literals of a `storyboardRelationships` declaration: its array literal after
    /// `=`, or its computed body.
    private func stringsOfDeclaration() -> [String] {
        var index = position
        while index < tokens.count, !tokens[index].isPunctuation("="), !tokens[index].isPunctuation("{") { index += 1 }
        guard index < tokens.count else { return [] }
        let open: Character = tokens[index].isPunctuation("=") ? "[" : "{"
        let close: Character = open == "[" ? "]" : "}"
        if open == "[" {
            index += 1
            guard index < tokens.count, tokens[index].isPunctuation("[") else { return [] }
        }
        var strings: [String] = []
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation(open) { depth += 1 }
            if token.isPunctuation(close) {
                depth -= 1
                if depth == 0 { break }
            }
            if case .string(let text) = token.kind { strings.append(text) }
            index += 1
        }
        return strings
    }
}
