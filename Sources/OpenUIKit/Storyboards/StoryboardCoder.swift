import Foundation
import StoryboardDocument

/// The coder a storyboard hands to a controller's `init?(coder:)`. It carries the scene, so a
/// user class that overrides `init?(coder:)` works as on iOS. `UIViewController.init?(coder:)`
/// takes the scene from it, which is how the storyboard knows a creator's controller called
/// `super.init(coder:)` (ST-4).
final class StoryboardCoder: ArchivelessCoder, @unchecked Sendable {
    let scene: StoryboardSceneContext
    /// The controller whose `init?(coder:)` took this coder's scene.
    private(set) weak var adopter: UIViewController?

    init(scene: StoryboardSceneContext) {
        self.scene = scene
        super.init()
    }

    @MainActor func adopt(_ controller: UIViewController) {
        guard adopter == nil else { return }
        adopter = controller
        controller.storyboardScene = scene
        StoryboardTooling.didMakeController?(controller, scene.object)
        LifecycleTrace.record(controller, "init(coder:)")
    }
}

/// What a controller made from a storyboard remembers of where it came from: the storyboard
/// and its scene object (segues, view tree, connections), read when its view loads and when a
/// segue fires.
@MainActor
final class StoryboardSceneContext {
    let storyboard: UIStoryboard
    let object: SceneObject
    /// Embed segues that already fired (E-4).
    var firedEmbeds: Set<String> = []
    /// The scenes this one was made inside, through embeds and relationships (`SceneChain`).
    var ancestry: [String] = []
    /// Objects of the scene by id once its view is built: views and bar items. The controller
    /// itself is answered by `object(withID:)` without being held, since it holds this.
    var objects: [String: AnyObject] = [:]
    weak var controller: UIViewController?
    /// Bar button items by id, made with the controller (before its view), and the targets of
    /// those that trigger segues.
    var barItems: [String: UIBarButtonItem] = [:]
    var triggers: [StoryboardSegueTrigger] = []
    /// Views the navigation item and bar button items hold (a title view, custom views), built
    /// with the scene's view so its outlets and actions reach them: the bar item's id (nil for
    /// the title view) and the view's element.
    var itemViews: [(itemID: String?, element: ViewElement)] = []

    func object(withID id: String) -> AnyObject? {
        id == object.id ? controller : objects[id] ?? barItems[id]
    }

    /// The column style a split view controller scene implies (`style`, or a supplementary
    /// column relationship), or the classic style.
    var splitViewControllerStyle: UISplitViewController.Style {
        switch object.node["style"] {
        case "doubleColumn": return .doubleColumn
        case "tripleColumn": return .tripleColumn
        default: break
        }
        let names = object.segues.compactMap { if case .relationship(let name) = $0.kind { name } else { nil } }
        if names.contains("supplementaryViewController") { return .tripleColumn }
        return object.node.flag("allowDoubleColumnStyle") ? .doubleColumn : .unspecified
    }

    init(storyboard: UIStoryboard, object: SceneObject) {
        self.storyboard = storyboard
        self.object = object
    }
}
