import Foundation
import FuzzSupport
@_spi(Rendering) @_spi(Tooling) import OpenUIKit
import StoryboardDocument

/// A storyboard or xib from untrusted bytes: decoded, then every scene instantiated headless,
/// put in a window and laid out; the same bytes loaded as a nib and instantiated.
@MainActor
enum StoryboardFuzzing {
    static func run(_ data: Data) {
        UIKitDiagnostics.handler = { _ in }
        LifecycleTrace.isEnabled = false
        let url = FuzzInput.write(data, to: "Fuzz.storyboard")
        if let document = StoryboardDecoder().decode(data, file: url.path).document,
            let storyboard = try? UIStoryboard(contentsOf: url)
        {
            for scene in document.scenes {
                guard let object = scene.controller,
                    let controller = storyboard.instantiateScene(controllerID: object.id)
                else { continue }
                show(controller)
            }
        }
        let nib = UINib(data: data, bundle: nil)
        for case let controller as UIViewController in nib.instantiate(withOwner: nil) { show(controller) }
        UIApplication.shared.runUntilIdle()
    }

    /// On screen, laid out, and away again.
    private static func show(_ controller: UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        window.isHidden = true
        window.rootViewController = nil
    }
}
