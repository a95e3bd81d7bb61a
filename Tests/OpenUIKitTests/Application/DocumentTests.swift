import Foundation
import TestSupport
import UniformTypeIdentifiers
import XCTest

@testable import OpenUIKit

/// A text document, as an app writes one.
private final class NoteDocument: UIDocument {
    var text = ""
    var errors: [String] = []

    /// Changes the text undoably.
    func type(_ newText: String) {
        let old = text
        undoManager.registerUndo(withTarget: self) { $0.type(old) }
        text = newText
    }

    override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }

    override func handleError(_ error: any Error, userInteractionPermitted: Bool) {
        errors.append("\((error as? CocoaError)?.code.rawValue ?? -1)")
        super.handleError(error, userInteractionPermitted: userInteractionPermitted)
    }
}

/// Hears what the picker's user chose.
private final class PickerListener: UIDocumentPickerDelegate {
    var picked: [[URL]] = []
    var cancelled = 0
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        picked.append(urls)
    }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled += 1 }
}

final class DocumentTests: UIKitTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("documents-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    /// Open, edit, save, close as UIKit runs them: completion handlers on a later turn, the
    /// change count deciding what autosave writes, the state flags and their notification.
    func testADocumentOpensEditsSavesAndCloses() throws {
        let folder: URL = self.folder
        try onMain {
            let url = folder.appendingPathComponent("Note.txt")
            try Data("first".utf8).write(to: url)
            let document = NoteDocument(fileURL: url)
            XCTAssertEqual(document.documentState, .closed)
            XCTAssertEqual(document.localizedName, "Note")
            XCTAssertEqual(document.fileType, "public.plain-text")
            nonisolated(unsafe) var states = 0
            let observer = NotificationCenter.default.addObserver(
                forName: UIDocument.stateChangedNotification, object: document, queue: nil
            ) { _ in states += 1 }
            defer { NotificationCenter.default.removeObserver(observer) }

            var opened: Bool?
            document.open { opened = $0 }
            XCTAssertNil(opened, "the handler comes on a later turn")
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(opened, true)
            XCTAssertEqual(document.text, "first")
            XCTAssertEqual(document.documentState, .normal)
            XCTAssertFalse(document.hasUnsavedChanges)

            document.text = "second"
            document.updateChangeCount(.done)
            XCTAssertTrue(document.hasUnsavedChanges)
            document.updateChangeCount(.undone)
            XCTAssertFalse(document.hasUnsavedChanges)
            document.updateChangeCount(.redone)
            var autosaved: Bool?
            document.autosave { autosaved = $0 }
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(autosaved, true)
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "second")
            XCTAssertFalse(document.hasUnsavedChanges)

            // Closing saves what changed since.
            document.text = "third"
            document.updateChangeCount(.done)
            var closed: Bool?
            document.close { closed = $0 }
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(closed, true)
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "third")
            XCTAssertEqual(document.documentState, .closed)
            XCTAssertEqual(states, 2, "closed → normal → closed")
        }
    }

    /// Creating refuses a file that exists, records the failure in the state, and a later good
    /// save clears it; a folder cannot be opened here.
    func testSavingErrorsAreReportedAndRecorded() throws {
        let folder: URL = self.folder
        try onMain {
            let url = folder.appendingPathComponent("Exists.txt")
            try Data("kept".utf8).write(to: url)
            let document = NoteDocument(fileURL: url)
            document.text = "new"
            var result: Bool?
            document.save(to: url, for: .forCreating) { result = $0 }
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(result, false)
            XCTAssertTrue(document.documentState.contains(.savingError))
            XCTAssertEqual(document.errors, ["\(CocoaError.fileWriteFileExists.rawValue)"])
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "kept")

            document.save(to: url, for: .forOverwriting) { result = $0 }
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(result, true)
            XCTAssertFalse(document.documentState.contains(.savingError))

            let package = NoteDocument(fileURL: folder)
            package.open { result = $0 }
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(result, false)
            XCTAssertEqual(package.documentState, .closed)
        }
    }

    /// An open document with changes is saved as the app goes to the background.
    func testAnOpenDocumentIsSavedWhenTheAppGoesToTheBackground() throws {
        let folder: URL = self.folder
        try onMain {
            let url = folder.appendingPathComponent("Draft.txt")
            let document = NoteDocument(fileURL: url)
            document.text = "draft"
            document.save(to: url, for: .forCreating)
            UIApplication.shared.runUntilIdle()
            document.text = "edited"
            document.updateChangeCount(.done)
            UIApplication.shared.launch(delegate: nil, info: ApplicationInfo([:]), bundle: nil)
            UIApplication.shared.transition(to: .background)
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "edited")
            UIApplication.shared.resetLaunchState()
        }
    }

    /// The picker lists the folder, dims what cannot be picked, and a tap on a document
    /// dismisses it and hands the delegate the document (or a copy in the Inbox).
    func testThePickerListsAFolderAndPicksADocument() throws {
        let folder: URL = self.folder
        try onMain {
            try Data("a".utf8).write(to: folder.appendingPathComponent("Beta.txt"))
            try Data("b".utf8).write(to: folder.appendingPathComponent("alpha.txt"))
            try Data([0x89]).write(to: folder.appendingPathComponent("Picture.png"))
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Archive"), withIntermediateDirectories: true)
            for asCopy in [false, true] {
                let (window, root) = Self.window()
                let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText], asCopy: asCopy)
                picker.directoryURL = folder
                let listener = PickerListener()
                picker.delegate = listener
                root.present(picker, animated: false)
                UIApplication.shared.runUntilIdle()
                let list = try XCTUnwrap(picker.children.first?.children.first as? UITableViewController)
                let table = list.tableView!
                table.layoutIfNeeded()
                let names = (0..<table.numberOfRows(inSection: 0)).map {
                    (table.cellForRow(at: IndexPath(row: $0, section: 0))?.contentConfiguration
                        as? UIListContentConfiguration)?.text ?? "?"
                }
                XCTAssertEqual(names, ["alpha", "Archive", "Beta", "Picture"])
                XCTAssertNil(list.tableView(table, willSelectRowAt: IndexPath(row: 3, section: 0)), "a PNG is dimmed")

                let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
                tap(cell.center(in: window), in: window)
                UIApplication.shared.runUntilIdle()
                elapse(1)
                let url = try XCTUnwrap(listener.picked.first?.first)
                XCTAssertEqual(url.lastPathComponent, "Beta.txt")
                if asCopy {
                    XCTAssertTrue(url.deletingLastPathComponent().lastPathComponent.hasSuffix("-Inbox"))
                    XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "a")
                } else {
                    XCTAssertEqual(
                        url.standardizedFileURL, folder.appendingPathComponent("Beta.txt").standardizedFileURL)
                }
                XCTAssertNil(root.presentedViewController, "picking dismisses the picker")
                window.isHidden = true
            }
        }
    }

    /// Exporting copies the files into the folder the user opened; cancelling tells the delegate.
    func testThePickerExportsIntoTheOpenedFolder() throws {
        let folder: URL = self.folder
        try onMain {
            let source = folder.appendingPathComponent("Report.txt")
            try Data("report".utf8).write(to: source)
            let target = folder.appendingPathComponent("Target")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let (window, root) = Self.window()
            let picker = UIDocumentPickerViewController(forExporting: [source], asCopy: true)
            picker.directoryURL = folder
            let listener = PickerListener()
            picker.delegate = listener
            root.present(picker, animated: false)
            UIApplication.shared.runUntilIdle()
            let navigation = try XCTUnwrap(picker.children.first as? UINavigationController)
            let list = try XCTUnwrap(navigation.topViewController as? UITableViewController)
            list.tableView.layoutIfNeeded()
            let targetCell = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
            tap(targetCell.center(in: window), in: window)
            elapse(1)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(navigation.viewControllers.count, 2, "the folder opened")
            let export = try XCTUnwrap(navigation.topViewController?.navigationItem.rightBarButtonItem)
            XCTAssertEqual(export.title, "Export")
            _ = export.perform(sender: export)
            elapse(1)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(listener.picked, [[target.appendingPathComponent("Report.txt")]])
            XCTAssertEqual(
                try String(contentsOf: target.appendingPathComponent("Report.txt"), encoding: .utf8), "report")
            XCTAssertTrue(FileManager.default.fileExists(atPath: source.path), "a copy leaves the original")
            window.isHidden = true

            let (otherWindow, other) = Self.window()
            let cancelling = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
            cancelling.delegate = listener
            other.present(cancelling, animated: false)
            UIApplication.shared.runUntilIdle()
            let cancel = try XCTUnwrap(
                (cancelling.children.first as? UINavigationController)?.topViewController?.navigationItem
                    .leftBarButtonItem)
            _ = cancel.perform(sender: cancel)
            elapse(1)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(listener.cancelled, 1)
            otherWindow.isHidden = true
        }
    }

    @MainActor
    private static func window() -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }
}

extension DocumentTests {
    /// Changes registered with the document's undo manager count as changes; undoing them
    /// takes them back.
    func testTheUndoManagerCountsChanges() {
        let folder: URL = self.folder
        onMain {
            let document = NoteDocument(fileURL: folder.appendingPathComponent("Undo.txt"))
            let manager = document.undoManager!
            XCTAssertFalse(document.hasUnsavedChanges)
            document.type("typed")
            UIApplication.shared.runUntilIdle()
            XCTAssertTrue(document.hasUnsavedChanges)
            manager.undo()
            XCTAssertEqual(document.text, "")
            XCTAssertFalse(document.hasUnsavedChanges)
            manager.redo()
            XCTAssertEqual(document.text, "typed")
            XCTAssertTrue(document.hasUnsavedChanges)
        }
    }
}
