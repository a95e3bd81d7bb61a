import Foundation
import StoryboardDocument

/// The gesture recognizers in a scene's dock: made when the scene's view loads, attached to the
/// views whose `gestureRecognizers` name them, with their actions and the segues they trigger.
@MainActor
enum StoryboardGestureRecognizers {
    static func make(_ node: XMLNode) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch node.name {
        case "tapGestureRecognizer":
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            tap.numberOfTapsRequired = node["numberOfTapsRequired"].flatMap { Int($0) } ?? 1
            tap.numberOfTouchesRequired = node["numberOfTouchesRequired"].flatMap { Int($0) } ?? 1
            recognizer = tap
        case "panGestureRecognizer":
            let pan = UIPanGestureRecognizer(target: nil, action: nil)
            pan.minimumNumberOfTouches = node["minimumNumberOfTouches"].flatMap { Int($0) } ?? 1
            pan.maximumNumberOfTouches = node["maximumNumberOfTouches"].flatMap { Int($0) } ?? Int.max
            recognizer = pan
        case "screenEdgePanGestureRecognizer":
            let edgePan = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
            edgePan.edges = rectEdges(node["edges"]) ?? .left
            recognizer = edgePan
        case "swipeGestureRecognizer":
            let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
            swipe.direction = swipeDirection(node["direction"])
            swipe.numberOfTouchesRequired = node["numberOfTouchesRequired"].flatMap { Int($0) } ?? 1
            recognizer = swipe
        case "pongPressGestureRecognizer", "longPressGestureRecognizer":
            // Xcode writes a long press as `pongPressGestureRecognizer`.
            let press = UILongPressGestureRecognizer(target: nil, action: nil)
            press.minimumPressDuration = node["minimumPressDuration"].flatMap { Double($0) } ?? 0.5
            press.allowableMovement = node["allowableMovement"].flatMap { Double($0) }.map { CGFloat($0) } ?? 10
            press.numberOfTapsRequired = node["numberOfTapsRequired"].flatMap { Int($0) } ?? 0
            press.numberOfTouchesRequired = node["numberOfTouchesRequired"].flatMap { Int($0) } ?? 1
            recognizer = press
        case "pinchGestureRecognizer": recognizer = UIPinchGestureRecognizer(target: nil, action: nil)
        case "rotationGestureRecognizer": recognizer = UIRotationGestureRecognizer(target: nil, action: nil)
        default: recognizer = UIGestureRecognizer(target: nil, action: nil)
        }
        if node["enabled"] == "NO" { recognizer.isEnabled = false }
        if node["cancelsTouchesInView"] == "NO" { recognizer.cancelsTouchesInView = false }
        if node["delaysTouchesBegan"] == "YES" { recognizer.delaysTouchesBegan = true }
        if node["delaysTouchesEnded"] == "NO" { recognizer.delaysTouchesEnded = false }
        return recognizer
    }

    /// `direction="left"`, or several joined by spaces, as Xcode writes an option set.
    private static func swipeDirection(_ value: String?) -> UISwipeGestureRecognizer.Direction {
        guard let value else { return .right }
        var direction: UISwipeGestureRecognizer.Direction = []
        for word in value.split(separator: " ") {
            switch word {
            case "right": direction.insert(.right)
            case "left": direction.insert(.left)
            case "up": direction.insert(.up)
            case "down": direction.insert(.down)
            default: break
            }
        }
        return direction.isEmpty ? .right : direction
    }

    private static func rectEdges(_ value: String?) -> UIRectEdge? {
        guard let value else { return nil }
        var edges: UIRectEdge = []
        for word in value.split(separator: " ") {
            switch word {
            case "left": edges.insert(.left)
            case "right": edges.insert(.right)
            case "top": edges.insert(.top)
            case "bottom": edges.insert(.bottom)
            case "all": edges = .all
            default: break
            }
        }
        return edges
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
                    recognizer.addTarget(
                        scene.object(withID: connection.destination) as Any, action: Selector(selector))
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
