import Foundation

/// Columns side by side in regular width, collapsed to one in compact width. Classic style takes
/// `viewControllers` [primary, secondary] (SP-2); column style takes a controller per column and
/// wraps the non-navigation ones in navigation controllers (SP-1).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How the split view controller arranges its columns.
    public enum Style: Int, Sendable {
        /// The classic interface: a primary and a secondary controller taken from `viewControllers`.
        case unspecified
        /// A primary and a secondary column, set with `setViewController(_:for:)`.
        case doubleColumn
        /// A primary, a supplementary and a secondary column, set with `setViewController(_:for:)`.
        case tripleColumn
    }
    /// A column of the split view controller's interface.
    public enum Column: Int, Sendable {
        /// The leading column, such as a sidebar.
        case primary
        /// The middle column of a triple-column interface.
        case supplementary
        /// The trailing column, showing the detail.
        case secondary
        /// The controller shown alone in compact width, in place of the collapsed columns.
        case compact
    }
    /// How the split view controller shows its columns in regular width.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller picks the mode; here, always its columns beside the secondary.
        case automatic
        /// Only the secondary column.
        case secondaryOnly
        /// One column beside the secondary, both fully visible.
        case oneBesideSecondary
        /// One column over the secondary, partly covering it; laid out beside it here.
        case oneOverSecondary
        /// Two columns beside the secondary, all fully visible.
        case twoBesideSecondary
        /// Two columns over the secondary, partly covering it; laid out beside it here.
        case twoOverSecondary
        /// Two columns that push the secondary partly off screen; laid out beside it here.
        case twoDisplaceSecondary
    }

    /// How the split view controller arranges its columns, fixed when it is created.
    public let style: Style
    /// The delegate asked how to show controllers and to collapse and expand, and told when it has.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode you would like in regular width; `.automatic` shows the columns beside the secondary.
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { relayOut() } }
    private var displayModeButton: UIBarButtonItem?
    /// The width, in points, of the primary column while it is shown with others; 320 by default.
    open var preferredPrimaryColumnWidth: CGFloat = 320 { didSet { relayOut() } }
    /// The width, in points, of the supplementary column of a triple-column controller; 320 by default.
    open var preferredSupplementaryColumnWidth: CGFloat = 320 { didSet { relayOut() } }
    /// The primary column's width as a fraction of the controller's, or `automaticDimension` to
    /// use `preferredPrimaryColumnWidth`; the minimum and maximum clamp either.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { relayOut() }
    }
    /// The narrowest the primary column gets, or `automaticDimension` for no limit.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { relayOut() } }
    /// The widest the primary column gets, or `automaticDimension` for no limit.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { relayOut() } }
    /// The supplementary column's width as a fraction of the controller's, or `automaticDimension`.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { relayOut() }
    }
    /// The narrowest the supplementary column gets, or `automaticDimension` for no limit.
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { relayOut() }
    }
    /// The widest the supplementary column gets, or `automaticDimension` for no limit.
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { relayOut() }
    }
    /// The side the primary column sits on.
    open var primaryEdge: PrimaryEdge = .leading { didSet { relayOut() } }
    /// How you would like the columns to share the width when more than the secondary shows.
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { relayOut() } }
    /// The primary column's background: `.sidebar` gives a primary view with no colour of its
    /// own the grouped background, as iOS's sidebar material is drawn here.
    open var primaryBackgroundStyle: BackgroundStyle = .none { didSet { relayOut() } }
    /// When the display mode button shows. Kept and read back; the bars show the button as
    /// `displayModeButtonItem` is placed in them, whatever this says.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// Whether a swipe shows and hides the primary column. Kept and read back; no swipe changes
    /// the display mode here.
    open var presentsWithGesture = true
    /// Whether a triple-column controller offers a button to show the secondary alone. Kept and
    /// read back.
    open var showsSecondaryOnlyButton = false
    /// The column controllers (column style) as set, and the navigation controllers that hold
    /// them; the holders are the children.
    var columnControllers: [Column: UIViewController] = [:]
    var columnHolders: [Column: UIViewController] = [:]
    /// The classic style's children, in order.
    var classicControllers: [UIViewController] = []
    /// Whether the last layout was collapsed, to tell the delegate of a change.
    var wasCollapsed: Bool?
    /// Set when the delegate folded the secondary away on collapse.
    var collapsedSecondaryDiscarded = false
    /// While collapsed, the detail on the primary navigation controller's stack (see +Collapse).
    var collapsedDetail: CollapsedDetail?

    /// Creates a split view controller with the given column style; set each column with `setViewController(_:for:)`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller (`.unspecified` style) that takes its columns from `viewControllers`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// From a storyboard, the style its scene implies: column relationships make a column
    /// style, as Interface Builder's split view controller does.
    public required init?(coder: NSCoder) {
        style = (coder as? StoryboardCoder)?.scene.splitViewControllerStyle ?? .unspecified
        super.init(coder: coder)
    }

    // MARK: Classic style

    /// [primary, secondary]; setting it replaces the children.
    open var viewControllers: [UIViewController] {
        get { style == .unspecified ? classicControllers : Column.order(for: style).compactMap { columnHolders[$0] } }
        set {
            guard style == .unspecified else { return }
            for old in classicControllers where !newValue.contains(old) { detach(old) }
            for new in newValue where !classicControllers.contains(new) { addChild(new) }
            let added = newValue.filter { !classicControllers.contains($0) }
            classicControllers = Array(newValue.prefix(2))
            relayOut()
            for new in added { new.didMove(toParent: self) }
        }
    }

    // MARK: Column style

    /// Sets a column's controller. Every column but the compact one holds a navigation
    /// controller, made here when `vc` is not one; a tab bar controller may not go in the
    /// primary or supplementary column (SP-1).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else { return }
        if let vc, vc is UITabBarController, column == .primary || column == .supplementary {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "A tab bar controller cannot be set as the \(column) column of \(objectDescription(self)); use the compact column"
            )
            return
        }
        if let old = columnHolders[column] { detach(old) }
        columnControllers[column] = vc
        columnHolders[column] = nil
        guard let vc else { return relayOut() }
        let holder =
            column == .compact || vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
        columnHolders[column] = holder
        addChild(holder)
        relayOut()
        holder.didMove(toParent: self)
    }

    /// The controller set for `column` (not the navigation controller made to hold it).
    open func viewController(for column: Column) -> UIViewController? {
        columnControllers[column]
    }

    // MARK: State

    /// A button that shows and hides the primary column, for the secondary's navigation item:
    /// it moves between `.secondaryOnly` and the primary beside the secondary.
    open var displayModeButtonItem: UIBarButtonItem {
        if let item = displayModeButton { return item }
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
        item.accessibilityLabel = "Sidebar"
        item.primaryAction = UIAction(image: UIImage(systemName: "sidebar.left")) { [weak self] _ in
            guard let self else { return }
            self.preferredDisplayMode =
                self.displayMode == .secondaryOnly
                ? (self.style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary) : .secondaryOnly
        }
        displayModeButton = item
        return item
    }

    /// Collapsed in compact width.
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// The mode in effect: what was asked for, or for `.automatic`, the primary beside the
    /// secondary when there is room (over it with the `.overlay` split behavior).
    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        if splitBehavior == .overlay { return style == .tripleColumn ? .twoOverSecondary : .oneOverSecondary }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    var primary: UIViewController? { style == .unspecified ? classicControllers.first : columnHolders[.primary] }
    var supplementary: UIViewController? { style == .tripleColumn ? columnHolders[.supplementary] : nil }
    var secondary: UIViewController? {
        style == .unspecified ? classicControllers.dropFirst().first : columnHolders[.secondary]
    }

    // MARK: show

    /// Show Detail replaces the secondary when expanded and pushes onto the primary navigation
    /// controller when collapsed (SP-2); a navigation controller's stack goes on top of it.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        LifecycleTrace.record(self, "showDetailViewController(\(LifecycleTrace.name(of: vc)))")
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed, let navigation = primary as? UINavigationController {
            pushDetail(vc, onto: navigation, animated: true)
            return
        }
        if style == .unspecified {
            viewControllers = [primary, vc].compactMap { $0 }
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    open override func show(_ vc: UIViewController, sender: Any?) {
        LifecycleTrace.record(self, "show(\(LifecycleTrace.name(of: vc)))")
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let navigation = primary as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == UIViewController.showAction || action == UIViewController.showDetailAction
            || super.canPerformAction(action, withSender: sender)
    }

    // MARK: Layout

    func detach(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// The columns on screen for the current size class and display mode.
    var visibleColumns: [UIViewController] {
        if isCollapsed {
            if style != .unspecified, let compact = columnHolders[.compact] { return [compact] }
            if let secondary, !collapsedSecondaryDiscarded, !(primary is UINavigationController) { return [secondary] }
            return [primary].compactMap { $0 }
        }
        switch displayMode {
        case .secondaryOnly: return [secondary].compactMap { $0 }
        case .oneBesideSecondary, .oneOverSecondary:
            return [style == .tripleColumn ? supplementary : primary, secondary].compactMap { $0 }
        default:
            return [primary, supplementary, secondary].compactMap { $0 }
        }
    }

    /// Puts the visible columns' views in place (adding and removing views is what sends their
    /// appearance callbacks) and hears collapse and expand.
    func relayOut() {
        guard let root = viewIfLoaded else { return }
        let collapsed = isCollapsed
        let previous = wasCollapsed
        wasCollapsed = collapsed
        if let previous, previous != collapsed { collapseStateChanged(to: collapsed) }
        let visible = visibleColumns
        for child in childList where !visible.contains(child) {
            if child.viewIfLoaded?.superview === root { child.view.removeFromSuperview() }
        }
        let frames = columnFrames(for: visible, in: root.bounds)
        for (column, frame) in zip(visible, frames) {
            column.view.frame = frame
            if column === primary, primaryBackgroundStyle == .sidebar, column.view.backgroundColor == nil {
                column.view.backgroundColor = .systemGroupedBackground
            }
        }
        // The secondary goes in first so that overlaid columns lie above it.
        for column in visible.reversed() where column.view.superview !== root { root.addSubview(column.view) }
        if let secondary, visible.contains(secondary), visible.count > 1 { root.sendSubviewToBack(secondary.view) }
    }

    /// Collapsing asks the delegate whether the secondary folds onto the primary, and if it
    /// doesn't, a primary navigation controller takes it on its stack; expanding asks the
    /// delegate for a new secondary, and if it has none, takes back the detail on that stack.
    private func collapseStateChanged(to collapsed: Bool) {
        guard let primary else { return }
        if collapsed {
            if let secondary {
                collapsedSecondaryDiscarded =
                    delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
                if !collapsedSecondaryDiscarded, style == .unspecified,
                    let navigation = primary as? UINavigationController
                {
                    collapseSecondary(secondary, onto: navigation)
                }
            }
            delegate?.splitViewControllerDidCollapse(self)
        } else {
            let separated =
                delegate?.splitViewController(self, separateSecondaryFrom: primary)
                ?? (primary as? UINavigationController).flatMap(separateCollapsedDetail(from:))
            collapsedDetail = nil
            if let separated {
                if style == .unspecified {
                    viewControllers = [primary, separated]
                } else {
                    setViewController(separated, for: .secondary)
                }
            }
            collapsedSecondaryDiscarded = false
            delegate?.splitViewControllerDidExpand(self)
        }
    }

    open override func loadView() {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.onLayout = { [weak self] in self?.relayOut() }
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    /// Lays out the columns already set.
    open override func viewDidLoad() {
        super.viewDidLoad()
        relayOut()
    }

    /// Lays out the columns again, collapsing to one in compact width and expanding in regular width.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        relayOut()
    }
}

extension UISplitViewController.Column {
    static func order(for style: UISplitViewController.Style) -> [UISplitViewController.Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }
}

extension UIViewController {
    /// The nearest ancestor that is a split view controller.
    public var splitViewController: UISplitViewController? {
        nearestAncestor(ofType: UISplitViewController.self)
    }
}
