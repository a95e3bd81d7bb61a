import StoryboardDocument

extension ViewElement {
    /// Whether the view's content size comes from text, an image or system artwork, which Xcode
    /// measured with Apple's fonts, the asset catalog and the controls of its iOS (a page control
    /// was 37 points high before iOS 14, 26 since): labels, buttons, text fields, text views that
    /// do not scroll, segmented controls, date pickers, image views, switches, steppers, page
    /// controls, activity indicators, search bars (51, 56 or 64 points high by style and iOS).
    public var sizeComesFromContent: Bool {
        switch elementName {
        case "label", "textField", "segmentedControl", "datePicker", "button", "imageView",
            "switch", "stepper", "pageControl", "activityIndicatorView", "searchBar":
            return true
        case "textView":
            return node["scrollEnabled"] == "NO"
        default:
            return false
        }
    }

    /// The views below this one that sit in its subviews or fill one of its properties (a table's
    /// header view), each with the element holding it, and a static table's cells; prototype
    /// cells are templates, not the scene's views.
    public func sceneDescendants(staticCells: Bool = true) -> [(element: ViewElement, holder: ViewElement)] {
        var list: [(ViewElement, ViewElement)] = []
        func visit(_ element: ViewElement) {
            let cells = staticCells && element.node["dataMode"] == "static" ? element.cells : []
            for child in element.propertyViews + element.subviews + cells {
                list.append((child, element))
                visit(child)
            }
        }
        visit(self)
        return list
    }

    /// In a static table whose rows size themselves (`rowHeight="-1"`), the cells from the first
    /// one with no height of its own on, and every view in them: a row's height comes from its
    /// content's constraints, measured by Xcode with Apple's fonts, moves the rows after it and
    /// what its content pins to its bottom.
    public var selfSizingRows: Set<String> {
        var ids: Set<String> = []
        func visit(_ element: ViewElement) {
            if element.node["dataMode"] == "static", let height = element.node.number("rowHeight"), height < 0 {
                var sizing = false
                for cell in element.cells {
                    if cell.node.number("rowHeight") == nil { sizing = true }
                    guard sizing else { continue }
                    cell.forEachView { ids.insert($0.id) }
                }
            }
            for child in element.propertyViews + element.subviews + element.cells { visit(child) }
        }
        visit(self)
        return ids
    }
}
