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
            if environment["SDL_VIDEODRIVER"] == nil, environment["DISPLAY"] ?? "" == "",
                environment["WAYLAND_DISPLAY"] ?? "" == ""
            {
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
        // Frames are drawn in software and sent as damaged rectangles. On X11, SDL would put
        // the window surface behind an OpenGL texture (Mesa's llvmpipe where there is no GPU:
        // a whole-window upload and swap, about 2.5 ms a frame on Xvfb); X11's own framebuffer
        // sends just the rectangles through shared memory (about 0.3 ms). SDL does the same on
        // WSL. `SDL_FRAMEBUFFER_ACCELERATION` in the environment still decides.
        if let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" {
            SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT)
        }
    }

    static func stop() {
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
}
