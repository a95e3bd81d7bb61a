import Foundation

/// A printer a job can go to without the print sheet (`UIPrintInteractionController.print(to:)`).
/// Linux has no AirPrint: as on the iOS Simulator, whose Printer Simulator saves each job as a
/// PDF, a printer here is a folder, named by a file URL, that every job is written into as a
/// PDF file. `UIPrinterPickerController` picks the Printer Simulator's folder
/// (`OPENUIKIT_PRINT_FOLDER`, else a folder in the temporary directory).
@MainActor
open class UIPrinter: NSObject {
    /// The kinds of job a printer takes.
    public struct JobTypes: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Makes job types from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Printing of any kind.
        public static let unknown = JobTypes([])
        /// Text and graphics.
        public static let document = JobTypes(rawValue: 1 << 0)
        /// Envelopes.
        public static let envelope = JobTypes(rawValue: 1 << 1)
        /// Labels.
        public static let label = JobTypes(rawValue: 1 << 2)
        /// Photographs.
        public static let photo = JobTypes(rawValue: 1 << 3)
        /// Receipts, on roll paper.
        public static let receipt = JobTypes(rawValue: 1 << 4)
        /// Roll paper.
        public static let roll = JobTypes(rawValue: 1 << 5)
        /// Large-format paper.
        public static let largeFormat = JobTypes(rawValue: 1 << 6)
        /// Postcards.
        public static let postcard = JobTypes(rawValue: 1 << 7)
    }

    /// The printer's URL: here a file URL of the folder its jobs are written into.
    public let url: URL

    /// A printer at `url`: a file URL names the folder jobs are written into; any other URL
    /// names a network printer, which cannot be reached here.
    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// The printer's name: "Printer Simulator" for the simulator's folder, the folder's name
    /// for another folder, the host for a network URL.
    open var displayName: String {
        if url.isFileURL, SimulatedPrinter.isSimulatorFolder(url) { return "Printer Simulator" }
        return url.isFileURL ? url.lastPathComponent : url.host ?? url.absoluteString
    }
    /// Where the printer is: the folder's path for a folder printer, nil otherwise.
    open var displayLocation: String? { url.isFileURL ? url.path : nil }
    /// The printer's make and model.
    open var makeAndModel: String? { url.isFileURL ? "OpenUIKit PDF Printer" : nil }
    /// The kinds of job the printer takes: a folder takes documents and photos.
    open var supportedJobTypes: JobTypes { url.isFileURL ? [.document, .photo] : .unknown }
    /// Whether the printer prints in colour: a PDF does.
    open var supportsColor: Bool { url.isFileURL }
    /// Whether the printer prints both sides: a PDF has one page a side.
    open var supportsDuplex: Bool { false }

    /// Checks the printer can take a job and calls `completionHandler` with the answer at once:
    /// true for a folder that exists (or can be made) and is writable, false for a network
    /// printer, which cannot be reached from Linux.
    open func contactPrinter(_ completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(SimulatedPrinter.prepareFolder(url) != nil)
    }
}
