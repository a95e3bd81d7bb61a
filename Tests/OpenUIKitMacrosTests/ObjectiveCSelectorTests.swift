import ObjectiveCSelectors
import SwiftParser
import SwiftSyntax
import XCTest

@testable import OpenUIKitMacros

/// Selector names as Swift gives them to Objective-C, the names storyboards use.
final class ObjectiveCSelectorTests: XCTestCase {
    private func selector(_ source: String) -> String {
        let file = Parser.parse(source: source)
        guard let function = file.statements.first?.item.as(FunctionDeclSyntax.self) else {
            XCTFail("not a function: \(source)")
            return ""
        }
        return ObjectiveCSelector.name(of: function)
    }

    func testActions() {
        XCTAssertEqual(selector("func tap(_ sender: Any) {}"), "tap:")
        XCTAssertEqual(selector("func done() {}"), "done")
        XCTAssertEqual(selector("func tap(_ sender: UIButton, forEvent event: UIEvent) {}"), "tap:forEvent:")
        XCTAssertEqual(selector("func didTap(sender: Any) {}"), "didTapWithSender:")
        XCTAssertEqual(selector("func unwindToRoot(segue: UIStoryboardSegue) {}"), "unwindToRootWithSegue:")
        XCTAssertEqual(selector("func unwind(_ segue: UIStoryboardSegue) {}"), "unwind:")
        XCTAssertEqual(selector("func tap(_ sender: Any, _ event: UIEvent) {}"), "tap::")
        XCTAssertEqual(selector("func `default`(_ sender: Any) {}"), "default:")
        // A first label that starts with a preposition joins the name without "With".
        XCTAssertEqual(selector("func go(for sender: Any) {}"), "goFor:")
        XCTAssertEqual(selector("func scale(byReactingTo recognizer: Any) {}"), "scaleByReactingTo:")
        XCTAssertEqual(selector("func toggle(inside sender: Any) {}"), "toggleInside:")
        XCTAssertEqual(selector("func toggle(insideOut sender: Any) {}"), "toggleInsideOut:")
        XCTAssertEqual(selector("func toggle(onlyOnce sender: Any) {}"), "toggleWithOnlyOnce:")
    }

    func testSegueActions() {
        XCTAssertEqual(selector("func makeDetail(_ coder: NSCoder) -> DetailVC? { nil }"), "makeDetail:")
        XCTAssertEqual(
            selector("func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailVC? { nil }"), "makeDetail:sender:")
        XCTAssertEqual(
            selector("func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailVC? { nil }"),
            "makeDetail:sender:segueIdentifier:")
        XCTAssertEqual(selector("func make(coder: NSCoder) -> DetailVC? { nil }"), "makeWithCoder:")
    }
}
