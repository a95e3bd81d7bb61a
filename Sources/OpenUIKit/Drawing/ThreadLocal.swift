import Foundation

/// A value each thread has its own copy of: UIKit keeps the graphics context stack and the
/// current trait collection per thread, and code on any thread may read them. The main
/// thread's copy is held here, not in the thread's dictionary: drawing reads these for every
/// view it draws, and a dictionary lookup by string costs more than the drawing of a label.
final class ThreadLocal<Value>: @unchecked Sendable {
    // @unchecked: the key is immutable; each other thread's value lives in its own thread's
    // dictionary, and `mainBox` is only touched on the main thread.
    private let key: String
    private let initial: @Sendable () -> Value
    private nonisolated(unsafe) var mainBox: Box?

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
        if Thread.isMainThread {
            if let mainBox { return mainBox }
            let box = Box(initial())
            mainBox = box
            return box
        }
        let dictionary = Thread.current.threadDictionary
        if let box = dictionary[key] as? Box { return box }
        let box = Box(initial())
        dictionary[key] = box
        return box
    }
}
