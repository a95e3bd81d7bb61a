import Foundation

/// `reference as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>`, as iOS bridges the two:
/// what a fetched-results controller's delegate does with the snapshot it is given. Swift on Linux
/// bridges through `_ObjectiveCBridgeable` as Foundation's `NSString` and `String` do.
///
/// Bridging copies every identifier: O(items). Identifiers not of the snapshot's types are left
/// out and reported (`UIKitDiagnostic.invalidArgument`); iOS stops the app there. As the reference
/// is, bridging is for the main thread.
extension NSDiffableDataSourceSnapshot: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSDiffableDataSourceSnapshotReference

    public func _bridgeToObjectiveC() -> NSDiffableDataSourceSnapshotReference {
        nonisolated(unsafe) var made: NSDiffableDataSourceSnapshotReference?
        MainActor.assumeIsolated {
            let reference = NSDiffableDataSourceSnapshotReference()
            reference.appendSections(withIdentifiers: sectionIdentifiers)
            for section in sectionIdentifiers {
                reference.appendItems(
                    withIdentifiers: itemIdentifiers(inSection: section), intoSectionWithIdentifier: section)
            }
            made = reference
        }
        return made!
    }

    public static func _forceBridgeFromObjectiveC(
        _ source: NSDiffableDataSourceSnapshotReference, result: inout NSDiffableDataSourceSnapshot?
    ) {
        result = bridged(from: source, reporting: true)
    }

    public static func _conditionallyBridgeFromObjectiveC(
        _ source: NSDiffableDataSourceSnapshotReference, result: inout NSDiffableDataSourceSnapshot?
    ) -> Bool {
        let typed = MainActor.assumeIsolated {
            source.sectionIdentifiers.allSatisfy { $0 is SectionIdentifierType }
                && source.itemIdentifiers.allSatisfy { $0 is ItemIdentifierType }
        }
        guard typed else {
            result = nil
            return false
        }
        result = bridged(from: source, reporting: false)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(
        _ source: NSDiffableDataSourceSnapshotReference?
    ) -> NSDiffableDataSourceSnapshot {
        guard let source else { return NSDiffableDataSourceSnapshot() }
        return bridged(from: source, reporting: true)
    }

    private static func bridged(
        from source: NSDiffableDataSourceSnapshotReference, reporting: Bool
    ) -> NSDiffableDataSourceSnapshot {
        MainActor.assumeIsolated { copy(of: source, reporting: reporting) }
    }

    @MainActor
    private static func copy(
        of source: NSDiffableDataSourceSnapshotReference, reporting: Bool
    ) -> NSDiffableDataSourceSnapshot {
        var snapshot = NSDiffableDataSourceSnapshot()
        var dropped: [Any] = []
        for section in source.sectionIdentifiers {
            guard let typed = section as? SectionIdentifierType else {
                dropped.append(section)
                continue
            }
            snapshot.appendSections([typed])
            var items: [ItemIdentifierType] = []
            for item in source.itemIdentifiersInSection(withIdentifier: section) {
                if let item = item as? ItemIdentifierType { items.append(item) } else { dropped.append(item) }
            }
            snapshot.appendItems(items, toSection: typed)
        }
        if reporting, let first = dropped.first {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Could not bridge a snapshot reference to NSDiffableDataSourceSnapshot<\(SectionIdentifierType.self), "
                    + "\(ItemIdentifierType.self)>: \(dropped.count) identifiers of other types (the first: \(first))")
        }
        return snapshot
    }
}
