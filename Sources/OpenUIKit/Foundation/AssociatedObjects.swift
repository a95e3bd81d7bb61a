import Foundation

/// How `objc_setAssociatedObject` keeps a value: strongly (`RETAIN`), copied (`COPY`, through
/// `NSCopying` when the value adopts it), or without keeping it (`ASSIGN`, read back as nil
/// once the value is gone rather than dangling). Atomic and non-atomic behave alike here: every
/// access takes one lock.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not kept: a weak reference (a dangling pointer in Objective-C).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Kept strongly.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Kept as a copy.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Kept strongly, atomically.
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// Kept as a copy, atomically.
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Associated objects as a side table, since Linux has no Objective-C runtime: values by owner
/// and key, the owner held weakly so its entries go when it does (swept on the next write, so a
/// value lives a little past its owner, not for ever). Costs a dictionary lookup under a lock.
private final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var writesSinceSweep = 0

    func set(_ value: Any?, for key: UnsafeRawPointer, on owner: AnyObject, policy: objc_AssociationPolicy) {
        lock.lock()
        defer { lock.unlock() }
        sweepIfDue()
        let id = ObjectIdentifier(owner)
        var entry = entries[id].flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner)
        switch (value, policy) {
        case (nil, _): entry.values[key] = nil
        case (let value?, .OBJC_ASSOCIATION_ASSIGN):
            entry.values[key] = (value as AnyObject?).map { .weak(WeakBox($0)) }
        case (let value?, .OBJC_ASSOCIATION_COPY), (let value?, .OBJC_ASSOCIATION_COPY_NONATOMIC):
            entry.values[key] = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        case (let value?, _): entry.values[key] = .strong(value)
        }
        entries[id] = entry.values.isEmpty ? nil : entry
    }

    func value(for key: UnsafeRawPointer, on owner: AnyObject) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        switch entry.values[key] {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    func removeAll(on owner: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(owner)] = nil
    }

    /// Drops the entries of owners that are gone, every 64 writes.
    private func sweepIfDue() {
        writesSinceSweep += 1
        guard writesSinceSweep >= 64 else { return }
        writesSinceSweep = 0
        entries = entries.filter { $0.value.owner != nil }
    }

    /// The number of owners with values, for tests.
    var ownerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.values.filter { $0.owner != nil }.count
    }
}

/// Keeps `value` with `object` under `key` (usually the address of a static variable), as the
/// Objective-C runtime does: a nil value removes it. `object` must be a class instance, as in
/// Objective-C: a struct is boxed anew at each call, so nothing is found under it again.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociationTable.shared.set(value, for: key, on: object as AnyObject, policy: policy)
}

/// The value kept with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.value(for: key, on: object as AnyObject)
}

/// Removes every value kept with `object`, as the runtime does (meant for resetting an object
/// to its first state).
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(on: object as AnyObject)
}

/// The number of live objects with associated values (tests check that owners going free their
/// entries).
func associatedObjectOwnerCount() -> Int { AssociationTable.shared.ownerCount }
