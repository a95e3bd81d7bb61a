import CPango
import Foundation
import OpenUIKit

/// SVG documents drawn into Cairo by librsvg (Debian: librsvg2-2, which librsvg2-dev brings),
/// opened on the first SVG image (`SharedLibrary`).
struct RsvgLibrary: Sendable {
    private typealias NewFromData =
        @convention(c) (
            UnsafePointer<UInt8>?, Int,
            UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> OpaquePointer?
    private typealias SizeInPixels =
        @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
    /// `rsvg_handle_get_intrinsic_dimensions`: whether there is a width and the width (an
    /// `RsvgLength`), the same for the height, whether there is a view box and the box.
    private typealias Dimensions =
        @convention(c) (
            OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?,
            UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?,
            UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Double>?
        ) -> Void
    /// `rsvg_handle_render_document`, the viewport an `RsvgRectangle` (four doubles).
    private typealias Render =
        @convention(c) (
            OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?,
            UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> Int32

    private let newFromData: NewFromData
    private let sizeInPixels: SizeInPixels
    private let dimensions: Dimensions
    private let render: Render

    static let shared = RsvgLibrary()

    private init?() {
        guard let library = SharedLibrary(["librsvg-2.so.2", "librsvg-2.so"]),
            let newFromData = library.function("rsvg_handle_new_from_data", as: NewFromData.self),
            let sizeInPixels = library.function("rsvg_handle_get_intrinsic_size_in_pixels", as: SizeInPixels.self),
            let dimensions = library.function("rsvg_handle_get_intrinsic_dimensions", as: Dimensions.self),
            let render = library.function("rsvg_handle_render_document", as: Render.self)
        else { return nil }
        (self.newFromData, self.sizeInPixels, self.dimensions, self.render) = (
            newFromData, sizeInPixels, dimensions, render
        )
    }

    /// The document at `scale`: its width and height in points (CSS pixels), or else its view
    /// box's, as Xcode sizes it.
    func rasterize(_ data: Data, scale: CGFloat) -> Result<RasterizedArtwork, ImageDecodingError> {
        data.withUnsafeBytes { buffer in
            var error: UnsafeMutablePointer<GError>?
            guard
                let handle = newFromData(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count, &error)
            else {
                return .failure(
                    ImageDecodingError("the SVG is damaged (\(GLibError.take(error) ?? "librsvg read no document"))"))
            }
            defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
            var width = 0.0, height = 0.0
            if sizeInPixels(handle, &width, &height) == 0 {
                var hasViewBox: Int32 = 0
                var viewBox = [Double](repeating: 0, count: 4)
                dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
                guard hasViewBox != 0 else {
                    return .failure(
                        ImageDecodingError("the SVG has neither a width and height in absolute units nor a view box"))
                }
                (width, height) = (viewBox[2], viewBox[3])
            }
            return VectorArtworkRasterizer.draw(size: CGSize(width: width, height: height), scale: scale) { context in
                var rendered = true
                let viewport = [0, 0, width, height]
                viewport.withUnsafeBufferPointer { rendered = render(handle, context, $0.baseAddress, &error) != 0 }
                return rendered
                    ? nil : "the SVG could not be drawn (\(GLibError.take(error) ?? "librsvg gave no reason"))"
            }
        }
    }
}
