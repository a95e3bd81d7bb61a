import Foundation
import XCTest

@testable import MessageUI

/// The mail compose sheet: what the app fills in is shown in the form, Send writes the edited
/// message to the outbox as RFC 5322 text, Cancel sends nothing, and with no outbox `canSendMail()`
/// is false and Send fails with MessageUI's error.
final class MailComposeTests: XCTestCase {
    private final class Delegate: NSObject, MFMailComposeViewControllerDelegate {
        var results: [MFMailComposeResult] = []
        var errors: [Error?] = []
        func mailComposeController(
            _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
        ) {
            results.append(result)
            errors.append(error)
        }
    }

    private var outbox: URL!

    override func setUp() {
        super.setUp()
        outbox = FileManager.default.temporaryDirectory.appendingPathComponent("outbox-\(UUID().uuidString)")
        setenv("OPENUIKIT_MAIL_OUTBOX", outbox.path, 1)
    }

    override func tearDown() {
        unsetenv("OPENUIKIT_MAIL_OUTBOX")
        try? FileManager.default.removeItem(at: outbox)
        super.tearDown()
    }

    func testSendWritesTheEditedMessageToTheOutbox() throws {
        let outbox: URL = self.outbox
        try MainActor.assumeIsolated {
            XCTAssertTrue(MFMailComposeViewController.canSendMail())
            let delegate = Delegate()
            let composer = MFMailComposeViewController()
            composer.mailComposeDelegate = delegate
            composer.setToRecipients(["ada@example.com"])
            composer.setSubject("Café hours")
            composer.setMessageBody("Open at nine.", isHTML: false)
            composer.addAttachmentData(Data("a,b\n".utf8), mimeType: "text/csv", fileName: "hours.csv")
            let form = try XCTUnwrap(composer.topViewController as? MailComposeFormController)
            form.loadViewIfNeeded()
            XCTAssertEqual(form.toField.text, "ada@example.com")
            XCTAssertEqual(form.subjectField.text, "Café hours")
            XCTAssertEqual(form.navigationItem.rightBarButtonItem?.title, "Send")
            form.bodyView.text = "Open at ten."
            composer.sendMessage()
            XCTAssertEqual(delegate.results, [.sent])
            let files = try FileManager.default.contentsOfDirectory(at: outbox, includingPropertiesForKeys: nil)
            XCTAssertEqual(files.map(\.pathExtension), ["eml"])
            let text = try String(contentsOf: files[0], encoding: .utf8)
            XCTAssertTrue(text.contains("To: ada@example.com\r\n"))
            XCTAssertTrue(text.contains("Subject: =?UTF-8?B?\(Data("Café hours".utf8).base64EncodedString())?="))
            XCTAssertTrue(text.contains("Open at ten."), "the person's edit is what is sent")
            XCTAssertTrue(text.contains("filename=\"hours.csv\""))
            XCTAssertTrue(text.contains(Data("a,b\n".utf8).base64EncodedString()))
        }
    }

    func testCancelSendsNothingAndNoOutboxMeansNoMail() {
        let outbox: URL = self.outbox
        MainActor.assumeIsolated {
            let delegate = Delegate()
            let composer = MFMailComposeViewController()
            composer.mailComposeDelegate = delegate
            composer.cancelComposing()
            XCTAssertEqual(delegate.results, [.cancelled])
            XCTAssertFalse(FileManager.default.fileExists(atPath: outbox.path))

            unsetenv("OPENUIKIT_MAIL_OUTBOX")
            XCTAssertFalse(MFMailComposeViewController.canSendMail())
            composer.sendMessage()
            XCTAssertEqual(delegate.results, [.cancelled, .failed])
            XCTAssertEqual((delegate.errors.last as? MFMailComposeError)?.code, .sendFailed)
        }
    }
}
