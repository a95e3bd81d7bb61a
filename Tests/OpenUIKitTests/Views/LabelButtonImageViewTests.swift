import TestSupport
import XCTest

@testable import OpenUIKit

/// An image of `width` × `height` points, without encoded bytes.
private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    var contents = UIImage.Contents()
    contents.pixelSize = CGSize(width: width, height: height)
    return UIImage(contents: contents)
}

/// A label that counts the size invalidations it asks for.
@MainActor
private final class CountingLabel: UILabel {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        invalidations += 1
    }
}

/// Subclasses written the way UIKit code writes them.
@MainActor
private final class RoundButton: UIButton {
    var madeBy = ""
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeBy = "init(frame:)"
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
private final class AvatarView: UIImageView {
    init() { super.init(image: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// UILabel, UIImageView and UIButton: what they hold and how it follows their state.
final class LabelButtonImageViewTests: UIKitTestCase {
    // MARK: UILabel

    func testLabelStartsWithUIKitsDefaults() {
        onMain {
            let label = UILabel(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
            XCTAssertEqual(label.frame, CGRect(x: 1, y: 2, width: 30, height: 40))
            XCTAssertNil(label.text)
            XCTAssertNil(label.attributedText)
            XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
            XCTAssertEqual(label.textColor, UIColor.label)
            XCTAssertEqual(label.textAlignment, .natural)
            XCTAssertEqual(label.numberOfLines, 1)
            XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
            XCTAssertEqual(label.baselineAdjustment, .alignBaselines)
            XCTAssertFalse(label.isUserInteractionEnabled, "labels ignore touches unless told otherwise")
            XCTAssertTrue(label.isEnabled)
            XCTAssertFalse(label.isHighlighted)
            XCTAssertFalse(label.adjustsFontSizeToFitWidth)
            XCTAssertEqual(label.minimumScaleFactor, 0)
            XCTAssertEqual(label.preferredMaxLayoutWidth, 0)
            XCTAssertFalse(UILabel().isUserInteractionEnabled)
        }
    }

    func testLabelTextBecomesAttributedTextInTheLabelsStyle() throws {
        try onMain {
            let label = UILabel()
            label.font = .boldSystemFont(ofSize: 20)
            label.textColor = .red
            label.text = "Hello"
            let attributed = try XCTUnwrap(label.attributedText)
            XCTAssertEqual(attributed.string, "Hello")
            XCTAssertEqual(
                attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, .boldSystemFont(ofSize: 20))
            XCTAssertEqual(attributed.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor, .red)

            label.text = nil
            XCTAssertNil(label.attributedText, "no text, no attributed text")
        }
    }

    func testLabelAttributedTextBecomesTextAndLendsItsFirstStyle() throws {
        try onMain {
            let label = UILabel()
            let styled = NSMutableAttributedString(
                string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.blue])
            styled.append(NSAttributedString(string: " plain"))
            label.attributedText = styled
            XCTAssertEqual(label.text, "Big plain")
            XCTAssertEqual(label.font, .systemFont(ofSize: 30), "location 0's font becomes the label's")
            XCTAssertEqual(label.textColor, .blue)
            let stored = try XCTUnwrap(label.attributedText)
            XCTAssertEqual(
                stored.attribute(.font, at: 5, effectiveRange: nil) as? UIFont, .systemFont(ofSize: 30),
                "unstyled characters take the label's font")

            label.font = .systemFont(ofSize: 12)
            let refonted = try XCTUnwrap(label.attributedText)
            XCTAssertEqual(refonted.string, "Big plain")
            XCTAssertEqual(
                refonted.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, .systemFont(ofSize: 12),
                "a new font applies to the whole attributed text")
            XCTAssertEqual(refonted.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .blue)

            label.attributedText = nil
            XCTAssertNil(label.text)
        }
    }

    func testLabelNilFontAndColourRestoreTheDefaults() {
        onMain {
            let label = UILabel()
            label.font = .systemFont(ofSize: 40)
            label.textColor = .green
            label.font = nil
            label.textColor = nil
            XCTAssertEqual(label.font, .systemFont(ofSize: 17))
            XCTAssertEqual(label.textColor, .label)
        }
    }

    func testLabelChangesAskForRedisplayAndRemeasure() {
        onMain {
            let label = CountingLabel()
            label.layer.displayIfNeeded()
            label.text = "x"
            XCTAssertTrue(label.layer.needsDisplay)
            XCTAssertEqual(label.invalidations, 1)
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 9)
            XCTAssertEqual(label.invalidations, 3)
            label.layer.displayIfNeeded()
            label.textAlignment = .center
            XCTAssertTrue(label.layer.needsDisplay, "alignment changes the drawing")
            XCTAssertEqual(label.invalidations, 3, "but not the size")
        }
    }

    // MARK: UIImageView

    func testImageViewTakesItsImagesSize() {
        onMain {
            let picture = image(40, 30)
            let view = UIImageView(image: picture)
            XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 40, height: 30))
            XCTAssertTrue(view.image === picture)
            XCTAssertFalse(view.isUserInteractionEnabled)

            let pair = UIImageView(image: picture, highlightedImage: image(90, 90))
            XCTAssertEqual(pair.frame.size, CGSize(width: 40, height: 30), "the highlighted image does not size it")

            XCTAssertEqual(UIImageView(image: nil).frame, .zero)
            let framed = UIImageView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            framed.image = picture
            XCTAssertEqual(
                framed.frame, CGRect(x: 5, y: 5, width: 10, height: 10), "only the initializer sizes the view")
            XCTAssertFalse(framed.isUserInteractionEnabled)
        }
    }

    func testImageViewIntrinsicSizeFollowsTheShownImage() {
        onMain {
            let view = UIImageView(frame: .zero)
            XCTAssertEqual(
                view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            view.image = image(20, 10)
            view.highlightedImage = image(60, 50)
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 10))
            view.isHighlighted = true
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 60, height: 50))
            view.sizeToFit()
            XCTAssertEqual(view.frame.size, CGSize(width: 60, height: 50))
        }
    }

    func testImageViewAnimatesOnlyWithImages() {
        onMain {
            let view = UIImageView(image: nil)
            XCTAssertEqual(view.animationDuration, 0)
            XCTAssertEqual(view.animationRepeatCount, 0)
            view.startAnimating()
            XCTAssertFalse(view.isAnimating, "nothing to play")
            view.animationImages = [image(1, 1), image(1, 1)]
            XCTAssertTrue(view.isAnimating)
            view.stopAnimating()
            XCTAssertFalse(view.isAnimating)
            view.startAnimating()
            view.animationImages = nil
            XCTAssertFalse(view.isAnimating)
        }
    }

    // MARK: UIButton types

    func testButtonTypes() {
        onMain {
            XCTAssertEqual(UIButton().buttonType, .custom)
            XCTAssertEqual(UIButton(frame: .zero).buttonType, .custom)
            XCTAssertEqual(UIButton(type: .system).buttonType, .system)
            XCTAssertEqual(UIButton(type: .contactAdd).buttonType, .contactAdd)
            XCTAssertEqual(UIButton.ButtonType.close.rawValue, 7)
            let button = UIButton(type: .custom)
            XCTAssertTrue(button.isUserInteractionEnabled, "buttons take touches")
            XCTAssertEqual(button.frame, .zero)
        }
    }

    /// An image-only button needs no text metrics (none are installed here): it is as wide as
    /// its image and as tall as the image or one line of its title font, rounded up, whichever is
    /// taller. That font is 18-point for a custom button (21.5 high), 15-point for a system one
    /// (17.9), or the one set on the title label; content insets add to both.
    func testImageOnlyButtonSizeWithoutTextMetrics() throws {
        try onMain {
            XCTAssertFalse(TextMeasurement.canMeasure)
            let custom = UIButton(type: .custom)
            custom.setImage(image(9, 17), for: .normal)
            XCTAssertEqual(custom.intrinsicContentSize, CGSize(width: 9, height: 22))
            custom.setImage(image(50, 51), for: .normal)
            XCTAssertEqual(custom.intrinsicContentSize, CGSize(width: 50, height: 51))
            XCTAssertEqual(custom.sizeThatFits(CGSize(width: 10, height: 10)), CGSize(width: 50, height: 51))

            let system = UIButton(type: .system)
            system.setImage(image(9, 17), for: .normal)
            XCTAssertEqual(system.intrinsicContentSize, CGSize(width: 9, height: 18))
            try XCTUnwrap(system.titleLabel).font = .systemFont(ofSize: 30)
            XCTAssertEqual(system.intrinsicContentSize, CGSize(width: 9, height: 36))
            system.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            XCTAssertEqual(system.intrinsicContentSize, CGSize(width: 15, height: 40))

            custom.setTitle("Add", for: .normal)
            XCTAssertEqual(custom.intrinsicContentSize.width, UIView.noIntrinsicMetric, "a title needs text metrics")
        }
    }

    /// An image larger than the button is shown shrunk into it, its shape kept (FoodTracker's
    /// 255-point stars in 44-point buttons); a smaller one keeps its size, centred.
    func testButtonImageLargerThanTheButtonShrinksIntoIt() throws {
        try onMain {
            let button = UIButton(type: .custom)
            button.setImage(image(510, 512), for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
            button.layoutIfNeeded()
            let shown = try XCTUnwrap(button.imageView).frame
            XCTAssertEqual(shown.height, 44, accuracy: 0.001)
            XCTAssertEqual(shown.width, 44 * 510 / 512, accuracy: 0.001)
            XCTAssertEqual(shown.midX, 22, accuracy: 0.001)
            button.setImage(image(20, 10), for: .normal)
            button.layoutIfNeeded()
            XCTAssertEqual(try XCTUnwrap(button.imageView).frame, CGRect(x: 12, y: 17, width: 20, height: 10))
        }
    }

    /// The type a decoder sets after `init(coder:)` gives a title label made before its own
    /// default font, but not a font set on purpose.
    func testButtonTypeSetLaterTradesTheDefaultTitleFont() throws {
        try onMain {
            let button = UIButton(type: .custom)
            let label = try XCTUnwrap(button.titleLabel)
            button.buttonType = .system
            XCTAssertEqual(label.font, .systemFont(ofSize: 15))
            label.font = .boldSystemFont(ofSize: 15)
            button.buttonType = .custom
            XCTAssertEqual(label.font, .boldSystemFont(ofSize: 15))
        }
    }

    func testSubclassesMadeByTheInheritedInitializers() {
        onMain {
            let round = RoundButton(type: .system)
            XCTAssertEqual(round.buttonType, .system)
            XCTAssertEqual(round.madeBy, "init(frame:)", "init(type:) goes through the subclass's init(frame:)")
            XCTAssertFalse(AvatarView().isUserInteractionEnabled)
        }
    }

    func testButtonTitleColourDefaultsByType() {
        onMain {
            XCTAssertEqual(UIButton(type: .custom).currentTitleColor, .white)
            let system = UIButton(type: .system)
            let label = system.titleLabel
            XCTAssertEqual(system.currentTitleColor, system.tintColor)
            system.tintColor = .orange
            XCTAssertEqual(system.currentTitleColor, .orange)
            XCTAssertEqual(label?.textColor, .orange, "the label follows the tint")
            system.isEnabled = false
            XCTAssertEqual(system.currentTitleColor, .systemGray)
        }
    }

    // MARK: UIButton per-state content

    func testButtonStatesWithoutAValueUseTheNormalOne() {
        onMain {
            let button = UIButton(type: .custom)
            let normalImage = image(10, 10), selectedImage = image(20, 20)
            button.setTitle("Normal", for: .normal)
            button.setTitle("Selected", for: .selected)
            button.setTitleColor(.red, for: .normal)
            button.setImage(normalImage, for: .normal)
            button.setImage(selectedImage, for: .selected)
            button.setBackgroundImage(normalImage, for: .normal)

            XCTAssertEqual(button.title(for: .normal), "Normal")
            XCTAssertEqual(button.title(for: .selected), "Selected")
            XCTAssertEqual(button.title(for: .highlighted), "Normal")
            XCTAssertEqual(button.title(for: .disabled), "Normal")
            XCTAssertEqual(
                button.title(for: [.selected, .highlighted]), "Normal",
                "a combined state falls back to normal, not to one of its parts")
            XCTAssertEqual(button.titleColor(for: .disabled), .red)
            XCTAssertTrue(button.image(for: .highlighted) === normalImage)
            XCTAssertTrue(button.image(for: .selected) === selectedImage)
            XCTAssertTrue(button.backgroundImage(for: .selected) === normalImage)
            XCTAssertNil(button.attributedTitle(for: .selected))
            XCTAssertNil(button.titleShadowColor(for: .normal))

            button.setTitle(nil, for: .selected)
            XCTAssertEqual(button.title(for: .selected), "Normal", "clearing a state's value brings back the fallback")
        }
    }

    func testButtonCurrentContentFollowsHighlightSelectionAndEnabling() {
        onMain {
            let button = UIButton(type: .custom)
            let plain = image(1, 1), pressed = image(2, 2), off = image(3, 3)
            button.setTitle("N", for: .normal)
            button.setTitle("H", for: .highlighted)
            button.setTitle("S", for: .selected)
            button.setTitle("D", for: .disabled)
            button.setTitle("SH", for: [.selected, .highlighted])
            button.setTitleColor(.black, for: .normal)
            button.setTitleColor(.blue, for: .highlighted)
            button.setImage(plain, for: .normal)
            button.setImage(pressed, for: .highlighted)
            button.setBackgroundImage(off, for: .disabled)
            button.setTitleShadowColor(.gray, for: .selected)

            XCTAssertEqual(button.currentTitle, "N")
            XCTAssertEqual(button.currentTitleColor, .black)
            XCTAssertTrue(button.currentImage === plain)
            XCTAssertNil(button.currentBackgroundImage)

            button.isHighlighted = true
            XCTAssertEqual(button.state, .highlighted)
            XCTAssertEqual(button.currentTitle, "H")
            XCTAssertEqual(button.currentTitleColor, .blue)
            XCTAssertTrue(button.currentImage === pressed)

            button.isSelected = true
            XCTAssertEqual(button.currentTitle, "SH")
            XCTAssertEqual(button.currentTitleColor, .black, "no colour for selected+highlighted: the normal one")
            XCTAssertTrue(button.currentImage === plain)

            button.isHighlighted = false
            XCTAssertEqual(button.currentTitle, "S")
            XCTAssertEqual(button.currentTitleShadowColor, .gray)

            button.isSelected = false
            button.isEnabled = false
            XCTAssertEqual(button.currentTitle, "D")
            XCTAssertTrue(button.currentBackgroundImage === off)
            XCTAssertNil(button.currentTitleShadowColor)
        }
    }

    func testButtonAttributedTitlesFollowStateToo() {
        onMain {
            let button = UIButton(type: .system)
            let normal = NSAttributedString(string: "Go", attributes: [.foregroundColor: UIColor.red])
            let selected = NSAttributedString(string: "Went")
            button.setAttributedTitle(normal, for: .normal)
            button.setAttributedTitle(selected, for: .selected)
            XCTAssertEqual(button.currentAttributedTitle?.string, "Go")
            XCTAssertEqual(button.attributedTitle(for: .highlighted)?.string, "Go")
            button.isSelected = true
            XCTAssertEqual(button.currentAttributedTitle?.string, "Went")
        }
    }

    // MARK: UIButton subviews

    func testButtonTitleLabelShowsTheCurrentStatesTitle() throws {
        try onMain {
            let button = UIButton(type: .custom)
            button.setTitle("Play", for: .normal)
            button.setTitle("Pause", for: .selected)
            button.setTitleColor(.green, for: .normal)
            button.setTitleColor(.yellow, for: .selected)
            let label = try XCTUnwrap(button.titleLabel)
            XCTAssertTrue(label.superview === button)
            XCTAssertTrue(button.titleLabel === label, "made once")
            XCTAssertEqual(label.text, "Play")
            XCTAssertEqual(label.textColor, .green)
            XCTAssertEqual(
                label.font, .systemFont(ofSize: UIFont.buttonFontSize), "a custom button's title is 18-point")

            button.isSelected = true
            XCTAssertEqual(label.text, "Pause")
            XCTAssertEqual(label.textColor, .yellow)

            button.setTitle("Stop", for: .selected)
            XCTAssertEqual(label.text, "Stop", "a new title for the current state shows at once")

            button.isSelected = false
            XCTAssertEqual(label.text, "Play")
        }
    }

    func testButtonTitleLabelPrefersTheAttributedTitleAndKeepsItsFont() throws {
        try onMain {
            let button = UIButton(type: .custom)
            let label = try XCTUnwrap(button.titleLabel)
            label.font = .systemFont(ofSize: 22)
            button.setTitle("Plain", for: .normal)
            button.setAttributedTitle(
                NSAttributedString(string: "Fancy", attributes: [.font: UIFont.italicSystemFont(ofSize: 30)]),
                for: .highlighted)
            button.isHighlighted = true
            XCTAssertEqual(label.text, "Fancy")
            XCTAssertEqual(label.font, .italicSystemFont(ofSize: 30))
            button.isHighlighted = false
            XCTAssertEqual(label.text, "Plain")
            XCTAssertEqual(label.font, .systemFont(ofSize: 22), "the label's own font comes back with the plain title")
        }
    }

    func testButtonImageViewShowsTheCurrentStatesImageBelowTheTitle() throws {
        try onMain {
            let button = UIButton(type: .custom)
            XCTAssertTrue(button.subviews.isEmpty, "nothing to show, nothing made")
            let normal = image(8, 8), disabled = image(9, 9)
            button.setTitle("Title", for: .normal)
            button.setImage(normal, for: .normal)
            button.setImage(disabled, for: .disabled)
            let imageView = try XCTUnwrap(button.imageView)
            let label = try XCTUnwrap(button.titleLabel)
            XCTAssertEqual(button.subviews, [imageView, label])
            XCTAssertTrue(imageView.image === normal)
            button.isEnabled = false
            XCTAssertTrue(imageView.image === disabled)
            button.setImage(nil, for: .disabled)
            XCTAssertTrue(imageView.image === normal)
        }
    }

    // MARK: UIButton actions

    func testButtonSendsActionsToItsTargetAndUpTheResponderChain() {
        onMain {
            let container = UIView()
            let button = UIButton(type: .system)
            container.addSubview(button)
            let target = UIResponder()
            var log: [String] = []
            target.registerAction("tapped:") { sender in log.append("target from \((sender as AnyObject) === button)") }
            container.registerAction("chained:") { sender in
                log.append("chain from \((sender as AnyObject) === button)")
            }
            button.addTarget(target, action: "tapped:", for: .touchUpInside)
            button.addTarget(nil, action: "chained:", for: .touchUpInside)
            button.addTarget(target, action: "tapped:", for: .valueChanged)

            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(log, ["target from true", "chain from true"])
            button.sendActions(for: .touchDown)
            XCTAssertEqual(log.count, 2, "no action for an event nobody asked for")
        }
    }

    func testButtonWithAPrimaryAction() {
        onMain {
            var senders: [AnyObject?] = []
            let action = UIAction(title: "Save") { action in senders.append(action.sender as AnyObject?) }
            let button = UIButton(primaryAction: action)
            XCTAssertEqual(button.buttonType, .system)
            XCTAssertEqual(button.currentTitle, "Save", "the title comes from the action")
            button.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(senders.count, 1)
            XCTAssertTrue(senders.first.flatMap { $0 } === button)

            let custom = UIButton(type: .custom, primaryAction: nil)
            XCTAssertEqual(custom.buttonType, .custom)
            XCTAssertNil(custom.currentTitle)
            senders.removeAll()  // it holds the button, whose action holds it
        }
    }

    /// Setting the font or colour a label already has still applies it to every character, as
    /// UIKit documents, though the label skips the restyling when nothing would change.
    func testFontAndColourApplyEverywhereEvenWhenAlreadyTheLabels() {
        onMain {
            let label = UILabel()
            let bold = UIFont.boldSystemFont(ofSize: 20), small = UIFont.systemFont(ofSize: 9)
            let mixed = NSMutableAttributedString(
                string: "ab", attributes: [.font: bold, .foregroundColor: UIColor.red])
            mixed.addAttributes([.font: small, .foregroundColor: UIColor.blue], range: NSRange(location: 1, length: 1))
            label.attributedText = mixed
            XCTAssertEqual(label.font, bold)
            XCTAssertEqual(label.textColor, .red)
            label.font = bold
            label.textColor = .red
            XCTAssertEqual(label.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? UIFont, bold)
            XCTAssertEqual(
                label.attributedText?.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor, .red)
            let styled = label.attributedText
            label.attributedText = styled
            label.font = bold
            XCTAssertTrue(label.attributedText === styled, "nothing to change, nothing restyled")
        }
    }

    func testAnImageViewGrowsItsImageForAccessibilityTextSizesWhenAsked() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let view = UIImageView(image: image(20, 10))
            window.addSubview(view)
            window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
            window.updateTraitsIfNeeded()
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 10), "off: the image's size")
            view.adjustsImageSizeForAccessibilityContentSizeCategory = true
            let grown = view.intrinsicContentSize
            XCTAssertGreaterThan(grown.width, 20)
            XCTAssertEqual(grown.width / grown.height, 2, accuracy: 0.001, "in proportion")
            window.traitOverrides.preferredContentSizeCategory = .large
            window.updateTraitsIfNeeded()
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 10), "not an accessibility size")
            let button = UIButton(type: .system)
            button.adjustsImageSizeForAccessibilityContentSizeCategory = true
            button.setImage(image(10, 10), for: .normal)
            XCTAssertEqual(button.imageView?.adjustsImageSizeForAccessibilityContentSizeCategory, true)
        }
    }

}
