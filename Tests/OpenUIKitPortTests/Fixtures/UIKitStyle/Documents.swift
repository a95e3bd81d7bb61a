import UIKit
import UniformTypeIdentifiers
import MobileCoreServices

/// A plain-text document, as apps subclass UIDocument.
class TextDocument: UIDocument {
    var text = ""

    override func contents(forType typeName: String) throws -> Any {
        text.data(using: .utf8) ?? Data()
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }
}

/// A controller that picks, opens, edits and exports documents.
class DocumentsViewController: UIViewController, UIDocumentPickerDelegate {
    var document: TextDocument?

    func openDocument() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText, .pdf, UTType(filenameExtension: "md") ?? .text], asCopy: true)
        picker.delegate = self
        picker.allowsMultipleSelection = false
        picker.shouldShowFileExtensions = true
        present(picker, animated: true)
    }

    func exportDocument(_ url: URL) {
        let picker = UIDocumentPickerViewController(forExporting: [url], asCopy: true)
        picker.delegate = self
        picker.directoryURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        present(picker, animated: true, completion: nil)
    }

    func legacyPicker() -> UIDocumentPickerViewController {
        UIDocumentPickerViewController(documentTypes: [kUTTypePlainText as String, String(kUTTypePDF)], in: .import)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        guard let url = urls.first else { return }
        let document = TextDocument(fileURL: url)
        document.open { success in
            guard success else { return }
            self.title = document.localizedName
            document.text += "\n"
            document.updateChangeCount(.done)
            document.close(completionHandler: nil)
        }
        self.document = document
        _ = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification, object: document, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.stateChanged() }
        }
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        dismiss(animated: true)
    }

    func stateChanged() {
        guard let document else { return }
        if document.documentState.contains(.savingError) { title = "Not saved" }
        if document.documentState == .normal, !document.hasUnsavedChanges { title = document.localizedName }
    }

    func saveNew(in folder: URL) async -> Bool {
        let document = TextDocument(fileURL: folder.appendingPathComponent("Untitled", conformingTo: .plainText))
        document.undoManager.registerUndo(withTarget: document) { $0.text = "" }
        return await document.save(to: document.fileURL, for: .forCreating)
    }

    func describe(_ type: UTType) -> String {
        [type.identifier, type.preferredFilenameExtension ?? "", type.preferredMIMEType ?? "", type.localizedDescription ?? ""]
            .joined(separator: " ") + (type.conforms(to: .image) ? " image" : "")
    }
}
