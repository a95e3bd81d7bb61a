import CairoRendering
import Foundation
import OpenUIKitContracts
import XCTest

/// The one policy every test that holds a picture to a reference follows.
///
/// - References live in the test target's source folder, `Tests/<Target>/References/<name>.png`
///   (a name may hold a folder: `App/01-home.png`), read from the checkout, not a bundle.
/// - A picture matches when it has the reference's size and no pixel's channel differs by more
///   than `tolerance` (out of 255). Our renderer draws the same bytes on every machine of this
///   kind, so the default, 6, only absorbs antialiasing that a different path to the same
///   pixels (an X server, a browser's canvas) rounds differently.
/// - A missing reference is written there and the test fails, so it is looked at before it is
///   kept. `OPENUIKIT_RECORD_REFERENCES=1` writes every picture compared and fails each test
///   that wrote one, for a deliberate change of look.
/// - A mismatch writes the picture drawn to the temporary folder and names it.
public enum ReferencePictures {
    /// Whether this run records references instead of comparing (`OPENUIKIT_RECORD_REFERENCES=1`).
    public static var isRecording: Bool { LaunchEnvironment().isOn(.recordReferences) }

    /// `Tests/<Target>/References` for a file anywhere under `Tests/<Target>`.
    public static func folder(forTestFile file: StaticString) -> URL {
        var url = URL(fileURLWithPath: "\(file)")
        while url.deletingLastPathComponent().lastPathComponent != "Tests", url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("References")
    }
}

/// Fails unless `image` matches the reference picture `name` (see `ReferencePictures`).
public func assertMatchesReference(
    _ image: RenderedImage, named name: String, tolerance: Int = 6,
    file: StaticString = #filePath, line: UInt = #line
) {
    let url = ReferencePictures.folder(forTestFile: file).appendingPathComponent("\(name).png")
    func write(_ message: String) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try XCTUnwrap(image.pngData()).write(to: url)
            XCTFail(
                "\(name): \(message) \(url.path). Look at it, keep it if it is right, and run again.", file: file,
                line: line)
        } catch {
            XCTFail("\(name): could not write \(url.path): \(error)", file: file, line: line)
        }
    }
    if ReferencePictures.isRecording { return write("recorded") }
    guard let data = FileManager.default.contents(atPath: url.path) else { return write("no reference; wrote") }
    guard let reference = RenderedImage(pngData: data) else {
        return XCTFail("\(name): \(url.path) is no PNG", file: file, line: line)
    }
    guard let difference = image.difference(from: reference, tolerance: tolerance) else {
        return XCTFail(
            "\(name): drawn \(image.width)×\(image.height), the reference is \(reference.width)×\(reference.height)",
            file: file, line: line)
    }
    guard difference.differingPixels > 0 else { return }
    let actual = FileManager.default.temporaryDirectory.appendingPathComponent(
        "actual-\(name.replacingOccurrences(of: "/", with: "-")).png")
    try? image.pngData()?.write(to: actual)
    XCTFail(
        "\(name): \(difference.differingPixels) pixels differ from the reference by more than \(tolerance) "
            + "(by up to \(difference.largestDifference)); the picture drawn is at \(actual.path)",
        file: file, line: line)
}
