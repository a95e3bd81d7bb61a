import Foundation
import OpenUIKit

/// How a fetch filters, sorts and limits what it returns.
///
/// The predicate and key-named sort descriptors are read against each object's fetch keys
/// (`PHAsset`: `mediaType`, `mediaSubtypes`, `creationDate`, `modificationDate`, `pixelWidth`,
/// `pixelHeight`, `duration`, `isFavorite`, `favorite`, `isHidden`, `hidden`, `burstIdentifier`,
/// `localIdentifier`; collections: `localIdentifier`, `localizedTitle`, `title`,
/// `estimatedAssetCount`, `startDate`, `endDate`). Linux has no key-value coding, so the
/// predicate is evaluated with a dictionary of those keys (what a format predicate reads; a block
/// predicate gets the dictionary too, where Photos refuses block predicates outright). A sort
/// descriptor made from a Swift key path (`\PHAsset.pixelWidth`) compares through it.
open class PHFetchOptions: NSObject, NSCopying, @unchecked Sendable {
    /// Which objects the fetch keeps; nil keeps all.
    open var predicate: NSPredicate?
    /// The order of the result; nil keeps the library's order (oldest first).
    open var sortDescriptors: [NSSortDescriptor]?
    /// Whether hidden assets are fetched too (false: only the Hidden album shows them).
    open var includeHiddenAssets = false
    /// Whether every photo of a burst is fetched, not only its representative.
    open var includeAllBurstAssets = false
    /// Which sources the fetch reads; every asset here is in the user's library.
    open var includeAssetSourceTypes: PHAssetSourceType = []
    /// At most this many objects; 0 is no limit.
    open var fetchLimit = 0
    /// Whether change details for results of this fetch say which indexes changed.
    open var wantsIncrementalChangeDetails = true

    /// Options that filter nothing.
    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PHFetchOptions()
        copy.predicate = predicate
        copy.sortDescriptors = sortDescriptors
        copy.includeHiddenAssets = includeHiddenAssets
        copy.includeAllBurstAssets = includeAllBurstAssets
        copy.includeAssetSourceTypes = includeAssetSourceTypes
        copy.fetchLimit = fetchLimit
        copy.wantsIncrementalChangeDetails = wantsIncrementalChangeDetails
        return copy
    }

    /// `objects` filtered by the predicate, sorted and limited, reading keys with `values`.
    func apply<T>(to objects: [T], values: (T) -> [String: Any]) -> [T] {
        if !includeAssetSourceTypes.isEmpty, !includeAssetSourceTypes.contains(.typeUserLibrary) { return [] }
        var rows = objects.map { ($0, values($0)) }
        if let predicate { rows = rows.filter { predicate.evaluate(with: $0.1) } }
        if let descriptors = sortDescriptors, !descriptors.isEmpty {
            rows = rows.enumerated().sorted { left, right in
                for descriptor in descriptors {
                    guard let key = descriptor.key else {
                        // A Swift key path (`\PHAsset.pixelWidth`): Foundation compares through it.
                        let order = Self.compareThroughKeyPath(descriptor, left.element.0, right.element.0)
                        if order != .orderedSame { return order == .orderedAscending }
                        continue
                    }
                    let order = Self.compare(left.element.1[key], right.element.1[key])
                    if order != .orderedSame {
                        return descriptor.ascending ? order == .orderedAscending : order == .orderedDescending
                    }
                }
                return left.offset < right.offset
            }.map(\.element)
        }
        if fetchLimit > 0, rows.count > fetchLimit { rows = Array(rows.prefix(fetchLimit)) }
        return rows.map(\.0)
    }

    /// The order `descriptor`'s own key path and comparator give, when both objects are of the
    /// class its key path starts from (anything else would stop Foundation's cast); else the same.
    static func compareThroughKeyPath(_ descriptor: NSSortDescriptor, _ left: Any, _ right: Any) -> ComparisonResult {
        guard let root = type(of: descriptor.keyPath).rootType as? AnyClass,
            let first = left as? NSObject, let second = right as? NSObject,
            first.isKind(of: root), second.isKind(of: root)
        else { return .orderedSame }
        return descriptor.compare(first, to: second)
    }

    /// Values of the same kind compared; nil sorts before any value, as Photos sorts a
    /// missing date.
    static func compare(_ left: Any?, _ right: Any?) -> ComparisonResult {
        switch (left, right) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case (let a as Date, let b as Date):
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (let a as String, let b as String): return a.compare(b)
        case (let a as Bool, let b as Bool):
            return a == b ? .orderedSame : (!a ? .orderedAscending : .orderedDescending)
        default:
            let a = number(left), b = number(right)
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        }
    }

    private static func number(_ value: Any?) -> Double {
        switch value {
        case let value as Int: return Double(value)
        case let value as UInt: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        default: return 0
        }
    }
}
