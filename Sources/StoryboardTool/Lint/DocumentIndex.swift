import StoryboardDocument

/// Everything the rules ask of one document, gathered in a single walk over its elements so
/// that no rule scans the tree again (linting must cost less than twice decoding). Entries keep
/// their elements, so a finding can point at the exact line and column.
struct DocumentIndex {
    /// A storyboard scene and the controller (or reference) it holds.
    struct SceneEntry {
        var node: XMLNode
        var controller: XMLNode?
        var controllerID: String { controller?["id"] ?? "" }
        /// `viewController`, `navigationController`, … or `viewControllerPlaceholder`.
        var controllerElement: String { controller?.name ?? "" }
        var isReference: Bool { controllerElement == "viewControllerPlaceholder" }
    }

    struct SegueEntry {
        var node: XMLNode
        var kind: String
        var destination: String?
        var identifier: String?
        /// The element whose `<connections>` hold the segue: the controller (manual) or a control.
        var holderElement: String
        var holderID: String
        /// The scene the segue leaves from (nil for a xib).
        var scene: Int?
        var location: SourceLocation { node.location }
    }

    struct ConnectionEntry {
        var node: XMLNode
        /// `outlet`, `outletCollection` or `action`.
        var element: String
        /// The property (outlets) or selector (actions).
        var name: String
        var destination: String?
        var holderElement: String
        var holderID: String
        var holderClass: String?
        var location: SourceLocation { node.location }
    }

    /// The constraints one view's `<constraints>` holds.
    struct ConstraintGroup {
        var ownerID: String
        var constraints: [XMLNode]
    }

    /// An element that names a class of the app (or any element, for the base-class rule).
    struct ClassUse {
        var node: XMLNode
        var element: String
        var customClass: String
        var customModule: String?
        var customModuleProvider: String?
        /// Whether it is a scene's controller (`sceneMemberID="viewController"`).
        var isController: Bool
    }

    /// An element by id: what it is, and the class it names.
    struct Identified {
        var element: String
        var customClass: String?
        var node: XMLNode
        var location: SourceLocation { node.location }
    }

    var ids: [String: Identified] = [:]

    /// Whether `id` names something the document lacks (an empty or absent id names nothing).
    func dangles(_ id: String?) -> Bool {
        guard let id, !id.isEmpty else { return false }
        return ids[id] == nil
    }
    var duplicateIDs: [(id: String, location: SourceLocation, first: SourceLocation)] = []
    var scenes: [SceneEntry] = []
    /// A controller id's scene.
    var sceneOfController: [String: Int] = [:]
    var segues: [SegueEntry] = []
    var connections: [ConnectionEntry] = []
    var constraintGroups: [ConstraintGroup] = []
    var misplaced: [XMLNode] = []
    var ambiguous: [XMLNode] = []
    var classUses: [ClassUse] = []
    /// Cells (table and collection) with their reuse identifier and class.
    var cells: [XMLNode] = []
    var stackViewBackgrounds: [XMLNode] = []
    var imageUses: [(name: String, location: SourceLocation)] = []
    var declaredImages: Set<String> = []
    var colorUses: [(name: String, location: SourceLocation)] = []
    var declaredColors: Set<String> = []
    /// Controllers that set `hidesBottomBarWhenPushed`.
    var hidesBottomBar: Set<String> = []
    /// Every element with the names `elementsWanted` asked for (the base-class rule's).
    var wanted: [XMLNode] = []

    /// Attributes that name an image of the app's asset catalog.
    static let imageAttributes: Set<String> = [
        "image", "highlightedImage", "selectedImage", "backgroundImage", "landscapeImage", "landscapeImagePhone",
        "largeContentSizeImage", "shadowImage", "backIndicatorImage", "backIndicatorTransitionMaskImage",
        "selectionIndicatorImage", "progressImage", "trackImage", "minimumValueImage", "maximumValueImage",
        "scopeBarBackgroundImage", "searchFieldBackgroundImage", "decrementImage", "incrementImage",
    ]
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    private let elementsWanted: Set<String>

    init(_ document: InterfaceDocument, elementsWanted: Set<String> = []) {
        self.elementsWanted = elementsWanted
        visit(document.root, context: Context())
    }

    /// Where the walk is: the scene, the element holding the current `<connections>`.
    private struct Context {
        var scene: Int?
        var parentName = ""
        var parentID = ""
        var parentClass: String?
        var inResources = false
    }

    private mutating func visit(_ node: XMLNode, context: Context) {
        let name = node.name
        var id: String?, customClass: String?, customModule: String?, provider: String?
        var sceneMember: String?, catalog: String?, imageName: String?
        var images: [String] = []
        var hides = false
        for attribute in node.attributes {
            switch attribute.name {
            case "id": id = attribute.value
            case "customClass": customClass = attribute.value
            case "customModule": customModule = attribute.value
            case "customModuleProvider": provider = attribute.value
            case "sceneMemberID": sceneMember = attribute.value
            case "catalog": catalog = attribute.value
            case "name": imageName = attribute.value
            case "misplaced" where attribute.value == "YES": misplaced.append(node)
            case "ambiguous" where attribute.value == "YES": ambiguous.append(node)
            case "hidesBottomBarWhenPushed": hides = attribute.value == "YES"
            case let key where Self.imageAttributes.contains(key) && name != "accessibilityTraits":
                images.append(attribute.value)
            default: break
            }
        }
        let location = node.location
        if let id {
            if let first = ids[id] {
                duplicateIDs.append((id, location, first.location))
            } else {
                ids[id] = Identified(element: name, customClass: customClass, node: node)
            }
        }
        if hides, let id { hidesBottomBar.insert(id) }
        if elementsWanted.contains(name) { wanted.append(node) }
        if let customClass {
            classUses.append(
                ClassUse(
                    node: node, element: name, customClass: customClass, customModule: customModule,
                    customModuleProvider: provider, isController: sceneMember == "viewController"))
        }
        if context.inResources {
            if name == "image", let imageName { declaredImages.insert(imageName) }
            if name == "namedColor", let imageName { declaredColors.insert(imageName) }
            return
        }
        if catalog != "system" && catalog != "System" {
            for image in images where !image.isEmpty { imageUses.append((image, location)) }
            if name == "color", let colorName = imageName { colorUses.append((colorName, location)) }
        }
        if name == "userDefinedRuntimeAttribute", node["type"] == "image", let value = node["value"] {
            imageUses.append((value, location))
        }
        if Self.cellElements.contains(name) { cells.append(node) }
        if name == "color", node["key"] == "backgroundColor", context.parentName == "stackView" {
            stackViewBackgrounds.append(node)
        }

        var inner = context
        switch name {
        case "resources":
            inner.inResources = true
        case "scene":
            inner.scene = scenes.count
            scenes.append(SceneEntry(node: node, controller: nil))
        case "constraints":
            constraintGroups.append(
                ConstraintGroup(ownerID: context.parentID, constraints: node.children("constraint")))
        case "connections":
            collectConnections(node, context: context)
            return
        default:
            if sceneMember == "viewController", let scene = context.scene, scenes[scene].controller == nil {
                scenes[scene].controller = node
                if let id { sceneOfController[id] = scene }
            }
        }
        inner.parentName = name
        inner.parentID = id ?? context.parentID
        inner.parentClass = customClass
        for child in node.children { visit(child, context: inner) }
    }

    /// The segues, outlets and actions of the element `context` describes.
    private mutating func collectConnections(_ node: XMLNode, context: Context) {
        for entry in node.children {
            let name = entry.name
            if name == "segue" {
                segues.append(
                    SegueEntry(
                        node: entry, kind: entry["kind"] ?? "", destination: entry["destination"],
                        identifier: entry["identifier"], holderElement: context.parentName,
                        holderID: context.parentID, scene: context.scene))
            } else if name == "outlet" || name == "outletCollection" || name == "action" {
                connections.append(
                    ConnectionEntry(
                        node: entry, element: name,
                        name: entry[name == "action" ? "selector" : "property"] ?? "",
                        destination: entry["destination"], holderElement: context.parentName,
                        holderID: context.parentID, holderClass: context.parentClass))
            }
            if let id = entry["id"] {
                if let first = ids[id] {
                    duplicateIDs.append((id, entry.location, first.location))
                } else {
                    ids[id] = Identified(element: name, customClass: nil, node: entry)
                }
            }
        }
    }

    /// The scene whose controller has `id`.
    func scene(ofController id: String) -> SceneEntry? {
        sceneOfController[id].map { scenes[$0] }
    }
}
