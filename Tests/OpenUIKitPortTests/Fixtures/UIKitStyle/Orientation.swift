import UIKit

/// A video screen that only plays in landscape, and turns there itself, as apps write it.
class OrientationPlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var shouldAutorotate: Bool { true }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let windowScene = view.window?.windowScene else { return }
        if #available(iOS 16.0, *) {
            windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { error in
                print("rotation refused: \(error.localizedDescription)")
            }
            setNeedsUpdateOfSupportedInterfaceOrientations()
        } else {
            UIViewController.attemptRotationToDeviceOrientation()
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let landscape = windowScene?.interfaceOrientation.isLandscape ?? (size.width > size.height)
        view.backgroundColor = landscape ? .black : .white
    }

    private var windowScene: UIWindowScene? { view.window?.windowScene }
}

/// A navigation controller that lets its top controller decide, as apps subclass it to.
class OrientationNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? .portrait
    }
}

/// An app delegate that locks the app to portrait except where a flag allows more.
class OrientationAppDelegate: UIResponder, UIApplicationDelegate {
    var orientationLock = UIInterfaceOrientationMask.portrait

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    {
        orientationLock
    }
}

/// The status bar's height, as apps read it to lay out a custom top bar.
@MainActor func statusBarHeight(of view: UIView) -> CGFloat {
    let manager: UIStatusBarManager? = view.window?.windowScene?.statusBarManager
    if manager?.isStatusBarHidden == true || manager?.statusBarStyle == .lightContent { return 0 }
    return manager?.statusBarFrame.height ?? 0
}
