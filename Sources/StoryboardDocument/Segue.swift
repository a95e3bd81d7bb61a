/// A segue as stored: its kind, where it leads and what fires it.
public struct Segue: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case show, showDetail, presentation, popoverPresentation, embed
        /// Container wiring: `rootViewController`, `viewControllers`, `masterViewController`, …
        case relationship(String)
        /// An exit segue; the destination is the scene's `<exit>` and the action names the target.
        case unwind(action: String)
        case custom
        /// Pre-iOS 8 kinds, loaded as show, presentation, popover presentation and show detail.
        case push, modal, popover, replace
        case other(String)

        init(_ node: XMLNode) {
            switch node["kind"] ?? "" {
            case "show": self = .show
            case "showDetail": self = .showDetail
            case "presentation": self = .presentation
            case "popoverPresentation": self = .popoverPresentation
            case "embed": self = .embed
            case "relationship": self = .relationship(node["relationship"] ?? "")
            case "unwind": self = .unwind(action: node["unwindAction"] ?? "")
            case "custom": self = .custom
            case "push": self = .push
            case "modal": self = .modal
            case "popover": self = .popover
            case "replace": self = .replace
            case let other: self = .other(other)
            }
        }

        /// The kind name as the file writes it.
        public var name: String {
            switch self {
            case .show: "show"
            case .showDetail: "showDetail"
            case .presentation: "presentation"
            case .popoverPresentation: "popoverPresentation"
            case .embed: "embed"
            case .relationship: "relationship"
            case .unwind: "unwind"
            case .custom: "custom"
            case .push: "push"
            case .modal: "modal"
            case .popover: "popover"
            case .replace: "replace"
            case .other(let name): name
            }
        }
    }

    /// What fires the segue: the controller itself (manual, `performSegue`), or an element in
    /// its scene (a control, a cell, a bar button item, a gesture recognizer, a container view).
    public enum Trigger: Hashable, Sendable {
        case manual
        case element(name: String, id: String)
    }

    public var id: String
    public var kind: Kind
    public var identifier: String?
    public var destination: String
    public var trigger: Trigger
    /// The scene's controller, the segue's source.
    public var sourceControllerID: String
    public var customClass: String?
    public var customModule: String?
    public var customModuleProvider: String?
    public var destinationCreationSelector: String?
    public var modalPresentationStyle: String?
    public var modalTransitionStyle: String?
    public var animates: Bool
    public var popoverAnchorBarButtonItem: String?
    public var popoverAnchorView: String?
    public var node: XMLNode
    public var location: SourceLocation { node.location }

    init(_ node: XMLNode, holder: XMLNode, controllerID: String) {
        self.node = node
        id = node["id"] ?? node["reference"] ?? ""
        kind = Kind(node)
        identifier = node["identifier"]
        destination = node["destination"] ?? ""
        let holderID = holder["id"] ?? ""
        trigger = holderID == controllerID ? .manual : .element(name: holder.name, id: holderID)
        sourceControllerID = controllerID
        customClass = node["customClass"]
        customModule = node["customModule"]
        customModuleProvider = node["customModuleProvider"]
        destinationCreationSelector = node["destinationCreationSelector"]
        modalPresentationStyle = node["modalPresentationStyle"]
        modalTransitionStyle = node["modalTransitionStyle"]
        animates = node["animates"] != "NO"
        popoverAnchorBarButtonItem = node["popoverAnchorBarButtonItem"]
        popoverAnchorView = node["popoverAnchorView"]
    }
}
