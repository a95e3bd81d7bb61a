import Foundation

/// What makes two versions of an entity the same to a store.
///
/// A store records each entity's `versionHash` in its metadata; opening it with a model whose
/// hashes differ needs a migration. The hash is SHA-256 of a text listing, in a fixed order:
///
/// - the entity: its name, whether it is abstract, its superentity's name and its
///   `versionHashModifier`;
/// - each stored (not transient) property, sorted by name, with its `versionHash`: its kind,
///   name, whether it is optional, its modifier; an attribute's type; a relationship's
///   destination entity's name, whether it is to-many and whether it is ordered.
///
/// Left out, as Apple leaves them out: renaming identifiers, default values, class names,
/// indexes, delete rules, user info and the order properties are listed in. A change to one of
/// those opens the store as it is. The bytes are this project's own (Apple's exact digest input
/// is not published), so a store written on iOS is recognized by its tables, not its hashes.
extension NSEntityDescription {
    /// The digest of what the store's tables depend on (see the extension's comment).
    public var versionHash: Data { SHA256.hash(Data(versionHashText.utf8)) }

    /// The text `versionHash` digests.
    var versionHashText: String {
        var lines = [
            "entity \(name ?? "")", "abstract \(isAbstract)", "super \(superentity?.name ?? "")",
            "modifier \(versionHashModifier ?? "")",
        ]
        for property in properties.filter({ !$0.isTransient }).sorted(by: { $0.name < $1.name }) {
            lines.append(property.versionHashText)
        }
        return lines.joined(separator: "\n")
    }
}

extension NSPropertyDescription {
    /// The digest of what the store's columns depend on for this property: kind, name, optional,
    /// transient, modifier; an attribute's type; a relationship's destination, to-many, ordered.
    public var versionHash: Data { SHA256.hash(Data(versionHashText.utf8)) }

    var versionHashText: String {
        var fields = [
            "name=\(name)", "optional=\(isOptional)", "transient=\(isTransient)",
            "modifier=\(versionHashModifier ?? "")",
        ]
        if let attribute = self as? NSAttributeDescription {
            fields.insert("attribute", at: 0)
            fields.append("type=\(attribute.attributeType.rawValue)")
        } else if let relationship = self as? NSRelationshipDescription {
            fields.insert("relationship", at: 0)
            fields.append("destination=\(relationship.destinationEntity?.name ?? relationship.destinationName ?? "")")
            fields.append("toMany=\(relationship.isToMany)")
            fields.append("ordered=\(relationship.isOrdered)")
        } else {
            fields.insert("property", at: 0)
        }
        return fields.joined(separator: " ")
    }
}
