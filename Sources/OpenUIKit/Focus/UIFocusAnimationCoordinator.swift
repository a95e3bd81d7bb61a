import Foundation

/// What an animation that runs with a focus update knows about it.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: AnyObject {
    /// How long the focusing or unfocusing animation lasts, in seconds.
    var duration: TimeInterval { get }
}

/// Runs animations alongside a focus update. Those added during `didUpdateFocus(in:with:)`
/// run, in the order added, in one animation block of the system's duration as soon as every
/// environment has been told; their completions follow when the block finishes.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// How long the system's focus animations last here.
    static let animationDuration: TimeInterval = 0.2

    private final class Context: UIFocusAnimationContext {
        let duration: TimeInterval
        init(duration: TimeInterval) { self.duration = duration }
    }

    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    private var didRun = false

    /// A coordinator with no animations yet; the focus system makes one for each update.
    public override init() {
        super.init()
    }

    /// Adds animations to run with the update, and a completion to run once they finish.
    /// Added after the update ran, they run at once without animation.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        guard !didRun else {
            animations?()
            completion?()
            return
        }
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Adds animations for the item gaining focus; the context gives their duration.
    open func addCoordinatedFocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        let context = Context(duration: Self.animationDuration)
        addCoordinatedAnimations(animations.map { body in { body(context) } }, completion: completion)
    }

    /// Adds animations for the item losing focus; the context gives their duration.
    open func addCoordinatedUnfocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        let context = Context(duration: Self.animationDuration)
        addCoordinatedAnimations(animations.map { body in { body(context) } }, completion: completion)
    }

    /// Runs what was added: the animations in one block, then the completions.
    func run() {
        guard !didRun else { return }
        didRun = true
        let animations = self.animations
        let completions = self.completions
        self.animations.removeAll()
        self.completions.removeAll()
        guard !animations.isEmpty else {
            for completion in completions { completion() }
            return
        }
        UIView.animate(
            withDuration: Self.animationDuration,
            animations: { for animation in animations { animation() } },
            completion: { _ in for completion in completions { completion() } })
    }
}
