import Foundation

/// A value each thread has its own copy of: UIKit keeps the graphics context stack and the
/// current trait collection per thread, and code on any thread may read them.
final class ThreadLocal<Value>: @unchecked Sendable {
    // @unchecked: the only state is the key; each value lives in its own thread's dictionary.
    private let key: String
    private let initial: @Sendable () -> Value

    init(_ key: String, initial: @escaping @Sendable () -> Value) {
        self.key = "OpenUIKit." + key
        self.initial = initial
    }

    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    var value: Value {
        get { box.value }
        set { box.value = newValue }
    }

    private var box: Box {
        let dictionary = Thread.current.threadDictionary
        if let box = dictionary[key] as? Box { return box }
        let box = Box(initial())
        dictionary[key] = box
        return box
    }
}
