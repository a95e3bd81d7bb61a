import CSDL2
import Foundation

/// A native window: one `SDL_Window`, sized in points (SDL's window coordinates), with as many
/// pixels per point as the display gives it (high DPI). It owns the video subsystem's start for
/// as long as it is open.
@MainActor
public final class SDLWindow {
    /// SDL's window; nil once closed.
    public private(set) var handle: OpaquePointer?
    /// SDL's id for the window, which its events carry.
    public let windowID: UInt32

    /// Opens a window of `size` points, centred, resizable, at the display's resolution.
    public init(title: String, size: CGSize, hidden: Bool = false) throws(SDLHostError) {
        try SDLVideo.start()
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        flags |= hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        let width = Int32(max(1, size.width.rounded())), height = Int32(max(1, size.height.rounded()))
        guard let window = SDL_CreateWindow(title, Self.centered, Self.centered, width, height, flags) else {
            let reason = String(cString: SDL_GetError())
            SDLVideo.stop()
            throw .windowUnavailable(reason)
        }
        handle = window
        windowID = SDL_GetWindowID(window)
    }

    isolated deinit {
        close()
    }

    /// SDL_WINDOWPOS_CENTERED, a macro Swift does not import.
    private static let centered = Int32(bitPattern: 0x2FFF_0000)

    /// The size in points (window coordinates, where the mouse is reported).
    public var size: CGSize {
        guard let handle else { return .zero }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(handle, &width, &height)
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    /// The size in device pixels.
    public var pixelSize: (width: Int, height: Int) {
        guard let handle else { return (0, 0) }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSizeInPixels(handle, &width, &height)
        return (Int(width), Int(height))
    }

    /// Pixels a point: above 1 on a high-DPI display whose system scales windows (Wayland,
    /// macOS); 1 on X11, where SDL 2 leaves windows unscaled.
    public var scale: CGFloat {
        let points = size
        guard points.width > 0 else { return 1 }
        return max(1, CGFloat(pixelSize.width) / points.width)
    }

    /// Where the window is on the screen, in screen coordinates.
    public var position: CGPoint {
        guard let handle else { return .zero }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(handle, &x, &y)
        return CGPoint(x: CGFloat(x), y: CGFloat(y))
    }

    /// The usable size of the display the window is on, in points.
    public var displayBounds: CGRect {
        guard let handle else { return .zero }
        var rect = SDL_Rect()
        guard SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(handle), &rect) == 0 else {
            return CGRect(origin: .zero, size: size)
        }
        return CGRect(x: 0, y: 0, width: CGFloat(rect.w), height: CGFloat(rect.h))
    }

    public func resize(to size: CGSize) {
        guard let handle else { return }
        SDL_SetWindowSize(handle, Int32(max(1, size.width.rounded())), Int32(max(1, size.height.rounded())))
    }

    public func show() {
        if let handle { SDL_ShowWindow(handle) }
    }

    /// Closes the window and lets the video subsystem stop if nothing else uses it.
    public func close() {
        guard let handle else { return }
        SDL_DestroyWindow(handle)
        self.handle = nil
        SDLVideo.stop()
    }
}
