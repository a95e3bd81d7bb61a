import Foundation

/// What turns one snapshot into another, as a table or collection view update: items deleted
/// (old index paths), inserted (new ones) and moved, with the reloads the new snapshot asks
/// for. Sections that came, went or moved make it a reload of everything.
struct SnapshotDifference {
    var updates = ItemUpdates()
    /// Items whose cells are asked for again without being replaced (`reconfigureItems`).
    var reconfigured: [IndexPath] = []

    init<Section: Hashable & Sendable, Item: Hashable & Sendable>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>,
        to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        guard old.sectionIdentifiers == new.sectionIdentifiers, new.reloadedSectionIdentifiers.isEmpty else {
            updates.sectionsChanged = true
            return
        }
        for (section, identifier) in new.sectionIdentifiers.enumerated() {
            let before = old.itemIdentifiers(inSection: identifier), after = new.itemIdentifiers(inSection: identifier)
            guard before != after else { continue }
            diff(before, after, section: section)
        }
        // An item that moved between sections came out above as a deletion from one and an
        // insertion into the other.
        updates.reloaded = new.reloadedItemIdentifiers.compactMap { old.indexPath(of: $0) }
        reconfigured = new.reconfiguredItemIdentifiers.compactMap { new.indexPath(of: $0) }
    }

    /// Moves a view to the new snapshot: with no animation, or when sections came, went or
    /// moved, a reload; otherwise the updates in one animated batch, then the reconfigured
    /// items configured again in place. `completion` runs once the view is there.
    @MainActor
    func apply(
        animating: Bool, completion: (() -> Void)?, reload: () -> Void,
        batch: (ItemUpdates, @escaping () -> Void) -> Void, reconfigure: ([IndexPath]) -> Void
    ) {
        if !animating || updates.sectionsChanged {
            reload()
            completion.map { work in UIApplication.shared.runLoop.perform { work() } }
            return
        }
        batch(updates) { completion?() }
        if !reconfigured.isEmpty { reconfigure(reconfigured) }
    }

    /// One section's change. Identifiers are unique, so this needs no edit-distance search:
    /// what is only in the old list was deleted, what is only in the new one inserted, and of
    /// the items in both, those outside the longest run that kept its order moved.
    private mutating func diff<Item: Hashable>(_ before: [Item], _ after: [Item], section: Int) {
        var oldIndex: [Item: Int] = [:]
        oldIndex.reserveCapacity(before.count)
        for (index, item) in before.enumerated() { oldIndex[item] = index }
        var kept: [(old: Int, new: Int)] = []
        var present = Set<Int>()
        for (index, item) in after.enumerated() {
            if let old = oldIndex[item] {
                kept.append((old, index))
                present.insert(old)
            } else {
                updates.inserted.append(IndexPath(item: index, section: section))
            }
        }
        for index in before.indices where !present.contains(index) {
            updates.deleted.append(IndexPath(item: index, section: section))
        }
        let staying = Self.longestIncreasingRun(kept.map(\.old))
        for (position, pair) in kept.enumerated() where !staying.contains(position) {
            updates.moved.append(
                (from: IndexPath(item: pair.old, section: section), to: IndexPath(item: pair.new, section: section)))
        }
    }

    /// Positions in `values` of a longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // positions, by run length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}
