import Foundation
import FuzzSupport
import StoryboardDocument

@_spi(Rendering) @_spi(Tooling) @testable import OpenUIKit

/// A storyboard or xib from untrusted bytes: decoded, then every scene instantiated headless,
/// put in a window and laid out; the same bytes loaded as a nib and instantiated. The storyboard
/// is made from this input's own document rather than through `UIStoryboard(contentsOf:)`:
/// `StoryboardFiles` keeps decoded files by path and modification date, every input is written
/// to the same path, and on a kernel whose file timestamps move in 4 ms ticks several inputs
/// share one, so a later input could be instantiated from an earlier one's document.
@MainActor
enum StoryboardFuzzing {
    static func run(_ data: Data) {
        UIKitDiagnostics.handler = { _ in }
        LifecycleTrace.isEnabled = false
        let url = FuzzInput.write(data, to: "Fuzz.storyboard")
        if let document = StoryboardDecoder().decode(data, file: url.path).document {
            let storyboard = UIStoryboard(name: "Fuzz", bundle: nil, fileURL: url, document: document)
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
