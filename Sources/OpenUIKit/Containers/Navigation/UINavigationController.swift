import Foundation

/// A stack of controllers, the top one on screen, with a navigation bar and an optional toolbar.
///
/// It is written with the public containment API: pushing is `addChild` now and `didMove` when
/// the transition ends; popping is `willMove(toParent: nil)` now and `removeFromParent()` when it
/// ends. The stack changes at once; the appearance transition runs on the next turn of the run
/// loop (S-6, N-2), one for however many changes came before it (N-5).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kind of change to the stack that a transition shows.
    public enum Operation: Int, Sendable {
        /// No change of the top controller.
        case none
        /// A controller was pushed onto the stack.
        case push
        /// A controller was popped off the stack.
        case pop
    }

    /// The stack, bottom to top. `children` follows it (N-1).
    var stack: [UIViewController] = []
    /// The delegate told before and after each top controller is shown, and asked for custom transition animations.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The delegate outlet a storyboard connects.
    open override class var storyboardConnections: StoryboardConnections {
        var connections = StoryboardConnections()
        connections.outlets["delegate"] = StoryboardConnections.outlet(
            UINavigationController.self, (any UINavigationControllerDelegate).self
        ) { $0.delegate = $1 }
        return super.storyboardConnections.merging(connections)
    }
    /// The bar at the top, showing the stack's navigation items; the navigation controller is its delegate.
    public let navigationBar: UINavigationBar
    /// The toolbar at the bottom, showing the top controller's `toolbarItems`; hidden until `isToolbarHidden` is set
    /// to `false`.
    public let toolbar: UIToolbar
    /// The view the children's views go in, under the bars.
    let contentView = UIView()

    // Transition bookkeeping (see +Transitions).
    weak var displayedViewController: UIViewController?
    var requestedTransition: (operation: Operation, animated: Bool)?
    var transitionScheduled = false
    var transitionInFlight = false
    /// Pushed controllers waiting for `didMove(toParent:)`, and popped ones waiting for
    /// `removeFromParent()`, at the end of the next transition.
    var awaitingDidMove: [UIViewController] = []
    var awaitingRemoval: [UIViewController] = []
    var toolbarHiddenStorage = true
    /// Set when the top view went in as the navigation controller appeared; `didShow` follows
    /// its appearance.
    var pendingInitialDidShow = false
    /// The back swipe's interaction while it drives a pop (see +InteractivePop).
    var backSwipeInteraction: UIPercentDrivenInteractiveTransition?
    private var interactivePopRecognizer: UIScreenEdgePanGestureRecognizer?
    lazy var interactivePopGate: InteractivePopGate = {
        let gate = InteractivePopGate()
        gate.navigationController = self
        return gate
    }()

    /// The back swipe from the leading edge (N-9).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        if let interactivePopRecognizer { return interactivePopRecognizer }
        let recognizer = makeInteractivePopGestureRecognizer()
        interactivePopRecognizer = recognizer
        return recognizer
    }

    /// Creates a navigation controller whose stack holds `rootViewController` alone.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        setUpBars()
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack whose bars are instances of the given classes, which must
    /// subclass `UINavigationBar` and `UIToolbar`; `nil` or another class gives the standard bar.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar =
            (navigationBarClass as? UINavigationBar.Type)?.init(frame: .zero) ?? UINavigationBar(frame: .zero)
        toolbar = (toolbarClass as? UIToolbar.Type)?.init(frame: .zero) ?? UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        setUpBars()
    }

    /// Creates a navigation controller with an empty stack and standard bars.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpBars()
    }

    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(coder: coder)
        setUpBars()
    }

    private func setUpBars() {
        navigationBar.delegate = self
        toolbar.isHidden = true
        definesPresentationContext = true
    }

    // MARK: The stack

    /// Setting it is `setViewControllers(_:animated: false)` (N-5).
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack, or `nil` when the stack is empty.
    open var topViewController: UIViewController? { stack.last }

    /// The top controller, or what is presented over the navigation controller itself (N-1).
    open var visibleViewController: UIViewController? {
        presentedStorage ?? topViewController
    }

    /// The delegate's answer when it gives one, else a controller's default: the top controller is
    /// not asked, as in UIKit.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        let answer = delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? []
        return answer.isEmpty ? super.supportedInterfaceOrientations : answer
    }

    /// The delegate's answer when it gives one, else a controller's default.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let answer = delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self) ?? .unknown
        return answer == .unknown ? super.preferredInterfaceOrientationForPresentation : answer
    }

    /// The stack first, then any popped controller whose transition has not ended yet.
    open override var children: [UIViewController] {
        let onStack = Set(stack.map(ObjectIdentifier.init))
        let popping = super.children.filter { !onStack.contains(ObjectIdentifier($0)) }
        return stack.filter { $0.parent === self } + popping
    }

    /// Pushes `viewController`: the stack and containment change now, the transition on the next
    /// turn of the run loop (S-5, S-6). Refused with UIKit's exception text for a controller
    /// already on the stack or a navigation controller (N-2).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        LifecycleTrace.record(
            self, "pushViewController(\(LifecycleTrace.name(of: viewController)), animated: \(animated))")
        // Only a child can be on the stack, so the parent check spares a search of a deep stack.
        if viewController.parent === self, stack.contains(viewController) {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Pushing the same view controller instance more than once is not supported (\(objectDescription(viewController)))"
            )
            return
        }
        if viewController is UINavigationController {
            UIKitDiagnostics.report(UIKitDiagnostic.invalidArgument, "Pushing a navigation controller is not supported")
            return
        }
        // UIKit documents this refusal without a published reason; the text follows the one above.
        if viewController is UITabBarController {
            UIKitDiagnostics.report(UIKitDiagnostic.invalidArgument, "Pushing a tab bar controller is not supported")
            return
        }
        addChild(viewController)
        guard viewController.parent === self else { return }
        // Pushed again while its pop is still in flight: it stays a child.
        awaitingRemoval.removeAll { $0 === viewController }
        stack.append(viewController)
        awaitingDidMove.append(viewController)
        navigationBar.replaceItems(keeping: stack.count - 1, appending: [viewController.navigationItem])
        requestTransition(.push, animated: animated)
        checkStackInvariants()
    }

    /// Pops the top controller and returns it; does nothing with only the root left (N-3).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        LifecycleTrace.record(self, "popViewController(animated: \(animated))")
        guard stack.count > 1 else { return nil }
        return pop(to: stack.count - 2, animated: animated).last
    }

    /// Pops everything above the root; returns what was popped, bottom to top (N-4).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        LifecycleTrace.record(self, "popToRootViewController(animated: \(animated))")
        guard !stack.isEmpty else { return nil }
        return pop(to: 0, animated: animated)
    }

    /// Pops down to `viewController`, which must be on the stack (N-4).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        LifecycleTrace.record(
            self, "popToViewController(\(LifecycleTrace.name(of: viewController)), animated: \(animated))")
        guard let index = stack.lastIndex(where: { $0 === viewController }) else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency, "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        return pop(to: index, animated: animated)
    }

    /// Replaces the stack in one transition chosen by the new top (N-5): pop if it was already on
    /// the stack, none if it is the current top, push otherwise.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        LifecycleTrace.record(
            self,
            "setViewControllers([\(viewControllers.map { LifecycleTrace.name(of: $0) }.joined(separator: ", "))], animated: \(animated))"
        )
        if viewControllers.contains(where: { $0 is UINavigationController }) {
            UIKitDiagnostics.report(UIKitDiagnostic.invalidArgument, "Pushing a navigation controller is not supported")
            return
        }
        if Set(viewControllers.map(ObjectIdentifier.init)).count != viewControllers.count {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "All view controllers in a navigation controller must be distinct (\(viewControllers.map(objectDescription).joined(separator: ", ")))"
            )
            return
        }
        let oldTop = stack.last
        let operation: Operation
        if let newTop = viewControllers.last, newTop === oldTop {
            operation = .none
        } else if let newTop = viewControllers.last, stack.contains(newTop) {
            operation = .pop
        } else {
            operation = .push
        }
        for old in stack where !viewControllers.contains(old) {
            old.willMove(toParent: nil)
            awaitingRemoval.append(old)
        }
        for new in viewControllers where !stack.contains(new) {
            addChild(new)
            awaitingRemoval.removeAll { $0 === new }
            awaitingDidMove.append(new)
        }
        stack = viewControllers
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
        requestTransition(operation, animated: animated)
        checkStackInvariants()
    }

    private func pop(to index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        stack.removeSubrange((index + 1)...)
        for controller in popped {
            controller.willMove(toParent: nil)
            awaitingRemoval.append(controller)
        }
        navigationBar.replaceItems(keeping: stack.count, appending: [])
        requestTransition(.pop, animated: animated)
        checkStackInvariants()
        return popped
    }

    // MARK: show

    /// A navigation controller handles `show` by pushing (P-2).
    open override func show(_ vc: UIViewController, sender: Any?) {
        LifecycleTrace.record(self, "show(\(LifecycleTrace.name(of: vc)))")
        pushViewController(vc, animated: true)
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == UIViewController.showAction || super.canPerformAction(action, withSender: sender)
    }

    // MARK: Unwinding

    /// The stack top-down, without the controller that holds the source (U-8).
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        let allowed = stack.reversed().filter { $0 !== containing }
        return allowed
    }

    /// Pops to `subsequentVC` (U-10).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        LifecycleTrace.record(self, "unwind(for:towards: \(LifecycleTrace.name(of: subsequentVC)))")
        popToViewController(subsequentVC, animated: true)
    }

    // MARK: Bars

    /// Whether the navigation bar is hidden; setting it is `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar and lays out the bars again; the change is never animated here.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        layoutBars()
    }

    /// Whether the toolbar is hidden, `true` by default; setting it is `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar and lays out the bars again; the change is never animated here.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHiddenStorage = hidden
        layoutBars()
    }

    // MARK: View

    open override func loadView() {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.onLayout = { [weak self] in self?.layoutBars() }
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = root.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
        view = root
        if let recognizer = interactivePopGestureRecognizer { root.addGestureRecognizer(recognizer) }
    }

    /// Puts the top controller's view in place before the navigation controller appears, so
    /// its appearance is forwarded to it, and tells the delegate (N-7).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installTopViewIfNeeded(announcing: animated)
    }

    /// Tells the delegate that the first top controller was shown, on the next turn of the run loop after it appears.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        finishInitialDisplay(animated: animated)
    }
}

extension UINavigationController: UINavigationBarDelegate {
    /// The back button: pop the controller, which pops the item (UIKit's navigation controller
    /// is its bar's delegate the same way).
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        if let top = stack.last, top.navigationItemStorage === item, stack.count > 1 {
            popViewController(animated: true)
        }
        return false
    }

    /// Puts the toolbar at the bottom and the navigation bar at the top, attached to the status bar.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition {
        bar === toolbar ? .bottom : .topAttached
    }
}
