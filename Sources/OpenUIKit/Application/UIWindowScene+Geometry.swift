import Foundation

extension UIWindowScene {
    /// What a scene's geometry should become, asked for with `requestGeometryUpdate(_:errorHandler:)`.
    @preconcurrency @MainActor
    open class GeometryPreferences: NSObject {
        /// Preferences that ask for nothing.
        public override init() {
            super.init()
        }
    }

    /// The orientation the interface is in: the one it last rotated to while the screen keeps
    /// that shape, else the screen's shape (portrait when it is at least as tall as it is wide,
    /// landscape right otherwise).
    public var interfaceOrientation: UIInterfaceOrientation {
        let shape = UIInterfaceOrientation(screenSize: screen.bounds.size)
        if let rotated = rotatedOrientation, rotated.isLandscape == shape.isLandscape { return rotated }
        return shape
    }

    /// Rotates the scene to the first orientation the preferences ask for that its window's
    /// controller and the app support (its current one when that is among them, else portrait,
    /// landscape right, landscape left, upside down): a turn between portrait and landscape swaps
    /// the screen's width and height, and every window that filled the screen resizes with its
    /// root controller's size transition (`viewWillTransition(to:with:)`), as a device turning
    /// does. When none is supported, nothing turns and `errorHandler` hears UIKit's error on the
    /// next turn of the run loop. The screen's safe-area insets do not move to the sides here.
    /// Preferences other than `GeometryPreferences.iOS` (a Mac's frame) fail with
    /// `UISceneError.Code.geometryRequestUnsupported`.
    public func requestGeometryUpdate(
        _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS else {
            // A Mac frame (or preferences of no platform) is not a geometry an iOS scene takes.
            let error = UISceneError.make(
                .geometryRequestUnsupported,
                "The requested geometry is not supported by this scene: \(String(describing: type(of: geometryPreferences)))"
            )
            if let errorHandler { UIApplication.shared.runLoop.perform { errorHandler(error) } }
            return
        }
        let window = keyWindow ?? windows.first
        let supported =
            window.map(supportedOrientations(of:)) ?? UIApplication.shared.supportedInterfaceOrientations(for: nil)
        let asked = preferences.interfaceOrientations
        guard let orientation = interfaceOrientation.nearest(in: asked.intersection(supported)) else {
            let message =
                "None of the requested orientations are supported by the view controller. "
                + "Requested: \(asked.names); Supported: \(supported.names)"
            let error = NSError(
                domain: "UISceneErrorDomain", code: 101, userInfo: [NSLocalizedDescriptionKey: message])
            if let errorHandler { UIApplication.shared.runLoop.perform { errorHandler(error) } }
            return
        }
        rotate(to: orientation)
    }

    /// The orientations the window's deciding controller and the app both support: the root
    /// controller's, or the topmost presented controller's that covers the whole window.
    func supportedOrientations(of window: UIWindow) -> UIInterfaceOrientationMask {
        var deciding = window.rootViewController
        while let presented = deciding?.presentedViewController, presented.coversWindowForOrientation {
            deciding = presented
        }
        let controller = deciding?.supportedInterfaceOrientations ?? .all
        return controller.intersection(UIApplication.shared.supportedInterfaceOrientations(for: window))
    }

    /// Turns to the nearest supported orientation when the current one no longer is.
    func rotateIntoSupportedOrientation(of window: UIWindow) {
        let supported = supportedOrientations(of: window)
        let current = interfaceOrientation
        guard !supported.contains(UIInterfaceOrientationMask(current)),
            let orientation = current.nearest(in: supported)
        else { return }
        rotate(to: orientation)
    }

    /// The screen and the windows that fill it take `orientation`'s shape; the device reports
    /// the turn to whoever generates its orientation notifications.
    private func rotate(to orientation: UIInterfaceOrientation) {
        let before = interfaceOrientation
        rotatedOrientation = orientation
        guard orientation != before else { return }
        let screen = self.screen
        let old = screen.bounds
        if orientation.isLandscape != before.isLandscape {
            let turned = CGRect(x: 0, y: 0, width: old.height, height: old.width)
            screen.bounds = turned
            for window in windows where window.frame == old {
                window.frame = turned
            }
        }
        if UIDevice.current.isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
        }
    }
}

extension UIWindowScene.GeometryPreferences {
    /// The geometry an iOS scene can ask for: the interface orientations it would turn to.
    @preconcurrency @MainActor
    open class iOS: UIWindowScene.GeometryPreferences {
        /// The orientations asked for; the scene turns to the first of them that is supported.
        open var interfaceOrientations: UIInterfaceOrientationMask

        /// Preferences asking for no orientation in particular (an empty mask, which nothing
        /// satisfies).
        public override init() {
            interfaceOrientations = []
            super.init()
        }

        /// Preferences asking for one of `interfaceOrientations`.
        public init(interfaceOrientations: UIInterfaceOrientationMask) {
            self.interfaceOrientations = interfaceOrientations
            super.init()
        }
    }
}

extension UIViewController {
    /// Whether, presented, this controller decides the window's orientation: it covers the
    /// whole window (full screen or over full screen), as UIKit asks only such controllers.
    fileprivate var coversWindowForOrientation: Bool {
        guard let style = presentationController?.adaptivePresentationStyle else { return false }
        return style == .fullScreen || style == .overFullScreen
    }
}
