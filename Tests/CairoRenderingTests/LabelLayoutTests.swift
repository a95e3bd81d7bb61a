import CairoRendering
import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// Labels laid out by Auto Layout with their text measured by Pango: a multi-line label wraps
/// at the width layout gives it (iOS 8's automatic `preferredMaxLayoutWidth`), and a label
/// whose text changes is laid out again at the window's next pass.
final class LabelLayoutTests: UIKitTestCase {
    override class var renderingServices: RenderingServices { .cairo }

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
            XCTAssertEqual(
                label.frame.height, wrapped.height, accuracy: 1e-6, "as tall as its text wrapped at its width")
            XCTAssertEqual(below.frame.minY, 10 + wrapped.height + 8, accuracy: 1e-6)
            XCTAssertEqual(
                label.intrinsicContentSize.height, wrapped.height, "its intrinsic size is measured at that width")
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
            XCTAssertEqual(
                label.frame.height, label.sizeThatFits(CGSize(width: label.frame.width, height: 0)).height,
                accuracy: 1e-6)
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
            let fitted = content.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            XCTAssertEqual(fitted.width, 200, accuracy: 1e-6)
            XCTAssertEqual(fitted.height, wrapped.height + 22, accuracy: 1e-6)
            XCTAssertEqual(content.frame.size, CGSize(width: 200, height: 44), "fitting leaves frames as they are")
            // With no width to keep, it stays on one line.
            let loose = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            XCTAssertEqual(
                loose.height, label.sizeThatFits(CGSize(width: 10_000, height: 0)).height + 22, accuracy: 1e-6)
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
            XCTAssertEqual(
                seats.frame.width, seats.intrinsicContentSize.width, accuracy: 1e-6, "resized to its new text")
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
    for (actual, wanted) in [
        (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
        (frame.height, expected.height),
    ] {
        XCTAssertEqual(actual, wanted, accuracy: 1e-6, "\(frame) is not \(expected)", file: file, line: line)
    }
}

/// A view measured again and again (a reused self-sizing cell) keeps its fitting session and
/// re-solves only what changed; every answer must be the one a fresh solver gives.
extension LabelLayoutTests {
    private struct CellState {
        var title = "Row 1"
        var body = "Short body."
        var spacing: CGFloat = 4
        var width: CGFloat = 390
        var tallSwatch = false
    }

    @MainActor
    private final class Cell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Row")
        let swatch = UIView(), title = UILabel(), body = UILabel()
        let spacing: NSLayoutConstraint, short: NSLayoutConstraint, tall: NSLayoutConstraint

        init(_ state: CellState) {
            body.numberOfLines = 0
            for view in [swatch, title, body] {
                view.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(view)
            }
            let margins = cell.contentView.layoutMarginsGuide
            spacing = body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4)
            short = swatch.heightAnchor.constraint(equalToConstant: 36)
            tall = swatch.heightAnchor.constraint(equalToConstant: 140)
            NSLayoutConstraint.activate([
                swatch.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                swatch.topAnchor.constraint(equalTo: margins.topAnchor),
                swatch.widthAnchor.constraint(equalToConstant: 36), short,
                swatch.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                title.leadingAnchor.constraint(equalTo: swatch.trailingAnchor, constant: 12),
                title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                title.topAnchor.constraint(equalTo: margins.topAnchor),
                body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: margins.trailingAnchor), spacing,
                body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            apply(state)
        }

        func apply(_ state: CellState) {
            title.text = state.title
            body.text = state.body
            spacing.constant = state.spacing
            if state.tallSwatch != tall.isActive {
                NSLayoutConstraint.deactivate([state.tallSwatch ? short : tall])
                NSLayoutConstraint.activate([state.tallSwatch ? tall : short])
            }
        }

        func measure(_ state: CellState) -> CGSize {
            cell.contentView.systemLayoutSizeFitting(
                CGSize(width: state.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
    }

    /// A Value1 cell shows its text at its one-line size at the leading inset and its detail at
    /// the trailing one, each centred, as Xcode saves them (20 points in on a 414-point row).
    func testValueOneCellPlacesItsLabelsAtTheirSizes() throws {
        try onMain {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 414, height: 44)
            cell.textLabel?.text = "Remind Me"
            cell.detailTextLabel?.text = "Detail"
            cell.layoutIfNeeded()
            let text = try XCTUnwrap(cell.textLabel), detail = try XCTUnwrap(cell.detailTextLabel)
            XCTAssertEqual(text.frame.minX, 20)
            XCTAssertEqual(text.frame.size, text.intrinsicContentSize)
            XCTAssertEqual(text.frame.midY, 22, accuracy: 0.5)
            XCTAssertEqual(detail.frame.maxX, 394)
            XCTAssertEqual(detail.frame.size, detail.intrinsicContentSize)
            XCTAssertLessThan(text.frame.maxX, detail.frame.minX)
        }
    }

    func testRepeatedFittingMatchesAFreshSolver() {
        onMain {
            let sentence = "Row 9 is measured from its constraints when it first scrolls into view. "
            var states: [CellState] = []
            var state = CellState()
            for step in 0..<24 {
                state.title = "Row \(step * 37 + 1)"
                state.body = String(repeating: sentence, count: 1 + (step * 7919) % 4)
                if step % 5 == 3 { state.spacing += 3 }
                if step % 7 == 4 { state.width = state.width == 390 ? 320 : 390 }
                if step % 9 == 6 { state.tallSwatch.toggle() }
                if step == 20 { state.body = "" }
                states.append(state)
            }
            // The fresh cells are made first: making them moves the structure epoch, which
            // would send the reused cell's fittings down the walk instead of the replay.
            let fresh = states.map(Cell.init)
            let reused = Cell(states[0])
            for (step, state) in states.enumerated() {
                let epoch = LayoutEngine.structureEpoch
                reused.apply(state)
                if step == 12 {
                    // A layout pass leaves the body wrapped at its laid-out width in between.
                    reused.cell.frame = CGRect(x: 0, y: 0, width: 250, height: 300)
                    reused.cell.layoutIfNeeded()
                }
                let answer = reused.measure(state)
                if step > 0, step != 12, state.tallSwatch == states[step - 1].tallSwatch {
                    XCTAssertEqual(LayoutEngine.structureEpoch, epoch, "step \(step) replays the fitting plan")
                }
                let expected = fresh[step].measure(state)
                XCTAssertEqual(answer, expected, "step \(step)")
                XCTAssertEqual(answer, reused.measure(state), "step \(step), measured twice")
            }
            XCTAssertGreaterThan(
                Set(states.indices.map { fresh[$0].measure(states[$0]).height }).count, 4, "the answers vary")
        }
    }
}
