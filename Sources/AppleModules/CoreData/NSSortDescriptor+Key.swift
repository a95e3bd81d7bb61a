import Foundation

/// Sort descriptors by key with a comparator, and by key paths to values of any type Core Data
/// stores, which swift-corelibs-foundation lacks (it has no key-value coding): the key is read
/// through managed objects, dictionaries and stored properties. `init(key:ascending:)` is
/// OpenUIKit's, read back through `key`.
extension NSSortDescriptor {
    /// A descriptor ordering by `key` with `cmptr` comparing the two values.
    public convenience init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) {
        let path = key
        self.init(keyPath: \NSObject.self, ascending: ascending) { first, second in
            cmptr(
                path.flatMap { KeyValue.value(of: first, keyPath: $0) } ?? first,
                path.flatMap { KeyValue.value(of: second, keyPath: $0) } ?? second)
        }
        SortDescriptorKeys.shared.remember(key, for: self, plain: false)
    }

    convenience init(key: String?, ascending: Bool, options: Compare.Options) {
        let path = key
        self.init(keyPath: \NSObject.self, ascending: ascending) { first, second in
            guard let path else { return .orderedSame }
            return Compare.order(
                KeyValue.value(of: first, keyPath: path), KeyValue.value(of: second, keyPath: path), options: options)
        }
        SortDescriptorKeys.shared.remember(key, for: self, plain: options.isEmpty)
    }

    /// A descriptor ordering by the value `keyPath` reads, of any type Core Data stores
    /// (optionals and dates included, which Foundation's `Comparable` form refuses).
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: \NSObject.self, ascending: ascending) { first, second in
            let a = (first as? Root).map { NSManagedObject.unwrapped($0[keyPath: keyPath]) } ?? nil
            let b = (second as? Root).map { NSManagedObject.unwrapped($0[keyPath: keyPath]) } ?? nil
            return Compare.order(a, b, options: [])
        }
    }
}

/// The keys of key-based sort descriptors (Foundation's class has no room for one here).
final class SortDescriptorKeys: @unchecked Sendable {
    static let shared = SortDescriptorKeys()
    private let lock = NSLock()
    private struct Entry {
        weak var descriptor: NSSortDescriptor?
        var key: String?
        /// Whether the descriptor only compares the key's values (no comparator of the app's).
        var plain: Bool
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    func remember(_ key: String?, for descriptor: NSSortDescriptor, plain: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count > 256 { entries = entries.filter { $0.value.descriptor != nil } }
        entries[ObjectIdentifier(descriptor)] = Entry(descriptor: descriptor, key: key, plain: plain)
    }

    /// The key of a descriptor that only compares that key's values, else nil.
    func plainKey(for descriptor: NSSortDescriptor) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(descriptor)], entry.descriptor === descriptor, entry.plain else {
            return nil
        }
        return entry.key
    }

    func key(for descriptor: NSSortDescriptor) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(descriptor)], entry.descriptor === descriptor else { return nil }
        return entry.key
    }
}
