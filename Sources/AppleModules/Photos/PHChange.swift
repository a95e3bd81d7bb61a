import Foundation
import OpenUIKit

/// One change to the library: the library before and after it, so it can say how any fetch
/// result or object an app holds reads now.
open class PHChange: NSObject, @unchecked Sendable {
    let before: LibrarySnapshot
    let after: LibrarySnapshot

    init(before: LibrarySnapshot, after: LibrarySnapshot) {
        self.before = before
        self.after = after
        super.init()
    }

    /// How `object` changed, or nil when it did not.
    open func changeDetails<T: PHObject>(for object: T) -> PHObjectChangeDetails<T>? {
        let was = object.refreshed(in: before) as? T
        let now = object.refreshed(in: after) as? T
        switch (was, now) {
        case (nil, nil):
            return nil
        case (let was?, let now?) where was.contentSignature == now.contentSignature:
            return nil
        default:
            return PHObjectChangeDetails(before: was ?? object, after: now)
        }
    }

    /// How the fetch that made `object` reads now (inserted, removed, changed and moved
    /// objects), or nil when the change touched none of it.
    ///
    /// - Complexity: the fetch run again over the library after the change, and O(n) to compare.
    open func changeDetails<T: AnyObject>(for object: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? {
        let now = PHFetchResult(query: object.query, snapshot: after)
        let details = PHFetchResultChangeDetails(from: object, to: now, changed: nil)
        return details.isEmpty ? nil : details
    }
}

/// How one object changed.
open class PHObjectChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {
    /// The object as it was.
    public let objectBeforeChanges: ObjectType
    /// The object as it is, or nil when it was deleted.
    public let objectAfterChanges: ObjectType?

    init(before: ObjectType, after: ObjectType?) {
        objectBeforeChanges = before
        objectAfterChanges = after
        super.init()
    }

    /// Whether an asset's pixels changed (an edit or a revert), not only its properties.
    open var assetContentChanged: Bool {
        guard let was = objectBeforeChanges as? PHAsset, let now = objectAfterChanges as? PHAsset else { return false }
        return was.record.fileSize != now.record.fileSize || was.record.modificationDate != now.record.modificationDate
            || was.record.adjustment != now.record.adjustment
    }

    /// Whether the object was deleted.
    open var objectWasDeleted: Bool { objectAfterChanges == nil }
}

/// How a fetch result changed: removed indexes (of the old result), then inserted and changed
/// indexes (of the new one), then moves, which is the order a table or collection view applies
/// them in.
open class PHFetchResultChangeDetails<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    /// The result before the change.
    public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
    /// The result after the change.
    public let fetchResultAfterChanges: PHFetchResult<ObjectType>
    private let removed: IndexSet
    private let inserted: IndexSet
    private let changed: IndexSet
    private let moves: [(Int, Int)]

    init(
        from before: PHFetchResult<ObjectType>, to after: PHFetchResult<ObjectType>,
        changed changedObjects: [ObjectType]?
    ) {
        fetchResultBeforeChanges = before
        fetchResultAfterChanges = after
        let oldKeys = before.objects.map(Self.key), newKeys = after.objects.map(Self.key)
        let oldSet = Set(oldKeys), newSet = Set(newKeys)
        removed = IndexSet(oldKeys.indices.filter { !newSet.contains(oldKeys[$0]) })
        inserted = IndexSet(newKeys.indices.filter { !oldSet.contains(newKeys[$0]) })
        var oldSignatures: [AnyHashable: AnyHashable] = [:]
        for object in before.objects { oldSignatures[Self.key(object)] = Self.signature(object) }
        if let changedObjects {
            let keys = Set(changedObjects.map(Self.key))
            changed = IndexSet(newKeys.indices.filter { keys.contains(newKeys[$0]) && oldSet.contains(newKeys[$0]) })
        } else {
            changed = IndexSet(
                after.objects.indices.filter { index in
                    let key = newKeys[index]
                    guard let old = oldSignatures[key] else { return false }
                    return old != Self.signature(after.objects[index])
                })
        }
        // Moves: the kept objects whose relative order changed, found as those off the longest
        // run that kept its order.
        let kept = oldKeys.filter(newSet.contains)
        let newPosition = Dictionary(newKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let positions = kept.compactMap { newPosition[$0] }
        let staying = Self.longestIncreasingRun(positions)
        moves = kept.indices.filter { !staying.contains($0) }.map { ($0, positions[$0]) }
        super.init()
    }

    /// Change details from one result to another, with `changedObjects` counted as changed.
    open class func changeDetails(
        from fromResult: PHFetchResult<ObjectType>, to toResult: PHFetchResult<ObjectType>,
        changedObjects: [ObjectType]
    ) -> PHFetchResultChangeDetails<ObjectType> {
        PHFetchResultChangeDetails(from: fromResult, to: toResult, changed: changedObjects)
    }

    var isEmpty: Bool { removed.isEmpty && inserted.isEmpty && changed.isEmpty && moves.isEmpty }

    /// Always true: every change here is described index by index.
    open var hasIncrementalChanges: Bool { true }
    /// The indexes, in the old result, of the objects that left it; nil when none did.
    open var removedIndexes: IndexSet? { removed.isEmpty ? nil : removed }
    /// The objects that left the result.
    open var removedObjects: [ObjectType] { removed.map { fetchResultBeforeChanges.objects[$0] } }
    /// The indexes, in the new result, of the objects that joined it; nil when none did.
    open var insertedIndexes: IndexSet? { inserted.isEmpty ? nil : inserted }
    /// The objects that joined the result.
    open var insertedObjects: [ObjectType] { inserted.map { fetchResultAfterChanges.objects[$0] } }
    /// The indexes, in the new result, of the objects whose content or properties changed.
    open var changedIndexes: IndexSet? { changed.isEmpty ? nil : changed }
    /// The objects that changed, as they are now.
    open var changedObjects: [ObjectType] { changed.map { fetchResultAfterChanges.objects[$0] } }
    /// Whether objects changed places.
    open var hasMoves: Bool { !moves.isEmpty }

    /// Calls `handler` with each move: from the object's index among the objects kept (the old
    /// result with removals applied) to its index in the new result.
    open func enumerateMoves(_ handler: (Int, Int) -> Void) {
        for (from, to) in moves { handler(from, to) }
    }

    private static func key(_ object: ObjectType) -> AnyHashable {
        (object as? PHObject)?.localIdentifier ?? AnyHashable(ObjectIdentifier(object))
    }

    private static func signature(_ object: ObjectType) -> AnyHashable {
        (object as? PHObject)?.contentSignature ?? AnyHashable(ObjectIdentifier(object))
    }

    /// The offsets of one longest strictly increasing subsequence of `values` (patience sort).
    private static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (offset, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[offset] = tails[low - 1] }
            if low == tails.count { tails.append(offset) } else { tails[low] = offset }
        }
        var run = Set<Int>()
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            run.insert(cursor)
            cursor = previous[cursor]
        }
        return run
    }
}
