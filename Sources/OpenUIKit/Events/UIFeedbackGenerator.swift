import Foundation

/// Haptic feedback. There is no Taptic Engine here, as on the iOS Simulator: a feedback is
/// felt nowhere, and is written down instead (`UIFeedbackGenerator.playedFeedback`), so a test
/// can check that an app gave the feedback it meant to.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// The feedback given so far, oldest first, as "impact medium 1.0", "notification success"
    /// or "selection"; tests clear it.
    static var playedFeedback: [String] = []

    /// Whether `prepare()` was called since the last feedback.
    private(set) var isPrepared = false

    /// Makes a generator.
    public override init() {
        super.init()
    }

    /// Wakes the engine so the next feedback comes without delay; here there is no engine to
    /// wake, so it only notes that the generator is ready.
    open func prepare() {
        isPrepared = true
    }

    /// Gives `feedback`.
    func play(_ feedback: String) {
        isPrepared = false
        Self.playedFeedback.append(feedback)
    }
}
