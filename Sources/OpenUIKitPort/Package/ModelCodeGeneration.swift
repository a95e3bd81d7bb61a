import Foundation
import StoryboardDocument

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Xcode's Core Data code generation: for each entity of a target's `.xcdatamodeld` whose Codegen
/// is Class Definition (`codeGenerationType="class"`), `Entity+CoreDataClass.swift` (the
/// `NSManagedObject` subclass) and `Entity+CoreDataProperties.swift` (`fetchRequest()`, an
/// `@NSManaged` property per attribute and relationship, the to-many accessors, `Identifiable`);
/// for Category/Extension (`"category"`) the properties file only, the app writing the class;
/// for Manual/None nothing. Xcode writes these files into DerivedSources at build time; a port
/// writes the same text once, from the same model, and the port's rewriter turns it into what
/// Swift on Linux compiles (`@NSManaged` → managed accessors), as it does the app's own files.
enum ModelCodeGeneration {
    enum Kind: String {
        case classDefinition = "class"
        case category
        case manual
    }

    struct Attribute: Equatable {
        var name: String
        /// The model editor's type name: `Integer 16`, `String`, `Transformable`…
        var type: String
        var usesScalarValueType: Bool
        /// A transformable attribute's class (`customClassName`), if given.
        var customClassName: String?
    }

    struct Relationship: Equatable {
        var name: String
        var destination: String
        var isToMany: Bool
        var isOrdered: Bool
    }

    struct Entity: Equatable {
        var name: String
        /// The class the entity's objects are (`representedClassName`), without a module prefix.
        var className: String
        var parentEntity: String?
        var kind: Kind
        var attributes: [Attribute]
        var relationships: [Relationship]
    }

    /// One generated file: its name (`Review+CoreDataClass.swift`) and text.
    struct File: Equatable {
        var name: String
        var text: String
    }

    struct ReadError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    // MARK: Reading the model

    /// The `contents` XML of the model at `url` (an `.xcdatamodeld` folder's current version, or
    /// an `.xcdatamodel` package), as Xcode picks it: `.xccurrentversion`'s
    /// `_XCCurrentVersionName`, else the last version by name.
    static func contentsFile(of url: URL) throws -> URL {
        if url.pathExtension == "xcdatamodel" { return url.appendingPathComponent("contents") }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        var current: String?
        if let data = try? Data(contentsOf: url.appendingPathComponent(".xccurrentversion")),
            let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        {
            current = list["_XCCurrentVersionName"] as? String
        }
        guard let version = current.flatMap({ versions.contains($0) ? $0 : nil }) ?? versions.last else {
            throw ReadError(path: url.path, reason: "no .xcdatamodel version inside")
        }
        return url.appendingPathComponent(version).appendingPathComponent("contents")
    }

    /// The entities of the model at `url`, in the file's order.
    static func entities(inModelAt url: URL) throws -> [Entity] {
        let contents = try contentsFile(of: url)
        guard let data = FileManager.default.contents(atPath: contents.path) else {
            throw ReadError(path: contents.path, reason: "the model file cannot be read")
        }
        return try entities(in: data, path: contents.path)
    }

    /// The entities the model editor's XML `data` declares; `path` names it in errors.
    static func entities(in data: Data, path: String) throws -> [Entity] {
        let data = try XMLParserInput.checked(data).mapError {
            ReadError(path: path, reason: "refused at \($0)")
        }.get()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let reader = Reader()
        parser.delegate = reader
        let parsed = parser.parse()
        if let reason = reader.failure { throw ReadError(path: path, reason: reason) }
        guard parsed else {
            throw ReadError(path: path, reason: "malformed XML at line \(parser.lineNumber)")
        }
        guard reader.sawModel else { throw ReadError(path: path, reason: "no <model> element: not a Core Data model") }
        return reader.entities
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var entities: [Entity] = []
        var current: Entity?
        var sawModel = false
        var failure: String?

        func fail(_ parser: XMLParser, _ reason: String) {
            guard failure == nil else { return }
            failure = "line \(parser.lineNumber): \(reason)"
            parser.abortParsing()
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes: [String: String] = [:]
        ) {
            switch elementName {
            case "model":
                sawModel = true
            case "entity":
                guard let name = attributes["name"], !name.isEmpty else {
                    return fail(parser, "an entity without a name")
                }
                // `representedClassName` may carry a module (`.Review`, `App.Review`).
                let represented = attributes["representedClassName"] ?? name
                let className = represented.split(separator: ".").last.map(String.init) ?? name
                let kind = Kind(rawValue: attributes["codeGenerationType"] ?? "") ?? .manual
                current = Entity(
                    name: name, className: className.isEmpty ? name : className,
                    parentEntity: attributes["parentEntity"], kind: kind, attributes: [], relationships: [])
            case "attribute":
                guard current != nil else { return fail(parser, "an attribute outside an entity") }
                guard let name = attributes["name"], !name.isEmpty else {
                    return fail(parser, "an attribute without a name")
                }
                current?.attributes.append(
                    Attribute(
                        name: name, type: attributes["attributeType"] ?? "Undefined",
                        usesScalarValueType: attributes["usesScalarValueType"] == "YES",
                        customClassName: attributes["customClassName"]))
            case "relationship":
                guard current != nil else { return fail(parser, "a relationship outside an entity") }
                guard let name = attributes["name"], !name.isEmpty, let destination = attributes["destinationEntity"],
                    !destination.isEmpty
                else { return fail(parser, "a relationship without a name or a destination entity") }
                current?.relationships.append(
                    Relationship(
                        name: name, destination: destination, isToMany: attributes["toMany"] == "YES",
                        isOrdered: attributes["ordered"] == "YES"))
            default:
                break
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            if elementName == "entity", let entity = current {
                entities.append(entity)
                current = nil
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            fail(parser, "malformed XML")
        }
    }

    // MARK: Xcode's text

    /// The files Xcode generates for `entities`, in entity order (class file first).
    static func files(for entities: [Entity], modelName: String) -> [File] {
        let classNames = Dictionary(entities.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
        var files: [File] = []
        for entity in entities where entity.kind != .manual {
            if entity.kind == .classDefinition {
                let superclass = entity.parentEntity.flatMap { classNames[$0] } ?? "NSManagedObject"
                files.append(
                    File(
                        name: "\(entity.className)+CoreDataClass.swift",
                        text: header("\(entity.className)+CoreDataClass.swift", modelName) + """
                            import Foundation
                            import CoreData

                            @objc(\(entity.className))
                            public class \(entity.className): \(superclass) {

                            }

                            """))
            }
            files.append(
                File(
                    name: "\(entity.className)+CoreDataProperties.swift",
                    text: header("\(entity.className)+CoreDataProperties.swift", modelName)
                        + properties(of: entity, classNames: classNames)))
        }
        return files
    }

    private static func header(_ file: String, _ model: String) -> String {
        """
        //
        //  \(file)
        //
        //  Generated by `openuikit port` from \(model) as Xcode's Core Data code generation writes it.
        //  This file was automatically generated and should not be edited.
        //


        """
    }

    private static func properties(of entity: Entity, classNames: [String: String]) -> String {
        let type = entity.className
        var text = """
            import Foundation
            import CoreData


            extension \(type) {

                @nonobjc public class func fetchRequest() -> NSFetchRequest<\(type)> {
                    return NSFetchRequest<\(type)>(entityName: "\(entity.name)")
                }


            """
        for attribute in entity.attributes {
            guard let swiftType = swiftType(of: attribute) else { continue }
            text += "    @NSManaged public var \(attribute.name): \(swiftType)\n"
        }
        for relationship in entity.relationships {
            let destination = classNames[relationship.destination] ?? "NSManagedObject"
            let swiftType =
                relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?") : "\(destination)?"
            text += "    @NSManaged public var \(relationship.name): \(swiftType)\n"
        }
        text += "\n}\n"
        for relationship in entity.relationships where relationship.isToMany {
            text += "\n" + accessors(of: relationship, in: type, destination: classNames[relationship.destination])
        }
        // A subentity's class inherits the conformance from its parent's.
        if entity.parentEntity == nil { text += "\nextension \(type) : Identifiable {\n\n}\n" }
        return text
    }

    /// Xcode's Swift type for an attribute; nil for the kinds it generates no property for
    /// (composite attributes).
    static func swiftType(of attribute: Attribute) -> String? {
        let scalar = attribute.usesScalarValueType
        switch attribute.type {
        case "Integer 16": return scalar ? "Int16" : "NSNumber?"
        case "Integer 32": return scalar ? "Int32" : "NSNumber?"
        case "Integer 64": return scalar ? "Int64" : "NSNumber?"
        case "Double": return scalar ? "Double" : "NSNumber?"
        case "Float": return scalar ? "Float" : "NSNumber?"
        case "Boolean": return scalar ? "Bool" : "NSNumber?"
        case "Decimal": return "NSDecimalNumber?"
        case "Date": return "Date?"
        case "String": return "String?"
        case "Binary": return "Data?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "ObjectID": return "NSManagedObjectID?"
        case "Transformable":
            let custom = attribute.customClassName?.trimmingCharacters(in: .whitespaces) ?? ""
            return (custom.isEmpty ? "NSObject" : custom) + "?"
        case "Undefined": return "NSObject?"
        default: return nil
        }
    }

    /// `// MARK: Generated accessors for items` and its extension, as Xcode writes them.
    private static func accessors(of relationship: Relationship, in type: String, destination: String?) -> String {
        let element = destination ?? "NSManagedObject"
        let key = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
        let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
        var methods: [(selector: String, declaration: String)] = []
        if relationship.isOrdered {
            methods += [
                ("insertObject:in\(key)AtIndex:", "insertInto\(key)(_ value: \(element), at idx: Int)"),
                ("removeObjectFrom\(key)AtIndex:", "removeFrom\(key)(at idx: Int)"),
                ("insert\(key):atIndexes:", "insertInto\(key)(_ values: [\(element)], at indexes: NSIndexSet)"),
                ("remove\(key)AtIndexes:", "removeFrom\(key)(at indexes: NSIndexSet)"),
                ("replaceObjectIn\(key)AtIndex:withObject:", "replace\(key)(at idx: Int, with value: \(element))"),
                (
                    "replace\(key)AtIndexes:with\(key):",
                    "replace\(key)(at indexes: NSIndexSet, with values: [\(element)])"
                ),
            ]
        }
        methods += [
            ("add\(key)Object:", "addTo\(key)(_ value: \(element))"),
            ("remove\(key)Object:", "removeFrom\(key)(_ value: \(element))"),
            ("add\(key):", "addTo\(key)(_ values: \(collection))"),
            ("remove\(key):", "removeFrom\(key)(_ values: \(collection))"),
        ]
        return "// MARK: Generated accessors for \(relationship.name)\nextension \(type) {\n\n"
            + methods.map { "    @objc(\($0.selector))\n    @NSManaged public func \($0.declaration)\n\n" }.joined()
            + "}\n"
    }
}
