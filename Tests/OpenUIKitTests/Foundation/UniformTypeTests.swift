import Foundation
import MobileCoreServices
import TestSupport
import UniformTypeIdentifiers
import XCTest

/// Uniform type identifiers as Apple's framework answers them: declared types by identifier,
/// extension and MIME type, conformance through the hierarchy, and dynamic types for tags no
/// one declared.
final class UniformTypeTests: UIKitTestCase {
    func testDeclaredTypesCarryTheirTagsAndConformances() {
        XCTAssertEqual(UTType.jpeg.identifier, "public.jpeg")
        XCTAssertEqual(UTType.jpeg.preferredFilenameExtension, "jpeg")
        XCTAssertEqual(UTType.jpeg.preferredMIMEType, "image/jpeg")
        XCTAssertTrue(UTType.jpeg.conforms(to: .image))
        XCTAssertTrue(UTType.jpeg.conforms(to: .data))
        XCTAssertTrue(UTType.jpeg.conforms(to: .item))
        XCTAssertFalse(UTType.jpeg.conforms(to: .text))
        XCTAssertTrue(UTType.image.isSupertype(of: .png))
        XCTAssertTrue(UTType.png.isSubtype(of: .image))
        XCTAssertFalse(UTType.png.isSubtype(of: .png))
        XCTAssertTrue(UTType.swiftSource.conforms(to: .plainText))
        XCTAssertTrue(UTType.zip.conforms(to: .archive), "through com.pkware.zip-archive")
        XCTAssertTrue(UTType.heic.conforms(to: .image), "through public.heif-standard")
        XCTAssertEqual(UTType.pdf.supertypes, [.data, .item, .compositeContent, .content])
        XCTAssertTrue(UTType.jpeg.isDeclared)
        XCTAssertTrue(UTType.jpeg.isPublic)
        XCTAssertFalse(UTType.pdf.isPublic)
        XCTAssertEqual(UTType("public.png"), .png)
        XCTAssertEqual(UTType.png.tags[.filenameExtension], ["png"])
    }

    func testTagsFindTheirTypes() throws {
        XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
        XCTAssertEqual(UTType(filenameExtension: "txt"), .plainText)
        XCTAssertEqual(UTType(mimeType: "application/pdf"), .pdf)
        XCTAssertEqual(UTType(filenameExtension: "png", conformingTo: .image), .png)
        // `png` is no text: the type that extension declares does not conform, so Apple's
        // answer is a dynamic type.
        let dynamic = try XCTUnwrap(UTType(filenameExtension: "png", conformingTo: .text))
        XCTAssertTrue(dynamic.isDynamic)
        XCTAssertTrue(dynamic.conforms(to: .text))
        let unknown = try XCTUnwrap(UTType(filenameExtension: "zzqq"))
        XCTAssertTrue(unknown.identifier.hasPrefix("dyn."))
        XCTAssertFalse(unknown.isDeclared)
        XCTAssertTrue(unknown.conforms(to: .data))
        XCTAssertEqual(unknown.preferredFilenameExtension, "zzqq")
        XCTAssertEqual(
            UTType.types(tag: "plist", tagClass: .filenameExtension, conformingTo: nil).map(\.identifier),
            [
                "com.apple.property-list", "com.apple.xml-property-list",
            ])
    }

    func testTypesMadeByTheApp() throws {
        let exported = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
        XCTAssertTrue(exported.conforms(to: .text))
        XCTAssertTrue(exported.isDeclared)
        let named = try XCTUnwrap(UTType("com.example.unknown"))
        XCTAssertFalse(named.isDeclared)
        XCTAssertEqual(named.supertypes, [])
        XCTAssertNil(UTType(""))
        let coded = try JSONDecoder().decode([UTType].self, from: JSONEncoder().encode([UTType.png]))
        XCTAssertEqual(coded, [.png])
        XCTAssertEqual(
            URL(fileURLWithPath: "/tmp/photo").appendingPathExtension(for: .jpeg).lastPathComponent, "photo.jpeg")
        XCTAssertEqual(
            URL(fileURLWithPath: "/tmp/photo.jpg").appendingPathExtension(for: .jpeg).lastPathComponent, "photo.jpg")
        XCTAssertEqual(
            URL(fileURLWithPath: "/tmp").appendingPathComponent("notes", conformingTo: .plainText).lastPathComponent,
            "notes.txt")
    }

    /// MobileCoreServices' constants are the identifiers, used as apps use them.
    func testMobileCoreServicesConstants() {
        let mediaTypes = [kUTTypeImage as String, String(kUTTypeMovie)]
        XCTAssertEqual(mediaTypes, [UTType.image.identifier, UTType.movie.identifier])
        XCTAssertEqual(kUTTypePlainText, UTType.plainText.identifier)
        XCTAssertTrue(UTTypeConformsTo(kUTTypePNG, kUTTypeImage))
        XCTAssertFalse(UTTypeConformsTo(kUTTypePNG, kUTTypeText))
        XCTAssertEqual(kUTTagClassMIMEType, "public.mime-type")
    }
}
