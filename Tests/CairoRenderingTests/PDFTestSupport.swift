import Foundation
import OpenUIKit
import XCTest

@testable import CairoRendering

/// Reading back the PDFs the renderer writes: the page objects and media boxes Cairo writes
/// uncompressed, and a page drawn back into pixels by poppler.
enum PDFInspection {
    /// The page objects: `/Type /Page` and not `/Type /Pages`.
    static func pageCount(_ pdf: Data) -> Int {
        let text = String(decoding: pdf, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }.count
    }

    /// Every page's media box, in page order as Cairo writes them.
    static func mediaBoxes(_ pdf: Data) -> [CGRect] {
        let text = String(decoding: pdf, as: UTF8.self)
        let pattern = try! NSRegularExpression(
            pattern: #"/MediaBox \[\s*([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+)\s*\]"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            let values = (1...4).map { Double((text as NSString).substring(with: match.range(at: $0)))! }
            return CGRect(x: values[0], y: values[1], width: values[2] - values[0], height: values[3] - values[1])
        }
    }

    /// Whether the bytes hold `text` (the uncompressed parts: metadata, annotations).
    static func contains(_ pdf: Data, _ text: String) -> Bool {
        pdf.range(of: Data(text.utf8)) != nil
    }

    /// The PDF's first page drawn back at one pixel a point, by poppler.
    static func firstPage(_ pdf: Data, file: StaticString = #filePath, line: UInt = #line) throws -> PagePixels {
        let poppler = try XCTUnwrap(PopplerLibrary.shared, "poppler-glib draws PDFs back", file: file, line: line)
        switch poppler.rasterize(pdf, scale: 1) {
        case .success(let artwork): return PagePixels(bitmap: artwork.bitmap)
        case .failure(let error):
            XCTFail("poppler did not draw the page: \(error)", file: file, line: line)
            throw error
        }
    }
}

/// A page's pixels, premultiplied ARGB32 as Cairo keeps them.
struct PagePixels {
    let bitmap: any DecodedBitmap

    var width: Int { bitmap.pixelWidth }
    var height: Int { bitmap.pixelHeight }

    /// Red, green, blue and alpha (0…255) at `x`, `y`.
    func rgba(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        bitmap.withUnsafePixels { pixels, bytesPerRow in
            let offset = y * bytesPerRow + x * 4
            let word =
                UInt32(pixels[offset]) | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2]) << 16
                | UInt32(pixels[offset + 3]) << 24
            return (Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF), Int(word >> 24))
        }
    }

    /// How many pixels in `rect` are dark and opaque (text, black fills).
    func darkPixels(in rect: CGRect) -> Int {
        var count = 0
        for y in max(Int(rect.minY), 0)..<min(Int(rect.maxY), height) {
            for x in max(Int(rect.minX), 0)..<min(Int(rect.maxX), width) {
                let pixel = rgba(x, y)
                if pixel.alpha > 128, pixel.red < 110, pixel.green < 110, pixel.blue < 110 { count += 1 }
            }
        }
        return count
    }
}
