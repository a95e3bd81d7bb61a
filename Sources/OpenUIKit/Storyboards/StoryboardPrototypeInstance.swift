import StoryboardDocument

/// What one instance of a storyboard prototype cell was made from: the prototype's element and
/// the views made for its elements, held weakly so a view the app removes can go.
@_spi(Tooling) public struct StoryboardPrototypeInstance {
    public let element: ViewElement
    private let views: [String: WeakBox<UIView>]

    init(element: ViewElement, objects: [String: AnyObject]) {
        self.element = element
        views = objects.compactMapValues { ($0 as? UIView).map { WeakBox($0) } }
    }

    /// The views made for the prototype's elements that are still alive, by storyboard id.
    @MainActor public var objects: [String: AnyObject] { views.compactMapValues { $0.value } }

    /// The storyboard ids of the prototype's views whose frames a table cell's own layout
    /// places differently from the prototype because the app changed the cell since it was made:
    /// its content view and what it holds while editing or when the accessory differs from the
    /// prototype's, the style's labels when it shows an image the prototype has not.
    @MainActor public func viewsMovedByCellChanges(of cell: UITableViewCell) -> Set<String> {
        var ids: Set<String> = []
        let node = element.node
        // Editing (the app's or the person's) moves the content over for its control and hides accessories.
        if cell.isEditing || cell.accessoryView != nil
            || cell.accessoryType != StoryboardTableContent.accessoryType(node["accessoryType"])
        {
            for content in element.propertyViews where content.key == "contentView" {
                content.forEachView { ids.insert($0.id) }
            }
        }
        var prototypeImage = false
        element.forEachView { if $0.id == node["imageView"] { prototypeImage = $0.image != nil } }
        if cell.imageView?.image != nil, !prototypeImage {
            ids.formUnion([node["textLabel"], node["detailTextLabel"]].compactMap { $0 })
        }
        return ids
    }
}

@_spi(Tooling) extension UIView {
    /// The prototype this view (a cell) was made from, when a storyboard made it from one.
    public var storyboardPrototypeInstance: StoryboardPrototypeInstance? { prototypeInstance }
}
