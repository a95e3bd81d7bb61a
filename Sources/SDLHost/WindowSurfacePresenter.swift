import CSDL2
import CairoRendering
import Foundation

/// Shows a renderer's frame in a window through SDL's window surface, copying and sending only
/// the rectangles that frame repainted (`SDL_UpdateWindowSurfaceRects`: on X11 one shared-memory
/// image put per rectangle), so a frame where one control changed costs that control's pixels.
/// The whole frame goes out only when the window needs it all: the first frame, after a resize
/// (SDL makes a new surface) and when the window system lost the window's pixels (exposed).
@MainActor
final class WindowSurfacePresenter {
    private let window: SDLWindow
    private var needsFullPresent = true
    /// Pixels the last present sent to the window.
    private(set) var presentedPixelCount = 0

    init(window: SDLWindow) {
        self.window = window
    }

    /// The next present sends the whole frame (the surface is fetched again first).
    func setNeedsFullPresent() {
        needsFullPresent = true
    }

    /// Copies `damage` (device pixels) of `renderer`'s last frame to the window and shows it.
    func present(_ damage: [CGRect], from renderer: CairoFrameRenderer) {
        presentedPixelCount = 0
        guard let handle = window.handle else { return }
        let full = needsFullPresent
        guard full || !damage.isEmpty, let surface = SDL_GetWindowSurface(handle) else { return }
        // Locking is free for a window surface (never RLE-encoded), and SDL_MUSTLOCK is a macro.
        needsFullPresent = false
        let frame = renderer.pixelSize
        let bounds = SDL_Rect(
            x: 0, y: 0, w: min(surface.pointee.w, Int32(frame.width)), h: min(surface.pointee.h, Int32(frame.height)))
        let areas = full ? [bounds] : damage.compactMap { Self.clip($0, to: bounds) }
        guard !areas.isEmpty else { return }
        SDL_LockSurface(surface)
        renderer.withUnsafePixels { pixels, stride in
            for area in areas { Self.copy(area, from: pixels, stride: stride, to: surface) }
        }
        SDL_UnlockSurface(surface)
        presentedPixelCount = areas.reduce(0) { $0 + Int($1.w) * Int($1.h) }
        SDL_UpdateWindowSurfaceRects(handle, areas, Int32(areas.count))
    }

    private static func clip(_ rect: CGRect, to bounds: SDL_Rect) -> SDL_Rect? {
        let minX = max(0, Int32(rect.minX.rounded(.down))), minY = max(0, Int32(rect.minY.rounded(.down)))
        let maxX = min(bounds.w, Int32(rect.maxX.rounded(.up))), maxY = min(bounds.h, Int32(rect.maxY.rounded(.up)))
        guard maxX > minX, maxY > minY else { return nil }
        return SDL_Rect(x: minX, y: minY, w: maxX - minX, h: maxY - minY)
    }

    /// Cairo's ARGB32 is SDL's ARGB8888; X11's usual 24-bit surface (XRGB8888) has the same
    /// layout with the alpha byte ignored, so rows are copied as they are. Other formats convert.
    private static func copy(
        _ area: SDL_Rect, from pixels: UnsafeRawPointer, stride: Int, to surface: UnsafeMutablePointer<SDL_Surface>
    ) {
        guard let destination = surface.pointee.pixels, let format = surface.pointee.format else { return }
        let pitch = Int(surface.pointee.pitch)
        let source = pixels + Int(area.y) * stride + Int(area.x) * 4
        let target = destination + Int(area.y) * pitch + Int(area.x) * Int(format.pointee.BytesPerPixel)
        let kind = format.pointee.format
        if kind == SDL_PIXELFORMAT_ARGB8888.rawValue || kind == SDL_PIXELFORMAT_RGB888.rawValue {
            let rowBytes = Int(area.w) * 4
            for row in 0..<Int(area.h) {
                (target + row * pitch).copyMemory(from: source + row * stride, byteCount: rowBytes)
            }
        } else {
            SDL_ConvertPixels(
                area.w, area.h, SDL_PIXELFORMAT_ARGB8888.rawValue, source, Int32(stride), kind, target, Int32(pitch))
        }
    }

    /// What the window shows: the surface's pixels as an opaque picture.
    func windowImage() -> RenderedImage? {
        guard let handle = window.handle, let surface = SDL_GetWindowSurface(handle),
            let source = surface.pointee.pixels
        else { return nil }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        SDL_LockSurface(surface)
        pixels.withUnsafeMutableBytes { buffer in
            _ = SDL_ConvertPixels(
                Int32(width), Int32(height), surface.pointee.format.pointee.format, source, surface.pointee.pitch,
                SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(width * 4))
        }
        SDL_UnlockSurface(surface)
        return RenderedImage(width: width, height: height, pixels: pixels.map { $0 | 0xFF00_0000 })
    }
}
