import Foundation

/// The print sheet, and the way to print without it. Linux has no AirPrint: as on the iOS
/// Simulator with its Printer Simulator, every job is saved as a PDF, here in a folder
/// (`OPENUIKIT_PRINT_FOLDER` when set, else "OpenUIKit Printer Simulator" in the temporary
/// directory, or the folder a `UIPrinter`'s file URL names), and the completion handler then
/// reports the job completed. There is no options sheet to tap through: presenting tells the
/// delegate the options appeared and went away, as though Print were tapped at once, and prints.
/// What prints, first found first: `printPageRenderer`, `printFormatter`, `printingItem`,
/// `printingItems`.
@MainActor
open class UIPrintInteractionController: NSObject {
    /// What a print job reports when it ends: the controller, whether the job completed, and
    /// the error when it failed (nil when it completed or was cancelled).
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    /// The app's one print interaction controller.
    public static let shared = UIPrintInteractionController()

    /// The job's settings; nil (the default) prints with `UIPrintInfo.printInfo()`'s.
    open var printInfo: UIPrintInfo?
    /// The delegate told of the sheet's and the job's progress and asked for paper.
    open weak var delegate: (any UIPrintInteractionControllerDelegate)?
    /// Whether the options offer a page range; kept for code that sets it, as there are no options to show.
    open var showsPageRange = true
    /// Whether the options offer a number of copies; kept, as there are no options to show.
    open var showsNumberOfCopies = true
    /// Whether the options offer the printer's loaded papers; kept, as there are no options to show.
    open var showsPaperSelectionForLoadedPapers = false
    /// Whether the options offer portrait or landscape; kept, as there are no options to show.
    open var showsPaperOrientation = true
    /// The paper the last job printed on; nil before the first job.
    open private(set) var printPaper: UIPrintPaper?
    /// Draws the job's pages; printed before any formatter or item.
    open var printPageRenderer: UIPrintPageRenderer?
    /// Lays the job's content out over pages; printed when there is no page renderer.
    open var printFormatter: UIPrintFormatter?
    /// One image or PDF to print (`UIImage`, `Data`, or a file `URL`); setting it clears `printingItems`.
    open var printingItem: Any? {
        didSet { if printingItem != nil { printingItems = nil } }
    }
    /// Images and PDFs to print one after another; setting it clears `printingItem`.
    open var printingItems: [Any]? {
        didSet { if printingItems != nil { printingItem = nil } }
    }

    /// Whether the options are showing; they show only while a presentation tells the delegate so.
    private var isPresentingOptions = false
    private var dismissRequested = false
    /// The size the default paper choice suits: the content's, while a paper is chosen.
    private(set) var contentSize = UIPrintPaper.defaultPaper

    override init() {
        super.init()
    }

    // MARK: Capabilities

    /// Whether printing works: true when the installed renderer writes PDF (Cairo's does);
    /// false headless.
    open class var isPrintingAvailable: Bool { BitmapRenderers.pdfRenderer != nil }

    /// The kinds of file that print as items: PDF, PNG, JPEG and GIF.
    open class var printableUTIs: Set<String> {
        ["com.adobe.pdf", "public.png", "public.jpeg", "com.compuserve.gif", "public.image"]
    }

    /// Whether the file at `url` prints as an item: a readable PDF or image.
    open class func canPrint(_ url: URL) -> Bool {
        guard url.isFileURL, let data = try? Data(contentsOf: url) else { return false }
        return canPrintData(data)
    }

    /// Whether `data` prints as an item: a PDF, PNG, JPEG or GIF.
    open class func canPrintData(_ data: Data) -> Bool {
        isPDF(data) || UIImage(data: data) != nil
    }

    /// The pages the current content would print, on the paper it would print on.
    open var pageCount: Int {
        (try? makeJob().get())?.pages.count ?? 0
    }

    // MARK: Printing

    /// Shows the print options (here: tells the delegate they appeared and went away) and
    /// prints on the Printer Simulator; false when printing is not available.
    @discardableResult
    open func present(animated: Bool, completionHandler: CompletionHandler? = nil) -> Bool {
        presentOptions(completionHandler)
    }

    /// Shows the print options from `rect` in `view` (a popover on iPad; here as `present(animated:completionHandler:)`).
    @discardableResult
    open func present(
        from rect: CGRect, in view: UIView, animated: Bool, completionHandler: CompletionHandler? = nil
    ) -> Bool {
        presentOptions(completionHandler)
    }

    /// Shows the print options from `item` (a popover on iPad; here as `present(animated:completionHandler:)`).
    @discardableResult
    open func present(
        from item: UIBarButtonItem, animated: Bool, completionHandler: CompletionHandler? = nil
    ) -> Bool {
        presentOptions(completionHandler)
    }

    /// Prints on `printer` without showing options: the job is written into the folder its
    /// file URL names. False, with the completion handler told why, when there is nothing to
    /// print, printing is not available, or the printer cannot be reached (a network URL, a
    /// folder that cannot be written).
    @discardableResult
    open func print(to printer: UIPrinter, completionHandler: CompletionHandler? = nil) -> Bool {
        runJob(on: printer, completionHandler)
    }

    /// Takes the print options away, cancelling the job when they are showing (that is, when
    /// called from the delegate's presentation callbacks): the completion handler reports
    /// the job not completed.
    open func dismiss(animated: Bool) {
        if isPresentingOptions { dismissRequested = true }
    }

    private func presentOptions(_ completion: CompletionHandler?) -> Bool {
        guard !isPresentingOptions else { return false }
        guard Self.isPrintingAvailable else {
            completion?(self, false, UIPrintError(.notAvailable))
            return false
        }
        isPresentingOptions = true
        dismissRequested = false
        delegate?.printInteractionControllerWillPresentPrinterOptions(self)
        delegate?.printInteractionControllerDidPresentPrinterOptions(self)
        // The options go away: cancelled if the app dismissed them, else as Print is tapped.
        let cancelled = dismissRequested
        delegate?.printInteractionControllerWillDismissPrinterOptions(self)
        isPresentingOptions = false
        delegate?.printInteractionControllerDidDismissPrinterOptions(self)
        if cancelled {
            completion?(self, false, nil)
            return true
        }
        runJob(on: SimulatedPrinter.printer, completion)
        return true
    }

    @discardableResult
    private func runJob(on printer: UIPrinter, _ completion: CompletionHandler?) -> Bool {
        guard Self.isPrintingAvailable else {
            completion?(self, false, UIPrintError(.notAvailable))
            return false
        }
        guard let folder = SimulatedPrinter.prepareFolder(printer.url) else {
            completion?(self, false, UIPrintError(.jobFailed))
            return false
        }
        let job: PrintJob
        switch makeJob() {
        case .success(let made): job = made
        case .failure(let error):
            completion?(self, false, error)
            return false
        }
        let info = printInfo ?? UIPrintInfo.printInfo()
        printPaper = job.paper
        delegate?.printInteractionControllerWillStartJob(self)
        let saved = job.pdfData(jobName: info.jobName).flatMap {
            SimulatedPrinter.save($0, jobName: info.jobName, in: folder)
        }
        if saved != nil { printInfo?.printerID = printer.url.absoluteString }
        delegate?.printInteractionControllerDidFinishJob(self)
        completion?(self, saved != nil, saved == nil ? UIPrintError(.jobFailed) : nil)
        return saved != nil
    }

    /// The pages of the content, on the papers the delegate chooses.
    private func makeJob() -> Result<PrintJob, UIPrintError> {
        let info = printInfo ?? UIPrintInfo.printInfo()
        func choose(_ size: CGSize) -> UIPrintPaper {
            contentSize = size
            defer { contentSize = UIPrintPaper.defaultPaper }
            let papers = UIPrintPaper.loadedPapers
            return delegate?.printInteractionController(self, choosePaper: papers)
                ?? UIPrintPaper.bestPaper(forPageSize: size, withPapersFrom: papers)
        }
        let job: PrintJob
        if let renderer = printPageRenderer {
            job = PrintJob(renderer: renderer, info: info, choosePaper: choose)
        } else if let formatter = printFormatter {
            let renderer = UIPrintPageRenderer()
            renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
            job = PrintJob(renderer: renderer, info: info, choosePaper: choose)
        } else if let items = printingItems ?? printingItem.map({ [$0] }) {
            var readable: [PrintJob.Item] = []
            for item in items {
                guard let read = Self.read(item) else { return .failure(UIPrintError(.unknownImageFormat)) }
                readable.append(read)
            }
            job = PrintJob(items: readable, info: info, choosePaper: choose)
        } else {
            return .failure(UIPrintError(.noContent))
        }
        return job.pages.isEmpty ? .failure(UIPrintError(.noContent)) : .success(job)
    }

    /// A printing item as an image or a PDF; nil for anything else.
    private static func read(_ item: Any) -> PrintJob.Item? {
        switch item {
        case let image as UIImage: return .image(image)
        case let url as URL:
            guard url.isFileURL, let data = try? Data(contentsOf: url) else { return nil }
            return read(data)
        case let data as Data: return read(data)
        case let data as NSData: return read(data as Data)
        default: return nil
        }
    }

    private static func read(_ data: Data) -> PrintJob.Item? {
        if isPDF(data) {
            guard let sizes = BitmapRenderers.pdfRenderer?.pageSizes(ofPDF: data), !sizes.isEmpty else { return nil }
            return .pdf(data, pageSizes: sizes)
        }
        return UIImage(data: data).map { .image($0) }
    }

    private static func isPDF(_ data: Data) -> Bool {
        data.prefix(1024).range(of: Data("%PDF-".utf8)) != nil
    }
}
