import Foundation

/// A table's data source driven by snapshots: apply a snapshot and the table animates from
/// the last one to it (or reloads, for `applySnapshotUsingReloadData`); cells come from the
/// cell provider by item identifier. A subclass gives section titles and editing answers by
/// overriding the data source methods declared here, as against UIKit.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
    /// A closure that returns the configured cell for an item, usually dequeued from the table view.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The animation that rows use when an applied snapshot inserts, deletes or reloads them.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates a data source that becomes the table view's data source and gets cells from the cell provider.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        // As in UIKit the table holds its data source weakly: the app keeps this one.
        tableView.dataSource = self
    }

    /// A copy of the snapshot the table view currently shows.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The table moves from the current snapshot to this one, animated or not.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot
        current.clearPendingReloads()
        guard let tableView else { return }
        let animation = defaultRowAnimation
        difference.apply(
            animating: animatingDifferences, completion: completion,
            reload: {
                tableView.reloadData()
                tableView.layoutIfNeeded()
            },
            batch: { updates, done in
                tableView.performBatchUpdates(
                    {
                        tableView.deleteRows(at: updates.deleted, with: animation)
                        tableView.insertRows(at: updates.inserted, with: animation)
                        tableView.reloadRows(at: updates.reloaded, with: animation)
                        for move in updates.moved { tableView.moveRow(at: move.from, to: move.to) }
                    }, completion: { _ in done() })
            }, reconfigure: tableView.reconfigureRows(at:))
    }

    /// Updates the table view to the snapshot by reloading all its data, without animation.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The identifier of the item at the index path in the current snapshot, or `nil` when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }
    /// The index path of the item in the current snapshot, or `nil` when the item is not in it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The identifier of the section at the index in the current snapshot, or `nil` when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of the section in the current snapshot, or `nil` when the section is not in it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The number of items in the section of the current snapshot.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The provider's cell; a provider that returns nil is UIKit's error, answered with a plain cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        UIKitDiagnostics.report(
            UIKitDiagnostic.internalInconsistency,
            "UITableView dataSource returned a nil cell for row at index path: \(indexPath).")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Returns `nil`; override it to give a section a header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Returns `nil`; override it to give a section a footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Returns `false`; override it to let the user delete or insert rows.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Returns `false`; override it to let the user reorder rows.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing; override it to update a snapshot when the user deletes or inserts a row.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing; override it to update a snapshot when the user moves a row.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// Returns `nil`, so the table shows no section index; override it to provide one.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
