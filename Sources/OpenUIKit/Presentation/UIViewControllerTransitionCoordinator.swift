import Foundation

/// What alongside animations and completions are told about the running transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Lets code run animations alongside a transition and learn when it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
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
