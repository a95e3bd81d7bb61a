import Foundation

/// What the web host says to its page in JSON text frames (frames of pixels go as binary
/// `WebFrameMessage`s): `t` names the kind, `s` carries its text.
public enum WebHostMessage: Sendable, Equatable {
    /// Text the app copied, for the browser's clipboard.
    case clipboard(String)
    /// The document's title: the app's name.
    case title(String)
    /// A sentence shown over the canvas (the app is open in another tab, shows no windows); an
    /// empty one hides it.
    case notice(String)

    /// The wire names of the kinds (`t`).
    public enum Kind: String, Sendable, CaseIterable {
        case clipboard, title, notice
    }

    /// The JSON keys: the kind and its text.
    public enum Key: String, CodingKey, Sendable, CaseIterable {
        case t, s
    }

    /// This message's kind.
    public var kind: Kind {
        switch self {
        case .clipboard: .clipboard
        case .title: .title
        case .notice: .notice
        }
    }

    /// The message's text.
    public var text: String {
        switch self {
        case .clipboard(let text), .title(let text), .notice(let text): text
        }
    }

    /// The JSON text frame the host sends.
    public func encoded() -> String {
        // Encoding two strings cannot fail.
        String(decoding: try! JSONEncoder().encode(self), as: UTF8.self)
    }

    /// The message one JSON text frame holds (what a test reads of what the host sent).
    public static func decode(_ text: String) throws(WebMessageError) -> WebHostMessage {
        try WebMessageError.decoding(text)
    }
}

extension WebHostMessage: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let name = try container.decode(String.self, forKey: .t)
        let text = try container.decode(String.self, forKey: .s)
        switch Kind(rawValue: name) {
        case .clipboard: self = .clipboard(text)
        case .title: self = .title(text)
        case .notice: self = .notice(text)
        case nil:
            throw WebMessageError.unknownKind(name, at: .t, in: container, kinds: Kind.allCases)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind.rawValue, forKey: .t)
        try container.encode(text, forKey: .s)
    }
}
