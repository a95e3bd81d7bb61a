import Foundation

/// What a print job asks of the printer: its name, the kind of output, the orientation and
/// two-sided printing. `dictionaryRepresentation` keeps it between jobs.
@MainActor
open class UIPrintInfo: NSObject {
    /// The kind of content, which decides paper and colour.
    public enum OutputType: Int, Sendable {
        /// Text and graphics in colour, on plain paper.
        case general = 0
        /// Colour photographs, on photo paper where the printer has it.
        case photo = 1
        /// Text and graphics in black and white.
        case grayscale = 2
        /// Black-and-white photographs.
        case photoGrayscale = 3
    }

    /// How the content sits on the paper.
    public enum Orientation: Int, Sendable {
        /// The paper upright: pages are the paper's size.
        case portrait = 0
        /// The paper turned a quarter: pages are the paper's height wide.
        case landscape = 1
    }

    /// Whether pages are printed on both sides of the paper.
    public enum Duplex: Int, Sendable {
        /// One side only.
        case none = 0
        /// Both sides, turned about the long edge.
        case longEdge = 1
        /// Both sides, turned about the short edge.
        case shortEdge = 2
    }

    /// The identifier of the printer last printed on (its URL's string); nil until one is chosen.
    open var printerID: String?
    /// The job's name, which names its PDF file in the Printer Simulator's folder; the app's
    /// process name by default.
    open var jobName: String
    /// The kind of content; `.general` by default.
    open var outputType: OutputType = .general
    /// How content sits on the paper; `.portrait` by default.
    open var orientation: Orientation = .portrait
    /// Two-sided printing; `.none` by default. The Printer Simulator's PDF has one page a side.
    open var duplex: Duplex = .none

    private static let printerIDKey = "UIPrintInfoPrinterIDKey", jobNameKey = "UIPrintInfoJobNameKey",
        outputTypeKey = "UIPrintInfoOutputTypeKey", orientationKey = "UIPrintInfoOrientationKey",
        duplexKey = "UIPrintInfoDuplexKey"

    /// A print info with the defaults.
    public override init() {
        jobName = ProcessInfo.processInfo.processName
        super.init()
    }

    /// A print info with the defaults, as a job that has none is given.
    open class func printInfo() -> UIPrintInfo { UIPrintInfo() }

    /// A print info with the values of a `dictionaryRepresentation`; missing or unreadable
    /// values keep their defaults.
    public convenience init(dictionary: [AnyHashable: Any]?) {
        self.init()
        guard let dictionary else { return }
        printerID = dictionary[Self.printerIDKey] as? String
        if let name = dictionary[Self.jobNameKey] as? String { jobName = name }
        if let value = dictionary[Self.outputTypeKey] as? Int, let type = OutputType(rawValue: value) {
            outputType = type
        }
        if let value = dictionary[Self.orientationKey] as? Int, let orientation = Orientation(rawValue: value) {
            self.orientation = orientation
        }
        if let value = dictionary[Self.duplexKey] as? Int, let duplex = Duplex(rawValue: value) { self.duplex = duplex }
    }

    /// The values as a property-list dictionary, which `init(dictionary:)` reads back.
    open var dictionaryRepresentation: [AnyHashable: Any] {
        var dictionary: [AnyHashable: Any] = [
            Self.jobNameKey: jobName, Self.outputTypeKey: outputType.rawValue,
            Self.orientationKey: orientation.rawValue, Self.duplexKey: duplex.rawValue,
        ]
        if let printerID { dictionary[Self.printerIDKey] = printerID }
        return dictionary
    }
}
