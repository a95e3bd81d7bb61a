import Foundation

/// How the objects of one model version become objects of another: one entity mapping per
/// destination entity (and per dropped source entity).
///
/// Apps author them in code here. Xcode's compiled mapping models (`.cdm`) are a binary
/// archive and its `.xcmappingmodel` source is not read either, so `init?(from:...)` and
/// `init?(contentsOf:)` find none; `inferredMappingModel(forSourceModel:destinationModel:)`
/// makes the one lightweight migration uses.
open class NSMappingModel: NSObject, @unchecked Sendable {
    /// The entity mappings, in the order a migration runs them.
    open var entityMappings: [NSEntityMapping]! = []

    public override init() { super.init() }

    /// The mapping model among `bundles` from `sourceModel` to `destinationModel`: always nil
    /// here, as mapping model files are not read (see the class's comment).
    public init?(
        from bundles: [Bundle]?, forSourceModel sourceModel: NSManagedObjectModel?,
        destinationModel: NSManagedObjectModel?
    ) {
        return nil
    }

    /// The mapping model in the file at `url`: always nil here (no `.cdm` reader).
    public init?(contentsOf url: URL?) {
        return nil
    }

    /// The entity mappings by name.
    open var entityMappingsByName: [String: NSEntityMapping] {
        Dictionary((entityMappings ?? []).compactMap { mapping in mapping.name.map { ($0, mapping) } }) { a, _ in a }
    }

    /// The mapping lightweight migration infers: entities and properties matched by name or
    /// renaming identifier, attributes copied (`$source.<name>`), relationships pointed at the
    /// migrated destinations, new properties left to their defaults, dropped entities removed.
    ///
    /// An element matches the source element whose renaming identifier (or name, without one)
    /// equals its own renaming identifier (or name); else the source element named as its
    /// renaming identifier; else the one with its name. So a property renamed in version 2 and
    /// again in version 3 keeps migrating from version 1 when both name the original.
    ///
    /// - Throws: `NSInferredMappingModelError` (134190) when a matched attribute changed type,
    ///   a relationship changed between to-one and to-many, or its destination is not the
    ///   migration of the source's destination.
    open class func inferredMappingModel(
        forSourceModel sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel
    ) throws -> NSMappingModel {
        let model = NSMappingModel()
        var mappings: [NSEntityMapping] = []
        var sourceFor: [String: NSEntityDescription] = [:]
        for destination in destinationModel.entities {
            guard let name = destination.name else { continue }
            if let source = match(destination, among: sourceModel.entities, name: { $0.name ?? "" }) {
                sourceFor[name] = source
            }
        }
        func mappingName(_ source: NSEntityDescription, _ destination: NSEntityDescription) -> String {
            "\(source.name ?? "")To\(destination.name ?? "")"
        }
        for destination in destinationModel.entities {
            guard let destinationName = destination.name else { continue }
            let mapping = NSEntityMapping()
            mapping.destinationEntityName = destinationName
            mapping.destinationEntityVersionHash = destination.versionHash
            guard let source = sourceFor[destinationName] else {
                mapping.name = "Add\(destinationName)"
                mapping.mappingType = .addEntityMappingType
                mappings.append(mapping)
                continue
            }
            mapping.name = mappingName(source, destination)
            mapping.sourceEntityName = source.name
            mapping.sourceEntityVersionHash = source.versionHash
            mapping.mappingType =
                source.name == destinationName && source.versionHash == destination.versionHash
                ? .copyEntityMappingType : .transformEntityMappingType
            let sourceAttributes = source.properties.compactMap { $0 as? NSAttributeDescription }.filter {
                !$0.isTransient
            }
            var attributeMappings: [NSPropertyMapping] = []
            for case let attribute as NSAttributeDescription in destination.properties where !attribute.isTransient {
                let propertyMapping = NSPropertyMapping()
                propertyMapping.name = attribute.name
                if let from = match(attribute, among: sourceAttributes, name: \.name) {
                    guard from.attributeType == attribute.attributeType else {
                        throw inferenceFailure(
                            "\(destinationName).\(attribute.name) is \(attribute.attributeType) but "
                                + "\(source.name ?? "").\(from.name) was \(from.attributeType)")
                    }
                    propertyMapping.valueExpression = NSExpression(
                        forKeyPath: "$\(NSMigrationSourceObjectKey).\(from.name)")
                }
                attributeMappings.append(propertyMapping)
            }
            mapping.attributeMappings = attributeMappings
            let sourceRelationships = source.properties.compactMap { $0 as? NSRelationshipDescription }.filter {
                !$0.isTransient
            }
            var relationshipMappings: [NSPropertyMapping] = []
            for case let relationship as NSRelationshipDescription in destination.properties
            where !relationship.isTransient {
                let propertyMapping = NSPropertyMapping()
                propertyMapping.name = relationship.name
                if let from = match(relationship, among: sourceRelationships, name: \.name) {
                    guard from.isToMany == relationship.isToMany else {
                        throw inferenceFailure(
                            "\(destinationName).\(relationship.name) is to-\(relationship.isToMany ? "many" : "one") but "
                                + "\(source.name ?? "").\(from.name) was to-\(from.isToMany ? "many" : "one")")
                    }
                    guard let target = relationship.destinationEntity, let targetName = target.name,
                        let fromTarget = from.destinationEntity, sourceFor[targetName] === fromTarget
                    else {
                        throw inferenceFailure(
                            "\(destinationName).\(relationship.name) reaches \(relationship.destinationEntity?.name ?? "nothing"), "
                                + "which is not what \(source.name ?? "").\(from.name) reached")
                    }
                    propertyMapping.valueExpression = NSExpression(
                        forFunction: NSExpression(forVariable: NSMigrationManagerKey),
                        selectorName: "destinationInstancesForEntityMappingNamed:sourceInstances:",
                        arguments: [
                            NSExpression(forConstantValue: mappingName(fromTarget, target)),
                            NSExpression(forKeyPath: "$\(NSMigrationSourceObjectKey).\(from.name)"),
                        ])
                }
                relationshipMappings.append(propertyMapping)
            }
            mapping.relationshipMappings = relationshipMappings
            mappings.append(mapping)
        }
        let migrated = Set(sourceFor.values.map(ObjectIdentifier.init))
        for source in sourceModel.entities where !migrated.contains(ObjectIdentifier(source)) {
            let mapping = NSEntityMapping()
            mapping.name = "Remove\(source.name ?? "")"
            mapping.mappingType = .removeEntityMappingType
            mapping.sourceEntityName = source.name
            mapping.sourceEntityVersionHash = source.versionHash
            mappings.append(mapping)
        }
        model.entityMappings = mappings
        return model
    }

    private static func inferenceFailure(_ reason: String) -> NSError {
        CoreDataError.migration(
            NSInferredMappingModelError, "Can't find or automatically infer mapping model: \(reason)")
    }

    /// The source element `destination` migrates from (see `inferredMappingModel`'s rules).
    static func match<Element: AnyObject>(
        _ destination: Element, among sources: [Element], name: (Element) -> String
    ) -> Element? {
        func renaming(_ element: Element) -> String? {
            let identifier =
                (element as? NSEntityDescription)?.renamingIdentifier
                ?? (element as? NSPropertyDescription)?.renamingIdentifier
            return identifier?.isEmpty == false ? identifier : nil
        }
        let own = renaming(destination) ?? name(destination)
        if let found = sources.first(where: { (renaming($0) ?? name($0)) == own }) { return found }
        if let identifier = renaming(destination), let found = sources.first(where: { name($0) == identifier }) {
            return found
        }
        return sources.first { name($0) == name(destination) }
    }
}
