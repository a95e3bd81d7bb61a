import Foundation

/// The pages one print job prints, worked out before anything is drawn: each page's paper and
/// printable rectangles and how to draw it. A page renderer's pages all share one paper; each
/// image or PDF page gets the paper that suits its size, turned when it is wider than tall,
/// and is drawn as large as fits the printable area, centred, its proportions kept.
@MainActor
struct PrintJob {
    /// One page of the job.
    struct Page {
        /// The paper, in points, as the page lies (turned for landscape).
        var paperRect: CGRect
        /// The part of the paper the printer marks.
        var printableRect: CGRect
        /// Draws the page into the current context.
        var draw: @MainActor () -> Void
    }

    /// One printing item: an image, or the pages of a PDF.
    enum Item {
        case image(UIImage)
        case pdf(Data, pageSizes: [CGSize])
    }

    let pages: [Page]
    /// The paper the job's first page is on; nil for a job with no pages.
    let paper: UIPrintPaper?

    /// The pages `renderer` draws on the paper `choosePaper` picks for the default paper's size.
    init(renderer: UIPrintPageRenderer, info: UIPrintInfo, choosePaper: (CGSize) -> UIPrintPaper) {
        let paper = choosePaper(UIPrintPaper.defaultPaper)
        let (paperRect, printableRect) = Self.lay(paper, landscape: info.orientation == .landscape)
        renderer.paperRect = paperRect
        renderer.printableRect = printableRect
        let count = renderer.numberOfPages
        if count > 0 { renderer.prepare(forDrawingPages: NSRange(location: 0, length: count)) }
        pages = (0..<max(count, 0)).map { index in
            Page(paperRect: paperRect, printableRect: printableRect) {
                renderer.drawPage(at: index, in: printableRect)
            }
        }
        self.paper = paper
    }

    /// A page for each image and each page of each PDF, in order.
    init(items: [Item], info: UIPrintInfo, choosePaper: (CGSize) -> UIPrintPaper) {
        var pages: [Page] = []
        var firstPaper: UIPrintPaper?
        func add(size: CGSize, draw: @escaping @MainActor (CGRect) -> Void) {
            let landscape = size.width > size.height
            let paper = choosePaper(landscape ? CGSize(width: size.height, height: size.width) : size)
            firstPaper = firstPaper ?? paper
            let (paperRect, printableRect) = Self.lay(paper, landscape: landscape)
            let target = Self.fit(size, in: printableRect)
            pages.append(Page(paperRect: paperRect, printableRect: printableRect) { draw(target) })
        }
        for item in items {
            switch item {
            case .image(let image):
                guard image.size.width > 0, image.size.height > 0 else { continue }
                add(size: image.size) { image.draw(in: $0) }
            case .pdf(let data, let sizes):
                for (index, size) in sizes.enumerated() where size.width > 0 && size.height > 0 {
                    add(size: size) { target in
                        guard let context = UIGraphicsGetCurrentContext() else { return }
                        context.saveGState()
                        context.translateBy(x: target.minX, y: target.minY)
                        context.scaleBy(x: target.width / size.width, y: target.height / size.height)
                        _ = BitmapRenderers.pdfRenderer?.drawPage(at: index, ofPDF: data, in: context)
                        context.restoreGState()
                    }
                }
            }
        }
        self.pages = pages
        paper = firstPaper
    }

    /// The job as a PDF, a page for each page; nil headless or with no pages.
    func pdfData(jobName: String) -> Data? {
        guard let first = pages.first,
            let session = PDFDrawingSession(bounds: first.paperRect, documentInfo: [kCGPDFContextTitle: jobName])
        else { return nil }
        UIGraphicsPushContext(session.context)
        for page in pages {
            session.beginPage(bounds: page.paperRect)
            page.draw()
        }
        UIGraphicsPopContext()
        return session.finish()
    }

    /// `paper`'s rectangles as the page lies: turned a quarter for landscape.
    static func lay(_ paper: UIPrintPaper, landscape: Bool) -> (paper: CGRect, printable: CGRect) {
        let size = paper.paperSize, printable = paper.printableRect
        guard landscape else { return (CGRect(origin: .zero, size: size), printable) }
        return (
            CGRect(x: 0, y: 0, width: size.height, height: size.width),
            CGRect(
                x: size.height - printable.maxY, y: printable.minX, width: printable.height, height: printable.width)
        )
    }

    /// The largest rectangle of `size`'s proportions in `area`, centred.
    static func fit(_ size: CGSize, in area: CGRect) -> CGRect {
        let scale = min(area.width / size.width, area.height / size.height)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(
            x: area.midX - fitted.width / 2, y: area.midY - fitted.height / 2, width: fitted.width,
            height: fitted.height)
    }
}
