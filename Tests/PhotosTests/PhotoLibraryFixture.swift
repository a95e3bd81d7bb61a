import CairoRendering
import Foundation
@_spi(Rendering) import OpenUIKit
import Photos
import XCTest

/// A library folder of real image files, written by OpenUIKit's image renderer (Cairo), that
/// `OPENUIKIT_PHOTO_LIBRARY` points at for one test.
struct PhotoLibraryFixture {
    let root: URL

    /// An empty folder of its own, made the current library.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("PhotosTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        setenv("OPENUIKIT_PHOTO_LIBRARY", root.path, 1)
        MainActor.assumeIsolated { CairoRendering.install() }
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// An image `width` × `height` pixels, its left half `left` and its right half `right`.
    static func image(width: Int, height: Int, left: UIColor = .red, right: UIColor = .blue) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let size = CGSize(width: width, height: height)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            left.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height))
            right.setFill()
            context.fill(CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height))
        }
    }

    /// Writes a PNG (or, for a `.jpg` name, a JPEG) at `path` inside the library.
    @discardableResult
    func writeImage(_ path: String, width: Int, height: Int, left: UIColor = .red, right: UIColor = .blue) throws -> URL
    {
        let image = Self.image(width: width, height: height, left: left, right: right)
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = path.hasSuffix(".jpg") ? image.jpegData(compressionQuality: 0.9) : image.pngData()
        try XCTUnwrap(data, "the renderer encodes \(path)").write(to: url)
        return url
    }

    /// Writes bytes standing for a movie at `path`.
    func writeMovie(_ path: String) throws {
        try Data("not decoded".utf8).write(to: root.appendingPathComponent(path))
    }

    /// Writes `Library.json`.
    func writeIndex(_ json: String) throws {
        try Data(json.utf8).write(to: root.appendingPathComponent("Library.json"))
    }

    func fileExists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }
}

/// The 0–255 red, green, blue and alpha of the pixel at `x`, `y` of `image`, decoded by Cairo.
func pixel(of image: UIImage, x: Int, y: Int) throws -> [Int] {
    let bitmap = try XCTUnwrap(image.cgImage?.renderingSource?.bitmap, "the image has pixels")
    return bitmap.withUnsafePixels { pixels, bytesPerRow in
        let offset = y * bytesPerRow + x * 4
        // Premultiplied ARGB in the machine's (little-endian) byte order: blue, green, red, alpha.
        return [Int(pixels[offset + 2]), Int(pixels[offset + 1]), Int(pixels[offset]), Int(pixels[offset + 3])]
    }
}

/// Records every change the library reports.
final class ChangeRecorder: PHPhotoLibraryChangeObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var received: [PHChange] = []

    var changes: [PHChange] { lock.withLock { received } }

    func photoLibraryDidChange(_ changeInstance: PHChange) {
        lock.withLock { received.append(changeInstance) }
    }
}

/// Collects what a callback delivers and on which thread.
final class Delivery<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []
    private(set) var onMainThread: [Bool] = []

    var values: [Value] { lock.withLock { stored } }

    func add(_ value: Value) {
        lock.withLock {
            stored.append(value)
            onMainThread.append(Thread.isMainThread)
        }
    }
}
