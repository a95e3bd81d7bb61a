import CairoRendering
import Foundation
@testable import OpenUIKit
import XCTest

/// Labels laid out by Auto Layout with their text measured by Pango: a multi-line label wraps
/// at the width layout gives it (iOS 8's automatic `preferredMaxLayoutWidth`), and a label
/// whose text changes is laid out again at the window's next pass.
final class LabelLayoutTests: SnapshotTestCase {
    override func setUp() {
        super.setUp()
        CairoRendering.install()
    }

    private static let longText = "A label whose text is far too long for one line in a narrow column, so it wraps"

    /// Pinned leading and trailing in a superview narrower than its text, a label with
    /// `numberOfLines = 0` and no `preferredMaxLayoutWidth` wraps at the width it is given.
    func testMultilineLabelWrapsAtItsLaidOutWidth() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
            let label = UILabel(), below = UIView()
            label.text = Self.longText
            label.numberOfLines = 0
            for view in [label, below] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
                below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                below.widthAnchor.constraint(equalToConstant: 10),
                below.heightAnchor.constraint(equalToConstant: 10),
            ])
            let oneLine = UILabel()
            oneLine.text = "One line"
            let lineHeight = oneLine.intrinsicContentSize.height
            let wrapped = label.sizeThatFits(CGSize(width: 160, height: 0))
            XCTAssertGreaterThan(wrapped.height, lineHeight * 2.5, "the text needs several lines at 160 points")

            root.layoutIfNeeded()
            XCTAssertEqual(label.frame.width, 160, accuracy: 1e-6)
            XCTAssertEqual(label.frame.height, wrapped.height, accuracy: 1e-6, "as tall as its text wrapped at its width")
            XCTAssertEqual(below.frame.minY, 10 + wrapped.height + 8, accuracy: 1e-6)
            XCTAssertEqual(label.intrinsicContentSize.height, wrapped.height, "its intrinsic size is measured at that width")
            XCTAssertEqual(label.preferredMaxLayoutWidth, 0, "the automatic width is not the property")

            // A wider superview: wrapped again at the new width, in the next pass.
            root.frame.size.width = 300
            root.layoutIfNeeded()
            let wider = label.sizeThatFits(CGSize(width: 260, height: 0))
            XCTAssertEqual(label.frame.width, 260, accuracy: 1e-6)
            XCTAssertEqual(label.frame.height, wider.height, accuracy: 1e-6)
            XCTAssertLessThan(wider.height, wrapped.height)

            // A single-line label keeps one line's height at any width.
            label.numberOfLines = 1
            root.layoutIfNeeded()
            XCTAssertEqual(label.frame.height, lineHeight, accuracy: 1e-6)
        }
    }

    /// A multi-line label that is not pinned on both sides keeps the width of its text when it
    /// fits: it is measured again at that width and stays on one line.
    func testMultilineLabelThatFitsStaysOnOneLine() {
        onMain {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let label = UILabel()
            label.text = "Short"
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
            let natural = label.sizeThatFits(CGSize(width: 1000, height: 0))
            root.layoutIfNeeded()
            assertFrame(label.frame, CGRect(x: 20, y: 10, width: natural.width, height: natural.height))

            // Longer text than the room it has: it wraps at the most it may take.
            label.text = Self.longText
            root.layoutIfNeeded()
            XCTAssertLessThanOrEqual(label.frame.width, 260)
            XCTAssertEqual(label.frame.height, label.sizeThatFits(CGSize(width: label.frame.width, height: 0)).height, accuracy: 1e-6)
            XCTAssertGreaterThan(label.frame.height, natural.height * 2)
        }
    }

    /// `systemLayoutSizeFitting` at a required width (a self-sizing cell's question) wraps a
    /// multi-line label at the width it gets there.
    func testFittingSizeWrapsAMultilineLabel() {
        onMain {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            let label = UILabel()
            label.text = Self.longText
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
                label.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11),
            ])
            let wrapped = label.sizeThatFits(CGSize(width: 160, height: 0))
            let fitted = content.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
            XCTAssertEqual(fitted.width, 200, accuracy: 1e-6)
            XCTAssertEqual(fitted.height, wrapped.height + 22, accuracy: 1e-6)
            XCTAssertEqual(content.frame.size, CGSize(width: 200, height: 44), "fitting leaves frames as they are")
            // With no width to keep, it stays on one line.
            let loose = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            XCTAssertEqual(loose.height, label.sizeThatFits(CGSize(width: 10_000, height: 0)).height + 22, accuracy: 1e-6)
        }
    }

    /// Setting a label's text resizes it at the window's next layout pass, with no
    /// `setNeedsLayout()` from the app: in a horizontal stack and under plain constraints.
    func testChangedTextResizesTheLabelAtTheNextPass() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let seats = UILabel(), stepper = UIView()
            seats.text = "4 seats"
            let stack = UIStackView(arrangedSubviews: [seats, stepper])
            stack.axis = .horizontal
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            let plain = UILabel()
            plain.text = "Hi"
            plain.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            window.addSubview(plain)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
                stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                plain.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                plain.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
            ])
            window.isHidden = false
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(seats.frame.width, seats.intrinsicContentSize.width, accuracy: 1e-6)
            let before = seats.frame.width

            seats.text = "22 seats, please"
            plain.text = "Hello there, world"
            UIApplication.shared.runUntilIdle()
            XCTAssertGreaterThan(seats.intrinsicContentSize.width, before)
            XCTAssertEqual(seats.frame.width, seats.intrinsicContentSize.width, accuracy: 1e-6, "resized to its new text")
            XCTAssertEqual(stepper.frame.minX, seats.frame.maxX + 8, accuracy: 1e-6)
            XCTAssertEqual(plain.frame.width, plain.intrinsicContentSize.width, accuracy: 1e-6)
            XCTAssertEqual(plain.frame.height, plain.intrinsicContentSize.height, accuracy: 1e-6)
            window.isHidden = true
            UIApplication.shared.runUntilIdle()
        }
    }
}

/// Frames the solver places agree to its rounding.
private func assertFrame(_ frame: CGRect, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
    for (actual, wanted) in [(frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width), (frame.height, expected.height)] {
        XCTAssertEqual(actual, wanted, accuracy: 1e-6, "\(frame) is not \(expected)", file: file, line: line)
    }
}
