import Foundation
import OpenUIKit

/// The ordered, immutable list a fetch returns. It remembers how it was fetched, so a
/// `PHChange` can say how the same fetch reads after the change (`changeDetails(for:)`).
open class PHFetchResult<ObjectType: AnyObject>: NSObject, NSCopying, NSFastEnumeration, @unchecked Sendable {
    let objects: [ObjectType]
    /// The fetch again, over another snapshot of the library.
    let query: (LibrarySnapshot) -> [ObjectType]

    init(query: @escaping (LibrarySnapshot) -> [ObjectType], snapshot: LibrarySnapshot) {
        self.query = query
        objects = query(snapshot)
        super.init()
    }

    /// An empty result; the same as fetching from an empty library.
    public override init() {
        objects = []
        query = { _ in [] }
        super.init()
    }

    /// Results never change, so a copy is the result itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The objects, in order, for `NSFastEnumeration` readers.
    public var fastEnumerationObjects: [Any] { objects }

    /// The number of objects.
    open var count: Int { objects.count }

    /// The object at `index`. Photos raises `NSRangeException` for an index out of range; this
    /// stops with the same message, as an array does, since there is no object to return.
    open func object(at index: Int) -> ObjectType {
        precondition(
            objects.indices.contains(index),
            "NSRangeException: index \(index) beyond bounds [0 .. \(objects.count - 1)]")
        return objects[index]
    }

    /// The object at `index`, as `object(at:)`.
    open subscript(index: Int) -> ObjectType { object(at: index) }

    /// The first object, or nil for an empty result.
    open var firstObject: ObjectType? { objects.first }
    /// The last object, or nil for an empty result.
    open var lastObject: ObjectType? { objects.last }

    /// The objects at `indexes` (those in range).
    open func objects(at indexes: IndexSet) -> [ObjectType] {
        indexes.filter(objects.indices.contains).map { objects[$0] }
    }

    /// Whether an equal object is in the result (same local identifier).
    ///
    /// - Complexity: O(n).
    open func contains(_ anObject: ObjectType) -> Bool { index(of: anObject) != NSNotFound }

    /// The first index of an equal object, or `NSNotFound`.
    ///
    /// - Complexity: O(n).
    open func index(of anObject: ObjectType) -> Int {
        objects.firstIndex { Self.same($0, anObject) } ?? NSNotFound
    }

    /// The first index within `range` of an equal object, or `NSNotFound`.
    open func index(of anObject: ObjectType, in range: NSRange) -> Int {
        let lower = max(range.location, 0)
        let upper = min(range.location + range.length, objects.count)
        guard lower < upper else { return NSNotFound }
        return objects[lower..<upper].firstIndex { Self.same($0, anObject) } ?? NSNotFound
    }

    /// Calls `block` with each object and its index until the block sets its stop flag.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerateObjects(options: [], using: block)
    }

    /// As `enumerateObjects(_:)`; `.reverse` walks from the end (`.concurrent` runs in order here).
    open func enumerateObjects(
        options opts: NSEnumerationOptions = [], using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        enumerateObjects(at: IndexSet(integersIn: objects.indices), options: opts, using: block)
    }

    /// As `enumerateObjects(_:)`, over the objects at `s`.
    open func enumerateObjects(
        at s: IndexSet, options opts: NSEnumerationOptions = [],
        using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        let indexes = s.filter(objects.indices.contains)
        for index in opts.contains(.reverse) ? indexes.reversed() : indexes {
            block(objects[index], index, &stop)
            if stop.boolValue { return }
        }
    }

    /// How many of the result's assets are of `mediaType`.
    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
        objects.reduce(0) { $0 + ((($1 as? PHAsset)?.mediaType == mediaType) ? 1 : 0) }
    }

    private static func same(_ left: ObjectType, _ right: ObjectType) -> Bool {
        if let left = left as? NSObject, let right = right as? NSObject { return left.isEqual(right) }
        return left === right
    }
}
