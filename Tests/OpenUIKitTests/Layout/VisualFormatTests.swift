import TestSupport
import XCTest

@testable import OpenUIKit

/// The Visual Format Language (`NSLayoutConstraint.constraints(withVisualFormat:…)`): standard
/// and explicit spacing, size predicates with relations, priorities, metrics and other views,
/// alignment options, and UIKit's message for a format it cannot parse.
final class VisualFormatTests: UIKitTestCase {
    func testFormatsPlaceTheViewsTheyName() {
        onMain {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let title = UIView()
            let field = UIView()
            let note = UIView()
            for view in [title, field, note] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            let views = ["title": title, "field": field, "note": note]
            let metrics = ["pad": 30, "wide": 80.0] as [String: Any]
            var constraints = NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[title(wide)]-12-[field(>=50)]-|", options: [.alignAllTop], metrics: metrics,
                views: views)
            XCTAssertEqual(constraints.count, 6, "two spacings to the edges, one between, two sizes and one alignment")
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-pad-[title(44)]-[note(==title)]", metrics: metrics, views: views)
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[note]|", metrics: nil, views: views)
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: "V:[field(<=100,>=20@250)]", metrics: nil, views: views)
            XCTAssertTrue(constraints.allSatisfy { !$0.isActive }, "made, not activated")
            NSLayoutConstraint.activate(constraints)
            container.layoutIfNeeded()
            XCTAssertEqual(title.frame, CGRect(x: 20, y: 30, width: 80, height: 44))
            XCTAssertEqual(field.frame.minX, 112)
            XCTAssertEqual(field.frame.maxX, 300)
            XCTAssertEqual(field.frame.minY, 30, "aligned to the title's top")
            XCTAssertEqual(note.frame, CGRect(x: 0, y: 82, width: 320, height: 44))
            let priorities = constraints.filter { $0.firstItem === field && $0.firstAttribute == .height }
                .map(\.priority.rawValue).sorted()
            XCTAssertEqual(priorities, [250, 1000])
        }
    }

    func testAFormatUIKitCannotParseIsRefusedWithItsMessage() {
        onMain {
            let container = UIView()
            let box = UIView()
            container.addSubview(box)
            let made = NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[missing]-|", metrics: nil, views: ["box": box])
            XCTAssertTrue(made.isEmpty)
            XCTAssertEqual(Reported.diagnostics.map(\.name), ["NSInvalidArgumentException"])
            XCTAssertTrue(
                Reported.diagnostics.first?.reason.hasPrefix(
                    "Unable to parse constraint format: \nmissing is not a key in the views dictionary.") == true,
                Reported.diagnostics.first?.reason ?? "")
            XCTAssertTrue(
                Reported.diagnostics.first?.reason.hasSuffix("H:|-[missing]-| \n     ^") == true,
                "the caret under the name: \(Reported.diagnostics.first?.reason ?? "")")
            let orphan = UIView()
            XCTAssertTrue(
                NSLayoutConstraint.constraints(withVisualFormat: "|[orphan]", metrics: nil, views: ["orphan": orphan])
                    .isEmpty)
            XCTAssertEqual(Reported.diagnostics.count, 2, "no superview for '|'")
        }
    }
}
