import Foundation
import StoryboardDocument

/// Outlets and actions by name, with no Objective-C runtime: a class's `@Connectable` table
/// (`UIResponder.storyboardConnections`) sets outlets and finds action methods. A name the
/// class does not have is reported with the scene, the class and the key.
@MainActor
enum StoryboardConnector {
    /// An outlet, outlet collection or action of the document, between objects made.
    static func make(
        _ connection: Connection, from source: AnyObject, to destination: AnyObject?, scene: StoryboardSceneContext
    ) {
        switch connection.kind {
        case .outlet(let property):
            setOutlet(
                property, of: source, to: destination, collection: false, scene: scene, location: connection.location)
        case .outletCollection(let property, _):
            setOutlet(
                property, of: source, to: destination, collection: true, scene: scene, location: connection.location)
        case .action(let selector, let eventType):
            connectAction(
                selector, eventType: eventType, from: source, to: destination, scene: scene,
                location: connection.location)
        }
    }

    static func setOutlet(
        _ property: String, of source: AnyObject, to destination: AnyObject?, collection: Bool,
        scene: StoryboardSceneContext, location: SourceLocation
    ) {
        // A view's recognizers are added, not set (UIView is not @Connectable).
        if property == "gestureRecognizers", let view = source as? UIView,
            let recognizer = destination as? UIGestureRecognizer
        {
            view.addGestureRecognizer(recognizer)
            return
        }
        // A recognizer is no responder, so it has no table: its one outlet is its delegate.
        if property == "delegate", let recognizer = source as? UIGestureRecognizer {
            recognizer.delegate = destination as? any UIGestureRecognizerDelegate
            return
        }
        let connections = (source as? UIResponder)?.cachedStoryboardConnections
        guard let setter = connections?.outlets[property] else {
            report(scene, source, "has no outlet '\(property)'", location)
            return
        }
        let value: Any? = collection ? appending(destination, toCollection: property, of: source) : destination
        if !setter(source, value) {
            report(
                scene, source, "cannot take \(objectDescription(destination)) for outlet '\(property)' (wrong type)",
                location)
        }
    }

    /// Outlet collections arrive one connection at a time; each adds to the array set so far.
    private static var collections: [ObjectIdentifier: [String: [AnyObject]]] = [:]

    private static func appending(
        _ destination: AnyObject?, toCollection property: String, of source: AnyObject
    ) -> [AnyObject] {
        var list = collections[ObjectIdentifier(source), default: [:]][property, default: []]
        if let destination { list.append(destination) }
        collections[ObjectIdentifier(source), default: [:]][property] = list
        return list
    }

    /// Called once a scene's connections are made, so the collections' lists are let go.
    static func finishCollections(of objects: [AnyObject]) {
        for object in objects { collections[ObjectIdentifier(object)] = nil }
    }

    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit, "menuActionTriggered": .menuActionTriggered,
    ]

    /// A control's action: to its destination, or up the responder chain when the destination
    /// is the scene's first responder (an object that is not in the scene's table).
    static func connectAction(
        _ selector: String, eventType: String?, from source: AnyObject, to destination: AnyObject?,
        scene: StoryboardSceneContext, location: SourceLocation
    ) {
        guard let control = source as? UIControl else {
            if let item = source as? UIBarButtonItem {
                item.target = destination
                item.action = Selector(selector)
            }
            return
        }
        let event = eventType.flatMap { controlEvents[$0] } ?? .touchUpInside
        if let responder = destination as? UIResponder, !responder.responds(to: Selector(selector)) {
            report(scene, responder, "has no action '\(selector)'", location)
        }
        control.addTarget(destination, action: Selector(selector), for: event)
    }

    private static func report(
        _ scene: StoryboardSceneContext, _ object: AnyObject, _ problem: String, _ location: SourceLocation
    ) {
        let sceneName = scene.object.storyboardIdentifier ?? scene.object.id
        UIKitDiagnostics.report(
            UIKitDiagnostic.warning,
            "In scene '\(sceneName)' of storyboard '\(scene.storyboard.name)', \(type(of: object)) \(problem): this class is not key value coding-compliant for it. (\(location))"
        )
    }
}
