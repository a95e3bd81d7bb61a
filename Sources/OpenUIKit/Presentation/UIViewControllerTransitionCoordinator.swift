import Foundation

/// What alongside animations and completions are told about the running transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The modal presentation style of the transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition began under the user's control, as an interactive pop does.
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animations can be interrupted; `false` for every transition here.
    var isInterruptible: Bool { get }
    /// Whether the user is driving the transition at the moment.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled, as when the user abandons an interactive pop.
    var isCancelled: Bool { get }
    /// How long the transition lasts, in seconds; alongside animations run for the same time.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition has come, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// How fast the transition completes after an interaction ends, relative to its duration.
    var completionVelocity: CGFloat { get }
    /// The timing curve the transition completes with after an interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// The view in which the transition's views are animated.
    var containerView: UIView { get }
    /// The rotation the transition applies to the interface; always the identity here, where nothing rotates.
    var targetTransform: CGAffineTransform { get }
    /// The view controller leaving (`.from`) or arriving (`.to`) in the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or arriving (`.to`) in the transition, or `nil` when it is not loaded.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Lets code run animations alongside a transition and learn when it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's timing and `completion` after the transition ends; `true` when accepted.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Like `animate(alongsideTransition:completion:)`, for animating a view outside the container view.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Registers `handler` to be called when the user stops driving an interactive transition; here, on cancellation.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The one coordinator OpenUIKit hands out, for presentations, dismissals, container
/// transitions and size changes. Alongside animations share the transition's duration.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    public let isAnimated: Bool
    public let presentationStyle: UIModalPresentationStyle
    public let transitionDuration: TimeInterval
    public let containerView: UIView
    public var targetTransform: CGAffineTransform = .identity
    public var initiallyInteractive = false
    public var isInterruptible = false
    public var isInteractive = false
    public private(set) var isCancelled = false
    public var percentComplete: CGFloat = 0
    public var completionVelocity: CGFloat = 1
    public var completionCurve: UIView.AnimationCurve = .easeInOut
    private weak var fromViewController: UIViewController?
    private weak var toViewController: UIViewController?
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false

    init(
        animated: Bool, duration: TimeInterval, style: UIModalPresentationStyle, container: UIView,
        from: UIViewController?, to: UIViewController?
    ) {
        isAnimated = animated
        transitionDuration = duration
        presentationStyle = style
        containerView = container
        fromViewController = from
        toViewController = to
    }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromViewController : key == .to ? toViewController : nil
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromViewController?.viewIfLoaded : key == .to ? toViewController?.viewIfLoaded : nil
    }

    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation {
            if started { runAnimated { animation(self) } } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    public func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionHandlers.append(handler)
    }

    /// Runs the alongside animations collected so far, with the transition's timing.
    func start() {
        started = true
        let blocks = alongside
        alongside = []
        guard !blocks.isEmpty else { return }
        runAnimated { for block in blocks { block(self) } }
    }

    private func runAnimated(_ body: @escaping () -> Void) {
        if isAnimated, transitionDuration > 0 {
            UIView.animate(withDuration: transitionDuration, animations: body)
        } else {
            UIView.performWithoutAnimation(body)
        }
    }

    func cancel() {
        isCancelled = true
        for handler in interactionHandlers { handler(self) }
    }

    func finish() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
