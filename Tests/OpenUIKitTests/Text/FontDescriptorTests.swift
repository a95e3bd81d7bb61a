import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// `UIFontDescriptor`: attributes in and out, traits added and removed, sizes, designs, and the
/// fonts made from descriptors.
final class FontDescriptorTests: UIKitTestCase {
    func testSymbolicTraitRawValuesAreUIKits() {
        typealias Traits = UIFontDescriptor.SymbolicTraits
        XCTAssertEqual(Traits.traitItalic.rawValue, 1 << 0)
        XCTAssertEqual(Traits.traitBold.rawValue, 1 << 1)
        XCTAssertEqual(Traits.traitExpanded.rawValue, 1 << 5)
        XCTAssertEqual(Traits.traitCondensed.rawValue, 1 << 6)
        XCTAssertEqual(Traits.traitMonoSpace.rawValue, 1 << 10)
        XCTAssertEqual(Traits.traitVertical.rawValue, 1 << 11)
        XCTAssertEqual(Traits.traitUIOptimized.rawValue, 1 << 12)
        XCTAssertEqual(Traits.traitTightLeading.rawValue, 1 << 15)
        XCTAssertEqual(Traits.traitLooseLeading.rawValue, 1 << 16)
        XCTAssertEqual(Traits.classMask.rawValue, 0xF000_0000)
        XCTAssertEqual(Traits.classSansSerif.rawValue, 8 << 28)
        XCTAssertEqual(Traits.classSymbolic.rawValue, 12 << 28)
        XCTAssertEqual(UIFontDescriptor.AttributeName.family.rawValue, "NSFontFamilyAttribute")
        XCTAssertEqual(UIFontDescriptor.AttributeName.textStyle.rawValue, "NSCTFontUIUsageAttribute")
        XCTAssertEqual(UIFontDescriptor.TraitKey.weight.rawValue, "NSCTFontWeightTrait")
        XCTAssertEqual(UIFontDescriptor.FeatureKey.type.rawValue, "CTFeatureOpenTypeTag")
        XCTAssertEqual(UIFontDescriptor.SystemDesign.rounded.rawValue, "NSCTFontUIFontDesignRounded")
    }

    func testAttributesInAreAttributesOut() {
        let descriptor = UIFontDescriptor(fontAttributes: [.family: "Georgia", .size: 21, .visibleName: "Georgia"])
        XCTAssertEqual(descriptor.fontAttributes[.family] as? String, "Georgia")
        XCTAssertEqual(descriptor.object(forKey: .visibleName) as? String, "Georgia")
        XCTAssertEqual(descriptor.pointSize, 21)
        XCTAssertEqual(descriptor.postscriptName, "Georgia")
        XCTAssertEqual(descriptor.matrix, .identity)
        XCTAssertEqual(descriptor.symbolicTraits, [])

        let named = UIFontDescriptor(name: "Helvetica-Bold", size: 15)
        XCTAssertEqual(named.postscriptName, "Helvetica-Bold")
        XCTAssertEqual(named.pointSize, 15)
        XCTAssertEqual(named.symbolicTraits, .traitBold)
        XCTAssertEqual(named.fontAttributes.count, 2)

        let added = named.addingAttributes([.size: 30, .visibleName: "Big"])
        XCTAssertEqual(added.pointSize, 30)
        XCTAssertEqual(added.object(forKey: .visibleName) as? String, "Big")
        XCTAssertEqual(named.pointSize, 15, "the original is unchanged")

        let skewed = UIFontDescriptor(
            name: "Helvetica", matrix: CGAffineTransform(a: 1, b: 0, c: 0.2, d: 1, tx: 0, ty: 0))
        XCTAssertEqual(skewed.matrix.c, 0.2)
        XCTAssertEqual(skewed.withMatrix(.identity).matrix, .identity)
        XCTAssertEqual(UIFontDescriptor().fontAttributes.count, 0)
        XCTAssertTrue(named.copy() as AnyObject === named)
    }

    func testTraitsAreAddedAndRemoved() throws {
        let regular = UIFont.systemFont(ofSize: 17).fontDescriptor
        XCTAssertEqual(regular.symbolicTraits, [])
        let bold = try XCTUnwrap(regular.withSymbolicTraits(.traitBold))
        XCTAssertEqual(bold.symbolicTraits, .traitBold)
        let boldItalic = try XCTUnwrap(bold.withSymbolicTraits(bold.symbolicTraits.union(.traitItalic)))
        XCTAssertEqual(boldItalic.symbolicTraits, [.traitBold, .traitItalic])
        // The traits given replace the ones there were, as in UIKit.
        let italicOnly = try XCTUnwrap(boldItalic.withSymbolicTraits(.traitItalic))
        XCTAssertEqual(italicOnly.symbolicTraits, .traitItalic)
        let plain = try XCTUnwrap(boldItalic.withSymbolicTraits([]))
        XCTAssertEqual(plain.symbolicTraits, [])

        let font = UIFont(descriptor: boldItalic, size: 0)
        XCTAssertEqual(font.pointSize, 17, "size 0 takes the descriptor's")
        XCTAssertEqual(font.fontName, ".SFUI-BoldItalic")
        XCTAssertEqual(font.familyName, ".AppleSystemUIFont")
        XCTAssertEqual(font.weight, .bold)
        XCTAssertTrue(font.isItalic)
        XCTAssertEqual(font.fontDescriptor.symbolicTraits, [.traitBold, .traitItalic])
        XCTAssertEqual(UIFont(descriptor: plain, size: 12).fontName, ".SFUI-Regular")

        let helvetica = try XCTUnwrap(UIFont(name: "Helvetica", size: 14))
        let oblique = try XCTUnwrap(helvetica.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let named = UIFont(descriptor: oblique, size: 0)
        XCTAssertEqual(named.familyName, "Helvetica")
        XCTAssertEqual(named.fontName, "Helvetica-BoldItalic")
        XCTAssertEqual(named.pointSize, 14)
        XCTAssertTrue(named.isItalic)
        XCTAssertEqual(named.weight, .bold)
    }

    func testWithSizeFamilyAndFace() {
        let descriptor = UIFontDescriptor(name: "Helvetica", size: 12)
        let bigger = descriptor.withSize(40)
        XCTAssertEqual(bigger.pointSize, 40)
        XCTAssertEqual(bigger.postscriptName, "Helvetica")
        XCTAssertEqual(UIFont(descriptor: bigger, size: 0).pointSize, 40)
        XCTAssertEqual(UIFont(descriptor: bigger, size: 9).pointSize, 9, "a size given wins")

        let times = descriptor.withFamily("Times New Roman")
        XCTAssertNil(times.object(forKey: .name))
        XCTAssertEqual(times.pointSize, 12)
        XCTAssertEqual(UIFont(descriptor: times, size: 0).familyName, "Times New Roman")

        let light = descriptor.withFace("Light Italic")
        let font = UIFont(descriptor: light, size: 0)
        XCTAssertEqual(font.weight, .light)
        XCTAssertTrue(font.isItalic)
        XCTAssertEqual(font.fontName, "Helvetica-LightItalic")
        XCTAssertEqual(light.symbolicTraits, .traitItalic)
    }

    func testWeightInTheTraitsReachesTheFont() {
        let descriptor = UIFont.systemFont(ofSize: 20).fontDescriptor.addingAttributes([
            .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy]
        ])
        let font = UIFont(descriptor: descriptor, size: 0)
        XCTAssertEqual(font.weight, .heavy)
        XCTAssertEqual(font.fontName, ".SFUI-Heavy")
        XCTAssertEqual(descriptor.symbolicTraits, .traitBold)

        let numeric = UIFontDescriptor(fontAttributes: [
            .family: "Avenir", .traits: [UIFontDescriptor.TraitKey.weight: 0.23, .slant: 0.2],
        ])
        let avenir = UIFont(descriptor: numeric, size: 16)
        XCTAssertEqual(avenir.weight, .medium)
        XCTAssertTrue(avenir.isItalic)
        XCTAssertEqual(avenir.fontName, "Avenir-MediumItalic")
    }

    func testDesignsOfTheSystemFont() throws {
        let body = UIFont.preferredFont(forTextStyle: .headline).fontDescriptor
        let rounded = try XCTUnwrap(body.withDesign(.rounded))
        let font = UIFont(descriptor: rounded, size: 0)
        XCTAssertEqual(font.design, .rounded)
        XCTAssertEqual(font.weight, .semibold, "the weight is kept")
        XCTAssertEqual(font.pointSize, 17)
        XCTAssertEqual(font.fontName, ".SFUIRounded-Semibold")
        XCTAssertEqual(font.textStyle, .headline)

        let serif = UIFont(descriptor: try XCTUnwrap(body.withDesign(.serif)), size: 0)
        XCTAssertEqual(serif.design, .serif)
        XCTAssertEqual(serif.fontName, ".NewYork-Semibold")
        let mono = try XCTUnwrap(body.withDesign(.monospaced))
        XCTAssertTrue(mono.symbolicTraits.contains(.traitMonoSpace))
        XCTAssertTrue(UIFont(descriptor: mono, size: 0).isMonospaced)
        let back = try XCTUnwrap(mono.withDesign(.default))
        XCTAssertFalse(UIFont(descriptor: back, size: 0).isMonospaced)

        XCTAssertNil(
            UIFontDescriptor(name: "Helvetica", size: 12).withDesign(.rounded), "only the system font has designs")
    }

    func testPreferredDescriptorsAndEquality() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2)
        XCTAssertEqual(descriptor.pointSize, 22)
        XCTAssertEqual(descriptor.object(forKey: .textStyle) as? String, UIFont.TextStyle.title2.rawValue)
        let large = UIFontDescriptor.preferredFontDescriptor(
            withTextStyle: .title2, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))
        XCTAssertEqual(large.pointSize, 26)
        XCTAssertEqual(descriptor, UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2))
        XCTAssertNotEqual(descriptor, large)
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 0), UIFont.preferredFont(forTextStyle: .title2))
        XCTAssertEqual(UIFont(descriptor: UIFontDescriptor(), size: 0).pointSize, 12)
    }
}
