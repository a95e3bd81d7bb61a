import Foundation
import StoryboardDocument
import TestSupport
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a document holds, counted once from the decoded model and once with Foundation's
/// `XMLDocument` and XPath, which share no code with the decoder.
struct DocumentCounts: Equatable, CustomStringConvertible {
    var scenes = 0
    /// Scene members with `sceneMemberID="viewController"` that are controllers.
    var controllers = 0
    /// Scene members with `sceneMemberID="viewController"` that are storyboard references.
    var references = 0
    /// Segues in `<connections>` (not the tie-breaker references), by `kind`.
    var seguesByKind: [String: Int] = [:]
    /// Outlets, outlet collections and actions, by element name.
    var connectionsByKind: [String: Int] = [:]
    var views = 0
    var constraints = 0

    var description: String {
        "scenes \(scenes), controllers \(controllers), references \(references), segues \(seguesByKind.sorted { $0.key < $1.key }), "
            + "connections \(connectionsByKind.sorted { $0.key < $1.key }), views \(views), constraints \(constraints)"
    }
}

extension DocumentCounts {
    /// Counts from the typed model only: scenes and their controllers, `segues`, `connections`,
    /// and every view the objects reach (`SceneObject.forEachView`) with their constraints.
    init(model document: InterfaceDocument) {
        scenes = document.scenes.count
        for scene in document.scenes {
            switch scene.controller?.kind {
            case .controller?: controllers += 1
            case .reference?: references += 1
            default: break
            }
        }
        for segue in document.segues { seguesByKind[segue.kind.name, default: 0] += 1 }
        for connection in document.connections {
            switch connection.kind {
            case .outlet: connectionsByKind["outlet", default: 0] += 1
            case .outletCollection: connectionsByKind["outletCollection", default: 0] += 1
            case .action: connectionsByKind["action", default: 0] += 1
            }
        }
        for object in document.scenes.flatMap(\.objects) + document.objects {
            object.forEachView { view in
                views += 1
                constraints += view.constraints.count
            }
        }
    }

    /// The same counts with XPath over Foundation's DOM. The view rule is the one `ViewElement`
    /// documents, written out as paths: children of `<subviews>`, cells, elements other than
    /// `<nil>` whose `key` names a view property, and top-level objects that are not
    /// controllers, placeholders, exits, bar items, gesture recognizers or custom objects.
    init(xpathOver data: Data) throws {
        let document = try XMLDocument(data: data, options: [])
        func count(_ path: String) throws -> Int { try document.nodes(forXPath: path).count }
        func tally(_ path: String, by attribute: String?) throws -> [String: Int] {
            var result: [String: Int] = [:]
            for node in try document.nodes(forXPath: path) {
                let element = try XCTUnwrap(node as? XMLElement)
                let key = attribute.map { element.attribute(forName: $0)?.stringValue ?? "" } ?? element.name ?? ""
                result[key, default: 0] += 1
            }
            return result
        }
        scenes = try count("/document/scenes/scene")
        controllers = try count(
            "/document/scenes/scene/objects/*[@sceneMemberID='viewController'][not(self::viewControllerPlaceholder)]")
        references = try count(
            "/document/scenes/scene/objects/viewControllerPlaceholder[@sceneMemberID='viewController']")
        seguesByKind = try tally("//connections/segue", by: "kind")
        connectionsByKind = try tally(
            "//connections/outlet | //connections/outletCollection | //connections/action", by: nil)
        constraints = try count("//constraint")

        let viewKeys = [
            "view", "contentView", "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
            "tableHeaderView", "tableFooterView", "sectionHeaderView", "sectionFooterView", "titleView",
            "customView", "navigationBar", "tabBar", "toolbar", "refreshControl", "inputView", "inputAccessoryView",
        ]
        let keyed = viewKeys.map { "@key='\($0)'" }.joined(separator: " or ")
        let notViews = [
            "placeholder", "exit", "viewControllerPlaceholder", "customObject", "searchDisplayController",
            "navigationItem", "barButtonItem", "tabBarItem", "viewController", "tableViewController",
            "collectionViewController", "navigationController", "tabBarController", "splitViewController",
            "pageViewController", "hostingController", "avPlayerViewController", "glkViewController",
        ]
        .map { "self::\($0)" }.joined(separator: " or ")
        let topLevel =
            "[@id][not(\(notViews) or @sceneMemberID='viewController' or contains(name(), 'GestureRecognizer'))]"
        views = try count(
            "//subviews/* | //prototypes/* | //cells/* | //*[\(keyed)][not(self::nil)]"
                + " | /document/objects/*\(topLevel) | /document/scenes/scene/objects/*\(topLevel)")
    }
}

/// The shared corpus's counts, and typed values checked by hand against its files.
final class DocumentCountCorpusTests: XCTestCase {
    /// For every corpus file that decodes, the model's counts equal the XPath counts.
    func testModelCountsEqualXPathCounts() throws {
        let (compared, totals) = try compareModelAndXPathCounts(in: SharedCorpus.storyboards)
        XCTAssertEqual(compared, 40)
        // The corpus is not empty of anything counted.
        XCTAssertGreaterThan(totals.scenes, 300)
        XCTAssertGreaterThan(totals.views, 1000)
        XCTAssertGreaterThan(totals.constraints, 2000)
    }

    /// The XPath side sees the views the rule names: cells, content views, table headers, bars
    /// and bar item views, and a xib's top-level views but not its gesture recognizers.
    func testViewRuleReachesCellsHeadersBarsAndItemViews() throws {
        let document = try decodeCorpus("UICatalog__Swift__UIKitCatalog__Base.lproj__Main.storyboard")
        var byKey: [String: Int] = [:]
        var names: Set<String> = []
        for object in document.scenes.flatMap(\.objects) {
            object.forEachView { view in
                byKey[view.key ?? "", default: 0] += 1
                names.insert(view.elementName)
            }
        }
        XCTAssertGreaterThan(byKey["contentView"] ?? 0, 0)
        XCTAssertGreaterThan(byKey["navigationBar"] ?? 0, 0)
        XCTAssertTrue(names.contains("tableViewCell"))
        XCTAssertTrue(names.contains("tableViewCellContentView"))

        let avEdit = try decodeCorpus("AVCustomEdit__AVCustomEdit-Swift__Base.lproj__Main.storyboard")
        var customViews: [String] = []
        for object in avEdit.scenes.flatMap(\.objects) {
            object.forEachView { if $0.key == "customView" { customViews.append($0.elementName) } }
        }
        XCTAssertEqual(customViews, ["slider"])
    }

    // MARK: - Typed values checked by hand against the corpus

    func testFractionalConstantsAndMultipliers() throws {
        let textCell = try decodeCorpus("Example__Example__CustomDesign__TextCell.xib")
        XCTAssertEqual(try constraint("qgi-fV-v2S", in: textCell).constant, 106.5)

        let netNewsWire = try decodeCorpus("iOS__Base.lproj__Main.storyboard")
        let centred = try constraint("Zgc-BX-2k3", in: netNewsWire)
        XCTAssertEqual(centred.constant, -0.5)
        XCTAssertEqual(centred.firstAttribute, "centerY")
        XCTAssertEqual(centred.secondItem, "qoe-rn-pwE")

        let general = try decodeCorpus("Storyboard__Base.lproj__General.storyboard")
        let ratio = try constraint("Y2v-8q-AZo", in: general)
        XCTAssertEqual(ratio.multiplier, 2)
        XCTAssertEqual(ratio.location.line, 462)

        let launch = try decodeCorpus("Alamofire__Alamofire/Example__Resources__Base.lproj__LaunchScreen.storyboard")
        let third = try constraint("moa-c2-u7t", in: launch)
        XCTAssertEqual(third.multiplier, 1.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(third.constant, 1)
        XCTAssertEqual(third.secondAttribute, "bottom")
    }

    func testDisplayP3NamedColour() throws {
        let bookmarks = try decodeCorpus("DuckDuckGo__Base.lproj__Bookmarks.storyboard")
        XCTAssertEqual(
            bookmarks.namedColors["AlertButtonDestructiveTitleColor"],
            .rgb(
                red: 0.92500001192092896, green: 0.21600000560283661, blue: 0.14100000262260437, alpha: 1,
                space: "displayP3"))
        let references = try decodeCorpus("Examples__ResourceApp__ResourceApp__References.storyboard")
        let p3 = references.namedColors.values.filter {
            if case .rgb(_, _, _, _, "displayP3") = $0 { return true }
            return false
        }
        XCTAssertEqual(p3.count, 1)
    }

    func testSegueAttributes() throws {
        let split = try decodeCorpus("SegueCatalog__SegueCatalog__Base.lproj__Split.storyboard")
        let unwind = try segue("QZo-8p-CwL", in: split)
        XCTAssertEqual(unwind.kind, .unwind(action: "unwindInMaster:"))
        XCTAssertEqual(unwind.destination, "ox2-sx-hGh")
        XCTAssertEqual(unwind.location.line, 111)
        XCTAssertEqual(unwind.location.column, 37)
        if case .element(let name, _) = unwind.trigger {
            XCTAssertEqual(name, "button")
        } else {
            XCTFail("\(unwind.trigger)")
        }

        let bookmarks = try decodeCorpus("DuckDuckGo__Base.lproj__Bookmarks.storyboard")
        let embed = try segue("bY2-W6-VAQ", in: bookmarks)
        XCTAssertEqual(embed.kind, .embed)
        XCTAssertEqual(embed.identifier, "FavoritesTab")
        XCTAssertEqual(embed.destinationCreationSelector, "onCreateFavoritesView:sender:segueIdentifier:")
        let root = try segue("9So-lE-9eZ", in: bookmarks)
        XCTAssertEqual(root.kind, .relationship("rootViewController"))
        XCTAssertEqual(root.destinationCreationSelector, "onCreateEditor:sender:segueIdentifier:")

        let avEdit = try decodeCorpus("AVCustomEdit__AVCustomEdit-Swift__Base.lproj__Main.storyboard")
        let popover = try segue("AWy-e0-qrs", in: avEdit)
        XCTAssertEqual(popover.kind, .popoverPresentation)
        XCTAssertEqual(popover.identifier, "Transition")
        XCTAssertEqual(popover.popoverAnchorBarButtonItem, "ihF-E3-VhR")
        XCTAssertNil(popover.popoverAnchorView)

        let netNewsWire = try decodeCorpus("iOS__Base.lproj__Main.storyboard")
        let relationships = Set(
            netNewsWire.segues.compactMap { segue -> String? in
                if case .relationship(let name) = segue.kind { return name }
                return nil
            })
        XCTAssertTrue(
            relationships.isSuperset(of: [
                "masterViewController", "supplementaryViewController", "detailViewController",
            ]),
            "\(relationships)")
    }

    func testStoryboardReferences() throws {
        let references = try decodeCorpus("Examples__ResourceApp__ResourceApp__References.storyboard")
        let other = try XCTUnwrap(references.scene(containing: "kne-1k-ozT")?.controller)
        XCTAssertEqual(
            other.kind,
            .reference(
                storyboardName: "SomeStoryboard", referencedIdentifier: nil,
                bundleIdentifier: "com.example.someBundle"))
        let sameStoryboard = references.scenes.compactMap(\.controller).filter {
            if case .reference(nil, _, _) = $0.kind { return true }
            return false
        }
        XCTAssertEqual(sameStoryboard.count, 1)

        let main = try decodeCorpus("IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__Main.storyboard")
        let general = try XCTUnwrap(main.scene(containing: "KZJ-ih-4D1")?.controller)
        XCTAssertEqual(
            general.kind,
            .reference(
                storyboardName: "General", referencedIdentifier: "TextFieldViewController",
                bundleIdentifier: nil))
        XCTAssertEqual(general.location.line, 788)
        XCTAssertEqual(general.location.column, 17)
    }

    // MARK: - Helpers

    /// Decodes the one corpus file whose path ends with `suffix`, which must load without errors.
    private func decodeCorpus(
        _ suffix: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> InterfaceDocument {
        try decodeOne(suffix, in: SharedCorpus.storyboards, file: file, line: line)
    }
}

/// What `make test` keeps of those checks, over the sample: the counts, the typed values its
/// files were written to hold, and values neither corpus has.
final class DocumentCountTests: XCTestCase {
    /// For every sample file that decodes, the model's counts equal the XPath counts.
    func testModelCountsEqualXPathCountsInTheSample() throws {
        let (compared, totals) = try compareModelAndXPathCounts(in: SampleCorpus.storyboards)
        XCTAssertEqual(compared, 5, "four storyboards and a nib; the macOS storyboard is refused")
        XCTAssertEqual(totals.scenes, 16)
        XCTAssertGreaterThan(totals.views, 30)
        XCTAssertGreaterThan(totals.constraints, 30)
    }

    /// The view rule reaches prototype and static cells with their content views, navigation
    /// and tab bars, and a nib's top-level cell.
    func testViewRuleReachesCellsBarsAndANibsCell() throws {
        let main = try decodeSample("sample__Notes/Notes__Base.lproj__Main.storyboard")
        var byKey: [String: Int] = [:]
        var names: Set<String> = []
        for object in main.scenes.flatMap(\.objects) {
            object.forEachView { view in
                byKey[view.key ?? "", default: 0] += 1
                names.insert(view.elementName)
            }
        }
        XCTAssertEqual(byKey["contentView"], 1)
        XCTAssertEqual(byKey["navigationBar"], 3)
        XCTAssertTrue(
            names.isSuperset(of: ["tableViewCell", "tableViewCellContentView", "containerView", "textView"]), "\(names)"
        )

        let mail = try decodeSample("sample__Mail/iOS__Base.lproj__Main.storyboard")
        var tabBars = 0
        for object in mail.scenes.flatMap(\.objects) { object.forEachView { if $0.key == "tabBar" { tabBars += 1 } } }
        XCTAssertEqual(tabBars, 1)

        let settings = try decodeSample("sample__Notes/Notes__Base.lproj__Settings.storyboard")
        var staticCells = 0
        for object in settings.scenes.flatMap(\.objects) {
            object.forEachView { if $0.elementName == "tableViewCell" { staticCells += 1 } }
        }
        XCTAssertEqual(staticCells, 2)

        let nib = try decodeSample("sample__Notes/Notes__NoteCell.xib")
        var nibViews: [String] = []
        for object in nib.objects { object.forEachView { nibViews.append($0.elementName) } }
        XCTAssertEqual(nibViews, ["tableViewCell", "tableViewCellContentView", "label", "label"])
    }

    func testFractionalConstantsAndRatioMultipliers() throws {
        let main = try decodeSample("sample__Notes/Notes__Base.lproj__Main.storyboard")
        let centred = try constraint("badge-y", in: main)
        XCTAssertEqual(centred.constant, -0.5)
        XCTAssertEqual(centred.firstAttribute, "centerY")
        XCTAssertEqual(centred.secondItem, "note-view")
        let third = try constraint("attachments-height", in: main)
        XCTAssertEqual(third.multiplier, 1.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(third.secondAttribute, "height")
        XCTAssertEqual(try constraint("badge-square", in: main).multiplier, 1)
    }

    func testDisplayP3NamedColour() throws {
        let main = try decodeSample("sample__Notes/Notes__Base.lproj__Main.storyboard")
        XCTAssertEqual(
            main.namedColors["AccentColor"],
            .rgb(
                red: 0.93725490196078431, green: 0.42745098039215684, blue: 0.16078431372549021, alpha: 1,
                space: "displayP3"))
    }

    func testSegueAttributes() throws {
        let main = try decodeSample("sample__Notes/Notes__Base.lproj__Main.storyboard")
        let save = try segue("save-unwind", in: main)
        XCTAssertEqual(save.kind, .unwind(action: "saveNote:"))
        XCTAssertEqual(save.identifier, "SaveNote")
        XCTAssertEqual(save.destination, "compose-exit")
        if case .element(let name, _) = save.trigger {
            XCTAssertEqual(name, "barButtonItem")
        } else {
            XCTFail("\(save.trigger)")
        }

        let embed = try segue("embed-attachments", in: main)
        XCTAssertEqual(embed.kind, .embed)
        XCTAssertEqual(embed.identifier, "Attachments")
        if case .element(let name, _) = embed.trigger {
            XCTAssertEqual(name, "containerView")
        } else {
            XCTFail("\(embed.trigger)")
        }

        let popover = try segue("compose-popover", in: main)
        XCTAssertEqual(popover.kind, .popoverPresentation)
        XCTAssertEqual(popover.identifier, "Compose")
        XCTAssertEqual(popover.popoverAnchorBarButtonItem, "add-item")
        XCTAssertNil(popover.popoverAnchorView)

        XCTAssertEqual(try segue("show-note", in: main).kind, .showDetail)
        let relationships = Set(
            main.segues.compactMap { segue -> String? in
                if case .relationship(let name) = segue.kind { return name }
                return nil
            })
        XCTAssertEqual(relationships, ["masterViewController", "detailViewController", "rootViewController"])

        let mail = try decodeSample("sample__Mail/iOS__Base.lproj__Main.storyboard")
        XCTAssertEqual(try segue("show-message", in: mail).kind, .push, "the legacy push segue")
        XCTAssertEqual(try segue("tabs-archive", in: mail).kind, .relationship("viewControllers"))
    }

    func testStoryboardReference() throws {
        let main = try decodeSample("sample__Notes/Notes__Base.lproj__Main.storyboard")
        let settings = try XCTUnwrap(main.scene(containing: "settings-reference")?.controller)
        XCTAssertEqual(
            settings.kind,
            .reference(storyboardName: "Settings", referencedIdentifier: "Settings", bundleIdentifier: nil))
        XCTAssertEqual(settings.location.line, 106)
        XCTAssertEqual(settings.location.column, 17)
    }

    /// Values neither corpus has an example of, from a hand-made document.
    func testValuesTheCorpusLacks() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9059" targetRuntime="iOS.CocoaTouch">
              <scenes>
                <scene sceneID="S1">
                  <objects>
                    <viewController id="A" sceneMemberID="viewController">
                      <view key="view" id="A-view">
                        <subviews>
                          <label text="Hi" id="A-label">
                            <fontDescription key="fontDescription" type="system" size="system"/>
                            <color key="textColor" red="1" green="0.5" blue="0.25" alpha="0.75" colorSpace="custom" customColorSpace="displayP3"/>
                          </label>
                        </subviews>
                        <constraints>
                          <constraint firstItem="A-label" firstAttribute="width" secondItem="A-label" secondAttribute="height" multiplier="16:9" id="A-ratio"/>
                        </constraints>
                        <connections>
                          <segue destination="R" kind="popoverPresentation" popoverAnchorView="A-label" id="A-popover">
                            <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                          </segue>
                        </connections>
                      </view>
                    </viewController>
                  </objects>
                </scene>
                <scene sceneID="S2">
                  <objects>
                    <viewControllerPlaceholder storyboardIdentifier="Here" storyboardName="Other" referencedIdentifier="There" bundleIdentifier="com.example.kit" id="R" sceneMemberID="viewController"/>
                  </objects>
                </scene>
              </scenes>
            </document>
            """
        let result = StoryboardDecoder().decode(Data(text.utf8), file: "Values.storyboard")
        XCTAssertEqual(result.diagnostics, [])
        let document = try XCTUnwrap(result.document)
        let label = try XCTUnwrap(document.scenes[0].controller?.rootView?.subviews.first)
        XCTAssertEqual(label.font, .system(type: "system", weight: nil, pointSize: nil))
        XCTAssertEqual(label.colors["textColor"], .rgb(red: 1, green: 0.5, blue: 0.25, alpha: 0.75, space: "displayP3"))
        XCTAssertEqual(try constraint("A-ratio", in: document).multiplier, 16.0 / 9.0, accuracy: 1e-12)
        let popover = try segue("A-popover", in: document)
        XCTAssertEqual(popover.popoverAnchorView, "A-label")
        XCTAssertEqual(popover.trigger, .element(name: "view", id: "A-view"))
        let reference = try XCTUnwrap(document.scenes[1].controller)
        XCTAssertEqual(
            reference.kind,
            .reference(storyboardName: "Other", referencedIdentifier: "There", bundleIdentifier: "com.example.kit"))
        XCTAssertEqual(reference.storyboardIdentifier, "Here")
    }

    /// Decodes the sample file at `path` below its storyboards, which must load without errors.
    private func decodeSample(
        _ path: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> InterfaceDocument {
        try decodeOne(path, in: SampleCorpus.storyboards, file: file, line: line)
    }
}

/// For every file below `folder` that decodes, compares the model's counts with the XPath counts;
/// returns how many were compared and the XPath totals of scenes, views and constraints.
private func compareModelAndXPathCounts(
    in folder: URL, file: StaticString = #filePath, line: UInt = #line
) throws
    -> (compared: Int, totals: DocumentCounts)
{
    var compared = 0
    var totals = DocumentCounts()
    for url in interfaceFiles(below: folder) {
        guard let document = StoryboardDecoder().decode(contentsOf: url).document else { continue }
        let data = try Data(contentsOf: url)
        let expected = try DocumentCounts(xpathOver: data)
        let actual = DocumentCounts(model: document)
        XCTAssertEqual(
            actual, expected, "\(url.lastPathComponent)\n model: \(actual)\n xpath: \(expected)", file: file, line: line
        )
        compared += 1
        totals.views += expected.views
        totals.constraints += expected.constraints
        totals.scenes += expected.scenes
    }
    return (compared, totals)
}

/// Decodes the one file below `folder` whose path ends with `suffix`, which must load without errors.
private func decodeOne(_ suffix: String, in folder: URL, file: StaticString, line: UInt) throws -> InterfaceDocument {
    let matches = interfaceFiles(below: folder).filter { $0.path.hasSuffix(suffix) }
    XCTAssertEqual(matches.count, 1, "files ending in \(suffix)", file: file, line: line)
    let result = StoryboardDecoder().decode(contentsOf: try XCTUnwrap(matches.first, file: file, line: line))
    XCTAssertEqual(result.errors, [], file: file, line: line)
    return try XCTUnwrap(result.document, file: file, line: line)
}

private func constraint(_ id: String, in document: InterfaceDocument) throws -> Constraint {
    var found: [Constraint] = []
    for object in document.scenes.flatMap(\.objects) + document.objects {
        object.forEachView { view in found += view.constraints.filter { $0.id == id } }
    }
    XCTAssertEqual(found.count, 1, id)
    return try XCTUnwrap(found.first)
}

private func segue(_ id: String, in document: InterfaceDocument) throws -> Segue {
    let found = document.segues.filter { $0.id == id }
    XCTAssertEqual(found.count, 1, id)
    return try XCTUnwrap(found.first)
}
