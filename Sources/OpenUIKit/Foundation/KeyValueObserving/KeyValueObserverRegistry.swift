import Foundation

/// Key-value observing without the Objective-C runtime: a side table of registrations by
/// observed object, told of a change by the object itself (OpenUIKit's observable properties, or
/// an app's `willChangeValue(forKey:)`/`didChangeValue(forKey:)` pair), since no setter can be
/// swapped at run time here. Observers run on the thread that made the change, as Foundation's
/// do. A change costs one lock and a dictionary lookup when nobody observes the object.
final class KeyValueObserverRegistry: @unchecked Sendable {
    static let shared = KeyValueObserverRegistry()

    /// One observer of one object. `key` is nil for a Swift key path, which learns of every change
    /// the object announces and reports those that changed its value.
    final class Registration: @unchecked Sendable {
        weak var object: AnyObject?
        let key: String?
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
        weak var observer: AnyObject?
        /// Reads the observed value (key paths), nil for string keys, whose values come with the change.
        let read: ((AnyObject) -> Any?)?
        let deliver: (Registration, [NSKeyValueChangeKey: Any]) -> Void
        /// The value before the change in flight (string keys), or last seen (key paths).
        var before: Any?

        init(
            object: AnyObject, key: String?, options: NSKeyValueObservingOptions,
            context: UnsafeMutableRawPointer? = nil, observer: AnyObject? = nil,
            read: ((AnyObject) -> Any?)? = nil,
            deliver: @escaping (Registration, [NSKeyValueChangeKey: Any]) -> Void
        ) {
            self.object = object
            self.key = key
            self.options = options
            self.context = context
            self.observer = observer
            self.read = read
            self.deliver = deliver
        }
    }

    private let lock = NSLock()
    private var registrations: [ObjectIdentifier: [Registration]] = [:]

    func add(_ registration: Registration) {
        guard let object = registration.object else { return }
        lock.lock()
        var list = (registrations[ObjectIdentifier(object)] ?? []).filter { $0.object === object }
        list.append(registration)
        registrations[ObjectIdentifier(object)] = list
        lock.unlock()
    }

    func remove(_ registration: Registration) {
        lock.lock()
        defer { lock.unlock() }
        for (id, list) in registrations where list.contains(where: { $0 === registration }) {
            let rest = list.filter { $0 !== registration }
            registrations[id] = rest.isEmpty ? nil : rest
        }
    }

    /// Removes the latest registration of `observer` for `key` on `object` (and `context`, when
    /// given), as Foundation removes the most recent one; false when there is none.
    func remove(observer: AnyObject, key: String, from object: AnyObject, context: UnsafeMutableRawPointer??) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        guard var list = registrations[id],
            let index = list.lastIndex(where: { registration in
                registration.object === object && registration.observer === observer && registration.key == key
                    && (context.map { wanted in registration.context == wanted } ?? true)
            })
        else { return false }
        list.remove(at: index)
        registrations[id] = list.isEmpty ? nil : list
        return true
    }

    private func observers(of object: AnyObject) -> [Registration] {
        lock.lock()
        defer { lock.unlock() }
        return registrations[ObjectIdentifier(object)]?.filter { $0.object === object } ?? []
    }

    /// Before `key` changes: keeps the old value for observers that asked for it and sends the
    /// `prior` notifications.
    func willChange(_ object: AnyObject, key: String, value: () -> Any?) {
        let list = observers(of: object).filter { $0.key == key }
        guard !list.isEmpty else { return }
        let old = value()
        for registration in list {
            registration.before = old
            guard registration.options.contains(.prior) else { continue }
            var change = Self.change(old: old, new: nil, includeOld: registration.options.contains(.old))
            change[.notificationIsPriorKey] = NSNumber(value: true)
            registration.deliver(registration, change)
        }
    }

    /// After `key` changed to `value()`: tells its observers, and every key path observer of the
    /// object whose value is now different.
    func didChange(_ object: AnyObject, key: String, value: () -> Any?) {
        let list = observers(of: object)
        guard !list.isEmpty else { return }
        let keyed = list.filter { $0.key == key }
        let new = keyed.isEmpty ? nil : value()
        for registration in keyed {
            let options = registration.options
            let change = Self.change(
                old: registration.before, new: new, includeOld: options.contains(.old),
                includeNew: options.contains(.new))
            registration.before = nil
            registration.deliver(registration, change)
        }
        for registration in list where registration.key == nil {
            guard let read = registration.read else { continue }
            let current = read(object)
            guard !Self.same(registration.before, current) else { continue }
            let old = registration.before
            registration.before = current
            if registration.options.contains(.prior) {
                var prior = Self.change(old: old, new: nil, includeOld: registration.options.contains(.old))
                prior[.notificationIsPriorKey] = NSNumber(value: true)
                registration.deliver(registration, prior)
            }
            registration.deliver(
                registration,
                Self.change(
                    old: old, new: current, includeOld: registration.options.contains(.old),
                    includeNew: registration.options.contains(.new)))
        }
    }

    /// A setting change dictionary with the values the observer asked for; a nil value is
    /// `NSNull`, as Foundation puts it.
    static func change(
        old: Any?, new: Any?, includeOld: Bool = false, includeNew: Bool = false
    ) -> [NSKeyValueChangeKey: Any] {
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
        if includeOld { change[.oldKey] = flattened(old) ?? NSNull() }
        if includeNew { change[.newKey] = flattened(new) ?? NSNull() }
        return change
    }

    /// Whether two observed values are equal; values that are not `Equatable` always count as changed.
    static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (Self.flattened(lhs), Self.flattened(rhs)) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case (let left?, let right?):
            guard let left = left as? any Equatable else { return false }
            return left.isEqual(to: right)
        }
    }

    /// An optional's payload, or nil for `Optional.none` however deeply it was wrapped in `Any`.
    private static func flattened(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { flattened($0.value) }
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
