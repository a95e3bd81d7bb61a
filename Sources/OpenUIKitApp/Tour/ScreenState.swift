@_spi(Tooling) import OpenUIKit
import AppTourReport
import Foundation

/// What a person sees: the controllers on show, from the window's root down through the
/// containers to the children they show and up through what is presented, with a key that
/// names the screen by their classes and storyboard scenes (two visits of one screen share it).
@MainActor
struct ScreenState {
    let controllers: [UIViewController]
    let key: String

    init(window: UIWindow) {
        var found: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            found.append(controller)
            for child in Self.shownChildren(of: controller) { visit(child) }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller,
               !found.contains(where: { $0 === presented }) {
                visit(presented)
            }
        }
        if let root = window.rootViewController { visit(root) }
        controllers = found
        key = found.map(Self.descriptor).joined(separator: " > ")
    }

    /// The children a container has on screen: a navigation controller's top, a tab bar
    /// controller's selected tab, a split view's columns, a page view's pages, and any other
    /// container's children whose views are in the window.
    static func shownChildren(of controller: UIViewController) -> [UIViewController] {
        switch controller {
        case let navigation as UINavigationController:
            return navigation.topViewController.map { [$0] } ?? []
        case let tabs as UITabBarController:
            return tabs.selectedViewController.map { [$0] } ?? []
        default:
            return controller.children.filter { $0.isViewLoaded && $0.view.window != nil && !$0.view.isHidden }
        }
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
