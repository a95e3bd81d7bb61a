/// Why a window could not be opened. A host that meets one runs the app headless and says so.
public enum SDLHostError: Error, CustomStringConvertible, Sendable {
    /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set (and no `SDL_VIDEODRIVER` was chosen).
    case noDisplay
    /// SDL could not start its video subsystem (SDL's message).
    case videoUnavailable(String)
    /// SDL could not make the window (SDL's message).
    case windowUnavailable(String)

    public var description: String {
        switch self {
        case .noDisplay: "no display: neither DISPLAY nor WAYLAND_DISPLAY is set"
        case .videoUnavailable(let reason): "SDL could not open the display: \(reason)"
        case .windowUnavailable(let reason): "SDL could not open a window: \(reason)"
        }
    }
}
