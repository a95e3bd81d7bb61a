import Foundation

/// A value of an old-style ("OpenStep") property list, the text format of `project.pbxproj`,
/// with the line and column each value starts at.
public indirect enum ASCIIPropertyList: Sendable, Equatable {
    case string(String, Position)
    case data([UInt8], Position)
    case array([ASCIIPropertyList], Position)
    /// Keys in file order; a repeated key keeps its last value, as Xcode reads it.
    case dictionary([(key: String, value: ASCIIPropertyList)], Position)

    public struct Position: Sendable, Equatable {
        public var line: Int
        public var column: Int
    }

    public var position: Position {
        switch self {
        case .string(_, let p), .data(_, let p), .array(_, let p), .dictionary(_, let p): p
        }
    }

    public var string: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    public var array: [ASCIIPropertyList]? {
        if case .array(let values, _) = self { return values }
        return nil
    }

    public var entries: [(key: String, value: ASCIIPropertyList)]? {
        if case .dictionary(let entries, _) = self { return entries }
        return nil
    }

    /// The last value for `key` in a dictionary; nil for other values. Linear in the entries.
    public subscript(key: String) -> ASCIIPropertyList? {
        entries?.last { $0.key == key }?.value
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a, _), .string(let b, _)): a == b
        case (.data(let a, _), .data(let b, _)): a == b
        case (.array(let a, _), .array(let b, _)): a == b
        case (.dictionary(let a, _), .dictionary(let b, _)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

/// Reads old-style property lists: `{ key = value; }`, `( a, b, )`, quoted and bare strings,
/// `<hex data>`, and `/* */` and `//` comments.
///
/// The text is untrusted: anything malformed ends in a `PortDiagnostic` at the offending
/// character, never a trap; nesting is bounded so a hostile file cannot exhaust the stack.
public struct ASCIIPropertyListParser {
    /// Deeper than any Xcode project nests (five or six levels).
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0

    public init(data: Data, file: String) {
        bytes = Array(data)
        self.file = file
    }

    /// - Throws: `PortDiagnostic` for malformed text.
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ data: Data, file: String) throws -> ASCIIPropertyList {
        var parser = ASCIIPropertyListParser(data: data, file: file)
        return try parser.parseDocument()
    }

    mutating func parseDocument() throws -> ASCIIPropertyList {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        try skipTrivia()
        guard index < bytes.count else { throw error("the file is empty") }
        let value = try parseValue(depth: 0)
        try skipTrivia()
        guard index == bytes.count else { throw error("unexpected text after the property list") }
        return value
    }

    private var position: ASCIIPropertyList.Position {
        .init(line: line, column: index - lineStart + 1)
    }

    private func error(_ message: String) -> PortDiagnostic {
        PortDiagnostic(file: file, line: line, column: index - lineStart + 1, message)
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func skipTrivia() throws {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = error("unterminated comment")
                advance()
                advance()
                while true {
                    guard index + 1 < bytes.count else { throw start }
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                        advance()
                        advance()
                        break
                    }
                    advance()
                }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
            } else {
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws -> ASCIIPropertyList {
        guard depth < Self.maximumDepth else {
            throw error("the property list nests deeper than \(Self.maximumDepth) levels")
        }
        guard index < bytes.count else { throw error("the property list ends where a value was expected") }
        let start = position
        switch bytes[index] {
        case UInt8(ascii: "{"):
            advance()
            var entries: [(key: String, value: ASCIIPropertyList)] = []
            while true {
                try skipTrivia()
                guard index < bytes.count else {
                    throw error("the dictionary opened at \(start.line):\(start.column) is not closed")
                }
                if bytes[index] == UInt8(ascii: "}") {
                    advance()
                    break
                }
                guard case .string(let key, _) = try parseValue(depth: depth + 1) else {
                    throw error("a dictionary key must be a string")
                }
                try skipTrivia()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    throw error("expected '=' after the key \"\(key)\"")
                }
                advance()
                try skipTrivia()
                let value = try parseValue(depth: depth + 1)
                try skipTrivia()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                    throw error("expected ';' after the value of \"\(key)\"")
                }
                advance()
                entries.append((key, value))
            }
            return .dictionary(entries, start)
        case UInt8(ascii: "("):
            advance()
            var values: [ASCIIPropertyList] = []
            while true {
                try skipTrivia()
                guard index < bytes.count else {
                    throw error("the array opened at \(start.line):\(start.column) is not closed")
                }
                if bytes[index] == UInt8(ascii: ")") {
                    advance()
                    break
                }
                values.append(try parseValue(depth: depth + 1))
                try skipTrivia()
                guard index < bytes.count else { continue }
                if bytes[index] == UInt8(ascii: ",") {
                    advance()
                } else if bytes[index] != UInt8(ascii: ")") {
                    throw error("expected ',' or ')' in the array")
                }
            }
            return .array(values, start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try parseQuoted(), start)
        case UInt8(ascii: "<"):
            return .data(try parseData(), start)
        default:
            let text = parseBare()
            guard !text.isEmpty else {
                throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
            }
            return .string(text, start)
        }
    }

    /// Letters, digits and `_$+/:.-` as Xcode writes unquoted strings.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            byte >= 0x80
        }
    }

    private mutating func parseBare() -> String {
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) {
            // `//` and `/*` start comments even without a space before them.
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
            {
                break
            }
            advance()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseQuoted() throws -> String {
        let quote = bytes[index]
        let opening = error("the string is not closed")
        advance()
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw opening }
            let byte = bytes[index]
            if byte == quote {
                advance()
                break
            }
            if byte == UInt8(ascii: "\\") {
                advance()
                guard index < bytes.count else { throw opening }
                let escaped = bytes[index]
                advance()
                switch escaped {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "a"): out.append(0x07)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "v"): out.append(0x0B)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                            throw error("expected four hex digits after \\U")
                        }
                        value = value << 4 | UInt32(digit)
                        advance()
                    }
                    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                    out.append(contentsOf: Array(String(scalar).utf8))
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2 {
                        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) else {
                            break
                        }
                        value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
                        advance()
                    }
                    out.append(UInt8(truncatingIfNeeded: value))
                default: out.append(escaped)
                }
            } else {
                out.append(byte)
                advance()
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func parseData() throws -> [UInt8] {
        let opening = error("the data is not closed with '>'")
        advance()
        var out: [UInt8] = []
        var high: UInt8?
        while true {
            guard index < bytes.count else { throw opening }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                advance()
                break
            }
            advance()
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { continue }
            guard let digit = Self.hexValue(byte) else { throw error("data holds a character that is not a hex digit") }
            if let h = high {
                out.append(h << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        guard high == nil else { throw error("data has an odd number of hex digits") }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
