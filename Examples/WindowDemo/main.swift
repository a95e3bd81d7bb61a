import Foundation
import OpenUIKit
// SDLHost puts the app on screen: the backend handed to UIApplicationMain names its window.
import SDLHost

/// A screen of one colour with buttons that push the next screen and present a sheet, and a
/// label that follows the window's size as it is resized.
final class ColorController: UIViewController {
    let depth: Int
    private let sizeLabel = UILabel()

    init(depth: Int) {
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
        title = "Screen \(depth)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple]
        view.backgroundColor = colors[depth % colors.count]
        let push = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Push") { [weak self] _ in
                guard let self else { return }
                self.navigationController?.pushViewController(ColorController(depth: self.depth + 1), animated: true)
            })
        let present = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Present") { [weak self] _ in
                let sheet = ColorController(depth: (self?.depth ?? 0) + 2)
                sheet.view.addSubview(
                    UIButton(
                        type: .system,
                        primaryAction: UIAction(title: "Dismiss") { [weak sheet] _ in
                            sheet?.dismiss(animated: true)
                        }
                    ).placed(at: CGRect(x: 20, y: 80, width: 200, height: 44)))
                self?.present(sheet, animated: true)
            })
        for (index, button) in [push, present].enumerated() {
            button.backgroundColor = .white
            button.layer.cornerRadius = 10
            view.addSubview(button.placed(at: CGRect(x: 20, y: 120 + CGFloat(index) * 60, width: 200, height: 44)))
        }
        sizeLabel.textColor = .white
        view.addSubview(sizeLabel.placed(at: CGRect(x: 20, y: 250, width: 340, height: 30)))
        showSize(view.bounds.size)
    }

    /// Before the resize, as UIKit calls it: the size is the new one, the traits still the old.
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.showSize(size) }
    }

    private func showSize(_ size: CGSize) {
        let horizontal = traitCollection.horizontalSizeClass == .regular ? "regular" : "compact"
        sizeLabel.text = "\(Int(size.width)) × \(Int(size.height)) pt, \(horizontal) width"
    }
}

extension UIView {
    func placed(at frame: CGRect) -> Self {
        self.frame = frame
        return self
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: ColorController(depth: 0))
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

// `swift run WindowDemo [--window-size 800x600] [--stats]`: the app in a window. Without a
// display SDLHost says so and the app runs headless (OPENUIKIT_RETURN_AFTER_LAUNCH=1 to return).
UIApplication.registerDelegateClass(AppDelegate.self) { AppDelegate() }
UIApplicationMain(
    CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self),
    backend: UIApplicationBackend(hosts: [.sdl]))
