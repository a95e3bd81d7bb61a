import Foundation
import StoryboardDocument

/// What a storyboard says about a collection view beyond its view: its layout (a flow layout's
/// sizes, spacing, insets and direction, or a custom layout class), and its prototypes — cells
/// and section headers and footers made on demand by dequeueing, each instance with its own
/// subviews, outlets and segues.
@MainActor
enum StoryboardCollectionContent {
    /// The layout the element names: its flow layout, a custom layout class made through
    /// `init?(coder:)`, or a plain flow layout.
    static func layout(from element: ViewElement?) -> UICollectionViewLayout {
        guard let node = element?.node else { return UICollectionViewFlowLayout() }
        if let custom = node.child("collectionViewLayout", key: "collectionViewLayout"),
            let name = custom["customClass"]
        {
            let type = StoryboardClasses.resolve(
                element: "collectionViewLayout", customClass: name, customModule: custom["customModule"],
                customModuleProvider: custom["customModuleProvider"], location: custom.location,
                fallback: UICollectionViewLayout.self)
            if let made = type.init(coder: ArchivelessCoder()) { return made }
        }
        let flow = UICollectionViewFlowLayout()
        guard let source = node.child("collectionViewFlowLayout", key: "collectionViewLayout") else { return flow }
        if let spacing = source.number("minimumLineSpacing") { flow.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = source.number("minimumInteritemSpacing") { flow.minimumInteritemSpacing = CGFloat(spacing) }
        if source["scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
        func size(_ key: String) -> CGSize? {
            source.child("size", key: key).map {
                CGSize(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0)
            }
        }
        if let value = size("itemSize") { flow.itemSize = value }
        if let value = size("estimatedItemSize") { flow.estimatedItemSize = value }
        if let value = size("headerReferenceSize") { flow.headerReferenceSize = value }
        if let value = size("footerReferenceSize") { flow.footerReferenceSize = value }
        if let inset = source.child("inset", key: "sectionInset") {
            flow.sectionInset = UIEdgeInsets(
                top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0,
                bottom: inset.number("maxY") ?? 0, right: inset.number("maxX") ?? 0)
        }
        return flow
    }

    /// Registers each prototype cell, and the section header and footer prototypes, under their
    /// reuse identifiers.
    static func installPrototypes(
        _ views: [(element: ViewElement, collection: UICollectionView)], scene: StoryboardSceneContext
    ) {
        for (element, collection) in views {
            for prototype in element.cells {
                // A prototype without an identifier cannot be dequeued by the app (Xcode warns);
                // it is kept under its element's id for the canvas preview alone.
                let identifier =
                    prototype.node["reuseIdentifier"].flatMap { $0.isEmpty ? nil : $0 } ?? StoryboardTableContent
                    .unnamedPrototypePrefix + prototype.id
                collection.storyboardPrototypeIdentifiers.append(identifier)
                collection.registeredCells[identifier] = .prototype { [weak scene] in
                    let made =
                        scene.map { StoryboardTableContent.makeInstance(of: prototype, scene: $0) }
                        as? UICollectionReusableView
                    return made ?? UICollectionViewCell(frame: .zero)
                }
            }
            for property in element.propertyViews {
                let kind: String
                switch property.key {
                case "sectionHeaderView": kind = UICollectionView.elementKindSectionHeader
                case "sectionFooterView": kind = UICollectionView.elementKindSectionFooter
                default: continue
                }
                guard let identifier = property.node["reuseIdentifier"], !identifier.isEmpty else { continue }
                collection.registeredSupplementary[
                    UICollectionView.SupplementaryKey.Registration(kind: kind, identifier: identifier)] = .prototype {
                        [weak scene] in
                        let made =
                            scene.map { StoryboardTableContent.makeInstance(of: property, scene: $0) }
                            as? UICollectionReusableView
                        return made ?? UICollectionReusableView(frame: .zero)
                    }
            }
        }
    }
}
