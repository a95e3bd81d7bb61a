import Foundation
@_spi(Rendering) import OpenUIKit
import StoryboardDocument

extension StoryboardSceneRenderer {
    /// A walk through a storyboard as a person would take it: the scene `controllerID` (the
    /// initial one when nil) on screen, then each segue of `segues` performed by the controller
    /// on screen that owns it, one picture after each. The segues run through the runtime
    /// (references followed, pushes inside their navigation controller with its bar, modal
    /// presentations over their presenter, unwinds back), so each picture is the whole window
    /// after the step, not the destination scene alone. The result holds the start and one
    /// picture per segue; a segue no controller on screen owns ends the walk with a refusal.
    public static func renderPath(
        of url: URL, from controllerID: String?, segues: [String], scale: CGFloat = 2,
        options: SceneRenderingOptions = SceneRenderingOptions()
    ) -> Result<[RenderedScene], SceneRenderingRefusal> {
        var diagnostics: [String] = []
        let previousHandler = UIKitDiagnostics.handler
        UIKitDiagnostics.handler = { diagnostics.append($0.description) }
        defer { UIKitDiagnostics.handler = previousHandler }

        let canvas: Canvas, controller: UIViewController
        switch instantiate(url, controllerID: controllerID, options: options) {
        case .success(let made): (canvas, controller) = made
        case .failure(let refusal): return .failure(refusal)
        }
        guard canvas.size.width.isFinite, canvas.size.height.isFinite, canvas.size.width > 0, canvas.size.height > 0
        else {
            return refuse(url, "the scene has nothing to draw at \(canvas.size)")
        }
        CairoRendering.install()
        let window = UIWindow(frame: CGRect(origin: .zero, size: canvas.size))
        window.systemSafeAreaInsets = canvas.safeAreaInsets
        window.overrideUserInterfaceStyle = canvas.style
        window.rootViewController = controller
        window.isHidden = false
        defer {
            window.isHidden = true
            window.rootViewController = nil
            UIApplication.shared.runUntilIdle()
        }

        var pictures: [RenderedScene] = []
        /// The window as it is once deferred work and animations are done.
        func draw(after step: String) -> SceneRenderingRefusal? {
            UIApplication.shared.runUntilIdle()
            window.layoutIfNeeded()
            let previews = PrototypePreview.fill(window)
            window.layoutIfNeeded()
            let cells = PrototypePreview.cellsShown(in: window)
            let image = withExtendedLifetime(previews) { CairoRenderer.render(window, scale: scale) }
            guard let image else {
                return SceneRenderingRefusal(file: url.lastPathComponent, reason: "nothing to draw after \(step)")
            }
            pictures.append(
                RenderedScene(
                    image: image, size: canvas.size, deviceID: canvas.deviceID,
                    diagnostics: diagnostics, cellsShown: cells))
            diagnostics = []
            return nil
        }

        if let refusal = draw(after: "showing the first scene") { return .failure(refusal) }
        for identifier in segues {
            guard
                let performer = controllersOnScreen(in: window).first(where: {
                    $0.hasStoryboardSegue(withIdentifier: identifier)
                })
            else {
                let shown = controllersOnScreen(in: window).map { String(describing: type(of: $0)) }.joined(
                    separator: ", ")
                return refuse(url, "no controller on screen (\(shown)) has a segue with identifier '\(identifier)'")
            }
            performer.performSegue(withIdentifier: identifier, sender: performer)
            if let refusal = draw(after: "segue '\(identifier)'") { return .failure(refusal) }
        }
        return .success(pictures)
    }

    /// The controllers whose views are on screen, the one a person looks at first: the topmost
    /// presented controller's shown children (deepest first), then the controllers below it.
    /// A navigation controller shows its top controller, a tab bar controller its selected one,
    /// any other container all its children.
    static func controllersOnScreen(in window: UIWindow) -> [UIViewController] {
        var presenters: [UIViewController] = []
        var current = window.rootViewController
        while let controller = current, !presenters.contains(where: { $0 === controller }) {
            presenters.append(controller)
            current = controller.presentedViewController
        }
        var shown: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            let children: [UIViewController]
            if let navigation = controller as? UINavigationController {
                children = navigation.topViewController.map { [$0] } ?? []
            } else if let tabs = controller as? UITabBarController {
                children = tabs.selectedViewController.map { [$0] } ?? []
            } else {
                children = controller.children
            }
            for child in children { visit(child) }
            shown.append(controller)
        }
        for presenter in presenters.reversed() { visit(presenter) }
        return shown
    }
}
