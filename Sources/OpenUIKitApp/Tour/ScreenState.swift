import Foundation
@_spi(Tooling) import OpenUIKit
internal import OpenUIKitContracts

/// What a person sees: the controllers whose views are on screen, in the order the window
/// draws them (a presented screen after the one under it), with a key that names the screen by
/// their classes and storyboard scenes (two visits of one screen share it). Found through the
/// views rather than the controller tree, so a page or child a container shows without making
/// it its child still counts.
@MainActor
struct ScreenState {
    let controllers: [UIViewController]
    let key: String

    init(window: UIWindow) {
        var found: [UIViewController] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if let controller = view.next as? UIViewController, controller.isViewLoaded, controller.view === view {
                found.append(controller)
            }
            for subview in view.subviews { visit(subview) }
        }
        if window.isHidden, let root = window.rootViewController {
            // A window not on screen (a launch screen being drawn) has its root alone. (A root
            // whose view a full-screen presentation took off the window is not that case.)
            found = [root]
        } else {
            visit(window)
        }
        controllers = found
        key = found.map(Self.descriptor).joined(separator: " > ")
    }

    /// `Class#scene` for a storyboard controller, `Class` for one made in code; an alert adds
    /// its title, as alerts differ by what they say.
    static func descriptor(_ controller: UIViewController) -> String {
        var text = String(describing: type(of: controller))
        if let scene = controller.storyboardSceneObject { text += "#\(scene.id)" }
        if let alert = controller as? UIAlertController { text += "(\(alert.title ?? alert.message ?? ""))" }
        return text
    }

    /// The content controller on top: the last controller that is not a container of the
    /// others on show.
    var topController: UIViewController? { controllers.last }

    /// The controller presented over all the others, if any.
    var topPresented: UIViewController? {
        controllers.last { $0.presentingViewController != nil }
    }

    var title: String? {
        for controller in controllers.reversed() {
            if let title = controller.navigationItem.title ?? controller.title, !title.isEmpty { return title }
        }
        return nil
    }

    var scenes: [TourReport.SceneReference] {
        controllers.compactMap { controller in
            controller.storyboardSceneObject.map(SceneCatalog.reference)
        }
    }
}
