import Foundation

/// The protocol Foundation's block-based `observe(_:options:changeHandler:)` hangs on; every
/// `NSObject` adopts it.
public protocol _KeyValueCodingAndObserving {}

/// Every object can be observed with a key path.
extension NSObject: _KeyValueCodingAndObserving {}

/// An object that reads its values by key, as key-value coding's `value(forKey:)` does on Apple's
/// platforms (Core Data's managed objects): key-value observing reads old and new values through
/// it instead of looking for a stored property of that name.
public protocol _KeyValueCodingReading: AnyObject {
    func value(forKey key: String) -> Any?
}

/// Who receives string-key notifications: `UIResponder`, so every view and view controller. Any
/// other `NSObject` gets no callback: Linux's `NSObject` has no
/// `observeValue(forKeyPath:of:change:context:)` for it to override.
protocol KeyValueObserverCallback: AnyObject {
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

/// Key-value observing by string key, and the change announcements that drive it.
extension NSObject {
    /// Registers `observer` for changes of `keyPath` on this object; it hears them through
    /// `observeValue(forKeyPath:of:change:context:)`. The observer is not retained, as in
    /// Foundation. Changes reach it when this object announces them: OpenUIKit's observable
    /// properties (a scroll view's `contentOffset`, `contentSize` and `contentInset`) and
    /// `willChangeValue(forKey:)`/`didChangeValue(forKey:)` pairs; Linux cannot swap a stored
    /// property's setter to announce it automatically.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        let registration = KeyValueObserverRegistry.Registration(
            object: self, key: keyPath, options: options, context: context, observer: observer
        ) { registration, change in
            guard let observer = registration.observer as? KeyValueObserverCallback else { return }
            observer.observeValue(
                forKeyPath: registration.key, of: registration.object, change: change, context: registration.context)
        }
        KeyValueObserverRegistry.shared.add(registration)
        if options.contains(.initial) {
            let value = keyValueObservedValue(forKey: keyPath)
            registration.deliver(
                registration,
                KeyValueObserverRegistry.change(old: nil, new: value, includeNew: options.contains(.new)))
        }
    }

    /// Removes the latest registration of `observer` for `keyPath`. Removing one that is not
    /// registered is Foundation's `NSRangeException`: reported, and nothing changes.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeKeyValueObserver(observer, keyPath, context: nil)
    }

    /// Removes the latest registration of `observer` for `keyPath` made with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeKeyValueObserver(observer, keyPath, context: .some(context))
    }

    private func removeKeyValueObserver(_ observer: NSObject, _ keyPath: String, context: UnsafeMutableRawPointer??) {
        guard !KeyValueObserverRegistry.shared.remove(observer: observer, key: keyPath, from: self, context: context)
        else { return }
        UIKitDiagnostics.reportFromAnyThread(
            UIKitDiagnostic.range,
            "Cannot remove an observer \(objectDescription(observer)) for the key path \"\(keyPath)\" from "
                + "\(objectDescription(self)) because it is not registered as an observer.")
    }

    /// Announces that the value for `key` is about to change (manual key-value observing): keeps
    /// the old value, read from the stored property of that name, for observers that asked for it.
    ///
    /// Disfavoured, as is `didChangeValue(forKey:)`: Foundation gives `Operation` its own pair,
    /// which an asynchronous operation's `isExecuting`/`isFinished` setters must reach for its
    /// queue to move on; between the two the call would be ambiguous.
    @_disfavoredOverload
    public func willChangeValue(forKey key: String) {
        KeyValueObserverRegistry.shared.willChange(self, key: key) { keyValueObservedValue(forKey: key) }
    }

    /// Announces that the value for `key` changed; its observers hear of it now.
    @_disfavoredOverload
    public func didChangeValue(forKey key: String) {
        KeyValueObserverRegistry.shared.didChange(self, key: key) { keyValueObservedValue(forKey: key) }
    }

    /// Announces a change of a computed property, whose value `value` reads: OpenUIKit's own
    /// observable properties.
    func willChangeValue(forKey key: String, value: () -> Any?) {
        KeyValueObserverRegistry.shared.willChange(self, key: key, value: value)
    }

    /// Announces that a computed property changed; `value` reads its new value.
    func didChangeValue(forKey key: String, value: () -> Any?) {
        KeyValueObserverRegistry.shared.didChange(self, key: key, value: value)
    }

    /// The value for `key`: what `value(forKey:)` returns for an object that has it
    /// (`_KeyValueCodingReading`), else the stored property named `key` (or its `_key`/lazy
    /// storage), found by reflection since Linux has no key-value coding; nil when there is none.
    func keyValueObservedValue(forKey key: String) -> Any? {
        if let readable = self as? any _KeyValueCodingReading { return readable.value(forKey: key) }
        var mirror: Mirror? = Mirror(reflecting: self)
        let labels: Set<String> = [key, "_" + key, "$__lazy_storage_$_" + key]
        while let current = mirror {
            if let child = current.children.first(where: { $0.label.map(labels.contains) ?? false }) {
                return child.value
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Observes `keyPath` with a closure, for as long as the returned observation is kept. The
    /// closure hears each change this object announces that leaves the key path's value different
    /// (every announced change when the value is not `Equatable`); `.prior` notifications come
    /// just before the after-change one, since a Swift key path names no key to watch for.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let registration = KeyValueObserverRegistry.Registration(
            object: self, key: nil, options: options,
            read: { object in (object as? Self).map { $0[keyPath: keyPath] } }
        ) { registration, change in
            guard let object = registration.object as? Self else { return }
            changeHandler(
                object,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: change[.newKey] as? Value, oldValue: change[.oldKey] as? Value,
                    indexes: nil, isPrior: change[.notificationIsPriorKey] != nil))
        }
        registration.before = self[keyPath: keyPath]
        KeyValueObserverRegistry.shared.add(registration)
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil, oldValue: nil,
                    indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation(registration: registration)
    }
}
