import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

/// Printing on Linux goes to the Printer Simulator: each job a PDF in a folder, the
/// completion handler told it completed. Page renderers break formatted text over pages with
/// a header and footer on each; images and PDFs print a page each.
final class PrintingTests: UIKitTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("PrintingTests-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private static func printedFiles(in folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "pdf" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Records the delegate calls and picks Letter.
    @MainActor
    final class Recorder: UIPrintInteractionControllerDelegate {
        var calls: [String] = []
        var papersOffered: [CGSize] = []
        var dismissOnPresent = false

        func printInteractionController(
            _ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]
        ) -> UIPrintPaper {
            papersOffered = paperList.map(\.paperSize)
            return paperList.first { $0.paperSize == CGSize(width: 612, height: 792) }!
        }
        func printInteractionControllerWillPresentPrinterOptions(_ controller: UIPrintInteractionController) {
            calls.append("willPresent")
        }
        func printInteractionControllerDidPresentPrinterOptions(_ controller: UIPrintInteractionController) {
            calls.append("didPresent")
            if dismissOnPresent { controller.dismiss(animated: true) }
        }
        func printInteractionControllerWillDismissPrinterOptions(_ controller: UIPrintInteractionController) {
            calls.append("willDismiss")
        }
        func printInteractionControllerDidDismissPrinterOptions(_ controller: UIPrintInteractionController) {
            calls.append("didDismiss")
        }
        func printInteractionControllerWillStartJob(_ controller: UIPrintInteractionController) {
            calls.append("willStartJob")
        }
        func printInteractionControllerDidFinishJob(_ controller: UIPrintInteractionController) {
            calls.append("didFinishJob")
        }
    }

    /// A header band and a footer band on every page, each a black bar, and the calls noted.
    final class BandedRenderer: UIPrintPageRenderer {
        var headers: [Int] = [], footers: [Int] = []

        override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
            headers.append(pageIndex)
            UIColor.black.setFill()
            UIRectFill(headerRect.insetBy(dx: 0, dy: 10))
        }

        override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
            footers.append(pageIndex)
            UIColor.black.setFill()
            UIRectFill(footerRect.insetBy(dx: 0, dy: 10))
        }
    }

    @MainActor private static func makeController(_ recorder: Recorder) -> UIPrintInteractionController {
        let controller = UIPrintInteractionController.shared
        controller.printPageRenderer = nil
        controller.printFormatter = nil
        controller.printingItem = nil
        controller.printingItems = nil
        controller.delegate = recorder
        let info = UIPrintInfo.printInfo()
        info.jobName = "Receipt"
        controller.printInfo = info
        return controller
    }

    func testLongTextPaginatesOverPagesEachWithItsHeaderAndFooter() throws {
        let folder = self.folder!
        try onMain {
            CairoRendering.install()
            let recorder = Recorder()
            let controller = Self.makeController(recorder)
            let font = UIFont.systemFont(ofSize: 12)
            let lines = (1...200).map { "Line \($0)" }
            let formatter = UISimpleTextPrintFormatter(text: lines.joined(separator: "\n"))
            formatter.font = font
            let renderer = BandedRenderer()
            renderer.headerHeight = 40
            renderer.footerHeight = 40
            renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
            XCTAssertTrue(formatter.printPageRenderer === renderer)
            controller.printPageRenderer = renderer

            // Letter, less the 18-point margins and the two bands: 676 points of text a page.
            let lineHeight = NSAttributedString(string: "Line 1", attributes: [.font: font]).boundingRect(
                with: CGSize(width: 576, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                context: nil
            ).height
            let linesPerPage = Int((676 / lineHeight).rounded(.down))
            let expectedPages = (200 + linesPerPage - 1) / linesPerPage
            XCTAssertGreaterThan(expectedPages, 1)
            XCTAssertEqual(controller.pageCount, expectedPages)

            var result: (Bool, (any Error)?)?
            XCTAssertTrue(
                controller.print(to: UIPrinter(url: folder)) { _, completed, error in result = (completed, error) })
            XCTAssertEqual(result?.0, true)
            XCTAssertNil(result?.1)
            XCTAssertEqual(recorder.calls, ["willStartJob", "didFinishJob"])
            XCTAssertEqual(renderer.paperRect, CGRect(x: 0, y: 0, width: 612, height: 792))
            XCTAssertEqual(renderer.printableRect, CGRect(x: 18, y: 18, width: 576, height: 756))
            XCTAssertEqual(renderer.numberOfPages, expectedPages)
            XCTAssertEqual(formatter.pageCount, expectedPages)
            XCTAssertEqual(formatter.rectForPage(at: 1), CGRect(x: 18, y: 58, width: 576, height: 676))
            XCTAssertEqual(renderer.headers, Array(0..<expectedPages))
            XCTAssertEqual(renderer.footers, Array(0..<expectedPages))
            XCTAssertEqual(controller.printPaper?.paperSize, CGSize(width: 612, height: 792))
            XCTAssertEqual(controller.printInfo?.printerID, folder.absoluteString)

            let files = Self.printedFiles(in: folder)
            XCTAssertEqual(files.map(\.lastPathComponent), ["Receipt.pdf"])
            let pdf = try Data(contentsOf: try XCTUnwrap(files.first))
            XCTAssertEqual(PDFInspection.pageCount(pdf), expectedPages)
            XCTAssertEqual(Set(PDFInspection.mediaBoxes(pdf).map(\.size)), [CGSize(width: 612, height: 792)])
            XCTAssertTrue(PDFInspection.contains(pdf, "/Title (Receipt)"))

            let page = try PDFInspection.firstPage(pdf)
            XCTAssertGreaterThan(page.darkPixels(in: CGRect(x: 18, y: 28, width: 576, height: 20)), 576 * 18, "header")
            XCTAssertGreaterThan(page.darkPixels(in: CGRect(x: 18, y: 744, width: 576, height: 20)), 576 * 18, "footer")
            XCTAssertGreaterThan(page.darkPixels(in: CGRect(x: 18, y: 58, width: 100, height: 600)), 500, "text")
            XCTAssertEqual(page.darkPixels(in: CGRect(x: 200, y: 58, width: 394, height: 676)), 0, "short lines")
        }
    }

    func testPrintingAnImageWritesALandscapePageIntoThePrintersFolder() throws {
        let folder = self.folder!
        try onMain {
            CairoRendering.install()
            let recorder = Recorder()
            let controller = Self.makeController(recorder)
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            controller.printingItem = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format)
                .image { context in
                    UIColor.red.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
                }
            XCTAssertEqual(controller.pageCount, 1)
            var completed: Bool?
            controller.print(to: UIPrinter(url: folder)) { _, done, _ in completed = done }
            XCTAssertEqual(completed, true)
            XCTAssertEqual(recorder.papersOffered.count, 3, "Letter, A4 and Legal are loaded")
            let pdf = try Data(contentsOf: try XCTUnwrap(Self.printedFiles(in: folder).first))
            XCTAssertEqual(PDFInspection.mediaBoxes(pdf).map(\.size), [CGSize(width: 792, height: 612)])
            let page = try PDFInspection.firstPage(pdf)
            let middle = page.rgba(396, 306), corner = page.rgba(5, 5)
            XCTAssertEqual([middle.red, middle.green, middle.blue], [255, 0, 0])
            XCTAssertEqual(corner.alpha, 0, "the margin stays blank")

            // A second job does not overwrite the first.
            controller.print(to: UIPrinter(url: folder))
            XCTAssertEqual(Self.printedFiles(in: folder).map(\.lastPathComponent), ["Receipt 2.pdf", "Receipt.pdf"])
        }
    }

    func testPresentingPrintsIntoTheSimulatorFolderAfterTheOptionsGo() throws {
        let folder = self.folder!
        try onMain {
            CairoRendering.install()
            setenv("OPENUIKIT_PRINT_FOLDER", folder.path, 1)
            defer { unsetenv("OPENUIKIT_PRINT_FOLDER") }
            let recorder = Recorder()
            let controller = Self.makeController(recorder)
            controller.printFormatter = UIMarkupTextPrintFormatter(
                markupText: "<h1>Corner Caf&eacute;</h1><p>Coffee &amp; cake</p><ul><li>1 coffee</li></ul>")
            var result: Bool?
            XCTAssertTrue(controller.present(animated: true) { _, completed, _ in result = completed })
            XCTAssertEqual(result, true)
            XCTAssertEqual(
                recorder.calls,
                ["willPresent", "didPresent", "willDismiss", "didDismiss", "willStartJob", "didFinishJob"])
            let pdf = try Data(contentsOf: try XCTUnwrap(Self.printedFiles(in: folder).first))
            XCTAssertEqual(PDFInspection.pageCount(pdf), 1)
            let page = try PDFInspection.firstPage(pdf)
            XCTAssertGreaterThan(page.darkPixels(in: CGRect(x: 18, y: 18, width: 300, height: 80)), 30)
            XCTAssertEqual(UIPrinter(url: folder).displayName, "Printer Simulator")

            // Dismissing while the options show cancels the job.
            recorder.calls = []
            recorder.dismissOnPresent = true
            controller.present(from: .zero, in: UIView(), animated: true) { _, completed, error in
                result = completed
                XCTAssertNil(error)
            }
            XCTAssertEqual(result, false)
            XCTAssertEqual(recorder.calls, ["willPresent", "didPresent", "willDismiss", "didDismiss"])
            XCTAssertEqual(Self.printedFiles(in: folder).count, 1)
        }
    }

    func testPDFDataPrintsEachOfItsPagesAndAViewPrintsInSlices() throws {
        let folder = self.folder!
        try onMain {
            CairoRendering.install()
            let controller = Self.makeController(Recorder())
            let source = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792)).pdfData { context in
                context.beginPage()
                context.beginPage()
            }
            XCTAssertTrue(UIPrintInteractionController.canPrintData(source))
            XCTAssertFalse(UIPrintInteractionController.canPrintData(Data("hello".utf8)))
            controller.printingItem = source
            XCTAssertEqual(controller.pageCount, 2)

            let view = UIView(frame: CGRect(x: 0, y: 0, width: 576, height: 1500))
            let band = UIView(frame: CGRect(x: 0, y: 0, width: 576, height: 100))
            band.backgroundColor = .blue
            view.addSubview(band)
            let formatter = view.viewPrintFormatter()
            XCTAssertTrue(formatter.view === view)
            controller.printFormatter = formatter
            controller.printingItem = nil
            XCTAssertEqual(controller.pageCount, 2, "1500 points in 756-point slices")
            controller.print(to: UIPrinter(url: folder))
            let pdf = try Data(contentsOf: try XCTUnwrap(Self.printedFiles(in: folder).first))
            XCTAssertEqual(PDFInspection.pageCount(pdf), 2)
            let page = try PDFInspection.firstPage(pdf)
            let top = page.rgba(300, 60), below = page.rgba(300, 200)
            XCTAssertEqual([top.red, top.green, top.blue, top.alpha], [0, 0, 255, 255], "the band at the top")
            XCTAssertEqual(below.alpha, 0)
        }
    }

    func testJobsThatCannotPrintSayWhy() {
        let folder = self.folder!
        onMain {
            CairoRendering.install()
            let controller = Self.makeController(Recorder())
            var error: UIPrintError?
            XCTAssertFalse(controller.print(to: UIPrinter(url: folder)) { _, _, e in error = e as? UIPrintError })
            XCTAssertEqual(error?.code, .noContent)
            controller.printingItem = "not an image"
            controller.print(to: UIPrinter(url: folder)) { _, _, e in error = e as? UIPrintError }
            XCTAssertEqual(error?.code, .unknownImageFormat)
            controller.printingItem = UIGraphicsPDFRenderer(bounds: .zero).pdfData { $0.beginPage() }
            controller.print(to: UIPrinter(url: URL(string: "ipp://printer.local")!)) { _, _, e in
                error = e as? UIPrintError
            }
            XCTAssertEqual(error?.code, .jobFailed)
            XCTAssertEqual((error as NSError?)?.domain, UIPrintErrorDomain)
            var reachable: Bool?
            UIPrinter(url: URL(string: "ipp://printer.local")!).contactPrinter { reachable = $0 }
            XCTAssertEqual(reachable, false)
            UIPrinter(url: folder).contactPrinter { reachable = $0 }
            XCTAssertEqual(reachable, true)
            XCTAssertEqual(Self.printedFiles(in: folder), [])
        }
    }
}
