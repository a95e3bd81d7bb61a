import Foundation

/// What a UI test asks of the app it launched (`XCUIAutomation` to the app's automation host), one
/// JSON line each way. Points are in the window's coordinates; times are the app's clock's.
public enum AutomationRequest: Codable, Sendable, Equatable {
    /// The element tree as it is now, after the app has done what it had pending.
    case snapshot
    /// Fingers: a tap, `count` taps 0.1 s apart, a press held `duration` seconds, a drag through
    /// `points` one frame (1/60 s) apart.
    case tap(x: Double, y: Double, count: Int)
    case press(x: Double, y: Double, duration: Double)
    case drag(points: [AutomationPoint])
    /// Keys typed into the first responder; refused when nothing has keyboard focus.
    case typeText(String)
    /// The picker wheel or slider at the point set as a finger would leave it: a wheel to the
    /// row titled `value`, a slider to the fraction `value` of its range.
    case adjust(x: Double, y: Double, value: String)
    /// Moves the app's clock, running what falls due (the test is waiting for something).
    case advance(seconds: Double)
    /// The key window drawn, as PNG: all of it, or the part in `area` (an element's frame).
    case screenshot(area: AutomationRect?)
    case terminate
}

public struct AutomationRect: Codable, Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}

public struct AutomationPoint: Codable, Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The app's answer: the tree for `snapshot`, PNG bytes for `screenshot`, an error message (in
/// XCUITest's words where it has them) when the request could not be done.
public struct AutomationResponse: Codable, Sendable {
    public var tree: AutomationElement?
    public var png: Data?
    public var error: String?

    public init(tree: AutomationElement? = nil, png: Data? = nil, error: String? = nil) {
        self.tree = tree
        self.png = png
        self.error = error
    }
}
