import CairoRendering
import Foundation
import TestSupport
import XCTest

/// The pictures a tour draws of a corpus app's screens, held against the ones in `References/`
/// (one folder per app), by the policy every reference picture follows (`ReferencePictures`): a
/// change that moves a view in a real app fails; `OPENUIKIT_RECORD_REFERENCES=1` records them.
enum TourPictureReferences {
    static var folder: URL { ReferencePictures.folder(forTestFile: #filePath) }

    /// Whether the app's tour was accepted: its pictures are references, recorded once it toured
    /// cleanly and looked at. An accepted app is held to its tour, its build and its tests.
    static func isAccepted(_ app: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(app).path)
    }

    /// The tour's pictures are the references' (none missing, none left over), and each matches
    /// its reference. Recording replaces the app's folder with the tour's pictures.
    static func check(
        _ pictures: [String], of app: String, in tour: URL, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let references = folder.appendingPathComponent(app)
        if ReferencePictures.isRecording { try? FileManager.default.removeItem(at: references) }
        let recorded = ((try? FileManager.default.contentsOfDirectory(atPath: references.path)) ?? []).filter {
            $0.hasSuffix(".png")
        }
        if !ReferencePictures.isRecording {
            XCTAssertEqual(
                Set(pictures), Set(recorded), "\(app): the tour's pictures are not the references'", file: file,
                line: line)
        }
        for picture in pictures {
            let image = try XCTUnwrap(
                RenderedImage(pngData: Data(contentsOf: tour.appendingPathComponent(picture))), picture, file: file,
                line: line)
            assertMatchesReference(
                image, named: "\(app)/\((picture as NSString).deletingPathExtension)", file: file, line: line)
        }
    }
}
