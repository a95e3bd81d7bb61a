/// A top-level object of a scene (or of a xib): a controller, a placeholder, an exit, or
/// anything else the scene holds (gesture recognizers, custom objects, loose views).
public struct SceneObject: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A controller; the element name says which (`viewController`, `navigationController`, …).
        case controller(String)
        /// A storyboard reference. A nil `storyboardName` means this storyboard; a nil
        /// `referencedIdentifier` means that storyboard's initial controller.
        case reference(storyboardName: String?, referencedIdentifier: String?, bundleIdentifier: String?)
        case firstResponder
        case exit
        /// A xib's File's Owner, or another `placeholder`.
        case placeholder(String)
        case other(String)
    }

    /// The element names of controllers UIKit (and its frameworks) define.
    public static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "splitViewController", "pageViewController", "hostingController",
        "avPlayerViewController", "glkViewController",
    ]

    public var kind: Kind
    public var id: String
    public var sceneMemberID: String?
    public var customClass: String?
    public var customModule: String?
    public var customModuleProvider: String?
    public var storyboardIdentifier: String?
    public var title: String?
    /// The root view (`<view key="view">`, `<tableView key="view">`, …).
    public var rootView: ViewElement?
    /// Top-level views of a xib or a scene's dock.
    public var view: ViewElement?
    /// Views the object holds outside its root view, each with its `key`: a navigation
    /// controller's bars, a tab bar, a table view controller's refresh control, the navigation
    /// item's title view, bar button items' custom views.
    public var propertyViews: [ViewElement]
    public var segues: [Segue]
    public var connections: [Connection]
    public var runtimeAttributes: [RuntimeAttribute]
    public var node: XMLNode
    public var location: SourceLocation { node.location }

    /// Top-level objects that are not views; so are gesture recognizers (`…GestureRecognizer`).
    /// Anything else a xib or a scene's dock holds at top level (`view`, `button`,
    /// `tableViewCell`, an unknown name) is a view.
    private static let nonViewObjects: Set<String> = [
        "customObject", "searchDisplayController", "navigationItem", "barButtonItem", "tabBarItem",
    ]

    /// The object an element of a scene's `<objects>` (or a xib's) describes.
    public init(_ node: XMLNode) {
        self.node = node
        id = node["id"] ?? ""
        sceneMemberID = node["sceneMemberID"]
        customClass = node["customClass"]
        customModule = node["customModule"]
        customModuleProvider = node["customModuleProvider"]
        storyboardIdentifier = node["storyboardIdentifier"]
        title = node["title"]
        switch node.name {
        case "viewControllerPlaceholder":
            kind = .reference(
                storyboardName: node["storyboardName"], referencedIdentifier: node["referencedIdentifier"],
                bundleIdentifier: node["bundleIdentifier"])
        case "exit": kind = .exit
        case "placeholder":
            kind =
                node["placeholderIdentifier"] == "IBFirstResponder"
                ? .firstResponder : .placeholder(node["placeholderIdentifier"] ?? "")
        case let name where Self.controllerElements.contains(name) || node["sceneMemberID"] == "viewController":
            kind = .controller(name)
        case let name: kind = .other(name)
        }
        rootView = node.children.first { $0["key"] == "view" }.map(ViewElement.init)
        if case .other(let name) = kind, node["id"] != nil, !Self.nonViewObjects.contains(name),
            !name.hasSuffix("GestureRecognizer")
        {
            view = ViewElement(node)
            propertyViews = []
        } else {
            propertyViews = ViewElement.propertyViews(of: node, skipping: ["view"])
        }
        runtimeAttributes =
            node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute").map(
                RuntimeAttribute.init) ?? []
        var segues: [Segue] = []
        var connections: [Connection] = []
        let controllerID = node["id"] ?? ""
        Self.collectConnections(in: node, controllerID: controllerID, segues: &segues, connections: &connections)
        self.segues = segues
        self.connections = connections
    }

    /// Every `<connections>` in this object's subtree, with the element that holds it.
    private static func collectConnections(
        in node: XMLNode, controllerID: String,
        segues: inout [Segue], connections: inout [Connection]
    ) {
        for child in node.children {
            if child.name == "connections" {
                for entry in child.children {
                    if entry.name == "segue" {
                        segues.append(Segue(entry, holder: node, controllerID: controllerID))
                    } else if let connection = Connection(entry, source: node) {
                        connections.append(connection)
                    }
                }
            } else {
                collectConnections(in: child, controllerID: controllerID, segues: &segues, connections: &connections)
            }
        }
    }

    /// Every view the object holds, depth first: its root view's tree and its property views'
    /// trees, or its own tree when it is a view.
    public func forEachView(_ body: (ViewElement) -> Void) {
        rootView?.forEachView(body)
        for view in propertyViews { view.forEachView(body) }
        view?.forEachView(body)
    }

    /// The controller's element name, for controllers.
    public var controllerElement: String? {
        if case .controller(let name) = kind { return name }
        return nil
    }
}

/// A storyboard scene: one controller (or reference), its first responder and exit, and
/// whatever else its dock holds.
public struct Scene: Hashable, Sendable {
    public var sceneID: String
    /// IB's label, from the comment before the scene.
    public var label: String?
    public var objects: [SceneObject]
    public var canvasLocation: CanvasPoint?
    public var location: SourceLocation

    /// The object with `sceneMemberID="viewController"`: a controller or a reference.
    public var controller: SceneObject? {
        objects.first { $0.sceneMemberID == "viewController" }
    }

    init(_ node: XMLNode) {
        sceneID = node["sceneID"] ?? ""
        label = node.leadingComment
        objects = node.child("objects")?.children.map(SceneObject.init) ?? []
        canvasLocation = node.child("point", key: "canvasLocation").map {
            CanvasPoint(x: $0.number("x") ?? 0, y: $0.number("y") ?? 0)
        }
        location = node.location
    }
}

/// A point on IB's canvas (editor layout only).
public struct CanvasPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
}
