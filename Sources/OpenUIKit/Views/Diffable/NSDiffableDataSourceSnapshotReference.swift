import Foundation

/// A diffable data source snapshot as Objective-C code holds it (iOS 13): identifiers of any
/// hashable type, behind the same operations as ``NSDiffableDataSourceSnapshot``, which it wraps
/// (`snapshot` gives the Swift value, with identifiers as `AnyHashable` inside a box). An
/// identifier that is not hashable is refused, as Objective-C refuses an object without
/// `-hash`.
@preconcurrency @MainActor
open class NSDiffableDataSourceSnapshotReference: NSObject {
    /// An identifier of any hashable type, sendable as the snapshot's identifiers must be.
    struct Identifier: Hashable, @unchecked Sendable {
        let value: AnyHashable
    }

    /// The Swift snapshot the reference wraps.
    var snapshot = NSDiffableDataSourceSnapshot<Identifier, Identifier>()

    /// Creates an empty snapshot.
    public override init() {
        super.init()
    }

    private func wrap(_ identifier: Any) -> Identifier? {
        guard let hashable = identifier as? AnyHashable else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument, "Identifier \(identifier) of a diffable snapshot is not hashable")
            return nil
        }
        return Identifier(value: hashable)
    }

    private func wrap(_ identifiers: [Any]) -> [Identifier]? {
        let wrapped = identifiers.compactMap(wrap)
        return wrapped.count == identifiers.count ? wrapped : nil
    }

    /// The number of items in every section.
    open var numberOfItems: Int { snapshot.numberOfItems }
    /// The number of sections.
    open var numberOfSections: Int { snapshot.numberOfSections }
    /// The sections' identifiers, in order.
    open var sectionIdentifiers: [Any] { snapshot.sectionIdentifiers.map(\.value.base) }
    /// Every item's identifier, section by section.
    open var itemIdentifiers: [Any] { snapshot.itemIdentifiers.map(\.value.base) }

    /// The number of items in the section.
    open func numberOfItems(inSection sectionIdentifier: Any) -> Int {
        wrap(sectionIdentifier).map(snapshot.numberOfItems(inSection:)) ?? 0
    }

    /// The items of the section, in order.
    open func itemIdentifiersInSection(withIdentifier sectionIdentifier: Any) -> [Any] {
        wrap(sectionIdentifier).map { snapshot.itemIdentifiers(inSection: $0).map(\.value.base) } ?? []
    }

    /// The section that holds the item, or nil.
    open func sectionIdentifierForSectionContainingItem(withIdentifier itemIdentifier: Any) -> Any? {
        wrap(itemIdentifier).flatMap(snapshot.sectionIdentifier(containingItem:))?.value.base
    }

    /// The item's index among all items, or `NSNotFound`.
    open func index(ofItemIdentifier itemIdentifier: Any) -> Int {
        wrap(itemIdentifier).flatMap(snapshot.indexOfItem) ?? NSNotFound
    }

    /// The section's index, or `NSNotFound`.
    open func index(ofSectionIdentifier sectionIdentifier: Any) -> Int {
        wrap(sectionIdentifier).flatMap(snapshot.indexOfSection) ?? NSNotFound
    }

    /// Adds items to the end of the last section.
    open func appendItems(withIdentifiers identifiers: [Any]) {
        guard let items = wrap(identifiers) else { return }
        snapshot.appendItems(items)
    }

    /// Adds items to the end of the section.
    open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier sectionIdentifier: Any) {
        guard let items = wrap(identifiers), let section = wrap(sectionIdentifier) else { return }
        snapshot.appendItems(items, toSection: section)
    }

    /// Inserts items before an item.
    open func insertItems(withIdentifiers identifiers: [Any], beforeItemWithIdentifier itemIdentifier: Any) {
        guard let items = wrap(identifiers), let target = wrap(itemIdentifier) else { return }
        snapshot.insertItems(items, beforeItem: target)
    }

    /// Inserts items after an item.
    open func insertItems(withIdentifiers identifiers: [Any], afterItemWithIdentifier itemIdentifier: Any) {
        guard let items = wrap(identifiers), let target = wrap(itemIdentifier) else { return }
        snapshot.insertItems(items, afterItem: target)
    }

    /// Removes items.
    open func deleteItems(withIdentifiers identifiers: [Any]) {
        guard let items = wrap(identifiers) else { return }
        snapshot.deleteItems(items)
    }

    /// Removes every item and section.
    open func deleteAllItems() {
        snapshot.deleteAllItems()
    }

    /// Moves an item before another.
    open func moveItem(withIdentifier fromIdentifier: Any, beforeItemWithIdentifier toIdentifier: Any) {
        guard let from = wrap(fromIdentifier), let to = wrap(toIdentifier) else { return }
        snapshot.moveItem(from, beforeItem: to)
    }

    /// Moves an item after another.
    open func moveItem(withIdentifier fromIdentifier: Any, afterItemWithIdentifier toIdentifier: Any) {
        guard let from = wrap(fromIdentifier), let to = wrap(toIdentifier) else { return }
        snapshot.moveItem(from, afterItem: to)
    }

    /// Marks items to be reloaded when the snapshot is applied.
    open func reloadItems(withIdentifiers identifiers: [Any]) {
        guard let items = wrap(identifiers) else { return }
        snapshot.reloadItems(items)
    }

    /// Marks items to be reconfigured when the snapshot is applied (iOS 15).
    open func reconfigureItems(withIdentifiers identifiers: [Any]) {
        guard let items = wrap(identifiers) else { return }
        snapshot.reconfigureItems(items)
    }

    /// Adds empty sections at the end.
    open func appendSections(withIdentifiers identifiers: [Any]) {
        guard let sections = wrap(identifiers) else { return }
        snapshot.appendSections(sections)
    }

    /// Inserts empty sections before a section.
    open func insertSections(withIdentifiers identifiers: [Any], beforeSectionWithIdentifier sectionIdentifier: Any) {
        guard let sections = wrap(identifiers), let target = wrap(sectionIdentifier) else { return }
        snapshot.insertSections(sections, beforeSection: target)
    }

    /// Inserts empty sections after a section.
    open func insertSections(withIdentifiers identifiers: [Any], afterSectionWithIdentifier sectionIdentifier: Any) {
        guard let sections = wrap(identifiers), let target = wrap(sectionIdentifier) else { return }
        snapshot.insertSections(sections, afterSection: target)
    }

    /// Removes sections and their items.
    open func deleteSections(withIdentifiers identifiers: [Any]) {
        guard let sections = wrap(identifiers) else { return }
        snapshot.deleteSections(sections)
    }

    /// Moves a section before another.
    open func moveSection(withIdentifier fromIdentifier: Any, beforeSectionWithIdentifier toIdentifier: Any) {
        guard let from = wrap(fromIdentifier), let to = wrap(toIdentifier) else { return }
        snapshot.moveSection(from, beforeSection: to)
    }

    /// Moves a section after another.
    open func moveSection(withIdentifier fromIdentifier: Any, afterSectionWithIdentifier toIdentifier: Any) {
        guard let from = wrap(fromIdentifier), let to = wrap(toIdentifier) else { return }
        snapshot.moveSection(from, afterSection: to)
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    open func reloadSections(withIdentifiers identifiers: [Any]) {
        guard let sections = wrap(identifiers) else { return }
        snapshot.reloadSections(sections)
    }
}
