import CairoRendering
import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// Labels and buttons drawn with Pango, light and dark, and measured with the same fonts.
final class TextRenderingTests: UIKitTestCase {
    override class var renderingServices: RenderingServices { .cairo }

    func testLabelInLightAndDark() throws {
        try onMain {
            for style in [UIUserInterfaceStyle.light, .dark] {
                let canvas = makeCanvas(CGSize(width: 200, height: 50), color: .systemBackground)
                canvas.overrideUserInterfaceStyle = style
                let label = UILabel(frame: CGRect(x: 12, y: 10, width: 176, height: 30))
                label.text = "Hello, OpenUIKit"
                label.font = .systemFont(ofSize: 20, weight: .semibold)
                label.textColor = .label
                canvas.addSubview(label)
                let image = try XCTUnwrap(
                    assertSnapshot(of: canvas, named: "label-\(style == .dark ? "dark" : "light")"))
                let background = image.rgba(4, 4)
                XCTAssertEqual(background, style == .dark ? RGBA(0, 0, 0) : RGBA(255, 255, 255))
                let ink = (0..<image.width).map { image.rgba($0, 50).red }
                XCTAssertTrue(ink.contains(style == .dark ? 255 : 0), "the text is drawn in the label colour")
            }
        }
    }

    func testAttributedLabel() {
        onMain {
            let canvas = makeCanvas(CGSize(width: 220, height: 110))
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 90))
            label.numberOfLines = 0
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = .center
            paragraph.lineSpacing = 6
            let text = NSMutableAttributedString(
                string: "Bold red, ",
                attributes: [
                    .font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.systemRed,
                    .paragraphStyle: paragraph,
                ])
            text.append(
                NSAttributedString(
                    string: "underlined",
                    attributes: [
                        .underlineStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.label,
                        .paragraphStyle: paragraph,
                    ]))
            text.append(
                NSAttributedString(
                    string: " and struck through on a yellow ground, spaced out",
                    attributes: [
                        .strikethroughStyle: NSUnderlineStyle.single.rawValue, .backgroundColor: UIColor.systemYellow,
                        .foregroundColor: UIColor.systemBlue,
                        .kern: 1.5, .font: UIFont.italicSystemFont(ofSize: 15), .paragraphStyle: paragraph,
                    ]))
            label.attributedText = text
            canvas.addSubview(label)
            assertSnapshot(of: canvas, named: "attributed-label")
        }
    }

    func testTruncationAndAlignment() {
        onMain {
            let canvas = makeCanvas(CGSize(width: 160, height: 100))
            let tail = UILabel(frame: CGRect(x: 5, y: 5, width: 150, height: 24))
            tail.text = "A line far too long to fit in this label"
            let right = UILabel(frame: CGRect(x: 5, y: 35, width: 150, height: 24))
            right.text = "Right"
            right.textAlignment = .right
            let middle = UILabel(frame: CGRect(x: 5, y: 65, width: 150, height: 30))
            middle.text = "Middle truncation keeps both ends"
            middle.lineBreakMode = .byTruncatingMiddle
            middle.font = .systemFont(ofSize: 13)
            for label in [tail, right, middle] { canvas.addSubview(label) }
            assertSnapshot(of: canvas, named: "truncation-alignment")
        }
    }

    func testSystemButton() throws {
        try onMain {
            let canvas = makeCanvas(CGSize(width: 160, height: 60))
            let button = UIButton(type: .system)
            button.setTitle("Continue", for: .normal)
            button.backgroundColor = .systemGray6
            button.layer.cornerRadius = 8
            button.frame = CGRect(x: 20, y: 10, width: 120, height: 40)
            canvas.addSubview(button)
            canvas.layoutIfNeeded()
            let label = try XCTUnwrap(button.titleLabel)
            XCTAssertEqual(label.frame.midX, 60, accuracy: 0.5, "the title is centred")
            XCTAssertEqual(label.frame.midY, 20, accuracy: 0.5)
            assertSnapshot(of: canvas, named: "system-button")
        }
    }

    // MARK: Measuring

    func testLabelsMeasureWithPango() {
        onMain {
            let short = UILabel(), long = UILabel()
            short.text = "Short"
            long.text = "A considerably longer text"
            let shortSize = short.intrinsicContentSize, longSize = long.intrinsicContentSize
            XCTAssertGreaterThan(shortSize.width, 30)
            XCTAssertGreaterThan(longSize.width, shortSize.width * 3)
            XCTAssertEqual(shortSize.height, longSize.height, "one line each")
            XCTAssertEqual(shortSize.height, 21, accuracy: 2, "about a 17-point line")

            let twoLines = UILabel()
            twoLines.text = "First line\nSecond line"
            twoLines.numberOfLines = 0
            XCTAssertGreaterThan(twoLines.intrinsicContentSize.height, shortSize.height * 1.8)
            twoLines.numberOfLines = 1
            XCTAssertEqual(twoLines.intrinsicContentSize.height, shortSize.height, "one line allowed")

            let wrapped = UILabel()
            wrapped.text = "A considerably longer text"
            wrapped.numberOfLines = 0
            wrapped.preferredMaxLayoutWidth = longSize.width / 2
            XCTAssertLessThanOrEqual(wrapped.intrinsicContentSize.width, longSize.width / 2)
            XCTAssertGreaterThan(wrapped.intrinsicContentSize.height, shortSize.height * 1.8)
            XCTAssertEqual(wrapped.sizeThatFits(CGSize(width: 10_000, height: 0)).width, longSize.width)

            let bigger = UILabel()
            bigger.text = "Short"
            bigger.font = .systemFont(ofSize: 34)
            XCTAssertGreaterThan(bigger.intrinsicContentSize.width, shortSize.width * 1.8)
            XCTAssertEqual(UILabel().intrinsicContentSize, .zero, "no text, no size")

            let button = UIButton(type: .system)
            button.setTitle("Button", for: .normal)
            XCTAssertEqual(
                button.intrinsicContentSize.height, 30, accuracy: 1.5, "a 15-point title in a 30-point button")
            XCTAssertGreaterThan(button.intrinsicContentSize.width, 35)
        }
    }

    func testStringMeasuring() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        let one = "Hello".size(withAttributes: attributes)
        let two = ("Hello, world" as NSString).size(withAttributes: attributes)
        XCTAssertGreaterThan(two.width, one.width)
        let wrapped = "Hello, world, this wraps".boundingRect(
            with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil)
        XCTAssertLessThanOrEqual(wrapped.width, 60)
        XCTAssertGreaterThan(wrapped.height, one.height * 2)
        let baseline = "Hello".boundingRect(with: .zero, options: [], attributes: attributes, context: nil)
        XCTAssertLessThan(baseline.minY, 0, "without line fragment origin the rectangle starts at the baseline")
    }

    /// Without the renderer, labels keep no intrinsic size (the headless default).
    func testHeadlessMeasurerLeavesLabelsUnsized() {
        onMain {
            CairoRendering.uninstall()
            defer { CairoRendering.install() }
            let label = UILabel()
            label.text = "Headless"
            XCTAssertEqual(
                label.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            XCTAssertGreaterThan(
                "Headless".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width, 0, "an estimate")
        }
    }
}
