import TestSupport
import XCTest

@testable import OpenUIKit

/// Modern cell configuration (iOS 14–15): configuration updates in UIKit's order on every
/// change of a cell's state, background configurations in place of background views, and list
/// cell accessories at the edges UIKit puts them, shown in the editing states they name.
final class CellConfigurationUpdateTests: UIKitTestCase {
    func testStateChangesRunTheOverrideThenTheHandlerBeforeLayout() {
        onMain {
            let (window, collection, _) = makeList { cell, text in
                cell.configurationUpdateHandler = { cell, state in
                    (cell as? RecordingCell)?.events.append("handler(selected: \(state.isSelected))")
                    var content = UIListContentConfiguration.cell().updated(for: state)
                    content.text = state.isSelected ? text + " ✓" : text
                    cell.contentConfiguration = content
                }
            }
            let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as! RecordingCell
            window.layoutIfNeeded()
            XCTAssertEqual(
                cell.events, ["updateConfiguration(selected: false, editing: false)", "handler(selected: false)"],
                "the first update runs before the cell first shows")
            cell.events.removeAll()
            collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            XCTAssertEqual(cell.events, [], "updates wait for the next layout, folding changes together")
            cell.isHighlighted = true
            window.layoutIfNeeded()
            XCTAssertEqual(
                cell.events, ["updateConfiguration(selected: true, editing: false)", "handler(selected: true)"])
            XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "A ✓")
        }
    }

    func testEditingShowsEditingAccessoriesAtTheirEdges() {
        onMain {
            let (window, collection, _) = makeList { cell, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator(displayed: .whenNotEditing), .delete(), .reorder()]
            }
            let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as! RecordingCell
            window.layoutIfNeeded()
            @MainActor func shown() -> [UICellAccessory.AccessoryType] {
                cell.subviews.compactMap { $0 as? ListCellAccessoryView }.filter { !$0.isHidden }
                    .sorted { $0.frame.minX < $1.frame.minX }.map(\.accessory.accessoryType)
            }
            XCTAssertEqual(shown(), [.disclosureIndicator])
            XCTAssertEqual(cell.contentView.frame.minX, 0)
            collection.isEditing = true
            window.layoutIfNeeded()
            XCTAssertTrue(cell.configurationState.isEditing)
            XCTAssertEqual(shown(), [.delete, .reorder], "delete leads, reorder trails, the chevron hides")
            let delete = cell.subviews.compactMap { $0 as? ListCellAccessoryView }.first {
                $0.accessory.accessoryType == .delete
            }!
            XCTAssertEqual(delete.frame.minX, ListInset.side(forWidth: cell.bounds.width))
            XCTAssertEqual(
                cell.contentView.frame.minX + ListInset.side(forWidth: cell.bounds.width),
                delete.frame.maxX + UICollectionViewListCell.accessorySpacing,
                "the content's margin starts past the control")
            XCTAssertTrue(cell.events.contains("updateConfiguration(selected: false, editing: true)"))
        }
    }

    func testAccessoryTapRunsItsHandlerAndCustomViewsTakeTheirPosition() {
        onMain {
            var tapped: [String] = []
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let (window, collection, _) = makeList { cell, text in
                cell.accessories = [
                    .detail(actionHandler: { tapped.append(text) }),
                    .disclosureIndicator(),
                    .customView(
                        configuration: .init(
                            customView: badge,
                            placement: .trailing(at: UICellAccessory.Placement.position(after: .detail())),
                            maintainsFixedSize: true)),
                ]
            }
            let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as! RecordingCell
            window.layoutIfNeeded()
            let views = cell.subviews.compactMap { $0 as? ListCellAccessoryView }.sorted {
                $0.frame.minX < $1.frame.minX
            }
            XCTAssertEqual(views.map(\.accessory.accessoryType), [.detail, .customView, .disclosureIndicator])
            XCTAssertEqual(badge.frame.size, CGSize(width: 20, height: 20), "a fixed size is kept")
            let detail = views[0]
            tap(detail.convert(CGPoint(x: detail.bounds.midX, y: detail.bounds.midY), to: window), in: window)
            XCTAssertEqual(tapped, ["B"])
        }
    }

    func testBackgroundConfigurationReplacesBackgroundViewsAndFollowsSelection() {
        onMain {
            let (window, collection, _) = makeList { _, _ in }
            let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as! RecordingCell
            XCTAssertEqual(cell.backgroundConfiguration, .listPlainCell(), "a list cell has its list's from the start")
            XCTAssertEqual(cell.defaultBackgroundConfiguration().backgroundColor, .systemBackground)
            XCTAssertNotNil(cell.selectedBackgroundView)
            var background = UIBackgroundConfiguration.listPlainCell()
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
            XCTAssertNil(cell.selectedBackgroundView, "a configuration takes the background views' place")
            XCTAssertNil(cell.backgroundView)
            cell.isSelected = true
            window.layoutIfNeeded()
            XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4, "updated for the selection")
            XCTAssertEqual(cell.backgroundConfiguration?.cornerRadius, 8, "what the app set is kept")
            let drawn = cell.subviews.first as? BackgroundConfigurationView
            XCTAssertNotNil(drawn, "the background is behind everything")
            cell.automaticallyUpdatesBackgroundConfiguration = false
            cell.isSelected = false
            window.layoutIfNeeded()
            XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4, "no automatic update")
            cell.backgroundView = UIView()
            XCTAssertEqual(
                cell.backgroundConfiguration, .listPlainCell(), "a background view removes the configuration")
            XCTAssertFalse(cell.subviews.contains { $0 is BackgroundConfigurationView })
        }
    }

    func testTableCellsUpdateTheirConfigurationsForState() {
        onMain {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var states: [Bool] = []
            cell.configurationUpdateHandler = { cell, state in
                states.append(state.isHighlighted)
                var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
                background.strokeWidth = 1
                cell.backgroundConfiguration = background
            }
            cell.layoutIfNeeded()
            cell.setHighlighted(true, animated: false)
            cell.layoutIfNeeded()
            XCTAssertEqual(states, [false, true])
            XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4)
            XCTAssertEqual(cell.backgroundConfiguration?.strokeWidth, 1)
        }
    }

    func testCustomStatesTravelInTheState() {
        onMain {
            let archived = UIConfigurationStateCustomKey("com.example.archived")
            var state = UICellConfigurationState(traitCollection: UITraitCollection())
            XCTAssertNil(state[archived])
            state[archived] = true
            state.isSelected = true
            XCTAssertEqual(state[archived], true)
            var other = state
            other[archived] = false
            XCTAssertNotEqual(state, other)
            XCTAssertEqual(UIBackgroundConfiguration.clear().backgroundColor, .clear)
        }
    }
}

/// A list cell that records its configuration updates.
private final class RecordingCell: UICollectionViewListCell {
    var events: [String] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        events.append("updateConfiguration(selected: \(state.isSelected), editing: \(state.isEditing))")
    }
}

@MainActor private func makeList(
    appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
    configure: @escaping @MainActor (RecordingCell, String) -> Void
) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let layout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: appearance))
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    window.addSubview(collection)
    window.isHidden = false
    let registration = UICollectionView.CellRegistration<RecordingCell, String> { cell, _, text in
        configure(cell, text)
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
        view, indexPath, text in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["A", "B"])
    source.apply(snapshot, animatingDifferences: false)
    collection.layoutIfNeeded()
    return (window, collection, source)
}
