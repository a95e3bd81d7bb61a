import Foundation
import StoryboardDocument

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Why a model file could not be read, located in the file.
struct ModelFileError: Error, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var reason: String

    var description: String { "\(path):\(line):\(column): \(reason)" }
}

/// Reads the model editor's XML (`.xcdatamodel/contents`) into entities, attributes and
/// relationships.
enum ModelFileReader {
    /// The XML file's name inside an `.xcdatamodel` package.
    static let contentsFileName = "contents"
    /// The property list naming an `.xcdatamodeld`'s current version.
    static let currentVersionFileName = ".xccurrentversion"

    /// The model at `url`: a `.momd` or `.xcdatamodeld` folder (its current version) or an
    /// `.xcdatamodel` package (or its `contents` file itself).
    static func read(_ url: URL) throws -> NSManagedObjectModel {
        let contents = try contentsFile(for: url)
        let data: Data
        do {
            data = try Data(contentsOf: contents)
        } catch {
            throw ModelFileError(path: contents.path, line: 0, column: 0, reason: "the model file cannot be read")
        }
        return try parse(data, path: contents.path)
    }

    /// The `contents` XML file the model at `url` is read from.
    static func contentsFile(for url: URL) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ModelFileError(path: url.path, line: 0, column: 0, reason: "no model file here")
        }
        if !isDirectory.boolValue { return url }
        // An `.xcdatamodel` package, or one a port copied under its compiled name (`.mom`).
        let contents = url.appendingPathComponent(contentsFileName)
        if url.pathExtension == "xcdatamodel" || FileManager.default.fileExists(atPath: contents.path) {
            return contents
        }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        if let current = currentVersion(in: url), versions.contains(current) {
            return url.appendingPathComponent(current).appendingPathComponent(contentsFileName)
        }
        // Without `.xccurrentversion` Xcode takes the only version; with several, the last by name.
        guard let version = versions.last else {
            throw ModelFileError(
                path: url.path, line: 0, column: 0,
                reason: "no .xcdatamodel inside (a compiled .mom is Apple's binary format, which is not read here)")
        }
        return url.appendingPathComponent(version).appendingPathComponent(contentsFileName)
    }

    /// The `_XCCurrentVersionName` of an `.xcdatamodeld` (or `.momd`) folder.
    static func currentVersion(in folder: URL) -> String? {
        let candidates = [currentVersionFileName, "VersionInfo.plist"]
        for name in candidates {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else { continue }
            if let current = list["_XCCurrentVersionName"] as? String { return current }
            if let current = list["NSManagedObjectModel_CurrentVersionName"] as? String {
                return current.hasSuffix(".xcdatamodel") ? current : current + ".xcdatamodel"
            }
        }
        return nil
    }

    /// The model folders among `bundle`'s resources.
    static func modelURLs(in bundle: Bundle) -> [URL] {
        guard let resources = bundle.resourceURL,
            let names = try? FileManager.default.contentsOfDirectory(atPath: resources.path)
        else { return [] }
        let momd = names.filter { $0.hasSuffix(".momd") }
        let sources = names.filter {
            $0.hasSuffix(".xcdatamodeld")
                && !momd.contains(($0 as NSString).deletingPathExtension + ".momd")
        }
        let single = names.filter { $0.hasSuffix(".xcdatamodel") }
        return (momd + sources + single).sorted().map { resources.appendingPathComponent($0) }
    }

    /// The model the XML `data` describes; `path` locates errors.
    static func parse(_ data: Data, path: String) throws -> NSManagedObjectModel {
        let data = try XMLParserInput.checked(data).mapError {
            ModelFileError(path: path, line: $0.line, column: $0.column, reason: $0.message)
        }.get()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let builder = ModelBuilder(path: path)
        parser.delegate = builder
        let parsed = parser.parse()
        if let error = builder.error { throw error }
        guard parsed else {
            let reason = parser.parserError.map { "malformed XML (\(($0 as NSError).code))" } ?? "malformed XML"
            throw ModelFileError(path: path, line: parser.lineNumber, column: parser.columnNumber, reason: reason)
        }
        guard builder.sawModel else {
            throw ModelFileError(path: path, line: 1, column: 1, reason: "no <model> element: not a Core Data model")
        }
        return try builder.finish()
    }
}

/// The XMLParser delegate that builds the entities as their elements arrive.
private final class ModelBuilder: NSObject, XMLParserDelegate {
    let path: String
    var error: ModelFileError?
    var sawModel = false
    var entities: [NSEntityDescription] = []
    var current: NSEntityDescription?
    var properties: [NSPropertyDescription] = []
    var configuration: String?
    var configurations: [String: [String]] = [:]
    var versionIdentifier: String?
    var uniquenessConstraint: [String]?
    var constraints: [[Any]] = []

    init(path: String) { self.path = path }

    func fail(_ parser: XMLParser, _ reason: String) {
        guard error == nil else { return }
        error = ModelFileError(path: path, line: parser.lineNumber, column: parser.columnNumber, reason: reason)
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "model":
            sawModel = true
            if let identifier = attributes["userDefinedModelVersionIdentifier"], !identifier.isEmpty {
                versionIdentifier = identifier
            }
        case "entity":
            guard let name = attributes["name"], !name.isEmpty else {
                return fail(parser, "an <entity> without a name")
            }
            let entity = NSEntityDescription()
            entity.name = name
            entity.managedObjectClassName = attributes["representedClassName"] ?? "NSManagedObject"
            entity.isAbstract = attributes["isAbstract"] == "YES"
            entity.superentityName = attributes["parentEntity"]
            entity.renamingIdentifier = attributes["elementID"]
            entity.versionHashModifier = attributes["versionHashModifier"]
            current = entity
            properties = []
            constraints = []
        case "attribute":
            guard current != nil else { return fail(parser, "an <attribute> outside an <entity>") }
            guard let name = attributes["name"], !name.isEmpty else {
                return fail(parser, "an <attribute> without a name")
            }
            let attribute = NSAttributeDescription()
            attribute.name = name
            guard let type = Self.attributeTypes[attributes["attributeType"] ?? "Undefined"] else {
                return fail(parser, "attribute \(name) has an unknown type \"\(attributes["attributeType"] ?? "")\"")
            }
            attribute.attributeType = type
            attribute.isOptional = attributes["optional"] == "YES"
            attribute.isTransient = attributes["transient"] == "YES"
            attribute.isIndexed = attributes["indexed"] == "YES"
            attribute.valueTransformerName = attributes["valueTransformerName"]
            attribute.allowsExternalBinaryDataStorage = attributes["allowsExternalBinaryDataStorage"] == "YES"
            attribute.renamingIdentifier = attributes["elementID"]
            attribute.versionHashModifier = attributes["versionHashModifier"]
            if let string = attributes["defaultValueString"] {
                attribute.defaultValue = attribute.parseDefault(string)
            } else if let dateString = attributes["defaultDateTimeInterval"], let seconds = Double(dateString) {
                attribute.defaultValue = Date(timeIntervalSinceReferenceDate: seconds)
            }
            properties.append(attribute)
        case "relationship":
            guard current != nil else { return fail(parser, "a <relationship> outside an <entity>") }
            guard let name = attributes["name"], !name.isEmpty else {
                return fail(parser, "a <relationship> without a name")
            }
            guard let destination = attributes["destinationEntity"], !destination.isEmpty else {
                return fail(parser, "relationship \(name) has no destination entity")
            }
            let relationship = NSRelationshipDescription()
            relationship.name = name
            relationship.destinationName = destination
            relationship.inverseName = attributes["inverseName"]
            relationship.isOptional = attributes["optional"] == "YES"
            relationship.isTransient = attributes["transient"] == "YES"
            relationship.isOrdered = attributes["ordered"] == "YES"
            relationship.renamingIdentifier = attributes["elementID"]
            relationship.versionHashModifier = attributes["versionHashModifier"]
            let toMany = attributes["toMany"] == "YES"
            relationship.maxCount = Int(attributes["maxCount"] ?? "") ?? (toMany ? 0 : 1)
            relationship.minCount = Int(attributes["minCount"] ?? "") ?? (relationship.isOptional ? 0 : 1)
            relationship.deleteRule = Self.deleteRules[attributes["deletionRule"] ?? "Nullify"] ?? .nullifyDeleteRule
            properties.append(relationship)
        case "configuration":
            configuration = attributes["name"]
            if let configuration { configurations[configuration] = configurations[configuration] ?? [] }
        case "memberEntity":
            if let configuration, let name = attributes["name"] {
                configurations[configuration, default: []].append(name)
            }
        case "uniquenessConstraint":
            uniquenessConstraint = []
        case "constraint":
            if let value = attributes["value"] { uniquenessConstraint?.append(value) }
        default:
            break
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        switch elementName {
        case "entity":
            guard let entity = current else { return }
            let names = properties.map(\.name)
            if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
                return fail(parser, "entity \(entity.name ?? "") has two properties named \(duplicate)")
            }
            entity.ownProperties = properties
            entity.uniquenessConstraints = constraints
            if entities.contains(where: { $0.name == entity.name }) {
                return fail(parser, "two entities are named \(entity.name ?? "")")
            }
            entities.append(entity)
            current = nil
        case "configuration":
            configuration = nil
        case "uniquenessConstraint":
            if let constraint = uniquenessConstraint, !constraint.isEmpty { constraints.append(constraint) }
            uniquenessConstraint = nil
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        fail(parser, "malformed XML (\((parseError as NSError).code))")
    }

    func finish() throws -> NSManagedObjectModel {
        let model = NSManagedObjectModel()
        model.entities = entities
        model.setConfigurationMembers(configurations)
        if let versionIdentifier { model.versionIdentifiers = [versionIdentifier] }
        let byName = model.entitiesByName
        for entity in entities {
            if let parent = entity.superentityName, byName[parent] == nil {
                throw ModelFileError(
                    path: path, line: 0, column: 0,
                    reason: "entity \(entity.name ?? "") inherits from \(parent), which the model lacks")
            }
            for case let relationship as NSRelationshipDescription in entity.ownProperties {
                guard let destination = relationship.destinationName, byName[destination] != nil else {
                    throw ModelFileError(
                        path: path, line: 0, column: 0,
                        reason: "relationship \(entity.name ?? "").\(relationship.name) reaches "
                            + "\(relationship.destinationName ?? "nothing"), which the model lacks")
                }
            }
        }
        return model
    }

    static let attributeTypes: [String: NSAttributeType] = [
        "Undefined": .undefinedAttributeType, "Integer 16": .integer16AttributeType,
        "Integer 32": .integer32AttributeType, "Integer 64": .integer64AttributeType,
        "Decimal": .decimalAttributeType, "Double": .doubleAttributeType, "Float": .floatAttributeType,
        "String": .stringAttributeType, "Boolean": .booleanAttributeType, "Date": .dateAttributeType,
        "Binary": .binaryDataAttributeType, "UUID": .UUIDAttributeType, "URI": .URIAttributeType,
        "Transformable": .transformableAttributeType, "ObjectID": .objectIDAttributeType,
        "Composite": .compositeAttributeType,
    ]

    static let deleteRules: [String: NSDeleteRule] = [
        "No Action": .noActionDeleteRule, "Nullify": .nullifyDeleteRule, "Cascade": .cascadeDeleteRule,
        "Deny": .denyDeleteRule,
    ]
}
