import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

/// `UIGraphicsPDFRenderer` and the `UIGraphicsBeginPDFContext…` functions write real PDFs
/// through Cairo's PDF surface: a page for each page begun, of the bounds it was begun with,
/// drawing in UIKit's top-left coordinates, the document info in the metadata, and links as
/// annotations. Pages are drawn back by poppler and their pixels checked.
final class PDFRendererTests: UIKitTestCase {
    func testEachBegunPageIsAPageOfItsBoundsWithTheDrawingAtTheTopLeft() throws {
        try onMain {
            CairoRendering.install()
            let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
            var boundsSeen: [CGRect] = []
            let pdf = renderer.pdfData { context in
                context.beginPage()
                boundsSeen.append(context.pdfContextBounds)
                UIColor.red.setFill()
                context.fill(CGRect(x: 10, y: 10, width: 50, height: 30))
                XCTAssertTrue(UIGraphicsGetCurrentContext() === context.cgContext)
                context.beginPage(withBounds: CGRect(x: 100, y: 100, width: 300, height: 400), pageInfo: [:])
                boundsSeen.append(context.pdfContextBounds)
                UIColor.blue.setFill()
                context.fill(CGRect(x: 100, y: 100, width: 20, height: 20))
                context.beginPage()
            }
            XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
            XCTAssertEqual(PDFInspection.pageCount(pdf), 3, "an empty last page is a page too")
            XCTAssertEqual(
                PDFInspection.mediaBoxes(pdf).map(\.size),
                [CGSize(width: 200, height: 100), CGSize(width: 300, height: 400), CGSize(width: 200, height: 100)])
            XCTAssertEqual(
                boundsSeen,
                [CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 100, y: 100, width: 300, height: 400)])

            let page = try PDFInspection.firstPage(pdf)
            XCTAssertEqual(page.width, 200)
            XCTAssertEqual(page.height, 100)
            let inside = page.rgba(30, 20), outside = page.rgba(100, 70)
            XCTAssertEqual([inside.red, inside.green, inside.blue, inside.alpha], [255, 0, 0, 255], "y grows down")
            XCTAssertEqual(outside.alpha, 0, "nothing drawn below the rectangle")
        }
    }

    func testTextDrawnOnAPageComesBackAsDarkPixelsWhereItWasDrawn() throws {
        try onMain {
            CairoRendering.install()
            let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 300, height: 200)).pdfData { context in
                context.beginPage()
                ("Receipt" as NSString).draw(
                    at: CGPoint(x: 20, y: 120),
                    withAttributes: [.font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.black])
            }
            let page = try PDFInspection.firstPage(pdf)
            XCTAssertGreaterThan(page.darkPixels(in: CGRect(x: 20, y: 120, width: 200, height: 60)), 300)
            XCTAssertEqual(page.darkPixels(in: CGRect(x: 0, y: 0, width: 300, height: 110)), 0, "nothing above it")
        }
    }

    func testTheFormatsDocumentInfoLandsInTheMetadata() {
        onMain {
            CairoRendering.install()
            let format = UIGraphicsPDFRendererFormat.default()
            format.documentInfo = [
                kCGPDFContextTitle as String: "Receipt 42", kCGPDFContextAuthor as String: "Corner Café Till",
                kCGPDFContextSubject as String: "Lunch", kCGPDFContextKeywords as String: ["coffee", "cake"],
                kCGPDFContextCreator as String: "PrintingFixture",
            ]
            let renderer = UIGraphicsPDFRenderer(bounds: .zero, format: format)
            XCTAssertEqual(renderer.format.documentInfo.count, 5, "the renderer keeps a copy")
            let pdf = renderer.pdfData { $0.beginPage() }
            XCTAssertTrue(PDFInspection.contains(pdf, "/Title (Receipt 42)"))
            XCTAssertTrue(PDFInspection.contains(pdf, "/Subject (Lunch)"))
            XCTAssertTrue(PDFInspection.contains(pdf, "/Keywords (coffee, cake)"))
            XCTAssertTrue(PDFInspection.contains(pdf, "/Creator (PrintingFixture)"))
            XCTAssertTrue(PDFInspection.contains(pdf, "/Author"), "a non-ASCII author is written too")
            XCTAssertEqual(
                PDFInspection.mediaBoxes(pdf).map(\.size), [CGSize(width: 612, height: 792)],
                "an empty bounds is a Letter page")
        }
    }

    func testLinksAndDestinationsBecomeAnnotations() {
        onMain {
            CairoRendering.install()
            let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)).pdfData { context in
                context.beginPage()
                context.setURL(
                    URL(string: "https://example.com/receipt")!, for: CGRect(x: 10, y: 10, width: 80, height: 20))
                context.setDestinationWithName("totals", for: CGRect(x: 10, y: 40, width: 80, height: 20))
                context.beginPage()
                context.addDestination(withName: "totals", at: CGPoint(x: 0, y: 50))
            }
            XCTAssertEqual(PDFInspection.pageCount(pdf), 2)
            XCTAssertTrue(PDFInspection.contains(pdf, "(https://example.com/receipt)"))
            XCTAssertTrue(PDFInspection.contains(pdf, "(totals)"))
            let links = String(decoding: pdf, as: UTF8.self).components(separatedBy: "/Subtype /Link").count - 1
            XCTAssertEqual(links, 2)
        }
    }

    func testTheCStyleFunctionsWriteAFileAndData() throws {
        try onMain {
            CairoRendering.install()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "PDFRendererTests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("receipt.pdf").path

            XCTAssertTrue(
                UIGraphicsBeginPDFContextToFile(
                    path, CGRect(x: 0, y: 0, width: 100, height: 150), [kCGPDFContextTitle: "Till roll"]))
            XCTAssertNil(UIGraphicsGetCurrentContext(), "no context before the first page")
            XCTAssertEqual(UIGraphicsGetPDFContextBounds(), CGRect(x: 0, y: 0, width: 100, height: 150))
            UIGraphicsBeginPDFPage()
            let context = try XCTUnwrap(UIGraphicsGetCurrentContext())
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 10))
            UIGraphicsSetPDFContextURLForRect(
                URL(string: "https://example.com")!, CGRect(x: 0, y: 0, width: 100, height: 10))
            UIGraphicsSetPDFContextDestinationForRect("end", CGRect(x: 0, y: 20, width: 100, height: 10))
            UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 80, height: 60), nil)
            XCTAssertEqual(UIGraphicsGetPDFContextBounds(), CGRect(x: 0, y: 0, width: 80, height: 60))
            UIGraphicsAddPDFContextDestinationAtPoint("end", CGPoint(x: 0, y: 0))
            UIGraphicsEndPDFContext()
            XCTAssertNil(UIGraphicsGetCurrentContext(), "ending pops the context")
            XCTAssertEqual(UIGraphicsGetPDFContextBounds(), .zero)

            let file = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertEqual(String(decoding: file.prefix(5), as: UTF8.self), "%PDF-")
            XCTAssertEqual(
                PDFInspection.mediaBoxes(file).map(\.size),
                [CGSize(width: 100, height: 150), CGSize(width: 80, height: 60)])
            XCTAssertTrue(PDFInspection.contains(file, "/Title (Till roll)"))
            let page = try PDFInspection.firstPage(file)
            let top = page.rgba(50, 5)
            XCTAssertEqual([top.red, top.green, top.blue, top.alpha], [0, 255, 0, 255])

            let data = NSMutableData()
            UIGraphicsBeginPDFContextToData(data, .zero, nil)
            UIGraphicsBeginPDFPage()
            UIGraphicsBeginPDFPage()
            UIGraphicsEndPDFContext()
            XCTAssertEqual(PDFInspection.pageCount(data as Data), 2)
            XCTAssertEqual(PDFInspection.mediaBoxes(data as Data).first?.size, CGSize(width: 612, height: 792))
            XCTAssertFalse(
                UIGraphicsBeginPDFContextToFile(folder.appendingPathComponent("no/such.pdf").path, .zero, nil))
        }
    }

    func testHeadlessThereIsNoPDFAndNoPrinting() {
        onMain {
            CairoRendering.uninstall()
            var ran = false
            let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)).pdfData { _ in ran = true
            }
            XCTAssertEqual(pdf, Data())
            XCTAssertFalse(ran)
            XCTAssertFalse(UIPrintInteractionController.isPrintingAvailable)
            CairoRendering.install()
            XCTAssertTrue(UIPrintInteractionController.isPrintingAvailable)
        }
    }
}
