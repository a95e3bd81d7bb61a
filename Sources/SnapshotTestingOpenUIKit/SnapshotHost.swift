import CairoRendering
import Foundation
import OpenUIKit

/// Where a snapshot is taken: a window of the device's size, with its safe area and traits, the
/// view or controller in it, laid out and settled on the manual clock, drawn by Cairo at the
/// traits' scale, then taken down. Runs on the main thread, where XCTest runs tests.
@MainActor
enum SnapshotHost {
    static func render(_ controller: UIViewController, config: ViewImageConfig, traits: UITraitCollection) -> Data? {
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        return CairoRenderer.render(
            controller, size: config.size, scale: scale(traits),
            configure: { window in
                window.systemSafeAreaInsets = config.safeArea
                apply(traits, to: &window.traitOverrides)
            })?.pngData()
    }

    /// `view` at `size` (its own when nil), in a window of that size with `traits`.
    static func render(_ view: UIView, size: CGSize?, traits: UITraitCollection) -> Data? {
        CairoRendering.install()
        if let size { view.frame.size = size }
        let formerSuperview = view.superview
        let window = UIWindow(frame: CGRect(origin: .zero, size: view.bounds.size))
        apply(traits, to: &window.traitOverrides)
        window.addSubview(view)
        window.isHidden = false
        view.frame.origin = .zero
        UIApplication.shared.runUntilIdle()
        view.layoutIfNeeded()
        defer {
            view.removeFromSuperview()
            formerSuperview?.addSubview(view)
            window.isHidden = true
            UIApplication.shared.runUntilIdle()
        }
        return CairoRenderer.render(view, scale: scale(traits))?.pngData()
    }

    /// The scale pictures are drawn at: the traits', else the main screen's.
    static func scale(_ traits: UITraitCollection) -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
    }

    /// The traits' scale, nil when they set none (the main screen's then, read on the main actor).
    nonisolated static func setScale(_ traits: UITraitCollection) -> CGFloat? {
        traits.displayScale > 0 ? traits.displayScale : nil
    }

    /// The traits that are set, as overrides.
    static func apply(_ traits: UITraitCollection, to overrides: inout UITraitOverrides) {
        if traits.horizontalSizeClass != .unspecified { overrides.horizontalSizeClass = traits.horizontalSizeClass }
        if traits.verticalSizeClass != .unspecified { overrides.verticalSizeClass = traits.verticalSizeClass }
        if traits.userInterfaceStyle != .unspecified { overrides.userInterfaceStyle = traits.userInterfaceStyle }
        if traits.userInterfaceIdiom != .unspecified { overrides.userInterfaceIdiom = traits.userInterfaceIdiom }
        if traits.displayScale > 0 { overrides.displayScale = traits.displayScale }
        if traits.layoutDirection != .unspecified { overrides.layoutDirection = traits.layoutDirection }
        if traits.preferredContentSizeCategory != .unspecified {
            overrides.preferredContentSizeCategory = traits.preferredContentSizeCategory
        }
    }
}
