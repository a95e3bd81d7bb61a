import Foundation
import TestSupport
import XCTest

@testable import CairoRendering
@testable import OpenUIKit

/// Baseline constraints align text, not bottom edges: labels of different sizes set on one
/// baseline have their lines of text on one line, as on iOS, where the bottom edges differ by
/// the difference of their descents.
final class BaselineConstraintTests: UIKitTestCase {
    /// A window at 2× with a small label pinned in place and a larger one whose `anchor` is tied
    /// to the small one's; returns both after layout.
    @MainActor
    private static func pair(
        _ anchor: (UILabel) -> NSLayoutYAxisAnchor, small: CGFloat = 11, large: CGFloat = 14,
        configure: (UILabel) -> Void = { _ in }
    ) -> (window: UIWindow, small: UILabel, large: UILabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.traitOverrides.displayScale = 2
        let smallLabel = UILabel(), largeLabel = UILabel()
        smallLabel.text = "OVERDUE"
        smallLabel.font = .systemFont(ofSize: small)
        largeLabel.text = "21"
        largeLabel.font = .systemFont(ofSize: large)
        configure(largeLabel)
        for label in [smallLabel, largeLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
        }
        NSLayoutConstraint.activate([
            smallLabel.topAnchor.constraint(equalTo: window.topAnchor, constant: 502),
            smallLabel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 48),
            largeLabel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 295),
            anchor(largeLabel).constraint(equalTo: anchor(smallLabel)),
        ])
        window.layoutIfNeeded()
        return (window, smallLabel, largeLabel)
    }

    /// Where a label's single line has its baseline: centred in its frame, the ascender below
    /// the line's top.
    @MainActor
    private static func baseline(of label: UILabel) -> CGFloat {
        label.frame.midY - label.font.lineHeight / 2 + label.font.ascender
    }

    func testLastBaselinesLineUpTextOfDifferentSizes() {
        onMain {
            CairoRendering.install()
            let (_, small, large) = Self.pair(\.lastBaselineAnchor)
            XCTAssertEqual(small.frame.minY, 502)
            // On one baseline (to the pixel), so the larger label's bottom is lower by the
            // difference of the descents, not level with the small one's.
            XCTAssertEqual(Self.baseline(of: large), Self.baseline(of: small), accuracy: 0.25)
            XCTAssertEqual(large.frame.maxY - small.frame.maxY, 0.5, accuracy: 0.25)
        }
    }

    func testFirstBaselinesOfAWrappedLabelAreItsFirstLine() {
        onMain {
            CairoRendering.install()
            let (_, small, large) = Self.pair(\.firstBaselineAnchor) { label in
                label.numberOfLines = 0
                label.text = "21\n22\n23"
            }
            // Three lines: the first line's baseline is on the small label's.
            let firstLine =
                large.frame.minY + (large.frame.height - 3 * large.font.lineHeight) / 2 + large.font.ascender
            XCTAssertEqual(firstLine, Self.baseline(of: small), accuracy: 0.25)
            XCTAssertGreaterThan(large.frame.height, 3 * large.font.lineHeight - 0.5)
        }
    }

    /// Without text a view's baselines are its bottom edge.
    func testAViewWithoutTextAlignsItsBottom() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let box = UIView(), label = UILabel()
            label.text = "Label"
            for view in [box, label] {
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
            }
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                box.heightAnchor.constraint(equalToConstant: 40),
                box.widthAnchor.constraint(equalToConstant: 40),
                label.firstBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
            ])
            window.layoutIfNeeded()
            XCTAssertEqual(Self.baseline(of: label), 140, accuracy: 0.34)
        }
    }

    /// A view that names a subview for its baselines aligns that subview's text, placed by the
    /// same layout.
    func testAViewCanNameTheSubviewThatCarriesItsBaseline() {
        onMain {
            CairoRendering.install()
            final class Captioned: UIView {
                let caption = UILabel()
                override var forLastBaselineLayout: UIView { caption }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let captioned = Captioned(), label = UILabel()
            captioned.caption.text = "Caption"
            captioned.caption.font = .systemFont(ofSize: 11)
            label.text = "Value"
            label.font = .systemFont(ofSize: 20)
            for view in [captioned, captioned.caption, label] {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            window.addSubview(captioned)
            captioned.addSubview(captioned.caption)
            window.addSubview(label)
            NSLayoutConstraint.activate([
                captioned.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                captioned.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                captioned.widthAnchor.constraint(equalToConstant: 200),
                captioned.heightAnchor.constraint(equalToConstant: 80),
                captioned.caption.topAnchor.constraint(equalTo: captioned.topAnchor, constant: 10),
                captioned.caption.leadingAnchor.constraint(equalTo: captioned.leadingAnchor),
                label.leadingAnchor.constraint(equalTo: captioned.trailingAnchor),
                label.lastBaselineAnchor.constraint(equalTo: captioned.lastBaselineAnchor),
            ])
            window.layoutIfNeeded()
            let caption = window.convert(captioned.caption.frame, from: captioned)
            let captionBaseline = caption.midY - captioned.caption.font.lineHeight / 2 + captioned.caption.font.ascender
            XCTAssertEqual(Self.baseline(of: label), captionBaseline, accuracy: 0.34)
        }
    }

    /// A row aligned on first or last baselines sets its labels' text on one line. As UIKit does,
    /// only the first view meets the stack's edge: a larger label after it reaches past it.
    func testAStackRowAlignedOnBaselinesLinesUpItsText() {
        onMain {
            CairoRendering.install()
            for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.traitOverrides.displayScale = 2
                let small = UILabel(), large = UILabel()
                small.text = "OVERDUE"
                small.font = .systemFont(ofSize: 11)
                large.text = "21"
                large.font = .systemFont(ofSize: 28)
                let stack = UIStackView(arrangedSubviews: [small, large])
                stack.alignment = alignment
                stack.spacing = 8
                stack.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
                    stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                ])
                window.layoutIfNeeded()
                XCTAssertEqual(Self.baseline(of: large), Self.baseline(of: small), accuracy: 0.25, "\(alignment)")
                if alignment == .firstBaseline {
                    XCTAssertEqual(small.frame.minY, 0, "\(alignment)")
                    XCTAssertLessThan(large.frame.minY, -5, "the larger label reaches above the stack")
                } else {
                    XCTAssertEqual(small.frame.maxY, stack.bounds.height, "\(alignment)")
                }
                XCTAssertEqual(large.frame.minX, small.frame.maxX + 8, "\(alignment)")
            }
        }
    }
}
