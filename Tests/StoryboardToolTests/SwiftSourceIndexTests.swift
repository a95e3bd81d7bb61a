import XCTest

@testable import StoryboardTool

/// The textual reading of Swift sources the source rules rely on.
final class SwiftSourceIndexTests: XCTestCase {
    private func index(_ source: String) -> SwiftSourceIndex {
        var index = SwiftSourceIndex()
        index.add(source: source, file: "/App/Source.swift")
        return index
    }

    func testSelectorsFollowSwiftsObjectiveCNames() {
        let found = index(
            """
            class Screen: UIViewController {
                @IBAction func tapped(_ sender: Any) {}
                @IBAction func goBack(sender: UIButton) {}
                @Action func done() {}
                @Action func tap(_ sender: UIButton, forEvent event: UIEvent) {}
                @IBSegueAction func make(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil }
                @objc(customName:) func renamed(_ value: Int) {}
                func generic<T: Equatable>(_ items: [T], map: (T) -> Int = { _ in 0 }) {}
            }
            """)
        XCTAssertEqual(
            found.types["Screen"]?.selectors,
            [
                "tapped:", "goBackWithSender:", "done", "tap:forEvent:", "make:sender:segueIdentifier:", "customName:",
                "generic:map:",
            ])
        XCTAssertEqual(found.types["Screen"]?.superclass, "UIViewController")
    }

    func testOnlyMembersOfTheTypeBodyCount() {
        let found = index(
            """
            // class Fake: UIView { var commented = 1 }
            final class Cell: UITableViewCell {
                @IBOutlet weak var title: UILabel!
                let constant = "var inString = 1; func inString() {}"
                var computed: Int { let local = 1; return local }
                func method() { var local2 = 0; func nested() {}; _ = local2 }
                /* var hidden = 0 */
                struct Inner { var innerValue = 0 }
            }
            extension Cell {
                @objc func fromExtension() {}
                var extra: Int { 0 }
            }
            """)
        XCTAssertNil(found.types["Fake"])
        XCTAssertEqual(found.types["Cell"]?.properties, ["title", "computed", "extra"])
        XCTAssertEqual(found.types["Cell"]?.selectors, ["method", "fromExtension"])
        XCTAssertEqual(found.types["Inner"]?.properties, ["innerValue"])
        XCTAssertEqual(found.types["Cell"]?.location?.line, 2)
    }

    func testRelationshipsAndInheritanceChains() throws {
        let found = index(
            """
            class Base: UIViewController { @IBOutlet var header: UIView! }
            class Tabs: Base, StoryboardRelationshipContainer {
                static let storyboardRelationships: [String] = ["tabs", "accessory"]
            }
            class Pages: Base { static var storyboardRelationships: [String] { ["pages"] } }
            class Foreign: SomeLibraryController {}
            """)
        XCTAssertEqual(found.types["Tabs"]?.relationships, ["tabs", "accessory"])
        XCTAssertEqual(found.types["Pages"]?.relationships, ["pages"])
        guard case let .found(chain, framework) = found.lookup("Tabs") else { return XCTFail("Tabs not found") }
        XCTAssertEqual(chain.map(\.name), ["Tabs", "Base"])
        XCTAssertEqual(framework, "UIViewController")
        guard case .unknownAncestor("SomeLibraryController") = found.lookup("Foreign") else {
            return XCTFail("Foreign's ancestor")
        }
        guard case .absent = found.lookup("Missing") else { return XCTFail("Missing") }
    }

    func testUnterminatedInputNeverTraps() {
        for source in [
            "class A { func f(", "/* open comment", "let s = \"unterminated", "class", "@", "#\"raw", "extension A.",
            "func",
        ] {
            _ = index(source)
        }
    }
}
