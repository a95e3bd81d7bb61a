import Foundation
import StoryboardDocument
import TestSupport
import XCTest

/// A small valid storyboard. The broken documents below are this one with one thing changed,
/// so the line and column numbers in the tests refer to these lines:
///
///      1  <?xml …?>                      11  <segue …/>          (column 19)
///      2  <document …>     (column 1)    12  <action …/>         (column 19)
///      4  <scene …>        (column 5)    17  <constraint …/>     (column 15)
///      6  <viewController> (column 9)    21  <outlet …/>         (column 13)
///      9  <button …>       (column 15)   28  <viewController id="B"/>
private let template = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" initialViewController="A">
      <scenes>
        <scene sceneID="S1">
          <objects>
            <viewController id="A" sceneMemberID="viewController">
              <view key="view" id="A-view">
                <subviews>
                  <button id="A-button">
                    <connections>
                      <segue destination="B" kind="show" id="A-to-B"/>
                      <action selector="tap:" destination="A" eventType="touchUpInside" id="A-tap"/>
                    </connections>
                  </button>
                </subviews>
                <constraints>
                  <constraint firstItem="A-button" firstAttribute="top" secondItem="A-view" secondAttribute="top" constant="8.5" id="A-top"/>
                </constraints>
              </view>
              <connections>
                <outlet property="button" destination="A-button" id="A-outlet"/>
              </connections>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="S2">
          <objects>
            <viewController id="B" sceneMemberID="viewController"/>
          </objects>
        </scene>
      </scenes>
    </document>

    """

private let file = "Broken.storyboard"

final class DiagnosticTests: XCTestCase {
    // MARK: - Helpers

    private func decode(_ text: String, limits: DecoderLimits = .standard) -> DecodeResult {
        StoryboardDecoder(limits: limits).decode(Data(text.utf8), file: file)
    }

    /// The template with `old` replaced by `new` (which must occur exactly once).
    private func broken(_ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        XCTAssertEqual(
            template.components(separatedBy: old).count, 2, "'\(old)' occurs once in the template", file: file,
            line: line)
        return template.replacingOccurrences(of: old, with: new)
    }

    /// Asserts exactly one error, at `line`:`column`, whose message contains every fragment.
    @discardableResult
    private func assertOneError(
        _ result: DecodeResult, at line: Int, _ column: Int, _ fragments: String...,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) -> StoryboardDiagnostic? {
        XCTAssertEqual(result.errors.count, 1, "\(result.diagnostics)", file: file, line: sourceLine)
        guard let error = result.errors.first else { return nil }
        XCTAssertEqual(
            error.location, SourceLocation(file: "Broken.storyboard", line: line, column: column), error.description,
            file: file, line: sourceLine)
        for fragment in fragments {
            XCTAssertTrue(
                error.message.contains(fragment), "'\(error.message)' should contain '\(fragment)'", file: file,
                line: sourceLine)
        }
        return error
    }

    // MARK: - The template itself

    func testTemplateDecodesWithLocationsAtEachElementsLessThanSign() throws {
        let result = decode(template)
        XCTAssertEqual(result.diagnostics, [])
        let document = try XCTUnwrap(result.document)
        XCTAssertEqual(document.root.location, SourceLocation(file: file, line: 2, column: 1))
        XCTAssertEqual(document.scenes.map(\.location.line), [4, 26])
        XCTAssertEqual(document.scenes[0].location.column, 5)
        let controller = try XCTUnwrap(document.scenes[0].controller)
        XCTAssertEqual(controller.location, SourceLocation(file: file, line: 6, column: 9))
        let segue = try XCTUnwrap(document.segues.first)
        XCTAssertEqual(segue.location, SourceLocation(file: file, line: 11, column: 19))
        XCTAssertEqual(segue.trigger, .element(name: "button", id: "A-button"))
        let outlet = try XCTUnwrap(document.connections.first { $0.id == "A-outlet" })
        XCTAssertEqual(outlet.location, SourceLocation(file: file, line: 21, column: 13))
        let constraint = try XCTUnwrap(controller.rootView?.constraints.first)
        XCTAssertEqual(constraint.location, SourceLocation(file: file, line: 17, column: 15))
        XCTAssertEqual(constraint.constant, 8.5)
        XCTAssertEqual(
            controller.rootView?.subviews.first?.node.location, SourceLocation(file: file, line: 9, column: 15))
    }

    /// The parser counts columns in characters; so do locations, with several elements on a
    /// line and letters of more than one UTF-8 byte before them.
    func testColumnsCountCharactersNotBytes() throws {
        let text = template.replacingOccurrences(
            of: "<viewController id=\"B\" sceneMemberID=\"viewController\"/>",
            with:
                "<viewController id=\"B\" sceneMemberID=\"viewController\" title=\"Ünïcödé ⌘ 日本語\"><view key=\"view\" id=\"B-view\"><subviews><label text=\"ééééé\" id=\"l1\"/><label id=\"l2\"/></subviews></view></viewController>"
        )
        let document = try XCTUnwrap(decode(text).document)
        let labels = try XCTUnwrap(document.scenes[1].controller?.rootView?.subviews)
        // 8 spaces, then `<viewController … title="…">` (76 characters, 89 bytes), `<view …>`
        // (29), `<subviews>` (10): the first label is at column 124; it is 29 characters long.
        XCTAssertEqual(labels.map(\.node.location.line), [28, 28])
        XCTAssertEqual(labels.map(\.node.location.column), [124, 153])
    }

    // MARK: - Malformed XML

    func testEndTagThatClosesTheWrongElement() {
        // The button is never closed; `</subviews>` on line 15 meets it.
        let result = decode(broken("              </button>\n", ""))
        XCTAssertNil(result.document)
        assertOneError(
            result, at: 14, 13, "malformed XML", "</subviews> does not close <button>", "Broken.storyboard:9:15")
    }

    func testFileThatEndsInsideAnElement() {
        let lines = template.split(separator: "\n", omittingEmptySubsequences: false)
        let result = decode(lines.prefix(11).joined(separator: "\n"))
        XCTAssertNil(result.document)
        // The innermost open element is `<connections>` on line 10.
        assertOneError(result, at: 10, 17, "malformed XML", "<connections> is never closed")
    }

    func testUnquotedAttributeValue() {
        let result = decode(broken("kind=\"show\"", "kind=show"))
        XCTAssertNil(result.document)
        // The parser notices at the `s` of `show`.
        assertOneError(result, at: 11, 47, "malformed XML", "in quotes")
    }

    func testAttributeGivenTwice() {
        let result = decode(broken("kind=\"show\"", "kind=\"show\" kind=\"push\""))
        XCTAssertNil(result.document)
        // Reported at the element, which the parser only knows has a duplicate at its end.
        assertOneError(result, at: 11, 19, "malformed XML", "<segue> has an attribute twice")
    }

    func testUndeclaredEntity() {
        let result = decode(broken("selector=\"tap:\"", "selector=\"&tap;\""))
        XCTAssertNil(result.document)
        // At the `&` of the reference.
        assertOneError(result, at: 12, 37, "malformed XML", "undeclared entity")
    }

    func testContentAfterTheRootElement() {
        let result = decode(template + "<document/>\n")
        XCTAssertNil(result.document)
        assertOneError(result, at: 33, 1, "malformed XML", "more after the root element <document>")
    }

    func testRootThatIsNotADocument() {
        let result = decode(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n  <dict/>\n</plist>\n")
        XCTAssertNil(result.document)
        assertOneError(result, at: 2, 1, "the root element is <plist>, not an Interface Builder <document>")
    }

    func testEmptyFile() {
        for text in ["", "  \n\t\n"] {
            let result = decode(text)
            XCTAssertNil(result.document)
            assertOneError(result, at: 1, 1, "the file is empty")
        }
    }

    func testTextThatIsNotXML() {
        let result = decode("hello, world\n")
        XCTAssertNil(result.document)
        assertOneError(result, at: 1, 1, "not an XML document")
    }

    func testUnreadableFile() {
        let result = StoryboardDecoder().decode(contentsOf: URL(fileURLWithPath: "/nonexistent/Missing.storyboard"))
        XCTAssertNil(result.document)
        XCTAssertEqual(result.errors.first?.message, "the file cannot be read")
        XCTAssertEqual(result.errors.first?.location.line, 1)
    }

    // MARK: - Ids

    func testDanglingSegueDestination() {
        let result = decode(broken("destination=\"B\"", "destination=\"Nowhere\""))
        XCTAssertNotNil(result.document, "a dangling id is an error in a document that still reads")
        let error = assertOneError(result, at: 11, 19, "the show segue's destination 'Nowhere' does not exist")
        XCTAssertEqual(error?.severity, .error)
        XCTAssertEqual(
            error?.description,
            "Broken.storyboard:11:19: error: the show segue's destination 'Nowhere' does not exist in this document")
    }

    func testDanglingOutletDestination() {
        let result = decode(broken("destination=\"A-button\"", "destination=\"Gone\""))
        assertOneError(result, at: 21, 13, "the outlet connection's destination 'Gone' does not exist")
    }

    func testDanglingActionTarget() {
        let result = decode(broken("destination=\"A\" eventType", "destination=\"Gone\" eventType"))
        assertOneError(result, at: 12, 19, "the action connection's destination 'Gone' does not exist")
    }

    func testSegueWithoutDestination() {
        let result = decode(broken("destination=\"B\" kind=\"show\"", "kind=\"show\""))
        assertOneError(
            result, at: 11, 19, "the show segue's destination is missing: the element has no 'destination' attribute")
    }

    func testOutletWithoutDestination() {
        let result = decode(broken("destination=\"A-button\"", "destinationX=\"A-button\""))
        assertOneError(result, at: 21, 13, "the outlet connection's destination is missing")
    }

    func testNumbersThatAreNotNumbers() {
        let result = decode(broken("constant=\"8.5\"", "constant=\"nan\" multiplier=\"1:0\""))
        XCTAssertFalse(result.hasErrors)
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.description)
        XCTAssertEqual(
            warnings,
            [
                "Broken.storyboard:17:15: warning: the constraint's constant 'nan' is not a finite number; it reads as 0",
                "Broken.storyboard:17:15: warning: the constraint's multiplier '1:0' is not a finite number or ratio; it reads as 1",
            ])
        let frame = decode(
            broken(
                "<view key=\"view\" id=\"A-view\">",
                "<view key=\"view\" id=\"A-view\"><rect key=\"frame\" x=\"0\" y=\"inf\" width=\"1e999\" height=\"2\"/>")
        )
        XCTAssertEqual(
            frame.diagnostics.filter { $0.severity == .warning }.map(\.message),
            [
                "the rect's y 'inf' is not a finite number; it reads as 0",
                "the rect's width '1e999' is not a finite number; it reads as 0",
            ])
    }

    func testDanglingInitialViewController() {
        let result = decode(broken("initialViewController=\"A\"", "initialViewController=\"Q\""))
        assertOneError(result, at: 2, 1, "initialViewController refers to id 'Q'")
    }

    func testDanglingConstraintItem() {
        let result = decode(broken("secondItem=\"A-view\"", "secondItem=\"Gone\""))
        assertOneError(result, at: 17, 15, "the constraint's second item 'Gone' does not exist")
        let first = decode(broken("firstItem=\"A-button\"", "firstItem=\"Gone\""))
        assertOneError(first, at: 17, 15, "the constraint's first item 'Gone' does not exist")
    }

    func testDuplicateIdNamesBothPlaces() {
        let result = decode(broken("id=\"A-outlet\"", "id=\"A-tap\""))
        XCTAssertNotNil(result.document)
        // Reported at the second use, naming the first.
        assertOneError(result, at: 21, 13, "duplicate id 'A-tap'", "Broken.storyboard:12:19")
    }

    func testDanglingTieBreakerIsAWarning() {
        let text = broken(
            "  </scenes>\n",
            "  </scenes>\n  <inferredMetricsTieBreakers>\n    <segue reference=\"Lost\"/>\n  </inferredMetricsTieBreakers>\n"
        )
        let result = decode(text)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(result.diagnostics.first?.location, SourceLocation(file: file, line: 33, column: 5))
    }

    // MARK: - Platforms

    func testMacOSDocumentIsRefusedNamingTheRuntime() {
        let text = broken(
            "type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"",
            "type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\""
        )
        .replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"MacOSX.Cocoa\"")
        let result = decode(text)
        XCTAssertNil(result.document)
        assertOneError(result, at: 2, 1, "macOS", "MacOSX.Cocoa", "only iOS and tvOS")
    }

    func testWatchOSDocumentIsRefusedNamingTheRuntime() {
        let text = broken(
            "type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"",
            "type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\""
        )
        .replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"watchKit\"")
        let result = decode(text)
        XCTAssertNil(result.document)
        assertOneError(result, at: 2, 1, "watchOS", "watchKit")
    }

    func testTVOSDocumentLoads() throws {
        let text = broken(
            "type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"",
            "type=\"com.apple.InterfaceBuilder.AppleTV.Storyboard\""
        )
        .replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"AppleTV\"")
        let result = decode(text)
        XCTAssertEqual(result.diagnostics, [])
        let document = try XCTUnwrap(result.document)
        XCTAssertEqual(document.targetRuntime, .tvOS)
        XCTAssertTrue(document.targetRuntime.isUIKit)
        XCTAssertEqual(document.format, .storyboard)
        XCTAssertEqual(document.scenes.count, 2)
    }

    // MARK: - Entities

    private let billionLaughs = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE document [
          <!ENTITY lol "lol">
          <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
          <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
          <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
          <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
          <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
          <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
          <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
          <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
          <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
        ]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" title="&lol9;">&lol9;</document>

        """

    /// Refused before parsing, so it returns at once (the bound is loose for slow CI machines).
    func testBillionLaughsIsRefusedQuickly() {
        let start = Date()
        let result = decode(billionLaughs)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        XCTAssertNil(result.document)
        assertOneError(result, at: 2, 1, "DOCTYPE", "entity expansion and external entities are off")
    }

    func testExternalEntityIsRefused() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" title="&x;">&x;</document>

            """
        let result = decode(text)
        XCTAssertNil(result.document)
        let error = assertOneError(result, at: 2, 1, "DOCTYPE")
        XCTAssertFalse(error?.message.contains("root:") ?? true)
    }

    /// `<?name?>`, with nothing after the name, crashed Foundation's XML parser (found by
    /// `make fuzz`): it is refused where it stands, before parsing; with data, or inside a
    /// comment or CDATA section, it is no such instruction.
    func testProcessingInstructionWithNothingAfterItsNameIsRefused() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
              <!-- <?quiet?> --><![CDATA[<?quiet?>]]><?spoken data?>
                <?en_001?><scenes/>
            </document>

            """
        let result = decode(text)
        XCTAssertNil(result.document)
        assertOneError(result, at: 4, 5, "processing instruction", "'<?name?>'")
        XCTAssertNil(decode("<?en_001?><m.applever.0ment>\n").document, "the fuzzer's input")
        let harmless = text.replacingOccurrences(of: "<?en_001?>", with: "")
        XCTAssertNotNil(decode(harmless).document, "the others are no such instruction")
    }

    /// Ways to slip a DOCTYPE past a byte scan that stops too early or reads the wrong encoding.
    func testDoctypeCannotHideBehindCommentsOrOtherEncodings() throws {
        let afterComment = billionLaughs.replacingOccurrences(
            of: "<!DOCTYPE", with: "<!-- a <comment> with <tags> -->\n<!DOCTYPE")
        assertOneError(decode(afterComment), at: 3, 1, "DOCTYPE")
        let afterInstruction = billionLaughs.replacingOccurrences(of: "<!DOCTYPE", with: "<?other <x> ?><!DOCTYPE")
        assertOneError(decode(afterInstruction), at: 2, 15, "DOCTYPE")
        let afterByteOrderMark = StoryboardDecoder().decode(
            Data([0xEF, 0xBB, 0xBF]) + Data(billionLaughs.utf8), file: file)
        XCTAssertNil(afterByteOrderMark.document)
        XCTAssertTrue(afterByteOrderMark.errors.first?.message.contains("DOCTYPE") ?? false)

        // UTF-16 with a byte order mark is transcoded and its DOCTYPE found; without one, and
        // UTF-32 and EBCDIC, are refused by their first bytes (XMLEncodingTests).
        let utf16Laughs = billionLaughs.replacingOccurrences(of: "UTF-8", with: "UTF-16")
        for encoding in [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian, .utf32] {
            let data = try XCTUnwrap(utf16Laughs.data(using: encoding))
            let result = StoryboardDecoder().decode(data, file: file)
            XCTAssertNil(result.document, "\(encoding)")
            XCTAssertEqual(result.errors.count, 1, "\(encoding)")
            if encoding == .utf16 { assertOneError(result, at: 2, 1, "DOCTYPE") }
        }
        let ebcdic = StoryboardDecoder().decode(Data([0x4C, 0x6F, 0xA7, 0x94, 0x40]), file: file)
        assertOneError(ebcdic, at: 1, 1, "EBCDIC", "only UTF-8 and UTF-16")

        // UTF-7 spells `<` as `+ADw-`, so a UTF-7 DOCTYPE has no `<!` in its bytes.
        let utf7 =
            "<?xml version=\"1.0\" encoding=\"UTF-7\"?>+ADw-!DOCTYPE d +AFs-+ADw-!ENTITY a \"lol\"+AD4-+AF0-+AD4-"
            + "+ADw-document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" title=\"+ACY-a;\"/+AD4-"
        assertOneError(decode(utf7), at: 1, 21, "encoding \"UTF-7\"", "UTF-8")
        XCTAssertEqual(decode(template.replacingOccurrences(of: "UTF-8", with: "utf-8")).diagnostics, [])
    }

    // MARK: - Limits

    func testDepthLimit() {
        let depth = DecoderLimits.standard.maximumDepth + 10
        var text =
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" targetRuntime=\"iOS.CocoaTouch\">\n"
        text +=
            String(repeating: "<view>\n", count: depth) + String(repeating: "</view>\n", count: depth) + "</document>\n"
        let result = decode(text)
        XCTAssertNil(result.document)
        // `<document>` and 255 views fill the allowed depth; the next view, on line 257, is one too deep.
        assertOneError(
            result, at: DecoderLimits.standard.maximumDepth + 1, 1,
            "nested more than \(DecoderLimits.standard.maximumDepth) deep")

        var limits = DecoderLimits()
        limits.maximumDepth = 5
        // document, scenes, scene, objects, viewController fill it; the view on line 7 does not fit.
        assertOneError(decode(template, limits: limits), at: 7, 11, "nested more than 5 deep")
    }

    func testAttributeSizeLimit() {
        // The template's longest attribute value is the document type, 53 bytes.
        let longest = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB".utf8.count
        var limits = DecoderLimits()
        limits.maximumAttributeLength = longest
        XCTAssertEqual(decode(template, limits: limits).diagnostics, [])
        let selector = String(repeating: "a", count: longest) + ":"
        let result = decode(broken("selector=\"tap:\"", "selector=\"\(selector)\""), limits: limits)
        XCTAssertNil(result.document)
        assertOneError(result, at: 12, 19, "attribute 'selector' is longer than \(longest) bytes")

        limits.maximumAttributeLength = longest - 1
        assertOneError(
            decode(template, limits: limits), at: 2, 1, "attribute 'type' is longer than \(longest - 1) bytes")
    }

    func testFileSizeLimit() throws {
        var limits = DecoderLimits()
        limits.maximumFileSize = 100
        let result = decode(template, limits: limits)
        XCTAssertNil(result.document)
        assertOneError(
            result, at: 1, 1, "the file is \(template.utf8.count) bytes", "larger than 100 bytes are refused")

        // From a file, the size is checked before the file is read.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "DiagnosticTests-\(UUID().uuidString).storyboard")
        try Data(template.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = StoryboardDecoder(limits: limits).decode(contentsOf: url)
        XCTAssertNil(fromFile.document)
        XCTAssertEqual(fromFile.errors.map(\.location.line), [1])
        XCTAssertTrue(fromFile.errors.first?.message.contains("larger than 100 bytes") ?? false)
    }

    func testElementCountLimit() {
        var limits = DecoderLimits()
        limits.maximumElementCount = 10
        let result = decode(template, limits: limits)
        XCTAssertNil(result.document)
        // document, scenes, scene, objects, viewController, view, subviews, button, connections,
        // segue: the action on line 12 is the eleventh.
        assertOneError(result, at: 12, 19, "more than 10 elements")
    }

    // MARK: - Numbers

    /// Numbers that are not finite read as absent, and none traps on the way to an `Int`.
    func testNumbersThatAreNotFinite() throws {
        let text = broken("constant=\"8.5\"", "constant=\"nan\" multiplier=\"1e308:1e-308\" priority=\"inf\"")
            .replacingOccurrences(
                of: "<view key=\"view\" id=\"A-view\">",
                with: """
                    <view key="view" id="A-view">
                      <rect key="frame" x="nan" y="-inf" width="1e400" height="10"/>
                      <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="range" keyPath="r"><range key="value" location="1e300" length="-inf"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="n" value="nan"/>
                      </userDefinedRuntimeAttributes>
                    """)
        let result = decode(text)
        XCTAssertEqual(result.errors, [])
        let view = try XCTUnwrap(result.document?.scenes[0].controller?.rootView)
        let constraint = try XCTUnwrap(view.constraints.first)
        XCTAssertEqual(constraint.constant, 0)
        XCTAssertEqual(constraint.multiplier, 1)
        XCTAssertEqual(constraint.priority, 1000)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 0, height: 10))
        XCTAssertEqual(view.runtimeAttributes.map(\.value), [.range(location: 0, length: 0), .number(0)])
    }

    // MARK: - Hostile bytes

    /// Random bytes, random XML-like token soup, and single-byte mutations of the template: none
    /// may crash, and every result is either a document or an error.
    func testRandomInputNeverCrashes() {
        var random = SplitMix64(seed: 0x5EED)
        let tokens = [
            "<", ">", "/>", "</", "=", "\"", "'", "&", ";", "&amp;", "<!--", "-->", "<?", "?>", "<![CDATA[", "]]>",
            "<!DOCTYPE", "document", "scene", "id", "x", " ", "\n", "é", "日", "&#0;", "&#x10FFFF;", "\u{1}",
        ]
        for round in 0..<300 {
            let data: Data
            switch round % 3 {
            case 0:
                data = Data((0..<Int(random.next() % 512)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
            case 1:
                data = Data(
                    (0..<Int(random.next() % 64)).map { _ in tokens[Int(random.next() % UInt64(tokens.count))] }
                        .joined().utf8)
            default:
                var bytes = [UInt8](template.utf8)
                for _ in 0..<(1 + Int(random.next() % 3)) {
                    bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
                }
                data = Data(bytes)
            }
            let result = StoryboardDecoder().decode(data, file: file)
            XCTAssertTrue(result.document != nil || result.hasErrors, "round \(round): neither a document nor an error")
            for diagnostic in result.diagnostics {
                XCTAssertGreaterThanOrEqual(diagnostic.location.line, 1)
                XCTAssertGreaterThanOrEqual(diagnostic.location.column, 1)
            }
        }
    }

    /// Every truncation of a storyboard before its root element ends is an error at a place
    /// inside what is left; none crashes.
    func testTruncationsOfASampleFile() throws {
        try assertTruncationsAreLocatedErrors(
            of: SampleCorpus.storyboards.appendingPathComponent("sample__Notes/Notes__Base.lproj__Main.storyboard"))
    }
}

/// The same over a real file of the shared corpus.
final class DiagnosticCorpusTests: XCTestCase {
    func testTruncationsOfACorpusFile() throws {
        let folder = try SharedCorpus.storyboards
        try assertTruncationsAreLocatedErrors(
            of: folder.appendingPathComponent(
                "Lax__Learn-iOS-Swift-by-Examples/SegueCatalog__SegueCatalog__Base.lproj__Split.storyboard"))
    }
}

/// Cuts the file at about 300 places before its root element ends (and at the edges of its XML
/// declaration): each prefix is one error located inside what is left, and the whole root decodes.
private func assertTruncationsAreLocatedErrors(of url: URL) throws {
    let bytes = [UInt8](try Data(contentsOf: url))
    // The file ends with `</document>` and a newline; cutting only the newline leaves it whole.
    let rootEnd = bytes.count - 1
    XCTAssertTrue(bytes[(rootEnd - 11)..<rootEnd].elementsEqual("</document>".utf8))
    XCTAssertEqual(bytes.last, UInt8(ascii: "\n"))
    var lengths = Set(stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)))
    lengths.formUnion([1, 2, 38, 39, rootEnd - 1])
    for length in lengths.sorted() where length < rootEnd {
        let prefix = Data(bytes[..<length])
        let result = StoryboardDecoder().decode(prefix, file: file)
        XCTAssertNil(result.document, "truncated at \(length)")
        XCTAssertEqual(result.errors.count, 1, "truncated at \(length): \(result.diagnostics)")
        let lineCount = bytes[..<length].filter { $0 == UInt8(ascii: "\n") }.count + 1
        for error in result.errors {
            XCTAssertLessThanOrEqual(error.location.line, lineCount, "truncated at \(length): \(error)")
        }
    }
    XCTAssertEqual(StoryboardDecoder().decode(Data(bytes[..<rootEnd]), file: file).errors, [])
}
