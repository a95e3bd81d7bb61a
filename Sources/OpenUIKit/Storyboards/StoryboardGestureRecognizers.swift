import Foundation
import StoryboardDocument

/// The gesture recognizers in a scene's dock: made when the scene's view loads, attached to the
/// views whose `gestureRecognizers` name them, with their actions and the segues they trigger.
@MainActor
enum StoryboardGestureRecognizers {
    static func make(_ node: XMLNode) -> UIGestureRecognizer {
        switch node.name {
        case "panGestureRecognizer": UIPanGestureRecognizer(target: nil, action: nil)
        case "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        default: UIGestureRecognizer(target: nil, action: nil)
        }
    }

    /// Makes the scene's recognizers (recorded by id, so the views' outlets reach them) and
    /// wires their own connections: actions to their targets, segues to the controller.
    static func install(in scene: StoryboardSceneContext, for controller: UIViewController) {
        for node in scene.storyboard.gestureRecognizerNodes[scene.object.id] ?? [] {
            guard let id = node["id"] else { continue }
            let recognizer = make(node)
            scene.objects[id] = recognizer
            let object = SceneObject(node)
            for connection in object.connections {
                if case .action(let selector, _) = connection.kind {
                    recognizer.addTarget(scene.object(withID: connection.destination) as Any, action: Selector(selector))
                }
            }
            for segue in object.segues {
                let trigger = StoryboardSegueTrigger(segue: segue, source: controller)
                scene.triggers.append(trigger)
                recognizer.addTarget(trigger, action: StoryboardSegueTrigger.action)
            }
        }
    }
}
