import Foundation

/// What an edit menu's delegate is handed as the menu appears or goes: a place to add
/// animations that run alongside the menu's fade, and completions that run after it (iOS 16).
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Adds animations to run alongside the menu's own, with the same duration and curve.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run once the menu's animation is over.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of one appearance or disappearance of an edit menu: the blocks the delegate
/// adds, run by the presentation inside its animation and after it.
@MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs the animations added so far, inside the presentation's animation block.
    func runAnimations() {
        let blocks = animations
        animations = []
        for block in blocks { block() }
    }

    /// Runs the completions added so far, once the presentation's animation is over.
    func runCompletions() {
        let blocks = completions
        completions = []
        for block in blocks { block() }
    }
}
