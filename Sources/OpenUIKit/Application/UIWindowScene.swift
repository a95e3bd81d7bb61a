import Foundation

/// A scene that shows windows on a screen: the windows made with `UIWindow(windowScene:)`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows are on: always the main screen here.
    open var screen: UIScreen { .main }
    /// The scene's coordinate space: its screen's, since the scene fills the screen here, as an
    /// iPhone's scene does.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// The scene's windows, in the order they were made. Derived from the application's
    /// window list, so a window that goes away leaves it.
    open var windows: [UIWindow] {
        UIApplication.shared.windows.filter { $0.windowScene === self }
    }

    /// The orientation the scene last turned to (`UIWindowScene+Geometry`); nil until it turns.
    var rotatedOrientation: UIInterfaceOrientation?
    /// The smallest and largest size the scene's windows may be given, as for a resizable
    /// window on iPadOS or a Mac. A desktop window resizes, so the scene has restrictions, and a
    /// limit set brings the scene's windows within it (`UISceneSizeRestrictions`).
    open var sizeRestrictions: UISceneSizeRestrictions? { sizeRestrictionsStorage }
    private lazy var sizeRestrictionsStorage = UISceneSizeRestrictions(scene: self)
    /// Made on first use (`UIScreenshotService.swift`).
    lazy var screenshotServiceStorage = UIScreenshotService(windowScene: self)
    /// Made on first use (`UIStatusBarManager.swift`).
    var statusBarManagerStorage: UIStatusBarManager?

    /// The scene's key window, if the application's key window is one of its windows.
    open var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }
}
