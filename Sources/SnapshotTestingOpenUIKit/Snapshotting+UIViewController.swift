import Foundation
import OpenUIKit
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    public static var image: Snapshotting { image() }

    /// The controller's scene on `config`'s device (its size, safe area and traits, `traits`
    /// over them), as a window shows it.
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        let combined = UITraitCollection(traitsFrom: [config.traits, traits])
        return SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision,
            scale: SnapshotHost.setScale(combined)
        )
        .pullback { controller in
            MainActor.assumeIsolated {
                let data = SnapshotHost.render(controller, config: config, traits: traits) ?? Data()
                return UIImage(data: data, scale: SnapshotHost.scale(combined)) ?? UIImage()
            }
        }
    }

    /// The scene in a window of `size` (the main screen's when nil) with `traits`.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(
            on: ViewImageConfig(size: size), precision: precision, perceptualPrecision: perceptualPrecision,
            traits: traits)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view, described as `UIView`'s `recursiveDescription` strategy does.
    public static var recursiveDescription: Snapshotting { recursiveDescription() }

    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting<UIView, String>.recursiveDescription(size: size ?? config.size, traits: traits).pullback {
            controller in
            MainActor.assumeIsolated { controller.view }
        }
    }

    /// What UIKit calls on the controller and the controllers it holds while `interaction` runs,
    /// as `LifecycleTrace` records it: the controller is shown in a window of `config`'s device,
    /// settled, and then traced from the interaction until everything it started has finished.
    /// A change in order (a `viewWillAppear` after a `viewDidAppear`, a missing `didMove`) is a
    /// changed line in the reference.
    public static func lifecycle(
        on config: ViewImageConfig = .iPhone13,
        during interaction: @escaping @MainActor (UIViewController) -> Void
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                let wasEnabled = LifecycleTrace.isEnabled
                LifecycleTrace.isEnabled = true
                defer { LifecycleTrace.isEnabled = wasEnabled }
                let window = UIWindow(frame: CGRect(origin: .zero, size: config.size ?? UIScreen.main.bounds.size))
                window.systemSafeAreaInsets = config.safeArea
                SnapshotHost.apply(config.traits, to: &window.traitOverrides)
                window.rootViewController = controller
                window.makeKeyAndVisible()
                UIApplication.shared.runUntilIdle()
                LifecycleTrace.clear()
                interaction(controller)
                UIApplication.shared.runUntilIdle()
                let events = LifecycleTrace.events
                window.isHidden = true
                window.rootViewController = nil
                UIApplication.shared.runUntilIdle()
                return events.joined(separator: "\n")
            }
        }
    }
}
