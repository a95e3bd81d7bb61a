import Foundation

/// The animator handed to delegates as a drag lifts, drops or is cancelled: the blocks they add,
/// run inside the drag's own animation and after it.
@MainActor
final class DragAnimator: NSObject, UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs the animations added so far, inside the drag's animation block.
    func runAnimations() {
        let blocks = animations
        animations = []
        for block in blocks { block() }
    }

    /// Runs the completions added so far, once the drag's animation is over.
    func runCompletions() {
        let blocks = completions
        completions = []
        for block in blocks { block(.end) }
    }
}
