import Foundation

/// What the web host's page says to the host: one case per kind, sent as a JSON text frame
/// whose `t` names the kind (`Kind`) and whose other keys (`Key`) carry its values. The page is
/// untrusted input, so `decode(_:)` throws a `WebMessageError` naming the key that is wrong.
///
/// Values arrive as the browser measures them (CSS pixels, which are points); the host checks
/// ranges (a finite point, a size up to 8192) where it uses them.
public enum WebPageMessage: Sendable, Equatable {
    /// The viewport's size and the device pixel ratio (1 when the page gave none), sent at start
    /// and on every resize or zoom.
    case size(width: Double, height: Double, scale: Double)
    /// The page drew frame `frame`, at its next animation frame: what paces the host.
    case ack(frame: UInt32)
    /// A pointer went down, moved, lifted or was cancelled. The mouse is pointer 0, with the
    /// page's `buttons` bits (primary 1, secondary 2, middle 4); fingers and pens count from 1.
    case pointer(PointerPhase, id: Int, x: Double, y: Double, buttons: Int)
    /// A wheel or trackpad scrolled by (`dx`, `dy`) points over (`x`, `y`).
    case wheel(x: Double, y: Double, dx: Double, dy: Double)
    /// A key, by its physical `code` (`KeyA`, `Enter`), went down or up.
    case key(code: String, isDown: Bool, isRepeat: Bool, capsLock: Bool)
    /// Text typed or composed (an input method's result).
    case text(String)
    /// What a paste brought from the browser's clipboard.
    case clipboard(String)
    /// The page's window gained (true) or lost focus.
    case focus(Bool)
    /// The page became visible (true) or hidden.
    case visible(Bool)

    /// A pointer message's phase; its raw value is the message's kind.
    public enum PointerPhase: String, Sendable, CaseIterable {
        case down, move, up, cancel
    }

    /// The wire names of the kinds (`t`), and the keys each kind carries.
    public enum Kind: String, Sendable, CaseIterable {
        case size, ack, down, move, up, cancel, wheel, key, text, clipboard, focus, visible

        /// The keys a message of this kind may carry besides `t`; the page sends no others.
        public var keys: Set<Key> {
            switch self {
            case .size: [.w, .h, .s]
            case .ack: [.f]
            case .down, .move, .up, .cancel: [.id, .x, .y, .b]
            case .wheel: [.x, .y, .dx, .dy]
            case .key: [.down, .code, .r, .caps]
            case .text, .clipboard: [.s]
            case .focus, .visible: [.on]
            }
        }
    }

    /// The JSON keys, short because every pointer move sends them.
    public enum Key: String, CodingKey, Sendable, CaseIterable {
        /// The kind.
        case t
        /// A pointer's number; a pointer's or wheel's place; the wheel's scroll.
        case id, x, y, dx, dy
        /// The pointer's buttons.
        case b
        /// The viewport's width and height.
        case w, h
        /// The device pixel ratio (`size`), or the text (`text`, `clipboard`).
        case s
        /// The frame's number (`ack`).
        case f
        /// A key's direction, code, repeat and caps-lock state.
        case down, code, r, caps
        /// Focus or visibility.
        case on
    }

    /// This message's kind.
    public var kind: Kind {
        switch self {
        case .size: .size
        case .ack: .ack
        case .pointer(let phase, _, _, _, _): Kind(rawValue: phase.rawValue)!
        case .wheel: .wheel
        case .key: .key
        case .text: .text
        case .clipboard: .clipboard
        case .focus: .focus
        case .visible: .visible
        }
    }

    /// Pointer, wheel, key and text messages: what a person does, as opposed to what the page
    /// reports of itself.
    public var isInput: Bool {
        switch self {
        case .pointer, .wheel, .key, .text: true
        case .size, .ack, .clipboard, .focus, .visible: false
        }
    }

    /// The message one JSON text frame holds.
    public static func decode(_ text: String) throws(WebMessageError) -> WebPageMessage {
        try WebMessageError.decoding(text)
    }

    /// The JSON text frame the page sends for this message.
    public func encoded() -> String {
        // Encoding a value of plain numbers, strings and flags cannot fail.
        String(decoding: try! JSONEncoder().encode(self), as: UTF8.self)
    }
}

extension WebPageMessage: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let name = try container.decode(String.self, forKey: .t)
        guard let kind = Kind(rawValue: name) else {
            throw WebMessageError.unknownKind(name, at: .t, in: container, kinds: Kind.allCases)
        }
        switch kind {
        case .size:
            self = .size(
                width: try container.decode(Double.self, forKey: .w),
                height: try container.decode(Double.self, forKey: .h),
                scale: try container.decodeIfPresent(Double.self, forKey: .s) ?? 1)
        case .ack:
            self = .ack(frame: try container.decode(UInt32.self, forKey: .f))
        case .down, .move, .up, .cancel:
            self = .pointer(
                PointerPhase(rawValue: kind.rawValue)!, id: try container.decode(Int.self, forKey: .id),
                x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
                buttons: try container.decodeIfPresent(Int.self, forKey: .b) ?? 0)
        case .wheel:
            self = .wheel(
                x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
                dx: try container.decode(Double.self, forKey: .dx), dy: try container.decode(Double.self, forKey: .dy))
        case .key:
            self = .key(
                code: try container.decode(String.self, forKey: .code),
                isDown: try container.decode(Bool.self, forKey: .down),
                isRepeat: try container.decodeIfPresent(Bool.self, forKey: .r) ?? false,
                capsLock: try container.decodeIfPresent(Bool.self, forKey: .caps) ?? false)
        case .text:
            self = .text(try container.decode(String.self, forKey: .s))
        case .clipboard:
            self = .clipboard(try container.decode(String.self, forKey: .s))
        case .focus:
            self = .focus(try container.decode(Bool.self, forKey: .on))
        case .visible:
            self = .visible(try container.decode(Bool.self, forKey: .on))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind.rawValue, forKey: .t)
        switch self {
        case .size(let width, let height, let scale):
            try container.encode(width, forKey: .w)
            try container.encode(height, forKey: .h)
            try container.encode(scale, forKey: .s)
        case .ack(let frame):
            try container.encode(frame, forKey: .f)
        case .pointer(_, let id, let x, let y, let buttons):
            try container.encode(id, forKey: .id)
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
            try container.encode(buttons, forKey: .b)
        case .wheel(let x, let y, let dx, let dy):
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
            try container.encode(dx, forKey: .dx)
            try container.encode(dy, forKey: .dy)
        case .key(let code, let isDown, let isRepeat, let capsLock):
            try container.encode(isDown, forKey: .down)
            try container.encode(code, forKey: .code)
            try container.encode(isRepeat, forKey: .r)
            try container.encode(capsLock, forKey: .caps)
        case .text(let text), .clipboard(let text):
            try container.encode(text, forKey: .s)
        case .focus(let on), .visible(let on):
            try container.encode(on, forKey: .on)
        }
    }
}
