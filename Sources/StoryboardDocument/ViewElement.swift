import Foundation

/// A view in a controller's or a xib's view tree.
///
/// What counts as a view (the rule the corpus count test checks with XPath): an element in
/// `<subviews>`; a cell in `<prototypes>` or `<cells>` (static table sections, collection
/// views); an element whose `key` is one of `viewKeys` (except `<nil>`, IB's "no value"),
/// wherever it sits below a view or a controller, looking through the non-view elements
/// between (navigation items, bar button items, `<items>`); and a top-level object of a xib or
/// a scene's dock that is not a controller, placeholder, exit, bar item, gesture recognizer or
/// custom object (`SceneObject.view`).
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
    /// A table's or collection's cells as the file holds them: prototypes, then the static
    /// cells of every section, in document order.
    public var cells: [ViewElement]
    /// Views that fill a property of this view instead of sitting in `<subviews>`, each with its
    /// `key`: a cell's `contentView`, a table's header and footer, a collection's section header,
    /// a bar's item title and custom views.
    public var propertyViews: [ViewElement]
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

    /// The `key`s under which IB stores a view filling a property of a view, a controller, a
    /// navigation item or a bar button item. Other keyed elements (`rect`, `color`,
    /// `navigationItem`, …) are not views.
    public static let viewKeys: Set<String> = [
        "view", "contentView", "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
        "tableHeaderView", "tableFooterView", "sectionHeaderView", "sectionFooterView", "titleView", "customView",
        "navigationBar", "tabBar", "toolbar", "refreshControl", "inputView", "inputAccessoryView",
    ]

    /// Where cells live, which the search for property views leaves to `cells`.
    private static let cellElements: Set<String> = ["prototypes", "cells", "sections"]

    init(_ node: XMLNode) {
        self.node = node
        elementName = node.name
        id = node["id"] ?? ""
        key = node["key"]
        customClass = node["customClass"]
        customModule = node["customModule"]
        customModuleProvider = node["customModuleProvider"]
        // A view IB left without constraints (`fixedFrame`) is placed by its frame and mask,
        // whatever the attribute says.
        translatesAutoresizingMaskIntoConstraints =
            node["translatesAutoresizingMaskIntoConstraints"] != "NO" || node.flag("fixedFrame")
        if let rect = node.child("rect", key: "frame") {
            func value(_ key: String) -> Double { rect.number(key) ?? 0 }
            frame = CGRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
        } else if let inset = node.child("frame", key: "frameInset") {
            func value(_ key: String) -> Double { inset.number(key) ?? 0 }
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
        runtimeAttributes =
            node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute").map(
                RuntimeAttribute.init) ?? []
        variations = node.children("variation")
        subviews = node.child("subviews")?.children.map(ViewElement.init) ?? []
        var cells = node.children(ofChild: "prototypes") + node.children(ofChild: "cells")
        for section in node.child("sections")?.children("tableViewSection") ?? [] {
            cells += section.children(ofChild: "cells")
        }
        self.cells = cells.map(ViewElement.init)
        propertyViews = Self.propertyViews(of: node)
    }

    /// The views in keyed properties below `node`, looking through elements that are not views
    /// (a navigation item's title view, a bar button item's custom view) but not into subviews,
    /// cells, or the views found, which list their own. `skipping` keys are left out entirely
    /// (a controller's root view has its own field).
    static func propertyViews(of node: XMLNode, skipping: Set<String> = []) -> [ViewElement] {
        var views: [ViewElement] = []
        func search(_ parent: XMLNode) {
            for child in parent.children where child.name != "subviews" && !cellElements.contains(child.name) {
                if let key = child["key"], viewKeys.contains(key) {
                    if !skipping.contains(key), child.name != "nil" { views.append(ViewElement(child)) }
                } else {
                    search(child)
                }
            }
        }
        search(node)
        return views
    }

    /// This view and every view below it, depth first: the view, its property views, its
    /// subviews, its cells.
    public func forEachView(_ body: (ViewElement) -> Void) {
        body(self)
        for view in propertyViews { view.forEachView(body) }
        for subview in subviews { subview.forEachView(body) }
        for cell in cells { cell.forEachView(body) }
    }
}
