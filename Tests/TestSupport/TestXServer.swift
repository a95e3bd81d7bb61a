import OpenUIKit
import VirtualDisplay

/// An X server of the test's own (Xvfb) for the tests that open real SDL windows.
public enum TestXServer {
    /// Starts a server and makes it the display SDL's video subsystem opens, which each host
    /// reads anew.
    public static func start() throws -> XvfbServer {
        let server = try XvfbServer()
        server.becomeDisplay()
        return server
    }

    /// Stops `server` and puts back the headless animation clock in place of the display clock
    /// a host installed, as the suites that run next in this process expect.
    public static func stop(_ server: XvfbServer?) {
        server?.stop()
        MainActor.assumeIsolated {
            UIApplication.shared.animationClock = ManualAnimationClock(now: UIApplication.shared.animationClock.now)
        }
    }
}
