import Foundation
import StoryboardDocument

/// A scene's bar button items (its navigation item's and its toolbar's), made with the
/// controller so outlets, actions and the segues they trigger can reach them.
@MainActor
enum StoryboardBarItems {
    private static let systemItems: [String: UIBarButtonItem.SystemItem] = {
        var items: [String: UIBarButtonItem.SystemItem] = [:]
        var raw = 0
        while let item = UIBarButtonItem.SystemItem(rawValue: raw) {
            items[String(describing: item)] = item
            raw += 1
        }
        return items
    }()

    static func make(_ node: XMLNode) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let name = node["systemItem"], let system = systemItems[name] {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            item = UIBarButtonItem(
                title: node["title"], style: node["style"] == "done" ? .done : .plain, target: nil, action: nil)
        }
        if node["enabled"] == "NO" { item.isEnabled = false }
        if let tag = node["tag"].flatMap(Int.init) { item.tag = tag }
        StoryboardAccessibility.apply(node, to: item)
        return item
    }

    /// The navigation item's and toolbar's items, set on the controller and recorded by id.
    static func install(from object: SceneObject, on controller: UIViewController, in context: StoryboardSceneContext) {
        func items(_ parent: XMLNode?, key: String) -> [UIBarButtonItem]? {
            guard
                let list = parent?.child("barButtonItems", key: key)
                    ?? parent?.children.first(where: { $0["key"] == key && $0.name != "barButtonItem" })
            else {
                return nil
            }
            return list.children("barButtonItem").map { made($0) }
        }
        func made(_ node: XMLNode) -> UIBarButtonItem {
            let item = make(node)
            if let id = node["id"], let title = context.storyboard.localizedStrings["\(id).title"] {
                item.title = title
            }
            if let id = node["id"] { context.barItems[id] = item }
            if let id = node["id"], let element = propertyView(node, key: "customView") {
                context.itemViews.append((id, element))
            }
            return item
        }
        /// The element of the view `node` holds under `key`, among the scene's property views.
        func propertyView(_ node: XMLNode, key: String) -> ViewElement? {
            guard let viewID = node.children.first(where: { $0["key"] == key })?["id"] else { return nil }
            return object.propertyViews.first { $0.id == viewID }
        }
        if let navigation = object.node.child("navigationItem", key: "navigationItem") {
            let navigationItem = controller.navigationItem
            if let left = navigation.child("barButtonItem", key: "leftBarButtonItem") {
                navigationItem.leftBarButtonItem = made(left)
            }
            if let right = navigation.child("barButtonItem", key: "rightBarButtonItem") {
                navigationItem.rightBarButtonItem = made(right)
            }
            if let back = navigation.child("barButtonItem", key: "backBarButtonItem") {
                navigationItem.backBarButtonItem = made(back)
            }
            if let left = items(navigation, key: "leftBarButtonItems") { navigationItem.leftBarButtonItems = left }
            if let right = items(navigation, key: "rightBarButtonItems") { navigationItem.rightBarButtonItems = right }
            if let element = propertyView(navigation, key: "titleView") { context.itemViews.append((nil, element)) }
        }
        if let toolbar = object.node.children.first(where: { $0["key"] == "toolbarItems" }) {
            controller.toolbarItems = toolbar.children("barButtonItem").map { made($0) }
        }
        // Segues a bar item triggers: the item's target and action lead to the source.
        for segue in object.segues {
            guard case .element("barButtonItem", let id) = segue.trigger, let item = context.barItems[id] else {
                continue
            }
            let trigger = StoryboardSegueTrigger(segue: segue, source: controller)
            context.triggers.append(trigger)
            item.target = trigger
            item.action = StoryboardSegueTrigger.action
        }
    }
}

/// The target of a bar item or gesture recognizer that triggers a segue: `UIApplication.sendAction`
/// with its action (as a display host does for a tap on the item, and a recognizer does when
/// it recognizes) asks the source to perform the segue. A continuous gesture triggers it once,
/// when it ends.
@MainActor
final class StoryboardSegueTrigger: UIResponder {
    static let action: Selector = "performStoryboardSegue:"

    init(segue: Segue, source: UIViewController) {
        super.init()
        registerAction(Self.action) { [weak source] sender in
            if let recognizer = sender as? UIGestureRecognizer, recognizer.state != .ended { return }
            source?.triggerSegue(segue, sender: sender)
        }
    }
}
