import TestSupport
import XCTest

@testable import OpenUIKit

/// UISearchToken in UISearchTextField: tokens inserted and removed, shown as pills before the
/// text, which moves after them, and removed by a backspace in the empty field.
final class SearchTokenTests: UIKitTestCase {
    func testTokensShowBeforeTheText() {
        onMain {
            let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
            let plain = field.textRect(forBounds: field.bounds)
            let fruit = UISearchToken(icon: UIImage(systemName: "leaf"), text: "Fruit")
            fruit.representedObject = "fruit"
            field.insertToken(fruit, at: 0)
            field.insertToken(UISearchToken(icon: nil, text: "Red"), at: 5)
            XCTAssertEqual(field.tokens.map(\.text), ["Fruit", "Red"])
            field.layoutIfNeeded()
            let pills = field.tokenViews
            XCTAssertEqual(pills.count, 2)
            XCTAssertEqual(pills[0].frame.minX, plain.minX)
            XCTAssertEqual(pills[1].frame.minX, pills[0].frame.maxX + UISearchTextField.tokenSpacing)
            XCTAssertEqual(
                field.textRect(forBounds: field.bounds).minX, pills[1].frame.maxX + UISearchTextField.tokenSpacing)
            field.removeToken(at: 0)
            XCTAssertEqual(field.tokens.map(\.text), ["Red"])
            field.removeToken(at: 4)
            assertReported(UIKitDiagnostic.invalidArgument, "Token index 4")
            XCTAssertEqual(field.tokens.count, 1, "left as it was")
        }
    }

    func testBackspaceInTheEmptyFieldRemovesTheLastToken() {
        onMain {
            let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
            field.tokens = [UISearchToken(icon: nil, text: "A"), UISearchToken(icon: nil, text: "B")]
            field.deleteBackward()
            XCTAssertEqual(field.tokens.map(\.text), ["A"])
            field.allowsDeletingTokens = false
            field.deleteBackward()
            XCTAssertEqual(field.tokens.map(\.text), ["A"])
        }
    }
}
