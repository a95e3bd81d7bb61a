import OpenCombine

/// The latest values of two upstreams, kept between their sends.
private final class LatestPair<A, B>: @unchecked Sendable {
    // @unchecked: read and written under the combining subscription's lock.
    var a: A?
    var b: B?
}

extension Publishers {
    /// A publisher that sends the latest value of each upstream, as a tuple, whenever either
    /// sends, once both have sent at least one. It finishes when both have finished and fails
    /// as soon as either fails. With limited demand, only the newest combination waits.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == B.Failure, S.Input == (A.Output, B.Output) {
            let subscription = CombiningSubscription(downstream: subscriber, upstreams: 2, conflates: true)
            let latest = LatestPair<A.Output, B.Output>()
            let first = subscription.side(0) { (value: A.Output) -> (A.Output, B.Output)? in
                latest.a = value
                return latest.b.map { (value, $0) }
            }
            let second = subscription.side(1) { (value: B.Output) -> (A.Output, B.Output)? in
                latest.b = value
                return latest.a.map { ($0, value) }
            }
            subscriber.receive(subscription: subscription)
            a.subscribe(first)
            b.subscribe(second)
        }
    }

    /// `CombineLatest` of three upstreams: a tuple of their three latest values.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == C.Failure, S.Input == (A.Output, B.Output, C.Output) {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }.subscribe(subscriber)
        }
    }

    /// `CombineLatest` of four upstreams: a tuple of their four latest values.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == D.Failure, S.Input == (A.Output, B.Output, C.Output, D.Output) {
            CombineLatest(CombineLatest(CombineLatest(a, b), c), d)
                .map { ($0.0.0.0, $0.0.0.1, $0.0.1, $0.1) }
                .subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and `other`, whenever either sends.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest values of this publisher and `other`, combined by `transform`.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this publisher and two others, whenever any sends.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P, _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// The latest values of this publisher and two others, combined by `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// The latest values of this publisher and three others, whenever any sends.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// The latest values of this publisher and three others, combined by `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
