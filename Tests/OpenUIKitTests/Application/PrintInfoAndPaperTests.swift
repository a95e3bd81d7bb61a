import TestSupport
import XCTest

@testable import OpenUIKit

/// The printing types that need no renderer: print info kept as a dictionary, the paper
/// chosen for a page size, HTML read as text, errors, and formatters added to renderers.
final class PrintInfoAndPaperTests: UIKitTestCase {
    func testPrintInfoSurvivesItsDictionary() {
        onMain {
            let info = UIPrintInfo.printInfo()
            XCTAssertEqual(info.outputType, .general)
            XCTAssertEqual(info.orientation, .portrait)
            XCTAssertEqual(info.duplex, UIPrintInfo.Duplex.none)
            XCTAssertNil(info.printerID)
            info.jobName = "Receipt 42"
            info.outputType = .grayscale
            info.orientation = .landscape
            info.duplex = .shortEdge
            info.printerID = "file:///tmp/printer/"
            let copy = UIPrintInfo(dictionary: info.dictionaryRepresentation)
            XCTAssertEqual(copy.jobName, "Receipt 42")
            XCTAssertEqual(copy.outputType, .grayscale)
            XCTAssertEqual(copy.orientation, .landscape)
            XCTAssertEqual(copy.duplex, .shortEdge)
            XCTAssertEqual(copy.printerID, "file:///tmp/printer/")
            let defaults = UIPrintInfo(dictionary: nil)
            XCTAssertEqual(defaults.orientation, .portrait)
            XCTAssertEqual(defaults.jobName, ProcessInfo.processInfo.processName)
        }
    }

    func testTheBestPaperIsTheSmallestThatHoldsThePage() {
        onMain {
            let papers = UIPrintPaper.loadedPapers
            XCTAssertEqual(
                papers.map(\.paperSize),
                [
                    CGSize(width: 612, height: 792), CGSize(width: 595.28, height: 841.89),
                    CGSize(width: 612, height: 1008),
                ])
            @MainActor func best(_ width: CGFloat, _ height: CGFloat) -> CGSize {
                UIPrintPaper.bestPaper(forPageSize: CGSize(width: width, height: height), withPapersFrom: papers)
                    .paperSize
            }
            XCTAssertEqual(best(612, 792), CGSize(width: 612, height: 792), "Letter")
            XCTAssertEqual(best(595, 842), CGSize(width: 595.28, height: 841.89), "A4")
            XCTAssertEqual(best(300, 400), CGSize(width: 612, height: 792), "Letter is the smaller of the two")
            XCTAssertEqual(best(600, 900), CGSize(width: 612, height: 1008), "only Legal is tall enough")
            XCTAssertEqual(best(1000, 2000), CGSize(width: 612, height: 1008), "shrunk least on Legal")
            XCTAssertEqual(
                UIPrintPaper.bestPaper(forPageSize: CGSize(width: 10, height: 10), withPapersFrom: []).paperSize,
                UIPrintPaper().paperSize)
            XCTAssertEqual(papers[0].printableRect, CGRect(x: 18, y: 18, width: 576, height: 756))
        }
    }

    func testMarkupPrintsAsItsPlainReading() {
        let html = """
            <html><head><title>Ignored</title><style>p { color: red }</style></head>
            <body><h1>Corner  Caf&eacute;</h1>
            <p>Coffee &amp; cake,<br>to go</p>
            <ul><li>1 coffee</li><li>1 cake &#8212; &#x263A;</li></ul><script>alert(1)</script></body></html>
            """
        XCTAssertEqual(
            HTMLPlainText.reading(of: html), "Corner Café\n\nCoffee & cake,\nto go\n\n• 1 coffee\n• 1 cake — ☺")
    }

    func testPrintErrorsCarryUIKitsDomainAndCodes() {
        let error = UIPrintError(.jobFailed)
        XCTAssertEqual(UIPrintError.errorDomain, "UIPrintErrorDomain")
        XCTAssertEqual((error as NSError).code, 4)
        XCTAssertEqual(UIPrintError.Code.notAvailable.rawValue, 1)
        XCTAssertEqual(error, UIPrintError(UIPrintError.jobFailed))
    }

    func testFormattersJoinOneRendererAtATimeFromTheirStartPage() {
        onMain {
            let first = UIPrintPageRenderer(), second = UIPrintPageRenderer()
            let text = UISimpleTextPrintFormatter(text: "Total: 4.20")
            XCTAssertEqual(text.pageCount, 1)
            first.addPrintFormatter(text, startingAtPageAt: 2)
            XCTAssertEqual(first.numberOfPages, 3, "pages 0 and 1 are the renderer's own")
            XCTAssertNil(first.printFormatters(forPageAt: 1))
            XCTAssertTrue(first.printFormatters(forPageAt: 2)?.first === text)
            second.addPrintFormatter(text, startingAtPageAt: 0)
            XCTAssertNil(first.printFormatters)
            XCTAssertTrue(text.printPageRenderer === second)
            text.removeFromPrintPageRenderer()
            XCTAssertNil(second.printFormatters)
            XCTAssertNil(text.printPageRenderer)
            XCTAssertEqual(second.numberOfPages, 0)
        }
    }
}
