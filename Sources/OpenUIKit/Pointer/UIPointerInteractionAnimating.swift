import Foundation

/// Animations to run with a pointer entering or leaving a region.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds animations to run alongside the pointer's change.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run once the animations finish; its argument says whether they did.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// The animator a pointer interaction hands its delegate: what is added runs, in the order
/// added, in one animation block once the delegate returns.
@MainActor
final class PointerInteractionAnimator: UIPointerInteractionAnimating {
    /// How long the pointer's transitions take.
    static let duration: TimeInterval = 0.15
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    func run() {
        let animations = self.animations
        let completions = self.completions
        guard !animations.isEmpty || !completions.isEmpty else { return }
        UIView.animate(
            withDuration: Self.duration, animations: { for animation in animations { animation() } },
            completion: { finished in for completion in completions { completion(finished) } })
    }
}
