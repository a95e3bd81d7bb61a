import Foundation
import OpenCombine

/// What `CombineLatest` and `MergeMany` share: several upstreams subscribed with unlimited
/// demand, their values queued for the downstream and delivered one at a time as it demands
/// them, in order, from whichever thread sends; a failure from any upstream cancels the others.
final class CombiningSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock`.
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var queue: [Downstream.Input] = []
    private var completion: Subscribers.Completion<Downstream.Failure>?
    private var delivering = false
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    /// Keep only the newest queued value (the latest combination) rather than each one.
    private let conflates: Bool

    init(downstream: Downstream, upstreams count: Int, conflates: Bool) {
        self.downstream = downstream
        self.upstreams = Array(repeating: nil, count: count)
        self.finished = Array(repeating: count == 0, count: count)
        self.conflates = conflates
    }

    /// A subscriber for upstream `index`: values go through `transform`, which returns the
    /// value to send downstream, if any.
    func side<Input>(
        _ index: Int, _ transform: @escaping (Input) -> Downstream.Input?
    ) -> CombiningSide<
        Input, Downstream.Failure
    > {
        // Each side holds this subscription, as Combine's upstreams hold their subscriber: the
        // cycle through `upstreams` ends when it is cancelled or completes.
        CombiningSide(
            subscribed: { subscription in self.subscribed(index, subscription) },
            value: { input in
                guard let output = self.lock.withLock({ self.isLive ? transform(input) : nil }) else { return }
                self.enqueue(output)
            },
            completed: { completion in self.completed(index, completion) })
    }

    /// Finishes now when there are no upstreams at all (an empty merge).
    func finishIfEmpty() {
        lock.lock()
        let empty = upstreams.isEmpty
        if empty { completion = .finished }
        lock.unlock()
        if empty { drain() }
    }

    private var isLive: Bool { downstream != nil && completion == nil }

    private func subscribed(_ index: Int, _ subscription: Subscription) {
        lock.lock()
        guard isLive, upstreams[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    private func enqueue(_ output: Downstream.Input) {
        lock.lock()
        if conflates && !queue.isEmpty { queue[queue.count - 1] = output } else { queue.append(output) }
        lock.unlock()
        drain()
    }

    private func completed(_ index: Int, _ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        guard isLive else {
            lock.unlock()
            return
        }
        finished[index] = true
        var others: [Subscription] = []
        switch completion {
        case .failure:
            self.completion = completion
            queue = []
            others = upstreams.enumerated().compactMap { $0.offset == index ? nil : $0.element }
            upstreams = upstreams.map { _ in nil }
        case .finished:
            upstreams[index] = nil
            if finished.allSatisfy({ $0 }) { self.completion = .finished }
        }
        lock.unlock()
        others.forEach { $0.cancel() }
        drain()
    }

    /// Sends what is queued while there is demand, then the completion once the queue is empty.
    private func drain() {
        lock.lock()
        if delivering {
            lock.unlock()
            return
        }
        delivering = true
        while let downstream {
            if !queue.isEmpty && demand > .none {
                let output = queue.removeFirst()
                demand -= 1
                lock.unlock()
                let more = downstream.receive(output)
                lock.lock()
                demand += more
            } else if queue.isEmpty, let completion {
                self.downstream = nil
                lock.unlock()
                downstream.receive(completion: completion)
                lock.lock()
            } else {
                break
            }
        }
        delivering = false
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        drain()
    }

    func cancel() {
        lock.lock()
        let subscriptions = upstreams.compactMap { $0 }
        upstreams = upstreams.map { _ in nil }
        downstream = nil
        queue = []
        lock.unlock()
        subscriptions.forEach { $0.cancel() }
    }
}

/// One upstream's subscriber inside a combining subscription.
final class CombiningSide<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    // @unchecked: the closures only call into the combining subscription, which locks.
    let combineIdentifier = CombineIdentifier()
    private let subscribed: (Subscription) -> Void
    private let value: (Input) -> Void
    private let completed: (Subscribers.Completion<Failure>) -> Void

    init(
        subscribed: @escaping (Subscription) -> Void, value: @escaping (Input) -> Void,
        completed: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.subscribed = subscribed
        self.value = value
        self.completed = completed
    }

    func receive(subscription: Subscription) { subscribed(subscription) }

    func receive(_ input: Input) -> Subscribers.Demand {
        value(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { completed(completion) }
}
