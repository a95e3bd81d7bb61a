import CSDL2
import Foundation

/// SDL's video subsystem, started once for each window that needs it and stopped when the last
/// one closes (SDL counts the starts), so a process can open a display, close it, and open another
/// (tests start an X server of their own each time).
enum SDLVideo {
    /// Starts the subsystem; throws the reason there is no display instead of letting SDL fail
    /// with a vaguer message.
    static func start() throws(SDLHostError) {
        let environment = ProcessInfo.processInfo.environment
        #if os(Linux)
        if environment["SDL_VIDEODRIVER"] == nil, environment["DISPLAY"] ?? "" == "", environment["WAYLAND_DISPLAY"] ?? "" == "" {
            throw .noDisplay
        }
        #endif
        // A desktop app should not keep the screen saver away.
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        // A click that gives the window focus is a click too, as on Linux desktops (SDL drops
        // one within 10 ms of a focus change by default).
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw .videoUnavailable(String(cString: SDL_GetError()))
        }
    }

    static func stop() {
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
}
