import UIKit

/// A till's receipt screen: a "Print receipt" button that prints the receipt through the print
/// sheet with a page renderer of its own, a PDF copy drawn with the PDF renderer, and the
/// older C-style PDF context, as apps write them.
class ReceiptViewController: UIViewController, UIPrintInteractionControllerDelegate {
    let lines = ["1 × Flat white   3.20", "1 × Carrot cake   3.80"]
    private let printButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        printButton.setTitle("Print receipt", for: .normal)
        printButton.addAction(UIAction { [weak self] _ in self?.printReceipt(self?.printButton) }, for: .touchUpInside)
        view.addSubview(printButton)
    }

    func printReceipt(_ sender: Any?) {
        guard UIPrintInteractionController.isPrintingAvailable else { return }
        let printController = UIPrintInteractionController.shared
        let printInfo = UIPrintInfo(dictionary: nil)
        printInfo.outputType = .general
        printInfo.jobName = "Receipt"
        printInfo.orientation = .portrait
        printController.printInfo = printInfo
        printController.showsNumberOfCopies = false
        printController.delegate = self

        let formatter = UISimpleTextPrintFormatter(text: lines.joined(separator: "\n"))
        formatter.font = UIFont.monospacedSystemFont(ofSize: 11, weight: .regular)
        formatter.perPageContentInsets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        let renderer = ReceiptPageRenderer()
        renderer.headerHeight = 48
        renderer.footerHeight = 24
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        printController.printPageRenderer = renderer

        let completion: UIPrintInteractionController.CompletionHandler = { controller, completed, error in
            if let error = error {
                print("Printing failed: \(error.localizedDescription)")
            } else if completed {
                print("Printed \(controller.pageCount) pages")
            }
        }
        if let button = sender as? UIButton, traitCollection.userInterfaceIdiom == .pad {
            printController.present(from: button.frame, in: view, animated: true, completionHandler: completion)
        } else {
            printController.present(animated: true, completionHandler: completion)
        }
    }

    func printInteractionController(_ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper {
        UIPrintPaper.bestPaper(forPageSize: CGSize(width: 612, height: 792), withPapersFrom: paperList)
    }

    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {
        print("Sent to the printer")
    }

    func printOnSavedPrinter(_ url: URL) {
        let printer = UIPrinter(url: url)
        printer.contactPrinter { available in
            guard available else { return }
            let controller = UIPrintInteractionController.shared
            controller.printingItem = self.receiptPDF()
            controller.print(to: printer) { _, completed, _ in print(completed) }
        }
    }

    func pickPrinter() {
        let picker = UIPrinterPickerController(initiallySelectedPrinter: nil)
        picker.present(animated: true) { picker, userDidSelect, _ in
            if userDidSelect, let printer = picker.selectedPrinter {
                print(printer.displayName)
                self.printOnSavedPrinter(printer.url)
            }
        }
    }

    func receiptPDF() -> Data {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle as String: "Receipt", kCGPDFContextAuthor as String: "Corner Café"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 226, height: 400), format: format)
        return renderer.pdfData { context in
            context.beginPage()
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 16)]
            ("Corner Café" as NSString).draw(at: CGPoint(x: 16, y: 16), withAttributes: attributes)
            for (index, line) in lines.enumerated() {
                line.draw(at: CGPoint(x: 16, y: 48 + CGFloat(index) * 18), withAttributes: nil)
            }
            UIColor.lightGray.setStroke()
            context.stroke(CGRect(x: 8, y: 8, width: 210, height: 384))
            context.setURL(URL(string: "https://example.com/receipts/42")!, for: CGRect(x: 16, y: 360, width: 190, height: 20))
            context.cgContext.setFillColor(UIColor.black.cgColor)
        }
    }

    func saveReceipt(to url: URL) throws {
        try UIGraphicsPDFRenderer(bounds: .zero).writePDF(to: url) { context in
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 300), pageInfo: [:])
            context.addDestination(withName: "top", at: .zero)
            context.setDestinationWithName("top", for: CGRect(x: 0, y: 280, width: 300, height: 20))
        }
    }

    func legacyPDF() -> Data {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 612, height: 792), [kCGPDFContextCreator as String: "Till"])
        UIGraphicsBeginPDFPage()
        let bounds = UIGraphicsGetPDFContextBounds()
        "Receipt".draw(in: bounds.insetBy(dx: 36, dy: 36), withAttributes: nil)
        UIGraphicsSetPDFContextURLForRect(URL(string: "https://example.com")!, CGRect(x: 36, y: 36, width: 100, height: 20))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 300, height: 300), nil)
        UIGraphicsAddPDFContextDestinationAtPoint("end", .zero)
        UIGraphicsSetPDFContextDestinationForRect("end", CGRect(x: 0, y: 0, width: 10, height: 10))
        UIGraphicsEndPDFContext()
        return data as Data
    }

    func printView() {
        let controller = UIPrintInteractionController.shared
        let formatter = view.viewPrintFormatter()
        formatter.startPage = 0
        controller.printFormatter = formatter
        controller.printFormatter = UIMarkupTextPrintFormatter(markupText: "<h1>Receipt</h1><p>Thank you!</p>")
        controller.dismiss(animated: true)
        let paper: UIPrintPaper? = controller.printPaper
        print(paper?.printableRect ?? .zero, UIPrintInteractionController.printableUTIs.count)
        print(UIPrintInteractionController.canPrint(URL(fileURLWithPath: "/tmp/receipt.pdf")))
    }
}

/// A page renderer that draws the shop's name at the top of every page and the page number at
/// the bottom.
class ReceiptPageRenderer: UIPrintPageRenderer {
    override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
        let title = "Corner Café" as NSString
        title.draw(in: headerRect, withAttributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])
    }

    override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
        let footer = "Page \(pageIndex + 1) of \(numberOfPages)"
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        footer.draw(in: footerRect, withAttributes: [.paragraphStyle: style])
    }

    override func prepare(forDrawingPages range: NSRange) {
        super.prepare(forDrawingPages: range)
        print("Drawing pages \(range.location)..<\(range.location + range.length) on \(paperRect.size)")
    }
}

/// A chart view that prints without its on-screen chrome.
class PrintableChartView: UIView {
    override func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        UIColor.black.setStroke()
        UIBezierPath(rect: rect.insetBy(dx: 4, dy: 4)).stroke()
        print(formatter.pageCount, formatter.rectForPage(at: 0))
    }
}
