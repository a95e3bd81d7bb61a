import TestSupport
import XCTest

@testable import OpenUIKit

/// UIImageAsset resolving images by trait collection, and UIImage.Configuration, the base of
/// the symbol configuration, carrying traits through its copies.
final class ImageAssetAndConfigurationTests: UIKitTestCase {
    func testAssetGivesTheBestMatchingImage() {
        onMain {
            let asset = UIImageAsset()
            let any = UIImage(), dark = UIImage(), darkLarge = UIImage()
            XCTAssertEqual(asset.image(with: UITraitCollection()).size, .zero, "empty: an empty image")
            asset.register(any, with: UITraitCollection())
            asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
            asset.register(
                darkLarge,
                with: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
                ]))
            let lightTwo = UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 2),
            ])
            let darkTwo = UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
            ])
            let darkThree = UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
            ])
            XCTAssertTrue(asset.image(with: lightTwo) === any)
            XCTAssertTrue(asset.image(with: darkTwo) === dark)
            XCTAssertTrue(asset.image(with: darkThree) === darkLarge, "the most specific match wins")
            asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
            XCTAssertTrue(asset.image(with: darkTwo) === any)
            let configuration = UIImage.Configuration().withTraitCollection(darkThree)
            XCTAssertTrue(asset.image(with: configuration) === darkLarge)
        }
    }

    func testConfigurationsCarryTraitsAndSymbolSettings() throws {
        try onMain {
            let symbol = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
            let base: UIImage.Configuration = symbol
            XCTAssertNil(base.traitCollection)
            let dark = base.withTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
            let darkSymbol = try XCTUnwrap(dark as? UIImage.SymbolConfiguration, "a symbol configuration's copy")
            XCTAssertEqual(darkSymbol.pointSize, 30)
            XCTAssertEqual(darkSymbol.weight, .bold)
            XCTAssertEqual(darkSymbol.traitCollection?.userInterfaceStyle, .dark)
            let scaled = UIImage.Configuration().withTraitCollection(UITraitCollection(displayScale: 3))
            let applied = try XCTUnwrap(scaled.applying(darkSymbol) as? UIImage.SymbolConfiguration)
            XCTAssertEqual(applied.pointSize, 30)
            XCTAssertEqual(applied.traitCollection?.userInterfaceStyle, .dark)
            XCTAssertEqual(applied.traitCollection?.displayScale, 3, "both configurations' traits")
            XCTAssertNotNil(UIImage(systemName: "star", withConfiguration: symbol))
        }
    }
}
