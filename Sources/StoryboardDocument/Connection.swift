/// An outlet, outlet collection or action, from the element that holds the `<connections>`.
public struct Connection: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case outlet(property: String)
        case outletCollection(property: String, collectionClass: String?)
        /// `eventType` is absent for bar items and gesture recognizers.
        case action(selector: String, eventType: String?)
    }

    public var kind: Kind
    public var id: String
    /// The element that holds the connection (for an outlet, the object whose property is set).
    public var sourceID: String
    public var sourceElement: String
    public var destination: String
    public var location: SourceLocation

    init?(_ node: XMLNode, source: XMLNode) {
        switch node.name {
        case "outlet": kind = .outlet(property: node["property"] ?? "")
        case "outletCollection":
            kind = .outletCollection(property: node["property"] ?? "", collectionClass: node["collectionClass"])
        case "action": kind = .action(selector: node["selector"] ?? "", eventType: node["eventType"])
        default: return nil
        }
        id = node["id"] ?? ""
        sourceID = source["id"] ?? ""
        sourceElement = source.name
        destination = node["destination"] ?? ""
        location = node.location
    }
}
