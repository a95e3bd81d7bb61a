import CairoRendering
import Foundation
import TestSupport
import XCTest

/// The pictures a tour draws of a corpus app's screens, held against the ones in `References/`
/// (one folder per app), as the showcase's are: a change that moves a view in a real app fails.
/// `CORPUS_RECORD_REFERENCES=1` writes the tour's pictures there instead.
enum TourPictureReferences {
    static var folder: URL { OpenUIKitTool.checkout.appendingPathComponent("Tests/AppCorpusTests/References") }
    static let recording = ProcessInfo.processInfo.environment["CORPUS_RECORD_REFERENCES"] == "1"

    /// Whether the app's tour was accepted: its pictures are references, recorded once it toured
    /// cleanly and looked at. An accepted app is held to its tour, its build and its tests.
    static func isAccepted(_ app: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(app).path)
    }

    /// Each picture at most a few hundred pixels off by more than a little (text edges may round
    /// differently), the same size, and none missing.
    static func check(
        _ pictures: [String], of app: String, in tour: URL, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let references = folder.appendingPathComponent(app)
        if recording {
            try? FileManager.default.removeItem(at: references)
            try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
            for picture in pictures {
                try FileManager.default.copyItem(
                    at: tour.appendingPathComponent(picture), to: references.appendingPathComponent(picture))
            }
            return
        }
        let recorded = ((try? FileManager.default.contentsOfDirectory(atPath: references.path)) ?? []).filter {
            $0.hasSuffix(".png")
        }
        XCTAssertEqual(
            Set(pictures), Set(recorded),
            "\(app): the tour's pictures are not the references' (CORPUS_RECORD_REFERENCES=1 records them)",
            file: file, line: line)
        for picture in pictures where recorded.contains(picture) {
            let image = try XCTUnwrap(
                RenderedImage(pngData: Data(contentsOf: tour.appendingPathComponent(picture))), picture, file: file,
                line: line)
            let reference = try XCTUnwrap(
                RenderedImage(pngData: Data(contentsOf: references.appendingPathComponent(picture))),
                "\(app)/\(picture) is no PNG", file: file, line: line)
            guard let difference = image.difference(from: reference, tolerance: 8) else {
                XCTFail(
                    "\(app)/\(picture): \(image.width)×\(image.height), the reference is \(reference.width)×\(reference.height)",
                    file: file, line: line)
                continue
            }
            XCTAssertLessThanOrEqual(
                difference.differingPixels, image.width * image.height / 500,
                "\(app)/\(picture): \(difference.differingPixels) pixels differ (by up to \(difference.largestDifference))",
                file: file, line: line)
        }
    }
}
