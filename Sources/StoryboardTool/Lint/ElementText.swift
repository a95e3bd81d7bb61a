import StoryboardDocument

/// How findings name an element: its kind, its class when it has a custom one, and the label
/// or id a reader finds it by in Interface Builder.
enum ElementText {
    static func describe(_ node: XMLNode) -> String {
        var text = node.name
        if let customClass = node["customClass"] { text += " \(customClass)" }
        if let label = node["userLabel"] {
            text += " '\(label)'"
        } else if let id = node["id"] {
            text += " (\(id))"
        }
        return text
    }
}
