import Foundation

/// A message from the page (`WebPage` lists them), decoded from its JSON. Fields a kind does not
/// use stay nil; a message that does not decode is dropped, as the page is untrusted input.
struct WebClientMessage: Decodable, Sendable {
    /// The kind: size, ack, down, move, up, cancel, wheel, key, text, clipboard, focus, visible.
    var t: String
    var id: Int?
    var x: Double?
    var y: Double?
    var b: Int?
    var dx: Double?
    var dy: Double?
    var w: Double?
    var h: Double?
    /// Device pixel ratio (size), or a string (text, clipboard).
    var s: ScaleOrText?
    var f: UInt32?
    var down: Bool?
    var code: String?
    var r: Bool?
    var caps: Bool?
    var on: Bool?

    enum ScaleOrText: Decodable, Sendable {
        case number(Double)
        case text(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }
    }

    /// Pointer, wheel, key and text messages: what a person does, as opposed to what the page
    /// reports of itself.
    var isInput: Bool {
        ["down", "move", "up", "cancel", "wheel", "key", "text"].contains(t)
    }

    var text: String? {
        if case .text(let text) = s { return text }
        return nil
    }

    var scale: Double? {
        if case .number(let number) = s { return number }
        return nil
    }

    var point: CGPoint? {
        guard let x, let y, x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }

    static func decode(_ text: String) -> WebClientMessage? {
        try? JSONDecoder().decode(WebClientMessage.self, from: Data(text.utf8))
    }
}
