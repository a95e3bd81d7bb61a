import Foundation
import XCTest

@testable import OpenUIKitPort

/// Xcode's Core Data code generation as a port does it: the classes and properties of a model's
/// entities by their Codegen setting, Xcode's Swift type for each kind of attribute and
/// relationship, then the port's rewrite of that text, which an outside client compiles.
final class ModelCodeGenerationTests: XCTestCase {
    /// A model with every attribute type, to-one, to-many and ordered to-many relationships, a
    /// subentity, and one entity of each Codegen setting.
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="21754" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="Library" representedClassName="Library" syncable="YES" codeGenerationType="class">
                <attribute name="shelves" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="rooms" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="visitors" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="floors" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="NO"/>
                <attribute name="rating" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="area" attributeType="Float" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="isOpen" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="hasCafe" optional="YES" attributeType="Boolean"/>
                <attribute name="budget" optional="YES" attributeType="Decimal" defaultValueString="0.0"/>
                <attribute name="founded" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="name" attributeType="String"/>
                <attribute name="logo" optional="YES" attributeType="Binary"/>
                <attribute name="id" attributeType="UUID" usesScalarValueType="NO"/>
                <attribute name="website" optional="YES" attributeType="URI"/>
                <attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
                <attribute name="extra" optional="YES" attributeType="Transformable"/>
                <relationship name="books" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="library" inverseEntity="Book"/>
                <relationship name="members" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Member" inverseName="library" inverseEntity="Member"/>
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Member"/>
            </entity>
            <entity name="Book" representedClassName="Book" syncable="YES" codeGenerationType="category">
                <attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="library" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Library" inverseName="books" inverseEntity="Library"/>
            </entity>
            <entity name="Person" representedClassName=".Person" isAbstract="YES" syncable="YES" codeGenerationType="class">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Member" representedClassName="Member" parentEntity="Person" syncable="YES" codeGenerationType="class">
                <attribute name="joined" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <relationship name="library" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Library" inverseName="members" inverseEntity="Library"/>
            </entity>
            <entity name="Note" representedClassName="Note" syncable="YES">
                <attribute name="text" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """

    private func generated() throws -> [String: String] {
        let entities = try ModelCodeGeneration.entities(in: Data(Self.model.utf8), path: "Model.xcdatamodel")
        let files = ModelCodeGeneration.files(for: entities, modelName: "Model.xcdatamodeld")
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })
    }

    /// Class Definition makes both files, Category/Extension the properties only, Manual/None
    /// nothing; a module prefix in the class name goes, a subentity's class inherits its parent's.
    func testEachCodegenSettingMakesXcodesFiles() throws {
        let files = try generated()
        XCTAssertEqual(
            files.keys.sorted(),
            [
                "Book+CoreDataProperties.swift", "Library+CoreDataClass.swift", "Library+CoreDataProperties.swift",
                "Member+CoreDataClass.swift", "Member+CoreDataProperties.swift", "Person+CoreDataClass.swift",
                "Person+CoreDataProperties.swift",
            ])
        let library = try XCTUnwrap(files["Library+CoreDataClass.swift"])
        XCTAssertTrue(
            library.hasSuffix(
                """
                import Foundation
                import CoreData

                @objc(Library)
                public class Library: NSManagedObject {

                }

                """), library)
        XCTAssertTrue(try XCTUnwrap(files["Member+CoreDataClass.swift"]).contains("public class Member: Person {"))
        XCTAssertTrue(
            try XCTUnwrap(files["Person+CoreDataClass.swift"]).contains("public class Person: NSManagedObject {"))
        // A subentity is Identifiable through its parent's class.
        XCTAssertFalse(try XCTUnwrap(files["Member+CoreDataProperties.swift"]).contains("Identifiable"))
    }

    /// The properties file of a category entity, whole: fetch request, properties, Identifiable.
    func testPropertiesFileIsXcodesText() throws {
        let book = try XCTUnwrap(try generated()["Book+CoreDataProperties.swift"])
        XCTAssertEqual(
            book,
            """
            //
            //  Book+CoreDataProperties.swift
            //
            //  Generated by `openuikit port` from Model.xcdatamodeld as Xcode's Core Data code generation writes it.
            //  This file was automatically generated and should not be edited.
            //

            import Foundation
            import CoreData


            extension Book {

                @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> {
                    return NSFetchRequest<Book>(entityName: "Book")
                }

                @NSManaged public var title: String?
                @NSManaged public var library: Library?

            }

            extension Book : Identifiable {

            }

            """)
    }

    /// Xcode's Swift type for each attribute kind: scalars when the model says so (optional or
    /// not), objects always optional, transformables their custom class or NSObject.
    func testEveryAttributeTypeGetsXcodesSwiftType() throws {
        let library = try XCTUnwrap(try generated()["Library+CoreDataProperties.swift"])
        let properties = library.split(separator: "\n").filter { $0.contains("@NSManaged public var") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(
            properties,
            [
                "@NSManaged public var shelves: Int16", "@NSManaged public var rooms: Int32",
                "@NSManaged public var visitors: Int64", "@NSManaged public var floors: NSNumber?",
                "@NSManaged public var rating: Double", "@NSManaged public var area: Float",
                "@NSManaged public var isOpen: Bool", "@NSManaged public var hasCafe: NSNumber?",
                "@NSManaged public var budget: NSDecimalNumber?", "@NSManaged public var founded: Date?",
                "@NSManaged public var name: String?", "@NSManaged public var logo: Data?",
                "@NSManaged public var id: UUID?", "@NSManaged public var website: URL?",
                "@NSManaged public var tags: [String]?", "@NSManaged public var extra: NSObject?",
                "@NSManaged public var books: NSOrderedSet?", "@NSManaged public var members: NSSet?",
                "@NSManaged public var owner: Member?",
            ])
    }

    /// To-many relationships get Xcode's accessors with their selectors; ordered ones the indexed
    /// accessors too, and NSOrderedSet where unordered ones take NSSet.
    func testToManyRelationshipsGetXcodesAccessors() throws {
        let library = try XCTUnwrap(try generated()["Library+CoreDataProperties.swift"])
        XCTAssertTrue(
            library.contains(
                """
                // MARK: Generated accessors for members
                extension Library {

                    @objc(addMembersObject:)
                    @NSManaged public func addToMembers(_ value: Member)

                    @objc(removeMembersObject:)
                    @NSManaged public func removeFromMembers(_ value: Member)

                    @objc(addMembers:)
                    @NSManaged public func addToMembers(_ values: NSSet)

                    @objc(removeMembers:)
                    @NSManaged public func removeFromMembers(_ values: NSSet)

                }
                """), library)
        let ordered = [
            "@objc(insertObject:inBooksAtIndex:)\n    @NSManaged public func insertIntoBooks(_ value: Book, at idx: Int)",
            "@objc(removeObjectFromBooksAtIndex:)\n    @NSManaged public func removeFromBooks(at idx: Int)",
            "@objc(insertBooks:atIndexes:)\n    @NSManaged public func insertIntoBooks(_ values: [Book], at indexes: NSIndexSet)",
            "@objc(removeBooksAtIndexes:)\n    @NSManaged public func removeFromBooks(at indexes: NSIndexSet)",
            "@objc(replaceObjectInBooksAtIndex:withObject:)\n    @NSManaged public func replaceBooks(at idx: Int, with value: Book)",
            "@objc(replaceBooksAtIndexes:withBooks:)\n    @NSManaged public func replaceBooks(at indexes: NSIndexSet, with values: [Book])",
            "@objc(addBooks:)\n    @NSManaged public func addToBooks(_ values: NSOrderedSet)",
        ]
        for accessor in ordered { XCTAssertTrue(library.contains(accessor), accessor) }
        XCTAssertFalse(library.contains("Generated accessors for owner"), "a to-one relationship has no accessors")
    }

    /// Malformed model XML is an error naming the file, not a crash.
    func testMalformedModelIsAnError() {
        XCTAssertThrowsError(
            try ModelCodeGeneration.entities(in: Data("<model><entity name=\"A\"".utf8), path: "Bad.xcdatamodel")
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix("Bad.xcdatamodel: "), "\(error)")
        }
        XCTAssertThrowsError(try ModelCodeGeneration.entities(in: Data("<plist/>".utf8), path: "Other"))
        // An encoding libxml2 would switch to is refused before it parses (it crashes on some).
        XCTAssertThrowsError(
            try ModelCodeGeneration.entities(
                in: Data("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><model/>".utf8), path: "Sjis.xcdatamodel")
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix("Sjis.xcdatamodel: refused at line 1, column "), "\(error)")
            XCTAssertTrue("\(error)".contains("Shift_JIS"), "\(error)")
        }
    }

    /// A port writes the classes into the app's target, rewritten as the app's files are, names
    /// them in PORTING.md, and the package's sources, with app code that uses the classes as iOS
    /// apps do, typecheck as an outside client of CoreData.
    func testPortedPackageWithGeneratedClassesTypechecks() throws {
        let folder = try PortFixtures.scratchFolder()
        let project = try PortFixtures.synchronizedProject(in: folder)
        try PortFixtures.write(
            [
                "Synced/Model.xcdatamodeld/.xccurrentversion":
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>_XCCurrentVersionName</key><string>Model.xcdatamodel</string></dict></plist>",
                "Synced/Model.xcdatamodeld/Model.xcdatamodel/contents": Self.model,
                "Synced/Store/Book.swift": """
                import CoreData

                @objc(Book)
                public class Book: NSManagedObject {
                    var displayTitle: String { title ?? "Untitled" }
                }
                """,
                "Synced/Store/LibraryStore.swift": """
                import CoreData
                import Foundation

                final class LibraryStore {
                    let context: NSManagedObjectContext

                    init(context: NSManagedObjectContext) { self.context = context }

                    func libraries(named name: String) throws -> [Library] {
                        let request = Library.fetchRequest()
                        request.predicate = NSPredicate(format: "name == %@", name)
                        request.sortDescriptors = [NSSortDescriptor(key: #keyPath(Library.name), ascending: true)]
                        return try context.fetch(request)
                    }

                    func open(named name: String) -> Library {
                        let library = Library(context: context)
                        library.id = UUID()
                        library.name = name
                        library.shelves = 12
                        library.visitors += 1
                        library.isOpen = true
                        library.founded = Date()
                        library.tags = ["quiet"]
                        let member = Member(context: context)
                        member.name = "Ada"
                        library.addToMembers(member)
                        library.owner = member
                        let book = Book(context: context)
                        book.title = "Dune"
                        library.addToBooks(book)
                        library.insertIntoBooks(Book(context: context), at: 0)
                        library.replaceBooks(at: 1, with: book)
                        library.removeFromBooks(at: 0)
                        return library
                    }

                    func titles(of library: Library) -> [String] {
                        let books = library.books?.array as? [Book] ?? []
                        let members = library.members as? Set<Member> ?? []
                        return books.map(\\.displayTitle) + members.compactMap(\\.name) + [library.id?.uuidString ?? ""]
                    }
                }
                """,
            ], in: folder)
        let output = folder.appendingPathComponent("Out")
        let report = try Porter(projectURL: project).port(to: output)
        let generated = "Sources/Synced/CoreDataGenerated/Model"
        XCTAssertEqual(
            report.generatedModelFiles,
            [
                "Library+CoreDataClass.swift", "Library+CoreDataProperties.swift", "Book+CoreDataProperties.swift",
                "Person+CoreDataClass.swift", "Person+CoreDataProperties.swift", "Member+CoreDataClass.swift",
                "Member+CoreDataProperties.swift",
            ].map { "\(generated)/\($0)" })
        XCTAssertEqual(report.gaps, [])
        let properties = try String(
            contentsOf: output.appendingPathComponent("\(generated)/Library+CoreDataProperties.swift"), encoding: .utf8)
        XCTAssertTrue(
            properties.contains(
                #"public class func fetchRequest() -> NSFetchRequest<Library> {"#), properties)
        XCTAssertFalse(properties.contains("@NSManaged"), properties)
        XCTAssertFalse(properties.contains("@objc"), properties)
        XCTAssertTrue(
            properties.contains(
                #"public func insertIntoBooks(_ value: Book, at idx: Int) { insertManagedObjects(value, at: idx, forKey: "books") }"#
            ), properties)
        XCTAssertTrue(
            properties.contains(
                #"public func replaceBooks(at indexes: NSIndexSet, with values: [Book]) { replaceManagedObjects(at: indexes, with: values, forKey: "books") }"#
            ), properties)
        let store = try String(
            contentsOf: output.appendingPathComponent("Sources/Synced/Synced/Store/LibraryStore.swift"), encoding: .utf8
        )
        XCTAssertTrue(store.contains(#"NSSortDescriptor(key: "name", ascending: true)"#), store)
        let porting = try String(contentsOf: output.appendingPathComponent("PORTING.md"), encoding: .utf8)
        XCTAssertTrue(porting.contains("`\(generated)/Library+CoreDataClass.swift`"), porting)
        XCTAssertTrue(porting.contains("#keyPath → string"), porting)

        let sources = output.appendingPathComponent("Sources/Synced")
        let files =
            (FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            ?? [])
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "OpenUIKitMain.swift" }
        XCTAssertEqual(files.filter { $0.path.contains("CoreDataGenerated") }.count, 7)
        let result = try SwiftCompiler.typecheck(files, languageMode: "5")
        XCTAssertEqual(result.errors, [], result.output)
        XCTAssertEqual(result.warnings, [], result.output)
    }
}
