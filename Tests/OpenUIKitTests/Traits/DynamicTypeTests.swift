import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// Dynamic Type: the published size table, `UIFontMetrics`, content size categories, views that
/// adjust their fonts, and `NSShadow`.
final class DynamicTypeTests: UIKitTestCase {
    private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    /// Sizes from the Human Interface Guidelines' "Dynamic Type sizes" tables for iOS.
    func testPreferredFontsFollowThePublishedTable() {
        let expected: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat)] = [
            (.body, .extraSmall, 14), (.body, .small, 15), (.body, .medium, 16), (.body, .large, 17),
            (.body, .extraLarge, 19), (.body, .extraExtraLarge, 21), (.body, .extraExtraExtraLarge, 23),
            (.body, .accessibilityMedium, 28), (.body, .accessibilityLarge, 33),
            (.body, .accessibilityExtraLarge, 40), (.body, .accessibilityExtraExtraLarge, 47),
            (.body, .accessibilityExtraExtraExtraLarge, 53),
            (.largeTitle, .extraSmall, 31), (.largeTitle, .extraExtraExtraLarge, 40),
            (.largeTitle, .accessibilityExtraExtraExtraLarge, 60),
            (.title1, .extraLarge, 30), (.title1, .accessibilityLarge, 43),
            (.title2, .small, 20), (.title2, .accessibilityExtraExtraLarge, 50),
            (.title3, .medium, 19), (.title3, .accessibilityExtraLarge, 43),
            (.headline, .extraExtraLarge, 21), (.headline, .accessibilityMedium, 28),
            (.callout, .extraSmall, 13), (.callout, .accessibilityExtraExtraExtraLarge, 51),
            (.subheadline, .extraLarge, 17), (.subheadline, .accessibilityLarge, 30),
            (.footnote, .extraSmall, 12), (.footnote, .medium, 12), (.footnote, .accessibilityExtraLarge, 33),
            (.caption1, .small, 11), (.caption1, .extraExtraExtraLarge, 18),
            (.caption1, .accessibilityExtraExtraLarge, 37),
            (.caption2, .large, 11), (.caption2, .extraLarge, 13), (.caption2, .accessibilityExtraExtraExtraLarge, 40),
        ]
        for (style, category, size) in expected {
            let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits(category))
            XCTAssertEqual(font.pointSize, size, "\(style.rawValue) at \(category.rawValue)")
        }
        // Weights do not change with the size.
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits(.accessibilityLarge))
        XCTAssertEqual(headline.fontName, ".SFUI-Semibold")
        // No category, or an unspecified one: the current traits', then Large.
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize, 17)
        traits(.extraExtraExtraLarge).performAsCurrent {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 23)
            XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 17), 23)
        }
        // Bold Text moves each style one weight heavier.
        let bold = UIFont.preferredFont(
            forTextStyle: .body, compatibleWith: UITraitCollection { $0.legibilityWeight = .bold })
        XCTAssertEqual(bold.fontName, ".SFUI-Semibold")
    }

    func testContentSizeCategoriesCompareAndKnowTheAccessibilitySizes() {
        XCTAssertLessThan(UIContentSizeCategory.extraSmall, .small)
        XCTAssertLessThan(UIContentSizeCategory.large, .extraExtraExtraLarge)
        XCTAssertGreaterThan(UIContentSizeCategory.accessibilityMedium, .extraExtraExtraLarge)
        XCTAssertGreaterThanOrEqual(UIContentSizeCategory.large, .large)
        XCTAssertLessThan(UIContentSizeCategory.unspecified, .extraSmall)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.unspecified.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertEqual(
            UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue, "UICTContentSizeCategoryAccessibilityXXXL"
        )
        XCTAssertEqual(UIContentSizeCategory("UICTContentSizeCategoryL"), .large)
        XCTAssertEqual(MainActor.assumeIsolated { UIApplication.shared.preferredContentSizeCategory }, .large)
        XCTAssertEqual(
            UIContentSizeCategory.didChangeNotification.rawValue, "UIContentSizeCategoryDidChangeNotification")
    }

    func testFontMetricsScaleCustomFontsByTheStylesRatio() throws {
        let helvetica = try XCTUnwrap(UIFont(name: "Helvetica", size: 17))
        let body = UIFontMetrics(forTextStyle: .body)
        XCTAssertEqual(body.scaledFont(for: helvetica).pointSize, 17, "Large: unchanged")
        let ax5 = body.scaledFont(for: helvetica, compatibleWith: traits(.accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(ax5.pointSize, 53)
        XCTAssertEqual(ax5.fontName, "Helvetica", "the face is kept")
        let twenty = try XCTUnwrap(UIFont(name: "Georgia-Bold", size: 20))
        XCTAssertEqual(
            body.scaledFont(for: twenty, compatibleWith: traits(.extraSmall)).pointSize, 20 * 14 / 17, accuracy: 1e-9)
        XCTAssertEqual(body.scaledFont(for: twenty, compatibleWith: traits(.extraSmall)).weight, .bold)

        // The ratio is the style's own: a caption grows more, in proportion, than body text.
        let caption = UIFontMetrics(forTextStyle: .caption2)
        XCTAssertEqual(
            caption.scaledFont(for: helvetica, compatibleWith: traits(.extraExtraExtraLarge)).pointSize, 17 * 17 / 11,
            accuracy: 1e-9)
        XCTAssertEqual(caption.scaledValue(for: 22, compatibleWith: traits(.extraLarge)), 26)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: traits(.large)), 10)

        // maximumPointSize caps the growth; 0 means no cap.
        XCTAssertEqual(
            body.scaledFont(
                for: helvetica, maximumPointSize: 30, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)
            ).pointSize, 30)
        XCTAssertEqual(
            body.scaledFont(for: helvetica, maximumPointSize: 30, compatibleWith: traits(.extraExtraExtraLarge))
                .pointSize, 23)
        XCTAssertEqual(
            body.scaledFont(for: helvetica, maximumPointSize: 0, compatibleWith: traits(.accessibilityMedium))
                .pointSize, 28)
        traits(.accessibilityMedium).performAsCurrent {
            XCTAssertEqual(body.scaledFont(for: helvetica, maximumPointSize: 20).pointSize, 20)
            XCTAssertEqual(body.scaledValue(for: 34), 56)
        }
    }

    func testLabelsAdjustDynamicTypeFontsForTheirCategory() throws {
        try MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
            let helvetica = try XCTUnwrap(UIFont(name: "Helvetica", size: 17))

            let adjusting = UILabel()
            adjusting.font = .preferredFont(forTextStyle: .body)
            adjusting.adjustsFontForContentSizeCategory = true
            let scaled = UILabel()
            scaled.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: helvetica, maximumPointSize: 36)
            scaled.adjustsFontForContentSizeCategory = true
            let fixed = UILabel()
            fixed.font = .preferredFont(forTextStyle: .body)
            let field = UITextField()
            field.font = .preferredFont(forTextStyle: .callout)
            field.adjustsFontForContentSizeCategory = true
            for view in [adjusting, scaled, fixed, field] as [UIView] { window.addSubview(view) }

            XCTAssertEqual(adjusting.font.pointSize, 40)
            XCTAssertEqual(scaled.font.pointSize, 36, "capped at its maximum")
            XCTAssertEqual(scaled.font.fontName, "Helvetica")
            XCTAssertEqual(fixed.font.pointSize, 17, "a label that does not adjust keeps its font")
            XCTAssertEqual(field.font?.pointSize, 38)

            // A fixed font is never resized.
            let plain = UILabel()
            plain.font = .systemFont(ofSize: 17)
            plain.adjustsFontForContentSizeCategory = true
            window.addSubview(plain)
            XCTAssertEqual(plain.font.pointSize, 17)
        }
    }

    func testShadowDefaultsCopyAndEquality() {
        let shadow = NSShadow()
        XCTAssertEqual(shadow.shadowOffset, .zero)
        XCTAssertEqual(shadow.shadowBlurRadius, 0)
        XCTAssertNil(shadow.shadowColor)
        XCTAssertEqual(shadow.resolvedColor(with: UITraitCollection()), CGColor(gray: 0, alpha: 1.0 / 3.0))
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.red
        let copy = shadow.copy() as? NSShadow
        XCTAssertEqual(copy?.shadowOffset, CGSize(width: 1, height: 2))
        XCTAssertEqual(copy?.shadowBlurRadius, 3)
        XCTAssertEqual(copy, shadow)
        copy?.shadowColor = UIColor.blue
        XCTAssertNotEqual(copy, shadow)
        let dynamic = NSShadow()
        dynamic.shadowColor = UIColor.label
        XCTAssertEqual(
            dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)),
            UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
    }

    func testShadowedTextIsDrawnInOnePassPerShadow() {
        let plain = NSAttributedString(string: "plain")
        XCTAssertTrue(plain.shadowPasses().isEmpty)

        let shadow = NSShadow()
        let whole = NSAttributedString(string: "shadowed", attributes: [.shadow: shadow])
        let one = whole.shadowPasses()
        XCTAssertEqual(one.count, 1)
        XCTAssertTrue(one.first?.text === whole, "text shadowed throughout is drawn as it is")

        let other = NSShadow()
        other.shadowOffset = CGSize(width: 0, height: 3)
        let mixed = NSMutableAttributedString(string: "aaBBcc")
        mixed.addAttribute(.shadow, value: shadow, range: NSRange(location: 0, length: 2))
        mixed.addAttribute(.shadow, value: other, range: NSRange(location: 2, length: 2))
        let passes = mixed.shadowPasses()
        XCTAssertEqual(passes.count, 3, "two shadows, then the characters with none")
        XCTAssertTrue(passes[0].shadow === shadow)
        XCTAssertTrue(passes[1].shadow === other)
        XCTAssertNil(passes[2].shadow)
        func clear(_ text: NSAttributedString, at index: Int) -> Bool {
            (text.attribute(.foregroundColor, at: index, effectiveRange: nil) as? UIColor) == .clear
        }
        XCTAssertEqual((0..<6).map { clear(passes[0].text, at: $0) }, [false, false, true, true, true, true])
        XCTAssertEqual((0..<6).map { clear(passes[1].text, at: $0) }, [true, true, false, false, true, true])
        XCTAssertEqual((0..<6).map { clear(passes[2].text, at: $0) }, [true, true, true, true, false, false])
    }
}
