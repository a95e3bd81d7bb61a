import CairoRendering
import Foundation
import TestSupport
import XCTest

@_spi(Rendering) @testable import OpenUIKit

/// Tables and collection views as they draw, light and dark, against the references in
/// `References/` (each looked at before it was kept): a plain table with pinned section
/// titles, the cell styles and accessories and a selected row; an inset grouped table with
/// header and footer titles; a list and a grid in collection views.
final class TableRenderingTests: UIKitTestCase {
    override class var renderingServices: RenderingServices { .cairo }

    func testPlainTable() {
        onMain {
            for (style, name) in snapshotStyles {
                let source = RowsSource(style: .plain)
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 330), style: .plain)
                table.overrideUserInterfaceStyle = style
                table.dataSource = source
                table.delegate = source
                table.layoutIfNeeded()
                table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
                table.layoutIfNeeded()
                assertSnapshot(of: table, named: "table-plain-\(name)")
            }
        }
    }

    func testInsetGroupedTable() {
        onMain {
            for (style, name) in snapshotStyles {
                let source = RowsSource(style: .insetGrouped)
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
                table.overrideUserInterfaceStyle = style
                table.dataSource = source
                table.delegate = source
                table.layoutIfNeeded()
                assertSnapshot(of: table, named: "table-inset-grouped-\(name)")
            }
        }
    }

    func testCollectionList() {
        onMain {
            for (style, name) in snapshotStyles {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .none
                let collection = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 260),
                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
                collection.overrideUserInterfaceStyle = style
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                    cell, indexPath, text in
                    var content =
                        indexPath.item == 1
                        ? UIListContentConfiguration.valueCell() : cell.defaultContentConfiguration()
                    content.text = text
                    if indexPath.item == 1 { content.secondaryText = "On" }
                    if indexPath.item == 2 {
                        content.text = "A longer row whose text wraps onto a second line in the list"
                    }
                    cell.contentConfiguration = content
                    cell.accessories =
                        indexPath.item == 0 ? [.disclosureIndicator()] : indexPath.item == 3 ? [.checkmark()] : []
                }
                let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
                    view, indexPath, text in
                    view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["General", "Wi-Fi", "Wrapping", "Chosen"])
                source.apply(snapshot, animatingDifferences: false)
                collection.layoutIfNeeded()
                assertSnapshot(of: collection, named: "collection-list-\(name)")
            }
        }
    }

    func testCollectionGrid() {
        onMain {
            for (style, name) in snapshotStyles {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.25),
                        heightDimension: .fractionalWidth(0.25)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                let collection = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 240),
                    collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
                collection.overrideUserInterfaceStyle = style
                let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
                    cell.contentView.backgroundColor = UIColor(
                        hue: CGFloat(number) / 12, saturation: 0.55, brightness: 0.9, alpha: 1)
                    cell.contentView.layer.cornerRadius = 10
                    cell.selectedBackgroundView = nil
                }
                let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
                    view, indexPath, number in
                    view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems(Array(0..<10))
                source.apply(snapshot, animatingDifferences: false)
                collection.layoutIfNeeded()
                assertSnapshot(of: collection, named: "collection-grid-\(name)")
            }
        }
    }
}

/// Two sections of rows in each cell style, with accessories.
@MainActor
private final class RowsSource: UITableViewDataSource, UITableViewDelegate {
    let style: UITableView.Style
    init(style: UITableView.Style) { self.style = style }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 4 : 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]
        let cellStyle = styles[(indexPath.row + indexPath.section) % styles.count]
        let cell = UITableViewCell(style: cellStyle, reuseIdentifier: nil)
        cell.textLabel?.text = ["Wi-Fi", "Bluetooth", "Cellular", "Hotspot"][indexPath.row % 4]
        cell.detailTextLabel?.text = ["Home", "On", "Off", "Detail"][indexPath.row % 4]
        cell.accessoryType = [.disclosureIndicator, .checkmark, .detailButton, .none][indexPath.row % 4]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Connections" : "Notifications"
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        style == .plain || section == 0 ? nil : "Alerts appear on the lock screen."
    }
}
