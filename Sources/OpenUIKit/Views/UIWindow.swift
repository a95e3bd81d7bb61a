import Foundation

/// A window: the top of a view tree, the source of traits, and the holder of the root view
/// controller. Windows start hidden; the root view is installed when the window becomes visible
/// and removed when it is hidden, which is what starts the root controller's appearance.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Insets the system reserves (status bar, home indicator). Zero for a headless or desktop
    /// window; a host that draws a status bar sets them.
    open var systemSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Set when a controller asks for a status bar or system-gesture update; a display host
    /// reads the `viewControllerFor…` properties and clears it.
    public var statusBarAppearanceNeedsUpdate = false
    /// Where the window sits among the others; touches go to the visible window of the highest level first.
    open var windowLevel: UIWindow.Level = .normal
    /// A window moved to another screen (a display host's) takes that screen's scale and idiom.
    open var screen: UIScreen = .main {
        didSet { if screen !== oldValue { refreshTraits() } }
    }
    private var rootViewControllerStorage: UIViewController?
    private var traitCache: UITraitCollection?
    /// This window's first responder (`UIResponder+FirstResponder.swift`).
    weak var firstResponderStorage: UIResponder?

    /// Creates a hidden window with the frame, taking the main screen's system safe area insets.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        systemSafeAreaInsets = screen.systemSafeAreaInsets
        windowStorage = self
        layer.isHidden = true
        UIApplication.shared.register(self)
    }

    /// A window of the scene's screen size that belongs to the scene (its `windows` lists it).
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        systemSafeAreaInsets = windowScene.screen.systemSafeAreaInsets
        windowStorage = self
        layer.isHidden = true
        self.windowScene = windowScene
        UIApplication.shared.register(self)
    }

    /// The scene the window belongs to; nil for a window made without one. Weak, as in UIKit:
    /// the scene lists its windows, it does not keep them.
    open weak var windowScene: UIWindowScene?

    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        windowStorage = self
        layer.isHidden = true
        UIApplication.shared.register(self)
    }

    deinit {
        performOnMainActor { UIApplication.shared.pruneReleasedWindows() }
    }

    /// The controller whose view fills the window; its view is installed while the window is visible.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set {
            guard newValue !== rootViewControllerStorage else { return }
            let old = rootViewControllerStorage
            if let old, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
            old?.windowForRoot = nil
            rootViewControllerStorage = newValue
            newValue?.windowForRoot = self
            newValue?.refreshTraitsTopDown(notify: false)
            if !isHidden { installRootView() }
        }
    }

    /// Whether the window is hidden; showing it installs the root view controller's view, and hiding it removes
    /// the view.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            super.isHidden = newValue
            if newValue {
                rootViewControllerStorage?.viewIfLoaded?.removeFromSuperview()
            } else {
                installRootView()
            }
        }
    }

    private func installRootView() {
        guard let root = rootViewControllerStorage else { return }
        let view = root.view!
        guard view.superview !== self else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
        setNeedsLayout()
    }

    /// Whether this is the application's key window, the one that receives key presses.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

    /// Makes the window the application's key window, without showing it; the previous key window resigns.
    open func makeKey() {
        let application = UIApplication.shared
        guard application.keyWindowStorage !== self else { return }
        application.keyWindowStorage?.resignKey()
        application.keyWindowStorage = self
        becomeKey()
    }

    /// Makes the window the key window and shows it.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Called when the window becomes the key window; override it to respond, as the default does nothing.
    open func becomeKey() {}
    /// Called when the window stops being the key window; override it to respond, as the default does nothing.
    open func resignKey() {}

    /// The window passes events to the application.
    open override var next: UIResponder? { UIApplication.shared }

    private var undoManagerStorage: UndoManager?
    /// Every window has an undo manager of its own, which the responders in it share.
    open override var undoManager: UndoManager? {
        if let undoManagerStorage { return undoManagerStorage }
        let manager = UndoManager()
        undoManagerStorage = manager
        return manager
    }

    /// Delivers an event the application routed here: touches to gesture recognizers and hit
    /// views (`UIWindow+TouchDelivery.swift`), presses to the first responder
    /// (`UIWindow+Keyboard.swift`).
    open func sendEvent(_ event: UIEvent) {
        deliver(event)
    }

    // MARK: Size and traits

    /// A size change is a size transition for the root controller (TR-4): it hears
    /// `willTransition(to:with:)` and `viewWillTransition(to:with:)` first, then the window resizes,
    /// traits update top-down and the coordinator's animations run.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.frame.size
            guard newValue.size != oldSize, let root = rootViewControllerStorage else {
                super.frame = newValue
                refreshTraits()
                return
            }
            root.performSizeTransition(to: newValue.size, in: self) { super.frame = newValue }
        }
    }

    /// The window's bounds; a new size resizes the window's frame, with the root controller's size transition.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            var rect = frame
            rect.size = newValue.size
            if rect.size != super.bounds.size { frame = rect }
            super.bounds = newValue
        }
    }

    /// Regular at 600 points and more, compact below, per axis; the screen's scale; the window's
    /// own overrides on top.
    open override var traitCollection: UITraitCollection {
        if let traitCache { return traitCache }
        let computed = computeTraitCollection(size: bounds.size)
        traitCache = computed
        return computed
    }

    func computeTraitCollection(size: CGSize) -> UITraitCollection {
        var traits = UITraitCollection.Values()
        traits.horizontalSizeClass = size.width >= 600 ? .regular : .compact
        traits.verticalSizeClass = size.height >= 600 ? .regular : .compact
        traits.displayScale = screen.scale
        traits.userInterfaceIdiom = screen.traitCollection.userInterfaceIdiom
        traits.userInterfaceStyle = .light
        traits.layoutDirection = .leftToRight
        traits.preferredContentSizeCategory = .large
        traits.userInterfaceLevel = .base
        traits.set(UITraitDisplayGamut.self, to: .SRGB)
        traits.apply(traitOverrides)
        if overrideUserInterfaceStyle != .unspecified { traits.userInterfaceStyle = overrideUserInterfaceStyle }
        return UITraitCollection(values: traits)
    }

    override func traitOverridesDidChange() {
        refreshTraits()
    }

    /// Recomputes the window's traits and pushes them down to the controllers.
    func refreshTraits() {
        traitCache = nil
        rootViewControllerStorage?.refreshTraitsTopDown(notify: true)
        TraitChangeRegistry.checkViews(in: self)
    }

    /// A window's position in the stack of windows; higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a window level with the raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of ordinary app windows.
        public static let normal = Level(rawValue: 0)
        /// The level of the status bar, in front of ordinary windows.
        public static let statusBar = Level(rawValue: 1000)
        /// The level of alerts, in front of the status bar.
        public static let alert = Level(rawValue: 2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
