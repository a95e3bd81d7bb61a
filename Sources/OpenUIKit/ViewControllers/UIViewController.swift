import Foundation

/// A view controller: owns a lazily loaded view, takes part in containment and presentation,
/// and hears the lifecycle callbacks in the order UIKit makes them (see UIKIT_SEMANTICS.md).
/// This file holds the stored state and view loading; behaviour lives in the `+Concern` files.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    // MARK: Stored state (one owner for each piece; everything else is derived)

    /// The name of the nib the controller loads its view from, or `nil`.
    public private(set) var nibName: String?
    /// The bundle the controller's nib is loaded from, or `nil` for the main bundle.
    public private(set) var nibBundle: Bundle?
    /// Setting the title also titles the navigation item; the reverse does not hold (N-6).
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }
    /// The identifier that makes the controller preserved and restored (`StateRestoration/`):
    /// its path is its parents' (or presenter's) identifiers and then this one.
    open var restorationIdentifier: String?
    /// The class that makes the controller again at the next launch; when set, only it is asked.
    open var restorationClass: (any UIViewControllerRestoration.Type)?
    /// How the controller is shown when presented; `.automatic` by default, which becomes a page sheet.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// How the controller animates onto the screen when presented: `.coverVertical` slides up; the other styles
    /// fade here.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether the controller's view is covered when it or a controller it contains presents in a current-context
    /// style.
    open var definesPresentationContext = false
    /// Whether this presentation context's `modalTransitionStyle` replaces that of the controllers presented in it.
    open var providesPresentationContextTransitionStyle = false
    /// Whether a controller presented not full screen takes over the status bar appearance from its presenter.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the presentation is modal, refusing interactive dismissal; stored but not used here, where sheets
    /// cannot be swiped away.
    open var isModalInPresentation = false
    /// The object that supplies custom animators and a presentation controller for presenting this controller.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether a navigation controller hides its toolbar while this controller is on top.
    open var hidesBottomBarWhenPushed = false
    /// The edges the view extends under bars at; stored but not used here, where views go under bars and the safe
    /// area leaves room for them.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars too; stored but not used here.
    open var extendedLayoutIncludesOpaqueBars = false
    /// Whether the root view's layout margins stay at least `systemMinimumLayoutMargins` wide; `true` by default.
    open var viewRespectsSystemMinimumLayoutMargins = true
    private var editingStorage = false
    private var editButtonItemStorage: UIBarButtonItem?
    /// The light or dark style this controller and its children use, `.unspecified` to inherit it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { refreshTraitsTopDown(notify: true) }
    }
    /// Trait values this controller sets for itself and its children, over the ones it inherits.
    public var traitOverrides = UITraitOverrides() {
        didSet { refreshTraitsTopDown(notify: true) }
    }
    /// Insets added to the safe area of the controller's view, beyond what the window and bars give.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard oldValue != additionalSafeAreaInsets else { return }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    var viewStorage: UIView?
    /// The children, in order. `children` reads this list and nothing else does the bookkeeping.
    var childList: [UIViewController] = []
    weak var parentStorage: UIViewController?
    /// Strong, as UIKit's: the presenter keeps what it presents alive.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    /// The controller whose `present` was called, which may be a child of the presenter: the
    /// unwind search goes back through it (U-9).
    weak var presentationSourceStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    /// A popover's controller made before presentation, for the app to configure.
    var pendingPopoverController: UIPopoverPresentationController?
    /// A sheet's controller made before presentation, for the app to set its detents.
    var pendingSheetController: UISheetPresentationController?
    /// Set on the window's root controller by the window.
    weak var windowForRoot: UIWindow?
    var overrideTraitCollections: [ObjectIdentifier: UITraitCollection] = [:]
    var traitCache: UITraitCollection?
    var preferredContentSizeStorage: CGSize = .zero
    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?
    var toolbarItemsStorage: [UIBarButtonItem]?
    /// What a container's bars cover of its children, added to their safe area the way UIKit
    /// adds its bars' overlay (SA-1).
    var childSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != childSafeAreaInsets { viewIfLoaded?.setNeedsLayout() } }
    }
    var transitionCoordinatorStorage: (any UIViewControllerTransitionCoordinator)?
    /// The scene this controller was made from, when a storyboard made it (see Storyboards/).
    var storyboardScene: StoryboardSceneContext?

    // Appearance bookkeeping (see +Appearance).
    var appearanceState: AppearanceState = .disappeared
    var appearanceTransitionDepth = 0
    var appearanceTransitionIsAppearing = false
    var appearanceAnimated = false
    var appearanceForwardedChildren: [WeakBox<UIViewController>] = []
    var viewIsAppearingDelivered = false
    var windowMoveTransition = false
    var deliveringAppearanceCallback = false
    var pendingMoveToParent = false
    var movingToParentFlag = false
    var movingFromParentFlag = false
    var beingPresentedFlag = false
    var beingDismissedFlag = false

    // MARK: Editing

    /// Whether the controller is in editing mode; setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Records the mode and retitles `editButtonItem` (Edit, or Done in bold while editing);
    /// subclasses put their views in the mode and call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        if let item = editButtonItemStorage {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A bar item that toggles `isEditing`, titled Edit or Done.
    open var editButtonItem: UIBarButtonItem {
        if let editButtonItemStorage { return editButtonItemStorage }
        let item = UIBarButtonItem(
            title: editingStorage ? "Done" : "Edit", style: editingStorage ? .done : .plain, target: nil, action: nil)
        item.primaryAction = UIAction(title: item.title ?? "") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editButtonItemStorage = item
        return item
    }

    /// The actions a preview of this controller offers (3D Touch's peek); none by default.
    /// Linux draws no peek (`registerForPreviewing(with:sourceView:)`), so they are not shown.
    @available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
    open var previewActionItems: [any UIPreviewActionItem] { [] }

    // MARK: Creation

    /// Creates a controller that loads its view from the named nib in `bundle`; with no name, from a nib named
    /// after the class if there is one, else it makes a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        LiveObjectCount.viewControllerCount.add(1, ordering: .relaxed)
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Storyboards create controllers through this initializer; the coder carries the scene,
    /// which this initializer takes (ST-4: a creator's controller must call it).
    public required init?(coder: NSCoder) {
        super.init()
        LiveObjectCount.viewControllerCount.add(1, ordering: .relaxed)
        if let coder = coder as? StoryboardCoder { coder.adopt(self) }
        if let coder = coder as? NibInitializationCoder {
            nibName = coder.nibName
            nibBundle = coder.bundle
        }
    }

    deinit {
        LiveObjectCount.viewControllerCount.subtract(1, ordering: .relaxed)
        let controller = ObjectIdentifier(self), type = type(of: self)
        performOnMainActor { LifecycleTrace.recordDeinit(controller, type: type) }
    }

    /// Called after the controller is loaded from a storyboard or nib and its outlets are set; does nothing
    /// unless overridden.
    open func awakeFromNib() {}

    /// Writes the controller's state when the app goes to the background (if it has a
    /// restoration path); subclasses call `super`. Writes nothing itself: the built-in
    /// containers' children and selection are saved with their records.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Reads back what `encodeRestorableState(with:)` wrote, at the next launch, after every
    /// saved controller was found and before its view necessarily loaded.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Called once everything restored has decoded its state and the window shows.
    open func applicationFinishedRestoringState() {}

    /// Called when the system is short of memory (`UIApplication.didReceiveMemoryWarningNotification`);
    /// a Linux desktop sends none unless an app or test simulates one.
    open func didReceiveMemoryWarning() {}

    // MARK: The view

    /// Accessing the view loads it (L-1).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            guard newValue !== viewStorage else { return }
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue?.owningViewController = self
        }
    }

    /// The controller's view if it is loaded, else `nil`; unlike `view`, asking does not load it.
    public var viewIfLoaded: UIView? { viewStorage }
    /// Whether the controller's view is loaded.
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Creates the view: the storyboard scene's view, or the nib's (ST-7), or a plain view the
    /// size of the screen, as UIKit does for a controller with neither.
    open func loadView() {
        if loadViewFromStoryboardOrNib() { return }
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Loads the view and calls `viewDidLoad()` if the view is not loaded yet.
    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        LifecycleTrace.record(self, "loadView")
        loadView()
        if viewStorage == nil {
            // A loadView that sets no view gets a plain one rather than a crash.
            let view = UIView(frame: UIScreen.main.bounds)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            self.view = view
        }
        LifecycleTrace.record(self, "viewDidLoad")
        viewDidLoad()
    }

    /// Called after the controller's view is loaded; does nothing unless overridden.
    open func viewDidLoad() {}

    // MARK: Appearance (driven by +Appearance; overrides must call super, as in UIKit)

    /// Called before the view is added to a window's view hierarchy; overrides call super.
    open func viewWillAppear(_ animated: Bool) { checkDirectCall("viewWillAppear:") }
    /// Called as the view is added to a window's view hierarchy, after it has its size and traits and before the
    /// first layout; does nothing unless overridden.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view is added to a window's view hierarchy; overrides call super.
    open func viewDidAppear(_ animated: Bool) { checkDirectCall("viewDidAppear:") }
    /// Called before the view is removed from a window's view hierarchy; overrides call super.
    open func viewWillDisappear(_ animated: Bool) { checkDirectCall("viewWillDisappear:") }
    /// Called after the view is removed from a window's view hierarchy; overrides call super.
    open func viewDidDisappear(_ animated: Bool) { checkDirectCall("viewDidDisappear:") }

    /// True by default: children whose views are in this view's hierarchy get this controller's
    /// appearance callbacks (C-6). A container returning false drives them itself (C-7).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment (see +Containment)

    /// The children in the order the container keeps them. A container with an order of its own
    /// (a navigation stack) overrides this, as UIKit's do.
    open var children: [UIViewController] { childList }

    /// Called by `addChild` with the new parent, and by a container with nil before removal.
    open func willMove(toParent parent: UIViewController?) { recordWillMove(toParent: parent) }
    /// Called by a container after the child's view is in place, and by `removeFromParent` with nil.
    open func didMove(toParent parent: UIViewController?) { recordDidMove(toParent: parent) }

    // MARK: Presentation (see +Presentation and +Show)

    /// Presents a controller modally, in the style its `modalPresentationStyle` asks for, and calls `completion`
    /// when the transition ends.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, with any it presented in turn, or, when it presents none,
    /// this controller itself; calls `completion` when the transition ends.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// Shows `vc` in the target that handles `show` (P-2): a navigation controller pushes; with no
    /// target, it is presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        performShow(vc, sender: sender, action: UIViewController.showAction)
    }

    /// Shows a controller as the detail of the nearest container that handles it, such as a split view controller;
    /// with none, presents it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        performShow(vc, sender: sender, action: UIViewController.showDetailAction)
    }

    /// This controller or the nearest above it, through parents and presenters, that can perform `action`, or `nil`.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        findTarget(forAction: action, sender: sender)
    }

    // MARK: Traits and sizes (see +Traits)

    /// Inherited top-down (TR-1): from the parent with its override for this child, from the
    /// presentation for a presented controller, from the window for the root; then this
    /// controller's own overrides.
    open var traitCollection: UITraitCollection {
        if let traitCache { return traitCache }
        let computed = computeTraitCollection()
        traitCache = computed
        return computed
    }

    /// Called after the controller's trait collection changes; does nothing unless overridden.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits set for a child with `setOverrideTraitCollection(_:forChild:)`, or `nil`.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        overrideTraitCollections[ObjectIdentifier(childViewController)]
    }

    /// The default passes the new traits on to the children and the presented controller; an
    /// override must call super (TR-4).
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        forwardWillTransition(to: newCollection, with: coordinator)
    }

    /// The default passes each child the size `size(forChildContentContainer:withParentContainerSize:)`
    /// gives it, unless that is the child's current size (TR-4).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }

    /// The size a child gets when this controller's size changes: the parent's size unless overridden.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Setting it tells the parent, or the presentation controller, at once (CS-1).
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set {
            guard newValue != preferredContentSizeStorage else { return }
            preferredContentSizeStorage = newValue
            notifyPreferredContentSizeChange()
        }
    }

    /// Called when a child's `preferredContentSize` changes; does nothing unless overridden.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Called when a child's Auto Layout fitting size changes; never called here.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    // MARK: Status bar and system gestures (see +StatusBar)

    /// The child whose `preferredStatusBarStyle` applies in place of this controller's; `nil` unless overridden.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` applies in place of this controller's; `nil` unless overridden.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The child whose `prefersHomeIndicatorAutoHidden` applies in place of this controller's; `nil` unless
    /// overridden.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The child whose `preferredScreenEdgesDeferringSystemGestures` applies in place of this controller's; `nil`
    /// unless overridden.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// The status bar style the controller would like; `.default` unless overridden, and not drawn on Linux.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller would like the status bar hidden; `false` unless overridden, and not drawn on Linux.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when it changes; `.fade` unless overridden, and not drawn on Linux.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Whether the controller would like the home indicator hidden; `false` unless overridden, and moot on Linux.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The screen edges whose system gestures come after the app's; none unless overridden, and moot on Linux.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

    // MARK: Orientation (see UIWindowScene+Geometry)

    /// The interface orientations the controller supports, asked of a window's root controller
    /// (or the topmost controller presented over the whole window) whenever the scene is to
    /// rotate, and intersected with the app's: all on an iPad, all but upside down on an iPhone,
    /// as UIKit's default. Containers do not ask their children, as in UIKit.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// Whether the interface may rotate while this controller decides; `true`. As from iOS 16,
    /// only `supportedInterfaceOrientations` is consulted.
    open var shouldAutorotate: Bool { true }
    /// The orientation to present the controller full screen in: the scene's current one, as
    /// UIKit's default.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        (viewIfLoaded?.window?.windowScene).map(\.interfaceOrientation)
            ?? UIInterfaceOrientation(screenSize: UIScreen.main.bounds.size)
    }
    /// Asks `supportedInterfaceOrientations` again: when the window's orientation is no longer
    /// among the supported ones, the scene rotates to the nearest one that is (on the next turn
    /// of the run loop, as UIKit defers it).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {
        UIApplication.shared.runLoop.perform { [weak self] in
            guard let window = self?.viewIfLoaded?.window, let scene = window.windowScene else { return }
            scene.rotateIntoSupportedOrientation(of: window)
        }
    }
    /// Rotates every window to the device's orientation where its controllers allow it. The
    /// device here is never turned away from the interface, so there is nothing to catch up
    /// with unless the supported orientations changed: then it acts as
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` on every window.
    @available(iOS, deprecated: 16.0)
    open class func attemptRotationToDeviceOrientation() {
        for window in UIApplication.shared.windows {
            window.windowScene?.rotateIntoSupportedOrientation(of: window)
        }
    }

    // MARK: Segues (see +Segues and Storyboards/)

    /// The storyboard this controller was made from, by a segue or a relationship too (ST-5).
    public var storyboard: UIStoryboard? { storyboardScene?.storyboard }

    /// Asked before a segue a control, cell or gesture triggers; false cancels it quietly. Not
    /// asked for `performSegue(withIdentifier:sender:)` (S-2).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called with the new destination (its view not loaded yet) before the segue performs (S-4).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Performs the scene's segue with this identifier (S-3 when there is none).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    // MARK: Unwinding (see +Unwinding)

    /// The iOS 6–8 search (U-4, U-5): a direct child that can perform the action, else this
    /// controller if it can, else nil. A class that overrides it is searched this way instead
    /// of with `allowedChildrenForUnwinding` (U-8).
    @available(iOS, deprecated: 13.0)
    open func forUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, withSender sender: Any?
    ) -> UIViewController? {
        legacyUnwindTarget(for: action, from: fromViewController, sender: sender)
    }

    /// The segue the legacy search's executor makes for an unwind (U-7); nil lets UIKit make one.
    @available(iOS, deprecated: 13.0)
    open func segueForUnwinding(
        to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?
    ) -> UIStoryboardSegue? {
        nil
    }

    /// The iOS 6–12 question: whether this controller implements the action (U-6).
    @available(iOS, deprecated: 13.0)
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, withSender sender: Any
    ) -> Bool {
        responds(to: action)
    }

    /// The children the unwind search may descend into: all but the one holding the source
    /// (U-8). Navigation controllers answer top-down.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        defaultAllowedChildrenForUnwinding(from: source)
    }

    /// True when this controller has the action and is not where the unwind started (U-8).
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, sender: Any?
    ) -> Bool {
        responds(to: action) && fromViewController !== self
    }

    /// A container's part of an unwind: reveal `subsequentVC`. The default does nothing (U-10).
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Layout callbacks

    /// Called before the view lays out its subviews; does nothing unless overridden.
    open func viewWillLayoutSubviews() {}
    /// Called after the view lays out its subviews; does nothing unless overridden.
    open func viewDidLayoutSubviews() {}
    /// Called when the view updates its constraints; asks the view to update its own.
    open func updateViewConstraints() {
        viewStorage?.updateConstraints()
    }
    /// Called after the view's layout margins change; does nothing unless overridden.
    open func viewLayoutMarginsDidChange() {}
    /// Called after the view's safe area insets change; does nothing unless overridden.
    open func viewSafeAreaInsetsDidChange() {}

    /// What UIKit keeps the root view's side margins at least as wide as: 16 points in compact
    /// width, 20 in regular.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Wraps the root view's `layoutSubviews` in the controller's callbacks, as UIKit's layer
    /// layout does; `viewIsAppearing` comes first during an appearance (L-2).
    func layoutRootView(_ layout: () -> Void) {
        deliverViewIsAppearingIfNeeded()
        LifecycleTrace.record(self, "viewWillLayoutSubviews")
        viewWillLayoutSubviews()
        layout()
        LifecycleTrace.record(self, "viewDidLayoutSubviews")
        viewDidLayoutSubviews()
    }

    func deliverUpdateViewConstraints() {
        LifecycleTrace.record(self, "updateViewConstraints")
        updateViewConstraints()
    }

    func deliverViewSafeAreaInsetsDidChange() {
        LifecycleTrace.record(self, "viewSafeAreaInsetsDidChange")
        viewSafeAreaInsetsDidChange()
    }

    // MARK: Focus (UIViewController+Focus.swift)

    /// Where the controller would like focus to go: its view, unless overridden.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { viewIfLoaded.map { [$0] } ?? [] }
    /// Whether focus may move as `context` describes; true unless overridden.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Called after focus moved into, out of or within the controller's views; does nothing unless overridden.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// Whether focus goes back to the item focused before another controller covered this one,
    /// once it shows again.
    open var restoresFocusAfterTransition = true
    /// Whether the controller wants the pointer locked while it shows (a full-screen game);
    /// false unless overridden. The pointer is never locked here (`UIPointerLockState`).
    open var prefersPointerLocked: Bool { false }

    // MARK: Responder chain

    /// As UIKit documents it: a presented controller's next responder is its presenter, a
    /// window's root controller's is the window, any other's is its view's superview.
    open override var next: UIResponder? {
        if let presenting = presentingStorage { return presenting }
        if let window = windowForRoot { return window }
        return viewStorage?.superview ?? parentStorage
    }
}
