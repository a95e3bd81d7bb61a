import CoreData
import Foundation
import XCTest

@testable import CoreData

final class ModelTests: CoreDataTestCase {
    func testTheCurrentVersionIsReadWithEntitiesAttributesAndRelationships() throws {
        let model = try XCTUnwrap(Self.model)
        XCTAssertEqual(model.entities.compactMap(\.name), ["Author", "Book", "Tag"])
        XCTAssertEqual(model.versionIdentifiers, ["2"])
        let book = try XCTUnwrap(model.entitiesByName["Book"])
        XCTAssertEqual(book.managedObjectClassName, "Book")
        XCTAssertEqual(book.attributesByName["pages"]?.attributeType, .integer32AttributeType)
        XCTAssertEqual(book.attributesByName["pages"]?.defaultValue as? Int32, 0)
        XCTAssertEqual(book.attributesByName["isbn"]?.attributeType, .UUIDAttributeType)
        XCTAssertEqual(book.attributesByName["price"]?.attributeType, .decimalAttributeType)
        XCTAssertEqual(book.attributesByName["published"]?.defaultValue as? Bool, false)
        XCTAssertEqual(book.attributesByName["title"]?.isIndexed, true)
        XCTAssertEqual(book.attributesByName["title"]?.isOptional, true)
        let author = try XCTUnwrap(model.entitiesByName["Author"])
        XCTAssertEqual(author.attributesByName["name"]?.isOptional, false)
        let books = try XCTUnwrap(author.relationshipsByName["books"])
        XCTAssertTrue(books.isToMany)
        XCTAssertTrue(books.isOrdered)
        XCTAssertEqual(books.deleteRule, .cascadeDeleteRule)
        XCTAssertTrue(books.destinationEntity === book)
        XCTAssertTrue(books.inverseRelationship === book.relationshipsByName["author"])
        XCTAssertFalse(try XCTUnwrap(book.relationshipsByName["author"]).isToMany)
        XCTAssertEqual(model.entitiesByName["Tag"]?.relationshipsByName["books"]?.deleteRule, .denyDeleteRule)
        XCTAssertEqual(model.entities(forConfigurationName: "Shelf")?.compactMap(\.name), ["Book", "Author"])
    }

    func testAModelCopiedUnderItsCompiledNameReads() throws {
        let momd = folder.appendingPathComponent("Library.momd")
        try FileManager.default.copyItem(at: try Self.fixture("Library.xcdatamodeld"), to: momd)
        let model = try XCTUnwrap(NSManagedObjectModel(contentsOf: momd))
        XCTAssertEqual(model.entities.compactMap(\.name), ["Author", "Book", "Tag"], "the current version")
        let mom = folder.appendingPathComponent("Old.mom")
        try FileManager.default.copyItem(at: momd.appendingPathComponent("Library.xcdatamodel"), to: mom)
        XCTAssertEqual(NSManagedObjectModel(contentsOf: mom)?.entities.compactMap(\.name), ["Author"])
        XCTAssertNil(NSManagedObjectModel(contentsOf: folder.appendingPathComponent("Missing.momd")))
    }

    func testAnOlderVersionReadsOnItsOwn() throws {
        let url = try Self.fixture("Library.xcdatamodeld").appendingPathComponent("Library.xcdatamodel")
        let model = try XCTUnwrap(NSManagedObjectModel(contentsOf: url))
        XCTAssertEqual(model.entities.compactMap(\.name), ["Author"])
        XCTAssertEqual(model.entitiesByName["Author"]?.properties.map(\.name), ["name"])
    }

    func testMalformedXMLIsALocatedErrorNotACrash() throws {
        let url = try Self.fixture("Broken.xcdatamodel")
        XCTAssertNil(NSManagedObjectModel(contentsOf: url))
        XCTAssertThrowsError(try NSManagedObjectModel.reading(url)) { error in
            let located = error as? ModelFileError
            XCTAssertEqual(located?.path, url.path)
            // The unclosed </entity on line 5 is noticed where the next tag starts, on line 6.
            XCTAssertEqual(located?.line, 6)
            XCTAssertGreaterThan(located?.column ?? 0, 0)
            XCTAssertTrue("\(error)".hasPrefix("\(url.path):6:"), "\(error)")
        }
    }

    func testAModelNamingAMissingEntityIsRefused() throws {
        let xml = """
            <model><entity name="A"><relationship name="b" destinationEntity="Nowhere" maxCount="1"/></entity></model>
            """
        XCTAssertThrowsError(try ModelFileReader.parse(Data(xml.utf8), path: "x")) { error in
            XCTAssertTrue("\(error)".contains("Nowhere"), "\(error)")
        }
        XCTAssertThrowsError(try ModelFileReader.parse(Data("<plist/>".utf8), path: "y"))
        XCTAssertThrowsError(try ModelFileReader.parse(Data([0xFF, 0x00, 0x3C]), path: "z"))
    }

    /// A model file reaches libxml2 only as storyboards do: an encoding libxml2 would switch to
    /// (UTF-7 here, which crashed the fuzzer), a DOCTYPE or an empty processing instruction is
    /// refused with its place, before any parser runs.
    func testAModelInAnEncodingNotReadIsRefusedWhereItSaysSo() {
        let cases: [(xml: String, line: Int, column: Int, words: String)] = [
            ("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<model/>", 1, 21, "UTF-7"),
            ("<?xml version=\"1.0\"?>\n<!DOCTYPE model [<!ENTITY a \"b\">]>\n<model/>", 2, 1, "DOCTYPE"),
            ("<model>\n  <?x?>\n</model>", 2, 3, "processing instruction"),
        ]
        for item in cases {
            XCTAssertThrowsError(try ModelFileReader.parse(Data(item.xml.utf8), path: "M")) { error in
                let located = error as? ModelFileError
                XCTAssertEqual(located?.line, item.line, item.xml)
                XCTAssertEqual(located?.column, item.column, item.xml)
                XCTAssertTrue(located?.reason.contains(item.words) == true, "\(error)")
            }
        }
    }

    func testMergedModelJoinsEntitiesAndRefusesDuplicates() throws {
        let model = try XCTUnwrap(NSManagedObjectModel(contentsOf: try Self.fixture("Library.xcdatamodeld")))
        let other = NSManagedObjectModel()
        let entity = NSEntityDescription()
        entity.name = "Shelf"
        let label = NSAttributeDescription()
        label.name = "label"
        label.attributeType = .stringAttributeType
        entity.properties = [label]
        other.entities = [entity]
        let merged = try XCTUnwrap(NSManagedObjectModel(byMerging: [model, other]))
        XCTAssertEqual(merged.entities.compactMap(\.name), ["Author", "Book", "Tag", "Shelf"])
        XCTAssertNil(NSManagedObjectModel(byMerging: [model, model]))
    }
}
