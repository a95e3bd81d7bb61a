/// Records lifecycle, containment and presentation events as `Name.method(args)` lines, so tests,
/// examples and the CLI can show exactly what UIKit would have called, in order.
///
/// Callbacks the framework invokes (`viewWillAppear`, layout, `loadView`…) are recorded where the
/// framework calls them, whatever the override does. Calls a container makes itself
/// (`willMove(toParent:)`, `didMove(toParent:)`) are recorded by their base implementations, so an
/// override must call `super`, as UIKit requires anyway.
@preconcurrency @MainActor
public enum LifecycleTrace {
    /// Off by default: recording costs a string per event.
    public static var isEnabled = false
    /// The lines recorded while `isEnabled` is on, oldest first, since the last `clear()` or `reset()`.
    public private(set) static var events: [String] = []
    /// Names by object; the weak reference tells a named object from a newer one at the same
    /// address, so objects need not unregister when they go.
    private static var names: [ObjectIdentifier: (object: WeakBox<AnyObject>, name: String)] = [:]

    /// Gives an object a name for trace lines (default: its class name). Two instances of one class
    /// need names of their own to be told apart in a trace.
    public static func name(_ object: AnyObject, _ name: String) {
        names[ObjectIdentifier(object)] = (WeakBox(object), name)
    }

    /// The name trace lines give `object`: the one set with `name(_:_:)`, else its class name, or `"nil"`.
    public static func name(of object: AnyObject?) -> String {
        guard let object else { return "nil" }
        if let entry = names[ObjectIdentifier(object)], entry.object.value === object { return entry.name }
        return String(describing: type(of: object))
    }

    /// Records a free-form line, e.g. a completion block's `"completion"`.
    public static func record(_ line: String) {
        if isEnabled { events.append(line) }
    }

    /// Records `Name.call` for `object`; `call` (e.g. `viewWillAppear(true)`) is built only when
    /// tracing is on.
    static func record(_ object: AnyObject, _ call: @autoclosure () -> String) {
        guard isEnabled else { return }
        events.append("\(name(of: object)).\(call())")
    }

    /// Removes the recorded events, keeping the names given to objects.
    public static func clear() {
        events.removeAll()
    }

    /// Clears events and names.
    public static func reset() {
        events.removeAll()
        names.removeAll()
    }

    /// Records the deinit of an object under its name. During deinit weak references to it
    /// already read nil, so the name is found by identity alone, and then dropped.
    static func recordDeinit(_ id: ObjectIdentifier, type: Any.Type) {
        let name = names.removeValue(forKey: id)?.name ?? String(describing: type)
        if isEnabled { events.append("\(name).deinit") }
    }
}
