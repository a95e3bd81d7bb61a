import CSDL2
import CairoRendering
import Foundation
import OpenUIKit

/// A `UIWindow` on screen: an SDL window the size of the `UIWindow`, drawn by a
/// `CairoFrameRenderer` and shown a damaged rectangle at a time, with the mouse, touch screen and
/// keyboard as UIKit input, and the display's refresh moving the animation clock.
///
/// One frame (`runFrame(advancingBy:)`), in the order UIKit's run loop does its work: input
/// events are handled; the clock moves by the frame's interval, completing the animations that
/// end and running the deferred work (transitions, main-queue blocks, layout) this causes; the
/// window is laid out; the damaged regions are drawn and presented. `run()` makes frames at 60 Hz
/// until the window closes or the app terminates; tests call `runFrame` with exact intervals.
///
/// The window's size in points is the `UIWindow`'s; dragging its edges resizes the `UIWindow`,
/// which runs a size transition (`viewWillTransition(to:with:)`, new size classes). Its pixels a
/// point become the screen's scale.
@MainActor
public final class SDLWindowHost {
    /// The view tree shown; `attach(_:)` shows another.
    public private(set) var window: UIWindow
    public let sdlWindow: SDLWindow
    public private(set) var renderer: CairoFrameRenderer
    public let clock: DisplayLinkClock
    public private(set) var statistics = FrameStatistics()
    /// Called when the person closes the window (or SDL asks to quit); by default the app
    /// terminates, which ends `run()`.
    public var onClose: @MainActor () -> Void = { UIApplication.shared.terminate() }
    /// Set once the window was asked to close.
    public private(set) var closeRequested = false

    private let presenter: WindowSurfacePresenter
    private let input: SDLInputRouter

    /// Opens a window for `window` at its frame's size (or `size`, which the `UIWindow` takes).
    public convenience init(window: UIWindow, size: CGSize? = nil, title: String = "OpenUIKit") throws(SDLHostError) {
        let native = try SDLWindow(title: title, size: size ?? window.frame.size)
        self.init(window: window, in: native)
    }

    /// Shows `window` in a native window already open (one `SDLApplicationHost` made before
    /// launch to learn the display's scale).
    public init(window: UIWindow, in native: SDLWindow) {
        self.window = window
        sdlWindow = native
        clock = DisplayLinkClock.installed()
        renderer = CairoFrameRenderer(view: window, scale: native.scale)
        presenter = WindowSurfacePresenter(window: native)
        input = SDLInputRouter(window: window)
        SDLClipboard.install()
        attach(window)
    }

    /// Shows `window` from now on (an app whose key window changed): the window moves to the
    /// display's screen, takes the native window's size, and is drawn afresh.
    public func attach(_ window: UIWindow) {
        if renderer.view !== window {
            self.window = window
            renderer = CairoFrameRenderer(view: window, scale: sdlWindow.scale)
        }
        input.window = window
        let scale = sdlWindow.scale
        if window.screen.scale != scale {
            window.screen = UIScreen(
                bounds: sdlWindow.displayBounds, scale: scale, idiom: window.screen.traitCollection.userInterfaceIdiom)
        }
        resizeWindow(to: sdlWindow.size)
        presenter.setNeedsFullPresent()
    }

    // MARK: Frames

    /// Makes one frame after `interval` seconds of display time.
    public func runFrame(advancingBy interval: TimeInterval) {
        let start = FramePacer.seconds
        handleEvents()
        UIApplication.shared.advance(by: interval)
        window.layoutIfNeeded()
        let damage = renderer.renderFrame()
        presenter.present(damage, from: renderer)
        statistics.record(FramePacer.seconds - start)
    }

    /// Makes frames at the display's rate until the window closes or the app terminates.
    public func run() {
        run(while: { true })
    }

    /// Makes frames at the display's rate while `keepGoing` holds (asked before each frame), the
    /// window is open and the app runs.
    public func run(while keepGoing: () -> Bool) {
        var pacer = FramePacer(interval: clock.frameInterval)
        while keepGoing(), !closeRequested, !UIApplication.shared.hasTerminated, sdlWindow.handle != nil {
            let frames = pacer.waitForNextFrame()
            runFrame(advancingBy: Double(frames) * clock.frameInterval)
        }
    }

    /// Handles the events that have arrived, without waiting; returns how many there were.
    @discardableResult
    public func handleEvents() -> Int {
        var event = SDL_Event()
        var count = 0
        while SDL_PollEvent(&event) != 0 {
            handle(event)
            count += 1
        }
        return count
    }

    /// Handles events as they arrive until `condition` holds or `timeout` seconds pass, without
    /// moving the clock: for input that comes from another process (a test's X events), whose
    /// arrival only the window system can say. Returns whether the condition held.
    @discardableResult
    public func handleEvents(until condition: () -> Bool, timeout: TimeInterval) -> Bool {
        let deadline = FramePacer.seconds + timeout
        var event = SDL_Event()
        while !condition() {
            let left = deadline - FramePacer.seconds
            guard left > 0 else { return false }
            if SDL_WaitEventTimeout(&event, Int32(min(left, 0.05) * 1000) + 1) != 0 { handle(event) }
        }
        return true
    }

    /// What the window shows now, read back from SDL's window surface.
    public func windowImage() -> RenderedImage? {
        presenter.windowImage()
    }

    /// Pixels the last frame sent to the window.
    public var presentedPixelCount: Int { presenter.presentedPixelCount }

    /// Closes the native window; the `UIWindow` stays as it is.
    public func close() {
        sdlWindow.close()
    }

    // MARK: Events

    private func handle(_ event: SDL_Event) {
        if input.route(event, windowID: sdlWindow.windowID) { return }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            requestClose()
        case SDL_WINDOWEVENT where event.window.windowID == sdlWindow.windowID:
            handleWindowEvent(event.window)
        default:
            break
        }
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent) {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            resizeWindow(to: CGSize(width: Int(event.data1), height: Int(event.data2)))
            presenter.setNeedsFullPresent()
        case SDL_WINDOWEVENT_EXPOSED:
            presenter.setNeedsFullPresent()
        case SDL_WINDOWEVENT_FOCUS_LOST:
            input.cancelAll()
        case SDL_WINDOWEVENT_MINIMIZED:
            UIApplication.shared.transition(to: .background)
        case SDL_WINDOWEVENT_RESTORED where UIApplication.shared.applicationState == .background:
            UIApplication.shared.transition(to: .active)
        case SDL_WINDOWEVENT_CLOSE:
            requestClose()
        default:
            break
        }
    }

    /// The `UIWindow` follows the native window's size: a size transition when it changes.
    private func resizeWindow(to size: CGSize) {
        guard size.width > 0, size.height > 0, window.frame.size != size else { return }
        window.frame = CGRect(origin: window.frame.origin, size: size)
    }

    private func requestClose() {
        guard !closeRequested else { return }
        closeRequested = true
        onClose()
    }
}
