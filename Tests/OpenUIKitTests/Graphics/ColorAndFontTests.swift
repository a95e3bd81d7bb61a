import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

final class ColorAndFontTests: UIKitTestCase {
    private func rgba(
        _ color: UIColor, file: StaticString = #filePath, line: UInt = #line
    )
        -> (CGFloat, CGFloat, CGFloat, CGFloat)
    {
        var r: CGFloat = -99, g: CGFloat = -99, b: CGFloat = -99, a: CGFloat = -99
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a), file: file, line: line)
        return (r, g, b, a)
    }

    private func assertRGBA(
        _ color: UIColor, _ expected: (CGFloat, CGFloat, CGFloat, CGFloat), accuracy: CGFloat = 1e-9,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let actual = rgba(color, file: file, line: line)
        XCTAssertEqual(actual.0, expected.0, accuracy: accuracy, "red", file: file, line: line)
        XCTAssertEqual(actual.1, expected.1, accuracy: accuracy, "green", file: file, line: line)
        XCTAssertEqual(actual.2, expected.2, accuracy: accuracy, "blue", file: file, line: line)
        XCTAssertEqual(actual.3, expected.3, accuracy: accuracy, "alpha", file: file, line: line)
    }

    // MARK: CGColor

    func testCGColorComponents() {
        let rgb = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        XCTAssertEqual(rgb.components, [0.1, 0.2, 0.3, 0.4])
        XCTAssertEqual(rgb.numberOfComponents, 4)
        XCTAssertEqual(rgb.alpha, 0.4)

        let gray = CGColor(gray: 0.5, alpha: 1)
        XCTAssertEqual(gray.components, [0.5, 1])
        XCTAssertEqual(gray.numberOfComponents, 2)

        let faded = rgb.copy(alpha: 0.9)
        XCTAssertEqual(faded?.components, [0.1, 0.2, 0.3, 0.9])
        XCTAssertEqual(rgb.alpha, 0.4, "copy must not mutate the original")
        XCTAssertEqual(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertNotEqual(CGColor(gray: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(CGColor.black, CGColor(gray: 0, alpha: 1))
    }

    // MARK: UIColor construction and components

    func testRGBInitIsUnclampedButAlphaIsClamped() {
        assertRGBA(UIColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 3), (1.2, -0.1, 0.5, 1))
        assertRGBA(UIColor(red: 0, green: 0, blue: 0, alpha: -1), (0, 0, 0, 0))
    }

    func testWhiteInitAndGetWhite() {
        let gray = UIColor(white: 0.25, alpha: 0.5)
        var white: CGFloat = -1, alpha: CGFloat = -1
        XCTAssertTrue(gray.getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 0.25)
        XCTAssertEqual(alpha, 0.5)
        assertRGBA(gray, (0.25, 0.25, 0.25, 0.5))
        XCTAssertEqual(gray.cgColor.numberOfComponents, 2)
    }

    func testGetWhiteFailsForRGBAndLeavesOutputsAlone() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        XCTAssertFalse(UIColor.red.getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, -1)
        XCTAssertEqual(alpha, -1)
    }

    func testNilPointersAreAllowed() {
        var red: CGFloat = 0
        XCTAssertTrue(UIColor.orange.getRed(&red, green: nil, blue: nil, alpha: nil))
        XCTAssertEqual(red, 1)
    }

    func testHueInitKnownValues() {
        assertRGBA(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), (1, 0, 0, 1))
        assertRGBA(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1), (0, 1, 0, 1))
        assertRGBA(UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 0.5, alpha: 0.25), (0, 0, 0.5, 0.25))
        assertRGBA(UIColor(hue: 0.5, saturation: 0.5, brightness: 1, alpha: 1), (0.5, 1, 1, 1))
        // Hue wraps.
        assertRGBA(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), (1, 0, 0, 1))
        assertRGBA(UIColor(hue: 0, saturation: 0, brightness: 0.3, alpha: 1), (0.3, 0.3, 0.3, 1))
    }

    func testGetHueRoundTrips() {
        for (h, s, v) in [
            (0.0, 1.0, 1.0), (0.1, 0.4, 0.9), (0.35, 0.8, 0.6), (0.5, 0.25, 0.75),
            (0.72, 0.9, 0.3), (0.95, 0.6, 1.0),
        ] as [(CGFloat, CGFloat, CGFloat)] {
            let color = UIColor(hue: h, saturation: s, brightness: v, alpha: 0.7)
            var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
            XCTAssertTrue(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
            XCTAssertEqual(hue, h, accuracy: 1e-9, "hue for \(h)")
            XCTAssertEqual(saturation, s, accuracy: 1e-9, "saturation for \(h)")
            XCTAssertEqual(brightness, v, accuracy: 1e-9, "brightness for \(h)")
            XCTAssertEqual(alpha, 0.7, accuracy: 1e-9)
        }
    }

    func testGetHueOfRGBValues() {
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1
        XCTAssertTrue(
            UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                .getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
        XCTAssertEqual(hue, 2.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(saturation, 1)
        XCTAssertEqual(brightness, 1)
        XCTAssertTrue(UIColor.magenta.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
        XCTAssertEqual(hue, 5.0 / 6.0, accuracy: 1e-12)
        XCTAssertTrue(UIColor.gray.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
        XCTAssertEqual(hue, 0)
        XCTAssertEqual(saturation, 0)
        XCTAssertEqual(brightness, 0.5)
    }

    func testDisplayP3RedConvertsToExtendedSRGB() {
        assertRGBA(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1), (1.0931, -0.2267, -0.1501), accuracy: 5e-4)
    }

    func testDisplayP3GreenAndWhite() {
        // P3 white is sRGB white (same D65 white point), so the matrix rows sum to 1.
        assertRGBA(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1), (1, 1, 1, 1), accuracy: 1e-9)
        assertRGBA(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1), (0.5, 0.5, 0.5, 1), accuracy: 1e-9)
        // Pure P3 green lies outside sRGB: red and blue go negative.
        assertRGBA(UIColor(displayP3Red: 0, green: 1, blue: 0, alpha: 1), (-0.5116, 1.0183, -0.3107, 1), accuracy: 5e-4)
    }

    private func assertRGBA(
        _ color: UIColor, _ expected: (CGFloat, CGFloat, CGFloat), accuracy: CGFloat,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertRGBA(color, (expected.0, expected.1, expected.2, 1), accuracy: accuracy, file: file, line: line)
    }

    func testCGColorRoundTrip() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        XCTAssertEqual(color.cgColor.components, [0.2, 0.4, 0.6, 0.8])
        XCTAssertEqual(UIColor(cgColor: color.cgColor), color)
        XCTAssertEqual(UIColor(cgColor: CGColor(gray: 1, alpha: 1)), UIColor.white)
    }

    func testWithAlphaComponent() {
        let faded = UIColor.red.withAlphaComponent(0.5)
        assertRGBA(faded, (1, 0, 0, 0.5))
        assertRGBA(UIColor.red, (1, 0, 0, 1))
        XCTAssertEqual(UIColor.gray.withAlphaComponent(0.1).description, "UIExtendedGrayColorSpace 0.5 0.1")
        // A dynamic colour stays dynamic, with the alpha applied to both.
        let dynamic = UIColor.systemBlue.withAlphaComponent(0.3)
        XCTAssertNotNil(dynamic.darkVariant)
        XCTAssertEqual(dynamic.darkVariant?.cgColor.alpha, 0.3)
    }

    // MARK: Description and equality

    func testDescriptionMatchesUIKitFormat() {
        XCTAssertEqual(UIColor.red.description, "UIExtendedSRGBColorSpace 1 0 0 1")
        XCTAssertEqual(
            UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1).description, "UIExtendedSRGBColorSpace 0.5 0.25 0 1")
        XCTAssertEqual(UIColor.black.description, "UIExtendedGrayColorSpace 0 1")
        XCTAssertEqual(UIColor.darkGray.description, "UIExtendedGrayColorSpace 0.333333 1")
        XCTAssertEqual(UIColor.clear.description, "UIExtendedGrayColorSpace 0 0")
        XCTAssertEqual("\(UIColor(red: -0.0, green: 1, blue: 1, alpha: 1))", "UIExtendedSRGBColorSpace 0 1 1 1")
    }

    func testEqualityIsByComponents() {
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.red)
        XCTAssertNotEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5), UIColor.red)
        // Different colour models are different colours, as in UIKit.
        XCTAssertNotEqual(UIColor(red: 1, green: 1, blue: 1, alpha: 1), UIColor.white)
        XCTAssertEqual(UIColor(white: 1, alpha: 1), UIColor.white)
        // A dynamic colour differs from the static colour of its light value.
        XCTAssertNotEqual(UIColor.systemBackground, UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        let set: Set<UIColor> = [UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]
        XCTAssertEqual(set.count, 2)
    }

    func testClassPropertiesAreStableInstances() {
        XCTAssertTrue(UIColor.systemRed === UIColor.systemRed)
        XCTAssertTrue(UIColor.tintColor == UIColor.systemBlue)
        XCTAssertTrue(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
    }

    // MARK: Named colour values

    func testBasicColourValues() {
        assertRGBA(.black, (0, 0, 0, 1))
        assertRGBA(.white, (1, 1, 1, 1))
        assertRGBA(.darkGray, (1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0, 1))
        assertRGBA(.lightGray, (2.0 / 3.0, 2.0 / 3.0, 2.0 / 3.0, 1))
        assertRGBA(.gray, (0.5, 0.5, 0.5, 1))
        assertRGBA(.green, (0, 1, 0, 1))
        assertRGBA(.blue, (0, 0, 1, 1))
        assertRGBA(.cyan, (0, 1, 1, 1))
        assertRGBA(.yellow, (1, 1, 0, 1))
        assertRGBA(.magenta, (1, 0, 1, 1))
        assertRGBA(.orange, (1, 0.5, 0, 1))
        assertRGBA(.purple, (0.5, 0, 0.5, 1))
        assertRGBA(.brown, (0.6, 0.4, 0.2, 1))
        assertRGBA(.clear, (0, 0, 0, 0))
        assertRGBA(.lightText, (1, 1, 1, 0.6))
        assertRGBA(.darkText, (0, 0, 0, 1))
        XCTAssertNil(UIColor.red.darkVariant)
    }

    private func assertBytes(
        _ color: UIColor, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertRGBA(color, (r / 255, g / 255, b / 255, a), file: file, line: line)
    }

    func testSystemColourLightValues() {
        assertBytes(.systemRed, 255, 59, 48)
        assertBytes(.systemGreen, 52, 199, 89)
        assertBytes(.systemBlue, 0, 122, 255)
        assertBytes(.systemOrange, 255, 149, 0)
        assertBytes(.systemYellow, 255, 204, 0)
        assertBytes(.systemPink, 255, 45, 85)
        assertBytes(.systemPurple, 175, 82, 222)
        assertBytes(.systemTeal, 48, 176, 199)
        assertBytes(.systemIndigo, 88, 86, 214)
        assertBytes(.systemBrown, 162, 132, 94)
        assertBytes(.systemMint, 0, 199, 190)
        assertBytes(.systemCyan, 50, 173, 230)
        assertBytes(.systemGray, 142, 142, 147)
        assertBytes(.systemGray2, 174, 174, 178)
        assertBytes(.systemGray3, 199, 199, 204)
        assertBytes(.systemGray4, 209, 209, 214)
        assertBytes(.systemGray5, 229, 229, 234)
        assertBytes(.systemGray6, 242, 242, 247)
        assertBytes(.tintColor, 0, 122, 255)
        assertBytes(.link, 0, 122, 255)
    }

    func testSemanticColourLightValues() {
        assertBytes(.label, 0, 0, 0)
        assertBytes(.secondaryLabel, 60, 60, 67, 0.6)
        assertBytes(.tertiaryLabel, 60, 60, 67, 0.3)
        assertBytes(.quaternaryLabel, 60, 60, 67, 0.18)
        assertBytes(.placeholderText, 60, 60, 67, 0.3)
        assertBytes(.systemBackground, 255, 255, 255)
        assertBytes(.secondarySystemBackground, 242, 242, 247)
        assertBytes(.tertiarySystemBackground, 255, 255, 255)
        assertBytes(.systemGroupedBackground, 242, 242, 247)
        assertBytes(.secondarySystemGroupedBackground, 255, 255, 255)
        assertBytes(.tertiarySystemGroupedBackground, 242, 242, 247)
        assertBytes(.systemFill, 120, 120, 128, 0.2)
        assertBytes(.secondarySystemFill, 120, 120, 128, 0.16)
        assertBytes(.tertiarySystemFill, 118, 118, 128, 0.12)
        assertBytes(.quaternarySystemFill, 116, 116, 128, 0.08)
        assertBytes(.separator, 60, 60, 67, 0.29)
        assertBytes(.opaqueSeparator, 198, 198, 200)
    }

    func testDarkVariantsAreStored() {
        let semantic: [UIColor] = [
            .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel,
            .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
            .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
            .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
            .separator, .opaqueSeparator, .link, .placeholderText,
            .systemRed, .systemGreen, .systemBlue, .systemOrange, .systemYellow, .systemPink,
            .systemPurple, .systemTeal, .systemIndigo, .systemBrown, .systemMint, .systemCyan,
            .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
        ]
        for color in semantic {
            XCTAssertNotNil(color.darkVariant, "\(color) should have a dark variant")
        }
        guard let darkLabel = UIColor.label.darkVariant,
            let darkBackground = UIColor.systemBackground.darkVariant,
            let darkBlue = UIColor.systemBlue.darkVariant,
            let darkSecondary = UIColor.secondaryLabel.darkVariant
        else { return XCTFail("missing dark variants") }
        assertBytes(darkLabel, 255, 255, 255)
        assertBytes(darkBackground, 0, 0, 0)
        assertBytes(darkBlue, 10, 132, 255)
        assertBytes(darkSecondary, 235, 235, 245, 0.6)
    }

    func testUIColorIsSubclassable() {
        final class BrandColor: UIColor, @unchecked Sendable {
            init() { super.init(red: 0.1, green: 0.2, blue: 0.3, alpha: 1) }
            // UIColor's literal initializer is required, in UIKit too.
            required init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
                super.init(_colorLiteralRed: red, green: green, blue: blue, alpha: alpha)
            }
        }
        let brand = BrandColor()
        assertRGBA(brand, (0.1, 0.2, 0.3, 1))
        XCTAssertEqual(brand, UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
    }

    // MARK: UIFont

    func testNamedFont() {
        XCTAssertNil(UIFont(name: "", size: 12))
        let font = UIFont(name: "Helvetica-Bold", size: 13)
        XCTAssertEqual(font?.fontName, "Helvetica-Bold")
        XCTAssertEqual(font?.familyName, "Helvetica")
        XCTAssertEqual(font?.pointSize, 13)
        XCTAssertEqual(font?.weight, .bold)
        XCTAssertEqual(UIFont(name: "Avenir-HeavyOblique", size: 10)?.isItalic, true)
        XCTAssertEqual(UIFont(name: "AvenirNext-DemiBold", size: 10)?.weight, .bold)
        XCTAssertEqual(UIFont(name: "SFPro-Semibold", size: 10)?.weight, .semibold)
        XCTAssertEqual(UIFont(name: "Menlo", size: 11)?.familyName, "Menlo")
    }

    func testSystemFontNames() {
        let regular = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(regular.fontName, ".SFUI-Regular")
        XCTAssertEqual(regular.familyName, ".AppleSystemUIFont")
        XCTAssertEqual(regular.pointSize, 17)
        XCTAssertEqual(regular.weight, .regular)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).fontName, ".SFUI-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName, ".SFUI-Semibold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .ultraLight).fontName, ".SFUI-Ultralight")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .black).fontName, ".SFUI-Black")
        // Arbitrary weights snap to the nearest face.
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.25)).fontName, ".SFUI-Medium")
        let italic = UIFont.italicSystemFont(ofSize: 12)
        XCTAssertEqual(italic.fontName, ".SFUI-RegularItalic")
        XCTAssertTrue(italic.isItalic)
        let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .medium)
        XCTAssertEqual(mono.fontName, ".SFUIMono-Medium")
        XCTAssertEqual(mono.familyName, ".AppleSystemUIFontMonospaced")
        XCTAssertTrue(mono.isMonospaced)
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        XCTAssertFalse(digits.isMonospaced)
        XCTAssertTrue(digits.hasMonospacedDigits)
        XCTAssertEqual(digits.familyName, ".AppleSystemUIFont")
    }

    func testWeightRawValues() {
        let expected: [(UIFont.Weight, CGFloat)] = [
            (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
            (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
        ]
        for (weight, raw) in expected {
            XCTAssertEqual(weight.rawValue, raw)
        }
        XCTAssertEqual(UIFont.Weight(rawValue: 0.3), .semibold)
    }

    func testPreferredFontSizes() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            XCTAssertEqual(font.pointSize, size, style.rawValue)
            XCTAssertEqual(font.textStyle, style)
        }
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).fontName, ".SFUI-Semibold")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).fontName, ".SFUI-Regular")
    }

    func testTextStyleRawValues() {
        XCTAssertEqual(UIFont.TextStyle.body.rawValue, "UICTFontTextStyleBody")
        XCTAssertEqual(UIFont.TextStyle.largeTitle.rawValue, "UICTFontTextStyleTitle0")
        XCTAssertEqual(UIFont.TextStyle.subheadline.rawValue, "UICTFontTextStyleSubhead")
        XCTAssertEqual(UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2"), .caption2)
    }

    func testWithSize() {
        let font = UIFont.systemFont(ofSize: 17, weight: .heavy)
        let bigger = font.withSize(40)
        XCTAssertEqual(bigger.pointSize, 40)
        XCTAssertEqual(bigger.fontName, ".SFUI-Heavy")
        XCTAssertEqual(font.pointSize, 17)
        XCTAssertNotEqual(font, bigger)
        XCTAssertEqual(bigger.withSize(17), font)
    }

    func testMetricsScaleWithSizeAndAreConsistent() {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertGreaterThan(font.ascender, 0)
        XCTAssertLessThan(font.descender, 0)
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender + font.leading, accuracy: 1e-12)
        // Values UIKit reports for the 17 pt system font.
        XCTAssertEqual(font.ascender, 16.1865234375, accuracy: 1e-9)
        XCTAssertEqual(font.descender, -4.1005859375, accuracy: 1e-9)
        XCTAssertEqual(font.lineHeight, 20.287109375, accuracy: 1e-9)
        XCTAssertEqual(font.capHeight, 11.97802734375, accuracy: 1e-9)
        XCTAssertEqual(font.xHeight, 8.9482421875, accuracy: 1e-9)
        XCTAssertEqual(font.leading, 0)
        XCTAssertGreaterThan(font.capHeight, font.xHeight)
        XCTAssertLessThan(font.capHeight, font.ascender)
        let double = font.withSize(34)
        XCTAssertEqual(double.ascender, 2 * font.ascender, accuracy: 1e-12)
        XCTAssertEqual(double.lineHeight, 2 * font.lineHeight, accuracy: 1e-12)
    }

    func testLegacySizeConstants() {
        XCTAssertEqual(UIFont.systemFontSize, 14)
        XCTAssertEqual(UIFont.smallSystemFontSize, 12)
        XCTAssertEqual(UIFont.labelFontSize, 17)
        XCTAssertEqual(UIFont.buttonFontSize, 18)
    }

    func testFontEqualityAndHashing() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 17))
        let set: Set<UIFont> = [.systemFont(ofSize: 10), .systemFont(ofSize: 10), .systemFont(ofSize: 11)]
        XCTAssertEqual(set.count, 2)
        XCTAssertTrue(UIFont.systemFont(ofSize: 17).description.contains(".SFUI-Regular"))
    }
}
