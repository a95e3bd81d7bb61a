import Foundation

/// Tabs: every controller in `viewControllers` is a child (T-1), the selected one is on screen.
/// Written with the public containment API; a switch is a plain appearance transition in the
/// order UIKit uses for tabs (T-5): the new tab's `viewWillAppear` comes first.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The delegate asked before and told after the user selects a tab, and asked for a switch animation.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The delegate outlet a storyboard connects.
    open override class var storyboardConnections: StoryboardConnections {
        var connections = StoryboardConnections()
        connections.outlets["delegate"] = StoryboardConnections.outlet(
            UITabBarController.self, (any UITabBarControllerDelegate).self
        ) { $0.delegate = $1 }
        return super.storyboardConnections.merging(connections)
    }
    /// The bar of tab items, at the bottom in compact width and at the top in regular width.
    public let tabBar = UITabBar(frame: .zero)
    /// The tab controllers, in order; `children` follows it.
    var tabControllers: [UIViewController] = []
    weak var selectedStorage: UIViewController?
    let contentView = UIView()
    /// The tabs the user may rearrange; set to all the tabs when they change, but not used here, where the More
    /// list has no Edit screen.
    open var customizableViewControllers: [UIViewController]?
    /// The iOS 18 tabs, when the controller was made from them (see +Tabs).
    var tabList: [UITab] = []
    /// How the tabs are shown (iOS 18): a tab bar, or a sidebar in regular width.
    public var mode: Mode = .automatic {
        didSet { layoutTabBar() }
    }
    /// The sidebar that shows the tabs in `.tabSidebar` mode in regular width.
    public let sidebar = Sidebar()
    var tabBarHiddenStorage = false
    /// The More tab's navigation controller and list, made when first needed (see +More).
    lazy var moreNavigationStorage = UINavigationController(rootViewController: MoreListController(owner: self))
    lazy var moreTabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)

    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
        sidebar.owner = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.delegate = self
        sidebar.owner = self
    }

    // MARK: Tabs

    /// The controllers of the tabs, in order, or `nil` when there are none; setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabControllers.isEmpty ? nil : tabControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The delegate's answer when it gives one, else a controller's default: the selected
    /// controller is not asked, as in UIKit.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        let answer = delegate?.tabBarControllerSupportedInterfaceOrientations(self) ?? []
        return answer.isEmpty ? super.supportedInterfaceOrientations : answer
    }

    /// The delegate's answer when it gives one, else a controller's default.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let answer = delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self) ?? .unknown
        return answer == .unknown ? super.preferredInterfaceOrientationForPresentation : answer
    }

    open override var children: [UIViewController] {
        let tabSet = Set(tabControllers.map(ObjectIdentifier.init))
        return tabControllers.filter { $0.parent === self }
            + super.children.filter { !tabSet.contains(ObjectIdentifier($0)) }
    }

    /// Replaces the tabs (T-2): the ones that go are removed first, then the new ones added; the
    /// previously selected controller stays selected if it is still there, else the same index,
    /// else the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        reclaimFromMore()
        let previous = selectedStorage
        let previousIndex = previous.flatMap { tabControllers.firstIndex(of: $0) } ?? 0
        for old in tabControllers where !new.contains(old) {
            old.willMove(toParent: nil)
            if old === previous, old.viewIfLoaded?.superview === contentView {
                selectedStorage = nil
                hide(old)
            }
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        let added = new.filter { !tabControllers.contains($0) }
        for controller in added { addChild(controller) }
        tabControllers = new
        customizableViewControllers = new
        for controller in added { controller.didMove(toParent: self) }
        refreshTabBarItems()
        let target: UIViewController?
        if let previous, new.contains(previous) {
            target = previous
        } else if previousIndex < new.count {
            target = new[previousIndex]
        } else {
            target = new.first
        }
        select(target)
    }

    /// The selected tab's controller; a tab shown inside the More navigation controller counts
    /// as selected, and so does the More navigation controller showing its list (T-3).
    open var selectedViewController: UIViewController? {
        get {
            if selectedStorage === moreNavigationStorage, let top = moreNavigationStorage.topViewController,
                tabControllers.contains(top)
            {
                return top
            }
            return selectedStorage
        }
        set {
            guard let newValue else { return }
            if newValue === moreNavigationStorage, showsMore { return select(newValue) }
            guard tabControllers.contains(newValue) else { return }
            selectTab(newValue)
        }
    }

    /// `NSNotFound` when nothing is selected.
    open var selectedIndex: Int {
        get { selectedViewController.flatMap { tabControllers.firstIndex(of: $0) } ?? NSNotFound }
        set {
            guard tabControllers.indices.contains(newValue) else { return }
            selectTab(tabControllers[newValue])
        }
    }

    // MARK: Selection

    /// Switches tabs without asking the delegate (programmatic selection, T-3).
    func select(_ controller: UIViewController?) {
        tabBar.selectedItem = controller === moreNavigationStorage ? moreTabBarItem : controller?.tabBarItem
        guard controller !== selectedStorage else { return }
        let old = selectedStorage
        selectedStorage = controller
        guard isViewLoaded else { return }
        let showing = viewIfLoaded?.window != nil && appearanceState == .appeared
        // The new tab's view loads first (T-5), so its appearance reaches its own children.
        controller?.loadViewIfNeeded()
        if showing, let old, let controller, old.viewIfLoaded?.superview === contentView,
            let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: controller)
        {
            return animateSwitch(from: old, to: controller, animator: animator)
        }
        if showing { controller?.beginAppearanceTransition(true, animated: false) }
        if let old, old.viewIfLoaded?.superview === contentView {
            if showing { old.beginAppearanceTransition(false, animated: false) }
            old.view.removeFromSuperview()
        }
        if let controller {
            install(controller)
            if showing { controller.deliverViewIsAppearingIfNeeded() }
        }
        if showing {
            old?.endAppearanceTransition()
            controller?.endAppearanceTransition()
        }
        layoutTabBar()
    }

    /// A switch the delegate animates: the same appearance order (T-5), ended when the
    /// animator completes the transition.
    private func animateSwitch(
        from old: UIViewController, to new: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning
    ) {
        new.beginAppearanceTransition(true, animated: true)
        old.beginAppearanceTransition(false, animated: true)
        install(new)
        new.deliverViewIsAppearingIfNeeded()
        let context = TransitionContext(
            container: contentView, animated: true, style: .none, from: old, to: new,
            fromFinalFrame: contentView.bounds, toFinalFrame: contentView.bounds, presenterViewParticipates: true
        ) { [weak self, weak old, weak new] _ in
            guard let self, let old, let new else { return }
            if old.viewIfLoaded?.superview === self.contentView { old.view.removeFromSuperview() }
            old.endAppearanceTransition()
            new.endAppearanceTransition()
            animator.animationEnded(true)
        }
        animator.animateTransition(using: context)
        layoutTabBar()
    }

    /// The user's tap (T-4): ask `shouldSelect`, then select and report `didSelect`, even when
    /// the tab was already selected.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        let controller: UIViewController
        if item === moreTabBarItem, showsMore {
            controller = moreNavigationStorage
        } else if let tabController = tabControllers.first(where: { $0.tabBarItem === item }) {
            controller = tabController
        } else {
            return
        }
        let tab = tabList.first { $0.tabBarItem === item }
        let previousTab = selectedTab
        let allowed = tab.map { delegate?.tabBarController(self, shouldSelectTab: $0) ?? true } ?? true
        if !allowed || delegate?.tabBarController(self, shouldSelect: controller) == false {
            tabBar.selectedItem = selectedStorage?.tabBarItem
            return
        }
        if controller === moreNavigationStorage { select(controller) } else { selectTab(controller) }
        if let tab { delegate?.tabBarController(self, didSelectTab: tab, previousTab: previousTab) }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Selects the tab holding `subsequentVC` (T-6, U-10).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        LifecycleTrace.record(self, "unwind(for:towards: \(LifecycleTrace.name(of: subsequentVC)))")
        if tabControllers.contains(subsequentVC) { selectTab(subsequentVC) }
    }

    private func install(_ controller: UIViewController) {
        let view = controller.view!
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
    }

    private func hide(_ controller: UIViewController) {
        let showing = viewIfLoaded?.window != nil && appearanceState == .appeared
        if showing { controller.beginAppearanceTransition(false, animated: false) }
        controller.viewIfLoaded?.removeFromSuperview()
        if showing { controller.endAppearanceTransition() }
    }

    // MARK: View

    open override func loadView() {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.onLayout = { [weak self] in self?.layoutTabBar() }
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = root.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(contentView)
        root.addSubview(tabBar)
        view = root
        if let selected = selectedStorage { install(selected) }
    }

    /// Whether the tab bar sits at the top: in regular width, as iPadOS 18 draws it.
    public var isTabBarAtTop: Bool {
        traitCollection.horizontalSizeClass == .regular
    }

    /// The bar at the bottom of the safe area in compact width, at its top in regular width; in
    /// `.tabSidebar` mode in regular width a sidebar beside the content instead. The children's
    /// safe area leaves room for whichever is shown.
    func layoutTabBar() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let insets = root.safeAreaInsets
        var covered = UIEdgeInsets.zero
        let sidebarShown = isShowingSidebar
        tabBar.isHidden = sidebarShown || tabBarHiddenStorage
        if sidebarShown {
            sidebar.view.frame = CGRect(x: 0, y: 0, width: Sidebar.width, height: bounds.height)
            if sidebar.view.superview !== root { root.addSubview(sidebar.view) }
            contentView.frame = CGRect(
                x: Sidebar.width, y: 0, width: bounds.width - Sidebar.width, height: bounds.height)
        } else {
            sidebar.view.removeFromSuperview()
            contentView.frame = bounds
        }
        if !tabBar.isHidden {
            if isTabBarAtTop {
                tabBar.frame = CGRect(x: 0, y: insets.top, width: bounds.width, height: UITabBar.topHeight)
                covered.top = UITabBar.topHeight
            } else {
                let height = UITabBar.bottomHeight
                tabBar.frame = CGRect(
                    x: 0, y: bounds.height - insets.bottom - height, width: bounds.width, height: height)
                covered.bottom = height
            }
        }
        childSafeAreaInsets = covered
    }

    /// Hides the tab bar (iOS 18).
    public var isTabBarHidden: Bool {
        get { tabBarHiddenStorage }
        set { setTabBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the tab bar and lays out the content again; never animated here.
    public func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        tabBarHiddenStorage = hidden
        layoutTabBar()
    }

    /// Rebuilds the tab bar's items, moving tabs into or out of More, and lays out the bar for the new size class.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        refreshTabBarItems()
        layoutTabBar()
    }
}
