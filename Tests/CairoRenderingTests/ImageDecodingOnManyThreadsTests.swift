import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

/// Images are decoded off the main thread: by `prepareForDisplay`, by an image loaded by name
/// (which starts decoding on another core at once), and by any thread that draws or prepares
/// an image others share. `make test-sanitized` runs these under ThreadSanitizer.
final class ImageDecodingOnManyThreadsTests: UIKitTestCase {
    private static let fixtures = Bundle.module.url(forResource: "ImageFixtures", withExtension: nil)!
    private static let names = [
        "quadrants.png", "quadrants.jpg", "quadrants.gif", "quadrants-interlaced.gif", "forms-palette.png",
        "forms-16bit.png", "quadrants-exif6.jpg", "disc.png",
    ]

    /// Many threads at once decode new images and prepare shared ones; each shared image is
    /// decoded once, and draws as an image decoded alone on the main thread does.
    func testDecodingAndPreparingFromManyThreadsAtOnce() throws {
        try onMain {
            CairoRendering.install()
            let files = Self.names.map { Self.fixtures.appendingPathComponent($0) }
            let data = try files.map { try Data(contentsOf: $0) }
            let shared = try data.map { try XCTUnwrap(UIImage(data: $0)) }
            let sizes = shared.map(\.size)
            let failures = Counter()
            DispatchQueue.concurrentPerform(iterations: 64) { index in
                let which = index % data.count
                guard let fresh = UIImage(data: data[which]), fresh.preparingForDisplay() != nil,
                    fresh.size == sizes[which],
                    shared[which].preparingForDisplay() != nil,
                    let byPath = UIImage(contentsOfFile: files[which].path), byPath.size == sizes[which]
                else {
                    return failures.add()
                }
            }
            XCTAssertEqual(failures.value, 0)
            for (index, image) in shared.enumerated() {
                let alone = try XCTUnwrap(UIImage(data: data[index]))
                XCTAssertEqual(Self.draw(image), Self.draw(alone), Self.names[index])
            }
        }
    }

    /// `prepareForDisplay(completionHandler:)` hands back the same image from another thread.
    func testPrepareForDisplayFinishesOnAnotherThread() throws {
        onMain { CairoRendering.install() }
        let images = try Self.names.map {
            try XCTUnwrap(UIImage(contentsOfFile: Self.fixtures.appendingPathComponent($0).path))
        }
        let prepared = images.map { image in
            let done = expectation(description: "prepared")
            image.prepareForDisplay { result in
                XCTAssertFalse(Thread.isMainThread)
                XCTAssertTrue(result === image)
                done.fulfill()
            }
            return done
        }
        wait(for: prepared, timeout: 30)
    }

    @MainActor
    private static func draw(_ image: UIImage) -> RenderedImage? {
        let view = UIImageView(frame: CGRect(origin: .zero, size: image.size))
        view.image = image
        return CairoRenderer.render(view, scale: 1)
    }
}

/// A count many threads add to.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
