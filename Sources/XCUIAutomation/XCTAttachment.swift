import Foundation
import XCTest

/// Something a test keeps beside its result: a screenshot, data, text. swift-corelibs-xctest has
/// no attachments, so `XCTestCase.add(_:)` writes each to a file in the folder
/// `XCTATTACHMENT_FOLDER` names (else `xctest-attachments` in the temporary folder) and prints
/// where.
open class XCTAttachment: NSObject, @unchecked Sendable {
    // @unchecked: set up on the test's thread before it is added.
    public enum Lifetime: Int, Sendable {
        case keepAlways = 0
        case deleteOnSuccess = 1
    }

    public var name: String?
    public var lifetime: Lifetime = .deleteOnSuccess
    public var userInfo: [AnyHashable: Any]?
    public let uniformTypeIdentifier: String
    let contents: Data

    public init(data payload: Data) {
        contents = payload
        uniformTypeIdentifier = "public.data"
        super.init()
    }

    public init(data payload: Data, uniformTypeIdentifier identifier: String) {
        contents = payload
        uniformTypeIdentifier = identifier
        super.init()
    }

    public init(string: String) {
        contents = Data(string.utf8)
        uniformTypeIdentifier = "public.plain-text"
        super.init()
    }

    public init(screenshot: XCUIScreenshot) {
        contents = screenshot.pngRepresentation
        uniformTypeIdentifier = "public.png"
        super.init()
    }

    public convenience init(screenshot: XCUIScreenshot, quality: Int) {
        self.init(screenshot: screenshot)
    }

    /// The file name extension for the attachment's type.
    var fileExtension: String {
        switch uniformTypeIdentifier {
        case "public.png": "png"
        case "public.plain-text", "public.utf8-plain-text": "txt"
        case "public.jpeg": "jpg"
        case "public.json": "json"
        default: "data"
        }
    }
}

extension XCTestCase {
    /// Writes `attachment` to the attachments folder, under the test's name and its own.
    public func add(_ attachment: XCTAttachment) {
        let environment = ProcessInfo.processInfo.environment["XCTATTACHMENT_FOLDER"]
        let folder =
            environment.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("xctest-attachments", isDirectory: true)
        let test = name.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
        let base = (attachment.name ?? "attachment").replacingOccurrences(of: "/", with: "-")
        let file = folder.appendingPathComponent("\(test)-\(base).\(attachment.fileExtension)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try attachment.contents.write(to: file)
            print("Attachment '\(base)' of \(name): \(file.path)")
        } catch {
            print("Attachment '\(base)' of \(name) could not be written to \(file.path): \(error)")
        }
    }
}
