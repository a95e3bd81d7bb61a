import Foundation
import UniformTypeIdentifiers

/// A controller that lets the user choose documents to open or a folder to export to.
///
/// iOS shows the Files app's browser. Linux has none, so this shows a browser of its own, as a
/// navigation stack of folder lists (`DocumentFolderViewController`): it starts at
/// `directoryURL`, else the app's Documents folder (which is what the Simulator's "On My iPhone"
/// location shows); folders open, files of the asked-for types can be picked (others are
/// dimmed), and Cancel or Open ends it. Picking dismisses the picker and tells the delegate.
/// Opening `asCopy` copies the files into the app's temporary `<process>-Inbox` folder first, as
/// UIKit does; exporting (or moving) copies (or moves) the files into the folder the user
/// opened, and the delegate hears their new URLs.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// Hears which documents were picked, or that the user cancelled.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// What the picker does with what is picked.
    public let documentPickerMode: UIDocumentPickerMode
    /// Whether more than one document can be picked (opening only).
    open var allowsMultipleSelection = false {
        didSet { folderList?.tableView.allowsMultipleSelection = allowsMultipleSelection }
    }
    /// Whether file names show their extensions.
    open var shouldShowFileExtensions = false
    /// The folder the picker starts in; the app's Documents folder when nil.
    open var directoryURL: URL?

    /// The types that can be picked (opening).
    let contentTypes: [UTType]
    /// The files to export or move.
    let exportedURLs: [URL]
    let asCopy: Bool
    private let navigation = UINavigationController()
    private var folderList: DocumentFolderViewController? {
        navigation.topViewController as? DocumentFolderViewController
    }

    /// A picker that opens documents of `contentTypes`; `asCopy` hands over copies.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.contentTypes = contentTypes
        exportedURLs = []
        self.asCopy = asCopy
        documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that exports (copies, when `asCopy`, else moves) `urls` to a folder the user
    /// chooses.
    public init(forExporting urls: [URL], asCopy: Bool = false) {
        contentTypes = [.folder]
        exportedURLs = urls
        self.asCopy = asCopy
        documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    /// The older form: types by identifier, with a mode of `.import` or `.open`.
    @available(iOS, deprecated: 14.0)
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        self.init(forOpeningContentTypes: allowedUTIs.compactMap(UTType.init), asCopy: mode == .import)
    }

    /// The older form: exports or moves one file.
    @available(iOS, deprecated: 14.0)
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(forExporting: [url], asCopy: mode != .moveToService)
    }

    /// The older form: exports or moves files.
    @available(iOS, deprecated: 14.0)
    public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
        self.init(forExporting: urls, asCopy: mode != .moveToService)
    }

    /// Not available: storyboards do not make document pickers.
    public required init?(coder: NSCoder) {
        contentTypes = []
        exportedURLs = []
        asCopy = false
        documentPickerMode = .import
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        let start = directoryURL ?? FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        navigation.viewControllers = [DocumentFolderViewController(folder: start, picker: self)]
    }

    /// The folder list asks: whether a file of this URL can be picked.
    func canPick(_ url: URL, isDirectory: Bool) -> Bool {
        if isDirectory { return contentTypes.contains { UTType.folder.conforms(to: $0) } }
        guard !exportedURLs.isEmpty || !contentTypes.isEmpty else { return false }
        let type = UTType(filenameExtension: url.pathExtension, conformingTo: .item) ?? .data
        return contentTypes.contains { type.conforms(to: $0) }
    }

    /// Whether this picker chooses a folder to export into.
    var isExporting: Bool { !exportedURLs.isEmpty }

    /// The user picked `urls` (files to open, or the folder to export into).
    func pick(_ urls: [URL]) {
        let picked: [URL]
        do {
            picked = try deliver(urls)
        } catch {
            UIKitDiagnostics.report(UIKitDiagnostic.warning, "[Document Picker] \(error)")
            finish { $0.documentPickerWasCancelled(self) }
            return
        }
        finish { delegate in
            delegate.documentPicker(self, didPickDocumentsAt: picked)
        }
    }

    /// The user cancelled.
    func cancel() {
        finish { $0.documentPickerWasCancelled(self) }
    }

    private func deliver(_ urls: [URL]) throws -> [URL] {
        let fileManager = FileManager.default
        if isExporting, let folder = urls.first {
            return try exportedURLs.map { source in
                let destination = folder.appendingPathComponent(source.lastPathComponent)
                if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
                if asCopy {
                    try fileManager.copyItem(at: source, to: destination)
                } else {
                    try fileManager.moveItem(at: source, to: destination)
                }
                return destination
            }
        }
        guard asCopy else { return urls }
        let inbox = fileManager.temporaryDirectory.appendingPathComponent(
            "\(ProcessInfo.processInfo.processName)-Inbox", isDirectory: true)
        try fileManager.createDirectory(at: inbox, withIntermediateDirectories: true)
        return try urls.map { source in
            let copy = inbox.appendingPathComponent(source.lastPathComponent)
            if fileManager.fileExists(atPath: copy.path) { try fileManager.removeItem(at: copy) }
            try fileManager.copyItem(at: source, to: copy)
            return copy
        }
    }

    private func finish(_ tell: @escaping (any UIDocumentPickerDelegate) -> Void) {
        let delegate = delegate
        if presentingViewController != nil {
            dismiss(animated: true) { delegate.map(tell) }
        } else {
            delegate.map(tell)
        }
    }
}

/// What a document picker does with what the user picks.
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Opening copies: the app gets files of its own.
    case `import`
    /// Opening in place: the app gets the files' own URLs.
    case open
    /// Exporting copies of the app's files.
    case exportToService
    /// Moving the app's files.
    case moveToService
}

/// Hears what a document picker's user chose.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The user picked documents (or, exporting, the files' new URLs).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The older, single-document form; called with the first URL when the delegate implements it.
    @available(iOS, deprecated: 11.0)
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    /// Calls the older single-document form with the first URL.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    /// Does nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    /// Does nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
