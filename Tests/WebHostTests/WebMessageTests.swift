import Foundation
import OpenUIKitContracts
import XCTest

@testable import WebHost

/// The page's messages as a contract: each kind decodes from the JSON the page's script sends,
/// a message that is not one is an error naming the key, and the script sends only kinds and
/// keys `WebPageMessage` declares (and reads only kinds `WebHostMessage` declares).
final class WebMessageTests: XCTestCase {
    private static let everyPageMessage: [WebPageMessage] = [
        .size(width: 390, height: 844, scale: 3), .ack(frame: 7),
        .pointer(.down, id: 0, x: 10, y: 20.5, buttons: 1), .pointer(.move, id: 2, x: 11, y: 21, buttons: 0),
        .pointer(.up, id: 0, x: 12, y: 22, buttons: 0), .pointer(.cancel, id: 3, x: 0, y: 0, buttons: 0),
        .wheel(x: 5, y: 6, dx: 0, dy: -40), .key(code: "KeyA", isDown: true, isRepeat: false, capsLock: true),
        .text("é"), .clipboard("copied"), .focus(false), .visible(true),
    ]

    func testEveryKindReadsBackWhatItWrote() throws {
        XCTAssertEqual(Set(Self.everyPageMessage.map(\.kind)), Set(WebPageMessage.Kind.allCases))
        for message in Self.everyPageMessage {
            XCTAssertEqual(try WebPageMessage.decode(message.encoded()), message)
        }
        for message in [WebHostMessage.clipboard("a"), .title("Notes"), .notice("")] {
            XCTAssertEqual(try WebHostMessage.decode(message.encoded()), message)
        }
    }

    func testThePagesShortFormsDecodeWithTheirDefaults() throws {
        XCTAssertEqual(
            try WebPageMessage.decode(#"{"t":"size","w":800,"h":600}"#), .size(width: 800, height: 600, scale: 1))
        XCTAssertEqual(
            try WebPageMessage.decode(#"{"t":"key","down":false,"code":"Enter"}"#),
            .key(code: "Enter", isDown: false, isRepeat: false, capsLock: false))
        XCTAssertEqual(
            try WebPageMessage.decode(#"{"t":"down","id":0,"x":1,"y":2}"#),
            .pointer(.down, id: 0, x: 1, y: 2, buttons: 0))
    }

    func testAnUnknownKindIsAnErrorNamingTheKindKey() {
        XCTAssertThrowsError(try WebPageMessage.decode(#"{"t":"shake","x":1}"#)) { error in
            let error = error as? WebMessageError
            XCTAssertEqual(error?.place, "t")
            XCTAssertEqual(
                error?.reason,
                "\"shake\" is no kind of message (size, ack, down, move, up, cancel, wheel, key, text, clipboard, focus, visible)"
            )
            XCTAssertEqual(error?.text, #"{"t":"shake","x":1}"#)
        }
    }

    func testAMissingOrMistypedKeyIsNamed() {
        XCTAssertThrowsError(try WebPageMessage.decode(#"{"t":"size","w":800}"#)) { error in
            XCTAssertEqual((error as? WebMessageError)?.reason, "the key \"h\" is missing")
        }
        XCTAssertThrowsError(try WebPageMessage.decode(#"{"t":"ack","f":"one"}"#)) { error in
            XCTAssertEqual((error as? WebMessageError)?.place, "f")
        }
        XCTAssertThrowsError(try WebPageMessage.decode(#"{"t":"text","s":3}"#)) { error in
            XCTAssertEqual(
                "\(error)", #"web message {"t":"text","s":3}: s: String was expected here"#)
        }
        XCTAssertThrowsError(try WebPageMessage.decode("{\"t\":")) { error in
            XCTAssertEqual((error as? WebMessageError)?.reason.hasPrefix("not JSON a message decodes from: "), true)
        }
        let long = String(repeating: "x", count: 500)
        XCTAssertThrowsError(try WebPageMessage.decode(long)) { error in
            XCTAssertEqual((error as? WebMessageError)?.text.count, 121, "cut to 120 characters and an ellipsis")
        }
    }

    /// The page's script, read as text: every `send({ t: …, … })` names a kind `WebPageMessage`
    /// declares and only keys that kind carries; every kind is sent somewhere; the kinds the
    /// script reads are `WebHostMessage`'s.
    func testThePageSendsOnlyMessagesTheHostDecodes() throws {
        let script = WebPage.html
        let sends = Self.matches(of: #"send\(\{ t: ([^,}]+)((?:,[^}]*)?) \}\)"#, in: script)
        XCTAssertGreaterThanOrEqual(sends.count, 9, "the script's send calls were found")
        // `t: type` is a pointer's: the kinds are the literals `pointer(…)` and `lift(…)` pass.
        let pointerKinds = Set(Self.matches(of: #"(?:pointer|lift)\("(\w+)""#, in: script).map { $0[0] })
        var sent: Set<String> = []
        for groups in sends {
            let kindNames: Set<String> =
                groups[0] == "type"
                ? pointerKinds : [groups[0].trimmingCharacters(in: CharacterSet(charactersIn: "\""))]
            let keys = Self.topLevelKeys(groups[1])
            for name in kindNames {
                let kind = try XCTUnwrap(WebPageMessage.Kind(rawValue: name), "the page sends \"\(name)\"")
                XCTAssertTrue(
                    keys.isSubset(of: kind.keys.map(\.rawValue)),
                    "\(name) sends \(keys.sorted()), declared \(kind.keys)")
                sent.insert(name)
            }
        }
        XCTAssertEqual(sent, Set(WebPageMessage.Kind.allCases.map(\.rawValue)))
        let read = Set(Self.matches(of: #"message\.t === "(\w+)""#, in: script).map { $0[0] })
        XCTAssertEqual(read, Set(WebHostMessage.Kind.allCases.map(\.rawValue)))
    }

    /// The capture groups of every match of `pattern` in `text`.
    private static func matches(of pattern: String, in text: String) -> [[String]] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let string = text as NSString
        return expression.matches(in: text, range: NSRange(location: 0, length: string.length)).map { match in
            (1..<match.numberOfRanges).map {
                match.range(at: $0).location == NSNotFound ? "" : string.substring(with: match.range(at: $0))
            }
        }
    }

    /// The keys of `, a: 1, b, c: f(x, y)` (an object literal's tail; a bare name is shorthand).
    private static func topLevelKeys(_ tail: String) -> Set<String> {
        var parts: [String] = [], depth = 0, current = ""
        for character in tail {
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return Set(
            parts.map { $0.split(separator: ":", maxSplits: 1).first.map(String.init) ?? "" }
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }
}
