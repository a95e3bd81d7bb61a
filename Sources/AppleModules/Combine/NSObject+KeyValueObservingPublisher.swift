import Foundation
import OpenCombine
import OpenUIKit

extension NSObject {
    /// A publisher of a key path's value on an object, over key-value observing: it sends the
    /// value each time the object announces a change (OpenUIKit's observable properties, and
    /// `willChangeValue(forKey:)`/`didChangeValue(forKey:)` pairs; Linux cannot swap a stored
    /// property's setter to announce it by itself). Values that arrive while the subscriber has
    /// no demand are dropped rather than kept.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Equatable {
        /// The object observed.
        public let object: Subject
        /// The key path observed on it.
        public let keyPath: KeyPath<Subject, Value>
        /// `.initial` sends the current value on subscribing, `.prior` the value before each change too.
        public let options: NSKeyValueObservingOptions

        /// A publisher of `keyPath` on `object`.
        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        /// Two publishers are equal when they observe the same key path of the same object with
        /// the same options.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.object === rhs.object && lhs.keyPath == rhs.keyPath && lhs.options == rhs.options
        }
    }
}

extension NSObject.KeyValueObservingPublisher: Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        let subscription = KeyValueObservingSubscription(downstream: subscriber)
        subscriber.receive(subscription: subscription)
        subscription.start(object, keyPath, options: options)
    }
}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// A publisher of the value at `keyPath`, which sends it now (`.initial`) and after each
    /// announced change (`.new`) by default.
    public func publisher<Value>(
        for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}

/// One subscriber's observation: a block-based `observe` kept until the subscriber cancels.
final class KeyValueObservingSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Failure == Never {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var observation: NSKeyValueObservation?

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    func start<Subject: NSObject>(
        _ object: Subject, _ keyPath: KeyPath<Subject, Downstream.Input>, options: NSKeyValueObservingOptions
    ) {
        let observation = object.observe(keyPath, options: options) { [weak self] object, _ in
            // The value now: after the change, or still the old one in a `.prior` notification.
            self?.send(object[keyPath: keyPath])
        }
        lock.lock()
        if downstream == nil {
            lock.unlock()
            observation.invalidate()
        } else {
            self.observation = observation
            lock.unlock()
        }
    }

    private func send(_ value: Downstream.Input) {
        lock.lock()
        guard let downstream, demand > .none else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let observation = self.observation
        self.observation = nil
        downstream = nil
        lock.unlock()
        observation?.invalidate()
    }
}
