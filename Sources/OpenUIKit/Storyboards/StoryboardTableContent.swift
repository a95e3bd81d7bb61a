import Foundation
import StoryboardDocument

/// What a storyboard says about a table beyond its view: its row and section heights and
/// selection settings, its cells' styles, accessories and labels, and its prototypes — cell
/// templates made on demand by `dequeueReusableCell(withIdentifier:for:)`, each instance with its
/// own subviews, outlets, actions and the segues selecting it triggers.
@MainActor
enum StoryboardTableContent {
    static func applyAttributes(of element: ViewElement, to table: UITableView) {
        let node = element.node
        func height(_ key: String) -> CGFloat? {
            node.number(key).map { $0 < 0 ? UITableView.automaticDimension : CGFloat($0) }
        }
        if let value = height("rowHeight") { table.rowHeight = value }
        if let value = height("estimatedRowHeight") { table.estimatedRowHeight = value }
        if let value = height("sectionHeaderHeight") { table.sectionHeaderHeight = value }
        if let value = height("sectionFooterHeight") { table.sectionFooterHeight = value }
        if node["separatorStyle"] == "none" { table.separatorStyle = .none }
        if node["allowsSelection"] == "NO" { table.allowsSelection = false }
        if node.flag("allowsMultipleSelection") { table.allowsMultipleSelection = true }
        if node.flag("allowsSelectionDuringEditing") { table.allowsSelectionDuringEditing = true }
    }

    /// A cell's settings, and the labels and image view the file made that its style shows.
    static func applyCellAttributes(of element: ViewElement, to cell: UITableViewCell, objects: [String: AnyObject]) {
        let node = element.node
        cell.accessoryType = accessoryType(node["accessoryType"])
        cell.selectionStyle =
            switch node["selectionStyle"] {
            case "none": .none
            case "blue": .blue
            case "gray": .gray
            default: .default
            }
        if let level = node["indentationLevel"].flatMap(Int.init) { cell.indentationLevel = level }
        if let width = node.number("indentationWidth") { cell.indentationWidth = CGFloat(width) }
        cell.adoptStoryboardContent(
            textLabel: node["textLabel"].flatMap { objects[$0] as? UILabel },
            detailTextLabel: node["detailTextLabel"].flatMap { objects[$0] as? UILabel },
            imageView: node["imageView"].flatMap { objects[$0] as? UIImageView })
    }

    /// The accessory a cell's `accessoryType` attribute names.
    static func accessoryType(_ value: String?) -> UITableViewCell.AccessoryType {
        switch value {
        case "disclosureIndicator": .disclosureIndicator
        case "detailDisclosureButton": .detailDisclosureButton
        case "checkmark": .checkmark
        case "detailButton": .detailButton
        default: .none
        }
    }

    /// Where a prototype with no reuse identifier is registered: a name no storyboard gives.
    static let unnamedPrototypePrefix = "\u{1}prototype:"

    /// Registers each prototype of the scene's tables under its reuse identifier.
    static func installPrototypes(_ tables: [(element: ViewElement, table: UITableView)], scene: StoryboardSceneContext)
    {
        for (element, table) in tables {
            for prototype in element.cells {
                // A prototype without an identifier cannot be dequeued by the app (Xcode warns);
                // it is kept under its element's id for the canvas preview alone.
                let identifier =
                    prototype.node["reuseIdentifier"].flatMap { $0.isEmpty ? nil : $0 } ?? StoryboardTableContent
                    .unnamedPrototypePrefix + prototype.id
                table.storyboardPrototypeIdentifiers.append(identifier)
                table.registeredCells[identifier] = .prototype { [weak scene] in
                    let made = scene.map { makeInstance(of: prototype, scene: $0) } as? UITableViewCell
                    return made ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
                }
            }
        }
    }

    /// One instance of a prototype (a table's or collection's cell, a collection's header): its
    /// view tree, the connections made inside it (and its actions to the scene's controller),
    /// the prototypes of the tables and collection views it holds, its segues, and `awakeFromNib`.
    static func makeInstance(of prototype: ViewElement, scene: StoryboardSceneContext) -> UIView {
        let storyboard = scene.storyboard
        var builder = StoryboardViewBuilder(
            strings: storyboard.localizedStrings,
            images: StoryboardImages(
                bundle: storyboard.bundle, sizes: storyboard.imageSizes,
                folder: storyboard.fileURL?.deletingLastPathComponent()))
        let instance = StoryboardColors.building(with: storyboard.document?.namedColors ?? [:]) {
            builder.makeView(prototype)
        }
        builder.installConstraints()
        let objects = builder.objects
        for connection in scene.object.connections {
            guard let source = objects[connection.sourceID] else { continue }
            StoryboardConnector.make(
                connection, from: source,
                to: objects[connection.destination] ?? scene.object(withID: connection.destination),
                scene: scene)
        }
        StoryboardConnector.finishCollections(of: Array(objects.values))
        // A table or collection view inside the prototype keeps prototypes of its own.
        installPrototypes(builder.prototypeTables, scene: scene)
        StoryboardCollectionContent.installPrototypes(builder.prototypeCollections, scene: scene)
        for segue in scene.object.segues {
            guard case .element(_, let id) = segue.trigger, let trigger = objects[id] else { continue }
            attachSegue(segue, to: trigger, scene: scene)
        }
        instance.prototypeInstance = StoryboardPrototypeInstance(element: prototype, objects: objects)
        for view in builder.views { view.awakeFromNib() }
        return instance
    }
}

extension StoryboardTableContent {
    /// Makes `trigger` fire the segue as its kind of object does: a control when tapped, a cell
    /// when its row is selected (or its accessory tapped, for an accessory segue). The scene's
    /// controller performs it, with the trigger as the sender.
    static func attachSegue(_ segue: Segue, to trigger: AnyObject, scene: StoryboardSceneContext) {
        let fire: @MainActor (Any) -> Void = { [weak scene] sender in
            scene?.controller?.triggerSegue(segue, sender: sender)
        }
        if let cell = trigger as? UITableViewCell {
            if segue.node["trigger"] == "accessoryAction" {
                cell.accessoryTriggers.append { fire($0) }
            } else {
                cell.selectionTriggers.append { fire($0) }
            }
        } else if let cell = trigger as? UICollectionViewCell {
            cell.selectionTriggers.append { fire($0) }
        } else if let control = trigger as? UIControl {
            control.addAction(UIAction { [weak control] _ in if let control { fire(control) } }, for: .touchUpInside)
        }
    }
}

/// A section of a storyboard's static table: its titles, its cells as made with the scene, and
/// the heights the file gives them.
struct StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell] = []
    var heights: [CGFloat?] = []
}
