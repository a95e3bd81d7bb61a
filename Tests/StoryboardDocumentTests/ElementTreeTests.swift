import Foundation
import XCTest

@testable import StoryboardDocument

/// The element tree as the decoder reads it from the file's bytes: attribute order and values,
/// text, comments and where each element starts, including the cases the byte scan has to get
/// right (references in values, tags over several lines, non-ASCII text, comments and CDATA
/// that contain tag-like text).
final class ElementTreeTests: XCTestCase {
    private func root(_ body: String, file: String = "Tree.storyboard") throws -> XMLNode {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            \(body)
            </document>
            """
        let result = StoryboardDecoder().decode(Data(text.utf8), file: file)
        XCTAssertEqual(result.errors.map(\.description), [])
        return try XCTUnwrap(result.document?.root)
    }

    private func descendant(_ root: XMLNode, id: String) throws -> XMLNode {
        var found: XMLNode?
        root.forEachDescendant { if found == nil, $0["id"] == id { found = $0 } }
        return try XCTUnwrap(found, "no element with id \(id)")
    }

    func testAttributesKeepTheFilesOrder() throws {
        let root = try root(#"<label zeta="1" alpha="2" id="L" mid="3"/>"#)
        let label = try descendant(root, id: "L")
        XCTAssertEqual(label.attributes.map(\.name), ["zeta", "alpha", "id", "mid"])
        XCTAssertEqual(label.attributes.map(\.value), ["1", "2", "L", "3"])
        XCTAssertEqual(root.attributes.first?.name, "type")
    }

    func testValuesWithReferencesAndLineBreaksAreTheParsersValues() throws {
        let root = try root(
            """
            <label id="L" text="Fish &amp; Chips &lt;3 &#x263A;" title="a&#10;b" other="tab\there" quote='say "hi"' empty=""/>
            """)
        let label = try descendant(root, id: "L")
        XCTAssertEqual(label["text"], "Fish & Chips <3 \u{263A}")
        XCTAssertEqual(label["title"], "a\nb")
        // XML turns a literal tab in an attribute value into a space.
        XCTAssertEqual(label["other"], "tab here")
        XCTAssertEqual(label["quote"], #"say "hi""#)
        XCTAssertEqual(label["empty"], "")
        XCTAssertNil(label["missing"])
        XCTAssertEqual(label.attributes.map(\.name), ["id", "text", "title", "other", "quote", "empty"])
    }

    func testLocationsAfterTagsOverSeveralLinesAndNonASCIIText() throws {
        let root = try root(
            """
              <scenes>
                <label id="A"
                       text="multi
            line" title="x"/><label id="B"/>
                <string key="text">Grüße — 你好</string><label id="C"/>
                <label id="D" text="ünïcödé"/>    <label id="E"/>
              </scenes>
            """)
        XCTAssertEqual(try descendant(root, id: "A").location.line, 4)
        XCTAssertEqual(try descendant(root, id: "A").location.column, 5)
        XCTAssertEqual(try descendant(root, id: "A")["text"], "multi line")
        let b = try descendant(root, id: "B").location
        XCTAssertEqual([b.line, b.column], [6, 18])
        // Columns count characters, not bytes.
        let c = try descendant(root, id: "C").location
        XCTAssertEqual([c.line, c.column], [7, 43])
        let e = try descendant(root, id: "E").location
        XCTAssertEqual([e.line, e.column], [8, 39])
    }

    func testCommentsAndCDATAThatLookLikeTagsDoNotConfuseTheScan() throws {
        let root = try root(
            """
              <!-- <label id="fake" a="1"/> -->
              <scenes>
                <string key="text"><![CDATA[<label id="cdata"/> & more]]></string>
                <?tool <label id="pi"/> ?>
                <label id="real" b="2"/>
              </scenes>
            """)
        let real = try descendant(root, id: "real")
        XCTAssertEqual([real.location.line, real.location.column], [7, 5])
        XCTAssertEqual(real.attributes.map(\.name), ["id", "b"])
        var ids: [String] = []
        root.forEachDescendant { if let id = $0["id"] { ids.append(id) } }
        XCTAssertEqual(ids, ["real"])
    }

    func testTextAndComments() throws {
        let root = try root(
            """
              <scenes>
                <!--My Scene-->
                <scene sceneID="s"><string key="text">  Hello, &lt;world&gt;  </string></scene>
              </scenes>
            """)
        let scene = try XCTUnwrap(root.child("scenes")?.child("scene"))
        XCTAssertEqual(scene.leadingComment, "My Scene")
        XCTAssertEqual(scene.child("string", key: "text")?.text, "  Hello, <world>  ")
        // Indentation between elements is not text.
        XCTAssertEqual(root.child("scenes")?.text, "")
    }

    func testADocumentOnOneLine() throws {
        let text =
            #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes><scene sceneID="s"/><scene sceneID="t"/></scenes></document>"#
        let result = StoryboardDecoder().decode(Data(text.utf8), file: "One.storyboard")
        let scenes = try XCTUnwrap(result.document?.root.child("scenes")).children.map(\.location.column)
        XCTAssertEqual(scenes, [163, 183])
    }

    func testChildrenAndDescendantsFollowTheFile() throws {
        let root = try root(
            """
              <scenes>
                <scene sceneID="1"><objects><a id="x"/><b id="y"><c id="z"/></b></objects></scene>
                <scene sceneID="2"/>
              </scenes>
            """)
        let scenes = try XCTUnwrap(root.child("scenes"))
        XCTAssertEqual(scenes.children.map { $0["sceneID"] }, ["1", "2"])
        XCTAssertEqual(scenes.children.count, 2)
        var order: [String] = []
        scenes.forEachDescendant { order.append($0.name) }
        XCTAssertEqual(order, ["scene", "objects", "a", "b", "c", "scene"])
        let objects = try XCTUnwrap(scenes.children.first?.child("objects"))
        XCTAssertEqual(objects.children.map(\.name), ["a", "b"])
        XCTAssertEqual(objects.children("b").first?.children.map(\.name), ["c"])
    }

    func testNodesMadeInCodeCompareByContent() {
        let location = SourceLocation(file: "Made.xib", line: 3, column: 4)
        let child = XMLNode(name: "color", attributes: [.init(name: "key", value: "textColor")], location: location)
        let node = XMLNode(
            name: "label", attributes: [.init(name: "text", value: "Hi"), .init(name: "id", value: "L")],
            children: [child], text: "", location: location)
        XCTAssertEqual(node.name, "label")
        XCTAssertEqual(node.attributes.map(\.name), ["text", "id"])
        XCTAssertEqual(node.child("color", key: "textColor")?.location, location)
        let same = XMLNode(
            name: "label", attributes: [.init(name: "text", value: "Hi"), .init(name: "id", value: "L")],
            children: [child], location: location)
        XCTAssertEqual(node, same)
        XCTAssertEqual(node.hashValue, same.hashValue)
        XCTAssertNotEqual(node, child)
    }
}

extension ElementTreeTests {
    /// Foundation passes namespace declarations on as attributes, so these match the scan too.
    func testNamespacedAttributesKeepTheFilesOrder() throws {
        let root = try root(
            """
              <scenes>
                <label xmlns:x="urn:x" x:b="2" id="N" a="1"/>
                <label id="after" c="3"/>
              </scenes>
            """)
        let label = try descendant(root, id: "N")
        XCTAssertEqual(label.attributes.map(\.name), ["xmlns:x", "x:b", "id", "a"])
        XCTAssertEqual([label.location.line, label.location.column], [4, 5])
        let after = try descendant(root, id: "after")
        XCTAssertEqual([after.location.line, after.location.column], [5, 5])
    }

    /// Should the scan ever disagree with the parser about an element, the reader takes the
    /// parser's name, values and position for it (attributes sorted by name), and the scan
    /// picks up again after that tag.
    func testWhenTheScanDisagreesTheParsersReportIsUsed() throws {
        let text = "<document a=\"1\">\n  <x q=\"1\" p=\"2\"/>\n  <y id=\"n\"/>\n</document>"
        let data = Data(text.utf8)
        let tree = data.withUnsafeBytes { bytes -> XMLNode in
            var state = ReadingState(file: "F", limits: .standard, locator: TagLocator(bytes: bytes))
            XCTAssertNil(state.startElement("document", attributes: ["a": "1"]) { (1, 17) })
            // The parser reports an element the bytes do not spell: the scan gives way.
            XCTAssertNil(state.startElement("z", attributes: ["q": "1", "p": "2"]) { (2, 21) })
            state.endElement()
            XCTAssertNil(state.startElement("y", attributes: ["id": "n"]) { (3, 14) })
            state.endElement()
            state.endElement()
            return XMLNode(tree: XMLTree(builder: state.builder), index: 0)
        }
        let children = Array(tree.children)
        XCTAssertEqual(children.map(\.name), ["z", "y"])
        XCTAssertEqual(children[0].attributes.map(\.name), ["p", "q"])
        XCTAssertEqual([children[0].location.line, children[0].location.column], [2, 3])
        XCTAssertEqual([children[1].location.line, children[1].location.column], [3, 3])
        XCTAssertEqual(children[1]["id"], "n")
    }
}
