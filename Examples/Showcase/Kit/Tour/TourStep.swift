/// One step of the scripted tour: what a person would do next (a tap, a back), done through the
/// tour's helpers, and what should be on screen afterwards, checked with `expect`.
@MainActor
public struct TourStep {
    public let name: String
    public let perform: (ShowcaseTour) -> Void

    public init(_ name: String, _ perform: @escaping (ShowcaseTour) -> Void) {
        self.name = name
        self.perform = perform
    }
}

/// What one step did: the trace it produced, the picture it left and what did not hold.
public struct TourStepRecord: Sendable {
    public let number: Int
    public let name: String
    /// The step's `LifecycleTrace` events, without layout passes.
    public let trace: [String]
    public let failures: [String]
    public let picture: String?
}
