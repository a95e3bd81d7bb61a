import Foundation

/// The state of a diffable data source's content: sections and their items by identifier, in
/// order. A value: an app builds or edits one and applies it; the data source works out what
/// changed. An identifier appears once; appending one that is already there is UIKit's
/// "supplied item identifiers are not unique" error, reported, and the duplicate is left out.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    /// Where each item is, for lookups by identifier.
    private var positions: [ItemIdentifierType: (section: Int, item: Int)] = [:]
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    /// The items marked for reloading with `reloadItems(_:)`, in the order they were marked.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring with `reconfigureItems(_:)`, in the order they were marked.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reloading with `reloadSections(_:)`, in the order they were marked.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// Creates an empty snapshot, with no sections and no items.
    public init() {}

    /// The number of items in all the snapshot's sections.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    /// The number of sections in the snapshot.
    public var numberOfSections: Int { sections.count }
    /// The identifiers of the snapshot's sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// The identifiers of all the snapshot's items, section by section, in order.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in the section with the identifier, or 0 when the snapshot has no such section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { items[$0].count } ?? 0
    }

    /// The identifiers of the items in the section, in order, or an empty array when there is no such section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { items[$0] } ?? []
    }

    /// The identifier of the section that holds the item, or `nil` when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        positions[identifier].map { sections[$0.section] }
    }

    /// The item's position counting through all the sections in order, or `nil` when it is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let position = positions[identifier] else { return nil }
        return items[..<position.section].reduce(0) { $0 + $1.count } + position.item
    }

    /// The position of the section among the snapshot's sections, or `nil` when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    // MARK: Sections

    /// Adds empty sections to the end of the snapshot; a section already present is reported and left out.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts empty sections before an existing section; a missing target section is reported and nothing changes.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndex[toIdentifier] else { return missingSection(toIdentifier) }
        insertSections(identifiers, at: index)
    }

    /// Inserts empty sections after an existing section; a missing target section is reported and nothing changes.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndex[toIdentifier] else { return missingSection(toIdentifier) }
        insertSections(identifiers, at: index + 1)
    }

    /// Removes the sections and the items in them; identifiers not in the snapshot are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        let kept = zip(sections, items).filter { !gone.contains($0.0) }
        sections = kept.map(\.0)
        items = kept.map(\.1)
        reindex()
    }

    /// Moves a section, with its items, to just before another section.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section, with its items, to just after another section.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks sections for reloading when the snapshot is applied; identifiers not in the snapshot are ignored.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndex[$0] != nil }
    }

    // MARK: Items

    /// Adds items to the end of `section` (the last section when nil).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let index: Int
        if let sectionIdentifier {
            guard let found = sectionIndex[sectionIdentifier] else { return missingSection(sectionIdentifier) }
            index = found
        } else {
            guard !sections.isEmpty else {
                return report("There are currently no sections in the data source. Please add a section first.")
            }
            index = sections.count - 1
        }
        insertItems(identifiers, section: index, at: items[index].count)
    }

    /// Inserts items before an existing item, in its section; a missing target item is reported and nothing changes.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        guard let position = positions[beforeIdentifier] else { return missingItem(beforeIdentifier) }
        insertItems(identifiers, section: position.section, at: position.item)
    }

    /// Inserts items after an existing item, in its section; a missing target item is reported and nothing changes.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        guard let position = positions[afterIdentifier] else { return missingItem(afterIdentifier) }
        insertItems(identifiers, section: position.section, at: position.item + 1)
    }

    /// Removes the items from whichever sections hold them; identifiers not in the snapshot are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        items = items.map { $0.filter { !gone.contains($0) } }
        reindex()
    }

    /// Removes every section and item, leaving the snapshot empty.
    public mutating func deleteAllItems() {
        sections = []
        items = []
        reindex()
    }

    /// Moves an item to just before another item, which may be in another section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item to just after another item, which may be in another section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks items for reloading, so their cells are requested again when the snapshot is applied; identifiers
    /// not in the snapshot are ignored.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { positions[$0] != nil }
    }

    /// Marks items for reconfiguring, so their existing cells are updated when the snapshot is applied;
    /// identifiers not in the snapshot are ignored.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { positions[$0] != nil }
    }

    /// The item at an index path, for the data sources.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        positions[identifier].map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// Forgets the reloads and reconfigurations once applied.
    mutating func clearPendingReloads() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    // MARK: Machinery

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set(sections)
        var fresh: [SectionIdentifierType] = []
        for identifier in identifiers {
            guard seen.insert(identifier).inserted else {
                report(
                    "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \(identifier)\n)}"
                )
                continue
            }
            fresh.append(identifier)
        }
        sections.insert(contentsOf: fresh, at: index)
        items.insert(contentsOf: fresh.map { _ in [] }, at: index)
        reindex()
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], section: Int, at index: Int) {
        var fresh: [ItemIdentifierType] = []
        var seen = Set<ItemIdentifierType>()
        for identifier in identifiers {
            guard positions[identifier] == nil, seen.insert(identifier).inserted else {
                report(
                    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(identifier)\n)}")
                continue
            }
            fresh.append(identifier)
        }
        items[section].insert(contentsOf: fresh, at: index)
        // Only the items at and after the insertion moved.
        for (offset, identifier) in items[section][index...].enumerated() {
            positions[identifier] = (section, index + offset)
        }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool)
    {
        guard positions[identifier] != nil else { return missingItem(identifier) }
        guard positions[target] != nil, target != identifier else { return missingItem(target) }
        deleteItems([identifier])
        let position = positions[target]!
        insertItems([identifier], section: position.section, at: position.item + (after ? 1 : 0))
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool
    ) {
        guard let from = sectionIndex[identifier] else { return missingSection(identifier) }
        guard sectionIndex[target] != nil, target != identifier else { return missingSection(target) }
        let moving = items[from]
        sections.remove(at: from)
        items.remove(at: from)
        reindex()
        let index = sectionIndex[target]! + (after ? 1 : 0)
        sections.insert(identifier, at: index)
        items.insert(moving, at: index)
        reindex()
    }

    private mutating func reindex() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
        positions = [:]
        for (section, list) in items.enumerated() {
            for (item, identifier) in list.enumerated() { positions[identifier] = (section, item) }
        }
    }

    private func missingSection(_ identifier: SectionIdentifierType) {
        report("Invalid parameter not satisfying: section identifier \(identifier) is not in the snapshot")
    }

    private func missingItem(_ identifier: ItemIdentifierType) {
        report("Invalid parameter not satisfying: item identifier \(identifier) is not in the snapshot")
    }

    private func report(_ reason: String) {
        UIKitDiagnostics.reportFromAnyThread(UIKitDiagnostic.internalInconsistency, reason)
    }
}
