import Foundation

/// A sheet of paper a printer has loaded: its size and the part of it the printer can mark.
/// The Printer Simulator here loads US Letter, A4 and US Legal, each with a quarter-inch
/// (18-point) margin the printer cannot reach.
@MainActor
open class UIPrintPaper: NSObject {
    private let size: CGSize
    private let printable: CGRect

    /// The width and height of the paper, in points, portrait.
    open var paperSize: CGSize { size }
    /// The part of the paper the printer can mark, in points from the paper's top-left corner.
    open var printableRect: CGRect { printable }

    /// A sheet of the default paper for the user's region: US Letter in the United States,
    /// Canada, Mexico and the other Letter countries, A4 elsewhere.
    public override convenience init() {
        self.init(Self.defaultPaper)
    }

    /// Paper of `size`, marked everywhere but an 18-point margin.
    init(_ size: CGSize) {
        self.size = size
        printable = CGRect(origin: .zero, size: size).insetBy(dx: Self.margin, dy: Self.margin)
        super.init()
    }

    /// The margin the simulated printer cannot print in: a quarter inch.
    static let margin: CGFloat = 18
    /// US Letter, 8.5 × 11 inches.
    static let letter = CGSize(width: 612, height: 792)
    /// ISO A4, 210 × 297 millimetres.
    static let a4 = CGSize(width: 595.28, height: 841.89)
    /// US Legal, 8.5 × 14 inches.
    static let legal = CGSize(width: 612, height: 1008)

    /// The regions that use Letter rather than A4.
    private static let letterRegions: Set<String> = ["US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PR"]

    /// Letter for the user's region when it uses Letter, A4 otherwise.
    static var defaultPaper: CGSize {
        letterRegions.contains(Locale.current.region?.identifier ?? "US") ? letter : a4
    }

    /// The papers the Printer Simulator has loaded: Letter, A4 and Legal.
    static var loadedPapers: [UIPrintPaper] { [UIPrintPaper(letter), UIPrintPaper(a4), UIPrintPaper(legal)] }

    /// The paper in `paperList` content of `contentSize` points fits best: of the papers at
    /// least that large, the smallest (so a 612 × 792 page gets Letter and a 595 × 842 one A4,
    /// and anything smaller than both the smaller, Letter); when none is large enough, the one
    /// the content shrinks least to fit. An empty list gives the default paper.
    open class func bestPaper(forPageSize contentSize: CGSize, withPapersFrom paperList: [UIPrintPaper]) -> UIPrintPaper
    {
        let tolerance: CGFloat = 0.5
        let fitting = paperList.filter {
            $0.paperSize.width + tolerance >= contentSize.width && $0.paperSize.height + tolerance >= contentSize.height
        }
        if let smallest = fitting.min(by: {
            $0.paperSize.width * $0.paperSize.height < $1.paperSize.width * $1.paperSize.height
        }) {
            return smallest
        }
        func shrink(_ paper: UIPrintPaper) -> CGFloat {
            guard contentSize.width > 0, contentSize.height > 0 else { return 1 }
            return min(paper.paperSize.width / contentSize.width, paper.paperSize.height / contentSize.height)
        }
        return paperList.max { shrink($0) < shrink($1) } ?? UIPrintPaper()
    }
}
