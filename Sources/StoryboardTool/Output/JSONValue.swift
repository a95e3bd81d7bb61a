import Foundation

/// JSON as the tool writes it: objects keep the order their keys were given in, so output is
/// stable and reads in the order of the file it describes.
public indirect enum JSONValue: Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral
{
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// `value` as a string, or null.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// An object of the pairs whose value is not null.
    public static func compact(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.filter { $0.1 != .null })
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The text, indented by two spaces a level (or on one line).
    public func serialized(pretty: Bool = true) -> String {
        var text = ""
        write(to: &text, pretty: pretty, indent: 0)
        return text
    }

    private func write(to text: inout String, pretty: Bool, indent: Int) {
        let newline = pretty ? "\n" : ""
        func pad(_ level: Int) -> String { pretty ? String(repeating: "  ", count: level) : "" }
        switch self {
        case .string(let value): Self.quote(value, into: &text)
        case .number(let value):
            if value.rounded() == value, abs(value) < 1e15 { text += String(Int(value)) } else { text += "\(value)" }
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .array(let items):
            guard !items.isEmpty else {
                text += "[]"
                return
            }
            // Numbers and strings alone (a frame, a list of names) stay on one line.
            if items.allSatisfy(\.isScalar) {
                text += "[" + items.map { $0.serialized(pretty: false) }.joined(separator: pretty ? ", " : ",") + "]"
                return
            }
            text += "[" + newline
            for (index, item) in items.enumerated() {
                text += pad(indent + 1)
                item.write(to: &text, pretty: pretty, indent: indent + 1)
                text += (index < items.count - 1 ? "," : "") + newline
            }
            text += pad(indent) + "]"
        case .object(let pairs):
            guard !pairs.isEmpty else {
                text += "{}"
                return
            }
            text += "{" + newline
            for (index, (key, value)) in pairs.enumerated() {
                text += pad(indent + 1)
                Self.quote(key, into: &text)
                text += pretty ? ": " : ":"
                value.write(to: &text, pretty: pretty, indent: indent + 1)
                text += (index < pairs.count - 1 ? "," : "") + newline
            }
            text += pad(indent) + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private static func quote(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
