import OpenCombine

extension Publishers {
    /// A publisher that sends every value of any of its upstreams, in the order they arrive; it
    /// finishes when all have finished and fails as soon as one fails.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Upstream.Failure, S.Input == Upstream.Output {
            let subscription = CombiningSubscription(
                downstream: subscriber, upstreams: publishers.count, conflates: false)
            let sides = publishers.indices.map { index in subscription.side(index) { (value: Output) in value } }
            subscriber.receive(subscription: subscription)
            for (publisher, side) in Swift.zip(publishers, sides) { publisher.subscribe(side) }
            subscription.finishIfEmpty()
        }

        /// This merge with one more upstream.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }

    /// The values of two upstreams of the same output, merged.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == B.Failure, S.Input == B.Output {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).subscribe(subscriber)
        }
    }

    /// The values of three upstreams of the same output, merged.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == C.Failure, S.Input == C.Output {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher())
                .subscribe(subscriber)
        }
    }

    /// The values of four upstreams of the same output, merged.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure,
        C.Output == D.Output, C.Failure == D.Failure
    {
        public typealias Output = A.Output
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

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == D.Failure, S.Input == D.Output {
            MergeMany(
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()
            )
            .subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// This publisher's values and `other`'s, merged.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// This publisher's values and two others', merged.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    /// This publisher's values and three others', merged.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(
        with b: B, _ c: C, _ d: D
    ) -> Publishers.Merge4<Self, B, C, D>
    where
        Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output
    {
        Publishers.Merge4(self, b, c, d)
    }
}
