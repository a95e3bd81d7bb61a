import Foundation
import StoryboardDocument

/// Builds a scene's (or a nib's) view tree from the document: each view's class, frame,
/// autoresizing, colours, flags and runtime attributes, its subviews, and the ids of every
/// object made, so outlets and actions can be connected afterwards. Constraints are kept for
/// the layout engine; until it lands, frames place the views.
@MainActor
struct StoryboardViewBuilder {
    /// Localized texts by `objectID.property` (the storyboard's `.strings`).
    let strings: [String: String]
    let images: StoryboardImages
    private(set) var objects: [String: AnyObject] = [:]
    /// Every view made, in document order, for `awakeFromNib` once connections are made.
    private(set) var views: [UIView] = []
    /// Layout guides by id (a view's safe area, a controller's top and bottom guides), and the
    /// views whose `<constraints>` are installed once the whole tree exists.
    private var guides: [String: UILayoutGuide] = [:]
    private var constrained: [(element: ViewElement, view: UIView)] = []
    /// Views placed by Auto Layout, which get a fixed frame if no constraint names them.
    private var autoLayoutViews: [(element: ViewElement, view: UIView)] = []
    /// Tables with prototype cells, whose cells are made once the scene is known.
    private(set) var prototypeTables: [(element: ViewElement, table: UITableView)] = []
    /// Collection views with prototype cells or supplementary views.
    private(set) var prototypeCollections: [(element: ViewElement, collection: UICollectionView)] = []

    init(strings: [String: String] = [:], images: StoryboardImages = StoryboardImages()) {
        self.strings = strings
        self.images = images
    }

    mutating func makeView(_ element: ViewElement) -> UIView {
        let type = StoryboardClasses.resolve(
            element: element.elementName, customClass: element.customClass,
            customModule: element.customModule, customModuleProvider: element.customModuleProvider,
            location: element.node.location,
            fallback: UIView.self)
        let view = type.init(coder: StoryboardViewCoder(element)) ?? UIView(frame: .zero)
        build(element, into: view)
        return view
    }

    /// Gives `view` what the element says: frame, flags, content, subviews, and (for tables)
    /// their cells. A cell's `contentView` element describes the content view the cell already
    /// has, so it is built into that one.
    private mutating func build(_ element: ViewElement, into view: UIView) {
        if !element.id.isEmpty { objects[element.id] = view }
        views.append(view)
        if let frame = element.frame { view.frame = frame }
        view.translatesAutoresizingMaskIntoConstraints = element.translatesAutoresizingMaskIntoConstraints
        if !element.translatesAutoresizingMaskIntoConstraints { autoLayoutViews.append((element, view)) }
        if element.layoutGuides["safeArea"].map({ guides[$0] = view.safeAreaLayoutGuide }) != nil
            || !element.constraints.isEmpty
        {
            constrained.append((element, view))
        }
        if let scrollView = view as? UIScrollView {
            if let id = element.layoutGuides["contentLayoutGuide"] { guides[id] = scrollView.contentLayoutGuide }
            if let id = element.layoutGuides["frameLayoutGuide"] { guides[id] = scrollView.frameLayoutGuide }
        }
        if let mask = element.autoresizingMask {
            view.autoresizingMask = UIView.AutoresizingMask(rawValue: mask.rawValue)
        }
        apply(element, to: view)
        for subview in element.subviews {
            view.addSubview(makeView(subview))
        }
        for property in element.propertyViews where property.key == "contentView" {
            if let cell = view as? UITableViewCell {
                build(property, into: cell.contentView)
            } else if let cell = view as? UICollectionViewCell {
                build(property, into: cell.contentView)
            } else if let effectView = view as? UIVisualEffectView {
                build(property, into: effectView.contentView)
            } else {
                view.addSubview(makeView(property))
            }
        }
        if let stack = view as? UIStackView { StoryboardLayoutAttributes.arrange(stack) }
        if let effectView = view as? UIVisualEffectView { StoryboardVisualEffects.apply(element, to: effectView) }
        if let toolbar = view as? UIToolbar, let items = element.node.child("items") {
            toolbar.items = barButtonItems(items.children("barButtonItem"), of: element)
        }
        if let bar = view as? UINavigationBar, let items = element.node.child("items") {
            bar.setItems(items.children("navigationItem").map { navigationItem($0, of: element) }, animated: false)
        }
        if let table = view as? UITableView {
            buildCells(of: element, into: table)
            // A header or footer view IB keeps under the table's key: a search bar above a list.
            if let header = element.propertyViews.first(where: { $0.key == "tableHeaderView" }) {
                table.tableHeaderView = makeView(header)
            }
            if let footer = element.propertyViews.first(where: { $0.key == "tableFooterView" }) {
                table.tableFooterView = makeView(footer)
            }
        }
        // A collection view's layout is an object of the scene too (`@IBOutlet var flowLayout`).
        if let collection = view as? UICollectionView,
            let layoutID = element.node.children.first(where: { $0["key"] == "collectionViewLayout" })?["id"]
        {
            objects[layoutID] = collection.collectionViewLayout
        }
        if let collection = view as? UICollectionView, !element.cells.isEmpty || !element.propertyViews.isEmpty {
            prototypeCollections.append((element, collection))
        }
        if let cell = view as? UITableViewCell {
            StoryboardTableContent.applyCellAttributes(of: element, to: cell, objects: objects)
        }
    }

    /// A standalone toolbar's items, each an object of the scene (outlets and actions reach
    /// them), with its custom view.
    private mutating func barButtonItems(_ nodes: [XMLNode], of element: ViewElement) -> [UIBarButtonItem] {
        nodes.map { node in
            let item = StoryboardBarItems.make(node)
            if let id = node["id"] {
                objects[id] = item
                if let title = strings["\(id).title"] { item.title = title }
            }
            if let customID = node.children.first(where: { $0["key"] == "customView" })?["id"],
                let custom = element.propertyViews.first(where: { $0.id == customID })
            {
                item.customView = makeView(custom)
            }
            return item
        }
    }

    /// A standalone navigation bar's item: its title, bar button items and title view.
    private mutating func navigationItem(_ node: XMLNode, of element: ViewElement) -> UINavigationItem {
        let item = UINavigationItem(title: node["id"].flatMap { strings["\($0).title"] } ?? node["title"] ?? "")
        if node["title"] == nil { item.title = nil }
        if let id = node["id"] { objects[id] = item }
        if let prompt = node["prompt"] { item.prompt = prompt }
        for key in ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"] {
            guard let itemNode = node.child("barButtonItem", key: key),
                let made = barButtonItems([itemNode], of: element).first
            else { continue }
            switch key {
            case "leftBarButtonItem": item.leftBarButtonItem = made
            case "rightBarButtonItem": item.rightBarButtonItem = made
            default: item.backBarButtonItem = made
            }
        }
        for key in ["leftBarButtonItems", "rightBarButtonItems"] {
            guard let list = node.children.first(where: { $0["key"] == key }) else { continue }
            let made = barButtonItems(list.children("barButtonItem"), of: element)
            if key == "leftBarButtonItems" { item.leftBarButtonItems = made } else { item.rightBarButtonItems = made }
        }
        if let titleID = node.children.first(where: { $0["key"] == "titleView" })?["id"],
            let titleView = element.propertyViews.first(where: { $0.id == titleID })
        {
            item.titleView = makeView(titleView)
        }
        return item
    }

    /// A table's cells: static ones are made now, as objects of the scene (outlets reach
    /// them), and kept by section; prototypes are kept to be made on demand once the scene is
    /// known (`StoryboardTableContent`).
    private mutating func buildCells(of element: ViewElement, into table: UITableView) {
        StoryboardTableContent.applyAttributes(of: element, to: table)
        guard element.node["dataMode"] == "static" else {
            if !element.cells.isEmpty { prototypeTables.append((element, table)) }
            return
        }
        let cellsByID = Dictionary(element.cells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var sections: [StaticTableSection] = []
        for section in element.node.child("sections")?.children("tableViewSection") ?? [] {
            var made = StaticTableSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"])
            for cellNode in section.children(ofChild: "cells") {
                guard let cellElement = cellsByID[cellNode["id"] ?? ""] else { continue }
                let cell =
                    makeView(cellElement) as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
                made.cells.append(cell)
                made.heights.append(cellNode.number("rowHeight").map { CGFloat($0) })
            }
            sections.append(made)
        }
        table.staticSections = sections
    }

    /// A controller's iOS 7–10 top and bottom layout guides, as guides of its root view.
    mutating func addControllerLayoutGuides(_ node: XMLNode, to root: UIView) {
        for guide in node.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            guard let id = guide["id"], let type = guide["type"] else { continue }
            let layoutGuide = UILayoutGuide()
            layoutGuide.identifier =
                type == "bottom" ? SystemGuideIdentifier.bottomLayoutGuide : SystemGuideIdentifier.topLayoutGuide
            root.addLayoutGuide(layoutGuide)
            guides[id] = layoutGuide
        }
    }

    /// The tree's constraints, each on the view whose `<constraints>` holds it; placeholders are
    /// design-time only and skipped, and so is a constraint naming an item that was not made
    /// (a guide or view this runtime does not have): without it, it would pin the other item
    /// to its constant.
    mutating func installConstraints() {
        installPrototypingConstraints()
        for (element, view) in constrained {
            for constraint in element.constraints where !constraint.isPlaceholder {
                guard let first = item(constraint.firstItem, owner: view),
                    let firstAttribute = Self.attributes[constraint.firstAttribute],
                    let relation = Self.relations[constraint.relation]
                else { continue }
                let second = constraint.secondItem.flatMap { item($0, owner: view) }
                if constraint.secondItem != nil, second == nil { continue }
                let secondAttribute = constraint.secondAttribute.flatMap { Self.attributes[$0] } ?? .notAnAttribute
                let made = NSLayoutConstraint(
                    firstItem: first, firstAttribute: firstAttribute, relation: relation,
                    secondItem: second, secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
                    multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
                made.priority = UILayoutPriority(Float(constraint.priority))
                made.identifier = constraint.identifier
                view.addConstraint(made)
                // A constraint is an object of the scene: outlets connect to it by its id.
                if !constraint.id.isEmpty { objects[constraint.id] = made }
            }
        }
    }

    /// A view that uses Auto Layout but that no constraint names (placeholders included, which
    /// exist to stop this) is pinned where the document has it: Interface Builder adds these
    /// constraints when it compiles the file ("IB auto generated at build time for view with
    /// fixed frame": left, top, width and height from the superview). Arranged views of a stack
    /// view are placed by the stack instead.
    private func installPrototypingConstraints() {
        var named = Set<String>()
        for (element, _) in constrained {
            for constraint in element.constraints {
                named.insert(constraint.firstItem ?? element.id)
                if let second = constraint.secondItem { named.insert(second) }
            }
        }
        for (element, view) in autoLayoutViews where !named.contains(element.id) {
            guard let superview = view.superview, !(superview is UIStackView), let frame = element.frame else {
                continue
            }
            for constraint in [
                view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: frame.minX),
                view.topAnchor.constraint(equalTo: superview.topAnchor, constant: frame.minY),
                view.widthAnchor.constraint(equalToConstant: frame.width),
                view.heightAnchor.constraint(equalToConstant: frame.height),
            ] {
                constraint.identifier = "IB auto generated at build time for view with fixed frame"
                constraint.isActive = true
            }
        }
    }

    private func item(_ id: String?, owner: UIView) -> AnyObject? {
        guard let id else { return owner }
        return objects[id] ?? guides[id]
    }

    private static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    private static let relations: [String: NSLayoutConstraint.Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]

    /// The flags and values IB writes as attributes and keyed children.
    private func apply(_ element: ViewElement, to view: UIView) {
        let node = element.node
        if node.flag("hidden") { view.isHidden = true }
        if let alpha = node.number("alpha") { view.alpha = CGFloat(alpha) }
        if let tag = node["tag"].flatMap(Int.init) { view.tag = tag }
        if node.flag("clipsSubviews") { view.clipsToBounds = true }
        // IB writes the flag against UIView's default for every class, so a label or an image view
        // without it was left interactive (an image view with a tap recognizer), as iOS loads it.
        view.isUserInteractionEnabled = node["userInteractionEnabled"] != "NO"
        if node.flag("multipleTouchEnabled") { view.isMultipleTouchEnabled = true }
        if node["opaque"] == "NO" { view.isOpaque = false }
        StoryboardAccessibility.apply(node, to: view)
        if let color = element.colors["backgroundColor"] { view.backgroundColor = UIColor(storyboard: color) }
        if let color = element.colors["tintColor"] { view.tintColor = UIColor(storyboard: color) }
        if let control = view as? UIControl {
            if node["enabled"] == "NO" { control.isEnabled = false }
            if node.flag("selected") { control.isSelected = true }
        }
        StoryboardLayoutAttributes.apply(element, to: view)
        StoryboardViewContent.apply(element, to: view, strings: strings, images: images)
        StoryboardRuntimeAttributes.apply(element.runtimeAttributes, to: view, at: node.location)
    }
}

extension UIColor {
    /// A storyboard colour: the components as written (colour spaces are not converted), named
    /// and system colours by their names where they exist here.
    convenience init?(storyboard value: ColorValue) {
        switch value {
        case let .rgb(red, green, blue, alpha, _):
            self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        case let .white(white, alpha, _):
            self.init(white: CGFloat(white), alpha: CGFloat(alpha))
        case .named, .system, .none:
            return nil
        }
    }
}
