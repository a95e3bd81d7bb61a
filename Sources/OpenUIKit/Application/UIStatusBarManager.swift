import Foundation

/// A window scene's status bar as the app sees it: its frame, style and whether it is hidden,
/// read from the scene's key window's controllers (`preferredStatusBarStyle`,
/// `prefersStatusBarHidden`, through `childForStatusBar…`) and the screen. No status bar is drawn
/// on Linux, but its height is the screen's top safe area as on the device: 20 points on a
/// Home-button iPhone, 47 to 59 on Face ID ones. An iPhone hides it in landscape, as iOS does.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The style the scene's key window's controller asks for (`.default` without one).
    open var statusBarStyle: UIStatusBarStyle {
        window?.viewControllerForStatusBarStyle?.preferredStatusBarStyle ?? .default
    }

    /// Whether the status bar is hidden: the controller prefers it hidden, or an iPhone is in
    /// landscape.
    open var isStatusBarHidden: Bool {
        if window?.viewControllerForStatusBarHidden?.prefersStatusBarHidden == true { return true }
        guard let scene else { return false }
        return scene.interfaceOrientation.isLandscape && UIDevice.current.userInterfaceIdiom == .phone
    }

    /// The status bar's frame in the screen's coordinates: the screen's width and its top safe
    /// area's height, or `.zero` while hidden.
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden, let scene else { return .zero }
        let screen = scene.screen
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.systemSafeAreaInsets.top)
    }

    private var window: UIWindow? { scene?.keyWindow ?? scene?.windows.first }
}

extension UIWindowScene {
    /// The scene's status bar manager: where the status bar is and how it looks.
    public var statusBarManager: UIStatusBarManager? {
        if let made = statusBarManagerStorage { return made }
        let made = UIStatusBarManager(scene: self)
        statusBarManagerStorage = made
        return made
    }
}
