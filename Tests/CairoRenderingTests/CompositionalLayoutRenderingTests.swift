import CairoRendering
import Foundation
@_spi(Rendering) import OpenUIKit
import TestSupport
import XCTest

/// Compositional layouts drawn by Cairo, read at known pixels: a row that scrolls sideways in a
/// section of its own, and a section's background behind its items.
final class CompositionalLayoutRenderingTests: UIKitTestCase {
    private static let white = RGBA(255, 255, 255)
    private static let red = RGBA(255, 0, 0)
    private static let blue = RGBA(0, 0, 255)
    private static let colors: [(UIColor, RGBA)] = [
        (.red, RGBA(255, 0, 0)), (UIColor(red: 0, green: 1, blue: 0, alpha: 1), RGBA(0, 255, 0)),
        (.blue, RGBA(0, 0, 255)),
    ]

    /// Cells filled with the colours in turn (red, green and blue unless told).
    @MainActor
    private final class Swatches: NSObject, UICollectionViewDataSource {
        let count: Int
        let colors: [UIColor]
        init(count: Int, colors: [UIColor] = CompositionalLayoutRenderingTests.colors.map(\.0)) {
            self.count = count
            self.colors = colors
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item % colors.count]
            return cell
        }
    }

    func testAnOrthogonalRowScrollsSideways() throws {
        try onMain {
            CairoRendering.install()
            let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80))
            let section = NSCollectionLayoutSection(
                group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            section.orthogonalScrollingBehavior = .continuous
            let collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 100),
                collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            collection.backgroundColor = .white
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Swatch")
            let source = Swatches(count: 8)
            collection.dataSource = source
            collection.layoutIfNeeded()
            var picture = try XCTUnwrap(CairoRenderer.render(collection, scale: 1))
            XCTAssertEqual(picture.rgba(8, 50), Self.white, "the leading inset")
            XCTAssertEqual(picture.rgba(20, 50), Self.colors[0].1, "item 0 from 16")
            XCTAssertEqual(picture.rgba(120, 50), Self.white, "10 points between groups")
            XCTAssertEqual(picture.rgba(130, 50), Self.colors[1].1, "item 1 beside it, not below")
            XCTAssertEqual(picture.rgba(300, 50), Self.colors[2].1, "item 2 cut by the edge")
            XCTAssertEqual(picture.rgba(130, 5), Self.white, "the top inset")

            let row = try XCTUnwrap(
                collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
            row.contentOffset = CGPoint(x: 110, y: 0)
            collection.layoutIfNeeded()
            picture = try XCTUnwrap(CairoRenderer.render(collection, scale: 1))
            XCTAssertEqual(picture.rgba(3, 50), Self.colors[0].1, "item 0's last 6 points")
            XCTAssertEqual(picture.rgba(10, 50), Self.white)
            XCTAssertEqual(picture.rgba(20, 50), Self.colors[1].1, "item 1 where item 0 was")
            XCTAssertEqual(picture.rgba(250, 50), Self.colors[0].1, "item 3, which came into view")
            withExtendedLifetime(source) {}
        }
    }

    /// A section background in blue behind red cells.
    @MainActor
    private final class BlueBackground: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .blue
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    func testASectionBackgroundIsDrawnBehindItsItems() throws {
        try onMain {
            CairoRendering.install()
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40))
            let section = NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section.decorationItems = [background]
            let layout = UICollectionViewCompositionalLayout(section: section)
            layout.register(BlueBackground.self, forDecorationViewOfKind: "background")
            let collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
            collection.backgroundColor = .white
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Swatch")
            let source = Swatches(count: 3, colors: [.red])
            collection.dataSource = source
            collection.layoutIfNeeded()
            let picture = try XCTUnwrap(CairoRenderer.render(collection, scale: 1))
            // The section is 20 + 40 + 10 + 40 + 20 = 130 tall; its background 10 inside it.
            XCTAssertEqual(picture.rgba(5, 50), Self.white, "outside the background's insets")
            XCTAssertEqual(picture.rgba(15, 50), Self.blue, "the background, in the section's inset")
            XCTAssertEqual(picture.rgba(30, 30), Self.red, "a cell in front of it")
            XCTAssertEqual(picture.rgba(150, 80), Self.blue, "the third item's empty slot")
            XCTAssertEqual(picture.rgba(100, 65), Self.blue, "between the groups")
            XCTAssertEqual(picture.rgba(100, 115), Self.blue, "the bottom inset")
            XCTAssertEqual(picture.rgba(100, 135), Self.white, "below the section")
            withExtendedLifetime(source) {}
        }
    }
}
