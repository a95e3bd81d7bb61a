import Foundation

/// What a context menu's delegate is handed as the menu appears or goes: the preview's
/// controller, and a place to add animations that run alongside and completions that run after.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The controller shown as the preview; nil when the menu lifts the pressed view itself.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's own, on the same curve and duration.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run once the menu's animation is over.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator handed to the delegate when the preview is tapped: the app usually shows the
/// preview's controller in a completion (`show(_:sender:)`, a push).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves: growing into what the app shows next (`.pop`, the default) or
    /// fading with the menu (`.dismiss`). Both fade it out here.
    var preferredCommitStyle: UIContextMenuInteraction.CommitStyle { get set }
}

/// The animator of one appearance, disappearance or commit: the blocks the delegate adds, run
/// by the menu's presentation inside its own animation and after it.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteraction.CommitStyle = .pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

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
