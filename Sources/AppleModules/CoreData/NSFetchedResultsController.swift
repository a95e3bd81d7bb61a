import Foundation
import OpenUIKit

/// What happened to an object or section between two states of a fetched-results controller.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4
}

/// One section of a fetched-results controller: the objects sharing a `sectionNameKeyPath` value.
public protocol NSFetchedResultsSectionInfo {
    /// The section's key value as a string ("" for nil).
    var name: String { get }
    /// The section's index title (the name's first letter, capitalized).
    var indexTitle: String? { get }
    /// How many objects the section has.
    var numberOfObjects: Int { get }
    /// The section's objects, in the fetch's order.
    var objects: [Any]? { get }
}

/// What a fetched-results controller tells as its results change. Every method is optional.
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    /// The new state as a snapshot of section names and object IDs. A delegate that implements
    /// it gets no per-object calls, as on iOS. Called on the main thread only.
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference)
    /// The change as the difference of object IDs. A delegate that implements it gets no
    /// per-object calls either.
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChangeContentWith diff: CollectionDifference<NSManagedObjectID>)
    /// An object was inserted, deleted, moved or updated.
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    /// A section was inserted or deleted.
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
        for type: NSFetchedResultsChangeType)
    /// Changes are about to be reported.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// Every change was reported.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// The index title of the section named `sectionName`.
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        sectionIndexTitleForSectionName sectionName: String
    ) -> String?
}

extension NSFetchedResultsControllerDelegate {
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
    ) {
        controller.state.delegateLacksSnapshot = true
    }
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChangeContentWith diff: CollectionDifference<NSManagedObjectID>
    ) {
        controller.state.delegateLacksDifference = true
    }
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {}
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
        for type: NSFetchedResultsChangeType
    ) {}
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        sectionIndexTitleForSectionName sectionName: String
    ) -> String? {
        controller.state.defaultIndexTitle(sectionName)
    }
}

/// A section of fetched results.
final class FetchedSection: NSFetchedResultsSectionInfo {
    let name: String
    let indexTitle: String?
    var members: [NSManagedObject]
    var numberOfObjects: Int { members.count }
    var objects: [Any]? { members }

    init(name: String, indexTitle: String?, members: [NSManagedObject]) {
        self.name = name
        self.indexTitle = indexTitle
        self.members = members
    }
}

/// What a controller and its type-erased twin (the one delegates receive) share.
final class FetchedResultsState {
    var sections: [FetchedSection] = []
    var fetched = false
    var delegateLacksSnapshot = false
    var delegateLacksDifference = false
    /// The delegate last found without the snapshot (or difference) method: its snapshots are
    /// not built again.
    var knownWithoutSnapshot: ObjectIdentifier?
    var knownWithoutDifference: ObjectIdentifier?
    /// The object IDs of the last snapshot given: a save makes inserted objects' IDs permanent,
    /// which a snapshot delegate is told, though no object moved.
    var snapshotIDs: [[NSManagedObjectID]]?

    func defaultIndexTitle(_ sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }
}

/// Keeps the results of a fetch request in sections and reports their changes as the context's
/// objects change, to drive a table or collection view.
///
/// Changes are found by fetching again when the context reports changed objects
/// (`NSManagedObjectContextObjectsDidChange`: saves, fetches and the end of the queue's work), and
/// comparing: O(results) per change batch. `cacheName` is accepted; nothing is cached on disk.
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
    /// The request whose results are kept; its sort descriptors order them.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The context fetched in and watched.
    public let managedObjectContext: NSManagedObjectContext
    /// The key path whose value groups the results into sections (nil: one section).
    public let sectionNameKeyPath: String?
    /// The name of the cache (kept for API's sake: results are not cached on disk here).
    public let cacheName: String?
    /// Who is told of changes; changes are tracked only while there is one.
    open weak var delegate: (any NSFetchedResultsControllerDelegate)? {
        didSet { observe() }
    }

    let state: FetchedResultsState
    private var observers: [any NSObjectProtocol] = []
    private var erasedTwin: NSFetchedResultsController<any NSFetchRequestResult>?

    /// A controller of `fetchRequest`'s results in `context`, in sections by `sectionNameKeyPath`.
    public init(
        fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
        sectionNameKeyPath: String?, cacheName name: String?
    ) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        state = FetchedResultsState()
        super.init()
    }

    private init(
        twinOf request: NSFetchRequest<ResultType>, context: NSManagedObjectContext, keyPath: String?,
        cacheName: String?, state: FetchedResultsState
    ) {
        fetchRequest = request
        managedObjectContext = context
        sectionNameKeyPath = keyPath
        self.cacheName = cacheName
        self.state = state
        super.init()
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// Removes the cache named `name` (there is none on disk here, so nothing is removed).
    open class func deleteCache(withName name: String?) {}

    /// Fetches the results and builds the sections.
    ///
    /// - Throws: what the context's fetch throws.
    open func performFetch() throws {
        state.sections = try currentSections()
        state.fetched = true
        observe()
    }

    /// The results, in order; nil before `performFetch()`.
    open var fetchedObjects: [ResultType]? {
        guard state.fetched else { return nil }
        return state.sections.flatMap(\.members).compactMap { $0 as? ResultType }
    }

    /// The sections; nil before `performFetch()`.
    open var sections: [any NSFetchedResultsSectionInfo]? { state.fetched ? state.sections : nil }

    /// The object at `indexPath`.
    ///
    /// An index path outside the results is misuse Apple raises an exception for; here the app
    /// stops with the same message.
    open func object(at indexPath: IndexPath) -> ResultType {
        guard indexPath.count >= 2, indexPath[0] < state.sections.count,
            indexPath[1] < state.sections[indexPath[0]].members.count,
            let object = state.sections[indexPath[0]].members[indexPath[1]] as? ResultType
        else {
            fatalError(
                "no object at index \(indexPath.count >= 2 ? indexPath[1] : -1) in section at index "
                    + "\(indexPath.first ?? -1)")
        }
        return object
    }

    /// Where `object` is, or nil when it is not among the results.
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        let target = object as AnyObject
        for (section, info) in state.sections.enumerated() {
            if let row = info.members.firstIndex(where: { $0 === target }) {
                return IndexPath(item: row, section: section)
            }
        }
        return nil
    }

    /// The sections' index titles, in order, without repeats.
    open var sectionIndexTitles: [String] {
        var titles: [String] = []
        for section in state.sections {
            if let title = sectionIndexTitle(forSectionName: section.name), !titles.contains(title) {
                titles.append(title)
            }
        }
        return titles
    }

    /// The index title of the section named `sectionName`: its first letter, capitalized.
    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        if let delegate { return delegate.controller(erased, sectionIndexTitleForSectionName: sectionName) }
        return state.defaultIndexTitle(sectionName)
    }

    /// The index of the first section whose index title is `title`.
    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        state.sections.firstIndex { sectionIndexTitle(forSectionName: $0.name) == title } ?? sectionIndex
    }

    /// This controller as delegates receive it.
    var erased: NSFetchedResultsController<any NSFetchRequestResult> {
        if let same = self as? NSFetchedResultsController<any NSFetchRequestResult> { return same }
        if let erasedTwin { return erasedTwin }
        let request = NSFetchRequest<any NSFetchRequestResult>()
        request.entity = fetchRequest.entity
        request.entityName = fetchRequest.entityName
        request.predicate = fetchRequest.predicate
        request.sortDescriptors = fetchRequest.sortDescriptors
        let twin = NSFetchedResultsController<any NSFetchRequestResult>(
            twinOf: request, context: managedObjectContext, keyPath: sectionNameKeyPath, cacheName: cacheName,
            state: state)
        erasedTwin = twin
        return twin
    }

    private func sectionName(of object: NSManagedObject) -> String {
        guard let keyPath = sectionNameKeyPath else { return "" }
        guard let value = KeyValue.value(of: object, keyPath: keyPath), !(value is NSNull) else { return "" }
        if let text = value as? String { return text }
        // Numbers name their sections as NSNumber describes them: a Boolean is "0" or "1".
        if let flag = value as? Bool { return flag ? "1" : "0" }
        if let number = NSManagedObject.number(value) { return number.description }
        return "\(value)"
    }

    private func currentSections() throws -> [FetchedSection] {
        let objects = try managedObjectContext.fetch(fetchRequest).compactMap { $0 as? NSManagedObject }
        var sections: [FetchedSection] = []
        var byName: [String: FetchedSection] = [:]
        for object in objects {
            let name = sectionName(of: object)
            if let section = byName[name] {
                section.members.append(object)
            } else {
                let section = FetchedSection(name: name, indexTitle: state.defaultIndexTitle(name), members: [object])
                byName[name] = section
                sections.append(section)
            }
        }
        return sections
    }

    private func observe() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        guard delegate != nil, state.fetched else { return }
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(
                forName: .NSManagedObjectContextObjectsDidChange, object: managedObjectContext, queue: nil
            ) { [weak self] notification in
                let updated = (notification.userInfo?[NSUpdatedObjectsKey] as? Set<NSManagedObject>) ?? []
                let refreshed = (notification.userInfo?[NSRefreshedObjectsKey] as? Set<NSManagedObject>) ?? []
                self?.contextChanged(updated: updated.union(refreshed))
            })
        // A save changes no object's place, but inserted objects' IDs become permanent, which a
        // delegate taking snapshots hears of; a save without inserts changes nothing here.
        observers.append(
            center.addObserver(forName: .NSManagedObjectContextDidSave, object: managedObjectContext, queue: nil) {
                [weak self] notification in
                let inserted = (notification.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject>) ?? []
                guard let self, !inserted.isEmpty, self.delegateMayTakeSnapshots else { return }
                self.contextChanged(updated: [])
            })
    }

    /// Whether the delegate may take snapshots: not one known to take per-object calls instead.
    private var delegateMayTakeSnapshots: Bool {
        delegate.map(ObjectIdentifier.init) != state.knownWithoutSnapshot
    }

    private func contextChanged(updated: Set<NSManagedObject>) {
        guard let delegate, state.fetched, let new = try? currentSections() else { return }
        let old = state.sections
        let changes = FetchedResultsDiff(old: old, new: new, updated: updated)
        let identity = ObjectIdentifier(delegate)
        // A delegate known to take object calls never needs the IDs: they are not gathered for it.
        let takesSnapshots = delegateMayTakeSnapshots
        let items = takesSnapshots ? new.map { $0.members.map(\.objectID) } : []
        let newIDs = takesSnapshots && state.snapshotIDs.map { $0 != items } == true
        guard !changes.isEmpty || newIDs else {
            state.sections = new
            return
        }
        state.sections = new
        let controller = erased
        state.delegateLacksSnapshot = !takesSnapshots
        if state.delegateLacksSnapshot {
            // Known: the per-object calls follow.
        } else if Thread.isMainThread {
            let names = new.map(\.name)
            state.snapshotIDs = items
            let call = UncheckedBox((delegate, controller))
            MainActor.assumeIsolated {
                let snapshot = NSDiffableDataSourceSnapshotReference()
                snapshot.appendSections(withIdentifiers: names)
                for (name, ids) in zip(names, items) {
                    snapshot.appendItems(withIdentifiers: ids, intoSectionWithIdentifier: name)
                }
                call.value.0.controller(call.value.1, didChangeContentWith: snapshot)
            }
        } else {
            state.delegateLacksSnapshot = true
        }
        guard state.delegateLacksSnapshot else { return }
        if Thread.isMainThread { state.knownWithoutSnapshot = identity }
        guard !changes.isEmpty else { return }
        state.delegateLacksDifference = state.knownWithoutDifference == identity
        if !state.delegateLacksDifference {
            let oldIDs = old.flatMap(\.members).map(\.objectID)
            let newIDs = new.flatMap(\.members).map(\.objectID)
            delegate.controller(controller, didChangeContentWith: newIDs.difference(from: oldIDs))
        }
        guard state.delegateLacksDifference else { return }
        state.knownWithoutDifference = identity
        delegate.controllerWillChangeContent(controller)
        for (index, section) in changes.deletedSections {
            delegate.controller(controller, didChange: section, atSectionIndex: index, for: .delete)
        }
        for (index, section) in changes.insertedSections {
            delegate.controller(controller, didChange: section, atSectionIndex: index, for: .insert)
        }
        for (object, path) in changes.deleted {
            delegate.controller(controller, didChange: object, at: path, for: .delete, newIndexPath: nil)
        }
        for (object, path) in changes.inserted {
            delegate.controller(controller, didChange: object, at: nil, for: .insert, newIndexPath: path)
        }
        for (object, from, to) in changes.moved {
            delegate.controller(controller, didChange: object, at: from, for: .move, newIndexPath: to)
        }
        for (object, path, newPath) in changes.updatedInPlace {
            delegate.controller(controller, didChange: object, at: path, for: .update, newIndexPath: newPath)
        }
        delegate.controllerDidChangeContent(controller)
    }
}

/// The changes between two states of the sections, in the terms a table view's batch update
/// takes: deleted and inserted sections and objects, moves (the fewest: objects outside the
/// longest run keeping their relative order) and updates in place.
struct FetchedResultsDiff {
    var deletedSections: [(Int, FetchedSection)] = []
    var insertedSections: [(Int, FetchedSection)] = []
    var deleted: [(NSManagedObject, IndexPath)] = []
    var inserted: [(NSManagedObject, IndexPath)] = []
    var moved: [(NSManagedObject, IndexPath, IndexPath)] = []
    var updatedInPlace: [(NSManagedObject, IndexPath, IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deleted.isEmpty && inserted.isEmpty && moved.isEmpty
            && updatedInPlace.isEmpty
    }

    init(old: [FetchedSection], new: [FetchedSection], updated: Set<NSManagedObject>) {
        let oldNames = old.map(\.name)
        let newNames = new.map(\.name)
        for (index, section) in old.enumerated() where !newNames.contains(section.name) {
            deletedSections.append((index, section))
        }
        for (index, section) in new.enumerated() where !oldNames.contains(section.name) {
            insertedSections.append((index, section))
        }
        var oldPaths: [ObjectIdentifier: (IndexPath, Int, String)] = [:]
        var order = 0
        for (sectionIndex, section) in old.enumerated() {
            for (row, object) in section.members.enumerated() {
                oldPaths[ObjectIdentifier(object)] = (IndexPath(item: row, section: sectionIndex), order, section.name)
                order += 1
            }
        }
        var newPaths: [ObjectIdentifier: IndexPath] = [:]
        var common: [(NSManagedObject, Int, IndexPath, IndexPath, Bool)] = []
        for (sectionIndex, section) in new.enumerated() {
            for (row, object) in section.members.enumerated() {
                let path = IndexPath(item: row, section: sectionIndex)
                newPaths[ObjectIdentifier(object)] = path
                if let (oldPath, oldOrder, oldSection) = oldPaths[ObjectIdentifier(object)] {
                    common.append((object, oldOrder, oldPath, path, oldSection == section.name))
                } else {
                    inserted.append((object, path))
                }
            }
        }
        for section in old {
            for object in section.members where newPaths[ObjectIdentifier(object)] == nil {
                if let path = oldPaths[ObjectIdentifier(object)]?.0 { deleted.append((object, path)) }
            }
        }
        let keep = Self.longestIncreasingRun(common.map(\.1))
        for (position, entry) in common.enumerated() {
            let (object, _, from, to, sameSection) = entry
            if !keep.contains(position) || !sameSection {
                moved.append((object, from, to))
            } else if updated.contains(object) {
                updatedInPlace.append((object, from, to))
            }
        }
    }

    /// The positions of the longest strictly increasing subsequence of `values`: O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []
        var tailPositions: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tailPositions[low - 1] }
            if low == tails.count {
                tails.append(value)
                tailPositions.append(position)
            } else {
                tails[low] = value
                tailPositions[low] = position
            }
        }
        var result = Set<Int>()
        var current = tailPositions.last ?? -1
        while current >= 0 {
            result.insert(current)
            current = previous[current]
        }
        return result
    }
}
