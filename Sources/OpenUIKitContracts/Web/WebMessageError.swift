import Foundation

/// Why a web message's JSON text did not decode, and where: the key that is missing or wrong
/// (`w`, `t`), or JSON's own words for a syntax error's place.
public struct WebMessageError: Error, Equatable, CustomStringConvertible {
    /// The message's text, cut to its first 120 characters (a page may send anything).
    public var text: String
    /// The key that is wrong; nil for the message as a whole.
    public var place: String?
    /// What is wrong there.
    public var reason: String

    /// Makes an error from its parts; `text` is cut to 120 characters.
    public init(text: String, place: String?, reason: String) {
        self.text = text.count > 120 ? String(text.prefix(120)) + "…" : text
        self.place = place
        self.reason = reason
    }

    /// The error JSONDecoder gave for `text`.
    init(text: String, _ error: DecodingError) {
        if case .dataCorrupted(let context) = error, !context.codingPath.isEmpty {
            // Thrown by the message's own decoding at a key (an unknown kind): its words are the
            // reason. A syntax error has no coding path.
            self.init(text: text, place: error.place, reason: context.debugDescription)
        } else {
            self.init(text: text, place: error.place, reason: error.reason(decoding: "a message"))
        }
    }

    /// The message of type `Message` one JSON text frame holds, or the error that says why not.
    static func decoding<Message: Decodable>(_ text: String) throws(WebMessageError) -> Message {
        do {
            return try JSONDecoder().decode(Message.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw WebMessageError(text: text, error)
        } catch {
            throw WebMessageError(text: text, place: nil, reason: "\(error)")
        }
    }

    /// The error a message's decoding throws for a `t` it does not know, naming the kinds it does.
    static func unknownKind<Kind: RawRepresentable<String>, Key: CodingKey>(
        _ name: String, at key: Key, in container: KeyedDecodingContainer<Key>, kinds: [Kind]
    ) -> DecodingError {
        DecodingError.dataCorruptedError(
            forKey: key, in: container,
            debugDescription: "\"\(name)\" is no kind of message (\(kinds.map(\.rawValue).joined(separator: ", ")))")
    }

    /// `web message <text>: place: reason`.
    public var description: String {
        (["web message \(text)"] + [place, reason].compactMap { $0 }).joined(separator: ": ")
    }
}
