import Foundation

/// A view in a controller's or a xib's view tree.
public struct ViewElement: Hashable, Sendable {
    /// The element name, which names the class (`label`, `button`, `view`, …).
    public var elementName: String
    public var id: String
    /// Which property of the parent this view fills (`view`, `contentView`, …); nil in `<subviews>`.
    public var key: String?
    public var customClass: String?
    public var customModule: String?
    /// `target` means "the app's own module".
    public var customModuleProvider: String?
    public var frame: CGRect?
    public var autoresizingMask: AutoresizingFlags?
    public var translatesAutoresizingMaskIntoConstraints: Bool
    public var subviews: [ViewElement]
    public var constraints: [Constraint]
    /// `safeArea`, `contentLayoutGuide`, … by key, with their ids.
    public var layoutGuides: [String: String]
    public var colors: [String: ColorValue]
    public var font: FontValue?
    public var text: String?
    public var image: String?
    public var runtimeAttributes: [RuntimeAttribute]
    /// Size-class variations, kept as written.
    public var variations: [XMLNode]
    /// The element itself, with everything this model does not name.
    public var node: XMLNode

    /// Elements that hold views but are not views.
    static let containerElements: Set<String> = ["subviews", "constraints", "connections", "userDefinedRuntimeAttributes"]

    init(_ node: XMLNode) {
        self.node = node
        elementName = node.name
        id = node["id"] ?? ""
        key = node["key"]
        customClass = node["customClass"]
        customModule = node["customModule"]
        customModuleProvider = node["customModuleProvider"]
        translatesAutoresizingMaskIntoConstraints = node["translatesAutoresizingMaskIntoConstraints"] != "NO"
        if let rect = node.child("rect", key: "frame") {
            func value(_ key: String) -> Double { rect[key].flatMap(Double.init) ?? 0 }
            frame = CGRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
        } else if let inset = node.child("frame", key: "frameInset") {
            func value(_ key: String) -> Double { inset[key].flatMap(Double.init) ?? 0 }
            frame = CGRect(x: value("minX"), y: value("minY"), width: value("width"), height: value("height"))
        }
        autoresizingMask = node.child("autoresizingMask", key: "autoresizingMask").map(AutoresizingFlags.init)
        let owner = node["id"] ?? ""
        constraints = node.child("constraints")?.children("constraint").map { Constraint($0, owner: owner) } ?? []
        var guides: [String: String] = [:]
        for guide in node.children("viewLayoutGuide") {
            if let key = guide["key"], let id = guide["id"] { guides[key] = id }
        }
        layoutGuides = guides
        var colors: [String: ColorValue] = [:]
        for child in node.children where child.name == "color" || child.name == "nil" {
            if let key = child["key"], let color = ColorValue(child) { colors[key] = color }
        }
        self.colors = colors
        font = node.children.lazy.compactMap(FontValue.init).first
        text = node["text"] ?? node.child("string", key: "text")?.text ?? node["title"]
        image = node["image"]
        runtimeAttributes = node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute").map(RuntimeAttribute.init) ?? []
        variations = node.children("variation")
        subviews = node.child("subviews")?.children.map(ViewElement.init) ?? []
    }

    /// This view and every view below it, depth first.
    public func forEachView(_ body: (ViewElement) -> Void) {
        body(self)
        for subview in subviews { subview.forEachView(body) }
    }
}
