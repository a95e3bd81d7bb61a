import Foundation

/// What turns one snapshot into another, as a table or collection view update: items deleted
/// (old index paths), inserted (new ones) and moved, with the reloads the new snapshot asks
/// for. Sections that came, went or moved make it a reload of everything.
struct SnapshotDifference {
    var updates = ItemUpdates()
    /// Items whose cells are asked for again without being replaced (`reconfigureItems`).
    var reconfigured: [IndexPath] = []

    init<Section: Hashable & Sendable, Item: Hashable & Sendable>(from old: NSDiffableDataSourceSnapshot<Section, Item>,
                                                                  to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        guard old.sectionIdentifiers == new.sectionIdentifiers, new.reloadedSectionIdentifiers.isEmpty else {
            updates.sectionsChanged = true
            return
        }
        for (section, identifier) in new.sectionIdentifiers.enumerated() {
            let before = old.itemIdentifiers(inSection: identifier), after = new.itemIdentifiers(inSection: identifier)
            guard before != after else { continue }
            let difference = after.difference(from: before).inferringMoves()
            for change in difference {
                switch change {
                case let .remove(offset, _, associatedWith):
                    if let destination = associatedWith {
                        updates.moved.append((from: IndexPath(item: offset, section: section), to: IndexPath(item: destination, section: section)))
                    } else {
                        updates.deleted.append(IndexPath(item: offset, section: section))
                    }
                case let .insert(offset, _, associatedWith):
                    if associatedWith == nil { updates.inserted.append(IndexPath(item: offset, section: section)) }
                }
            }
        }
        // An item that moved between sections came out above as a deletion from one and an
        // insertion into the other.
        updates.reloaded = new.reloadedItemIdentifiers.compactMap { old.indexPath(of: $0) }
        reconfigured = new.reconfiguredItemIdentifiers.compactMap { new.indexPath(of: $0) }
    }
}
