import Foundation

/// A collection view's data source driven by snapshots: apply a snapshot and the collection
/// animates from the last one to it; cells come from the cell provider by item identifier, and
/// headers and footers from the supplementary view provider.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
    /// A closure that returns the configured cell for an item, usually dequeued from the collection view.
    public typealias CellProvider =
        @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// A closure that returns the configured header, footer or other supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider =
        @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// The closure that supplies headers, footers and other supplementary views; without one, asking for such a
    /// view is reported as an error.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Creates a data source that becomes the collection view's data source and gets cells from the cell provider.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        // As in UIKit the collection holds its data source weakly: the app keeps this one.
        collectionView.dataSource = self
    }

    /// A copy of the snapshot the collection view currently shows.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Updates the collection view to the snapshot, animating item insertions, deletions and moves; a change of
    /// sections, or `animatingDifferences` false, reloads all the data instead.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot
        current.clearPendingReloads()
        guard let collectionView else { return }
        difference.apply(
            animating: animatingDifferences, completion: completion,
            reload: {
                collectionView.reloadData()
                collectionView.layoutIfNeeded()
            },
            batch: { updates, done in
                collectionView.performBatchUpdates(
                    {
                        collectionView.deleteItems(at: updates.deleted)
                        collectionView.insertItems(at: updates.inserted)
                        collectionView.reloadItems(at: updates.reloaded)
                        for move in updates.moved { collectionView.moveItem(at: move.from, to: move.to) }
                    }, completion: { _ in done() })
            }, reconfigure: collectionView.reconfigureItems(at:))
    }

    /// Updates the collection view to the snapshot by reloading all its data, without animation.
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

    // MARK: UICollectionViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items in the section of the current snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// Returns the cell the cell provider makes for the item at the index path; a missing cell is reported
    /// and an empty one returned.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        UIKitDiagnostics.report(
            UIKitDiagnostic.internalInconsistency,
            "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: (\(indexPath))"
        )
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        UIKitDiagnostics.report(
            UIKitDiagnostic.internalInconsistency,
            "the collection view's data source did not return a valid view for the supplementary element of kind \(kind) at \(indexPath)"
        )
        return UICollectionReusableView(frame: .zero)
    }

    /// Returns `false`, so the user cannot reorder the items.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing, as items cannot be moved interactively.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
