import Foundation

/// A namespace scripts run in: the page's own, or one of the app's, whose globals the page's
/// scripts cannot see (a Chromium isolated world of the same name, made again for each document).
@preconcurrency @MainActor
open class WKContentWorld: NSObject {
    /// The world's name; nil for the page's world.
    open private(set) var name: String?

    init(name: String?) {
        self.name = name
        super.init()
    }

    private static var named: [String: WKContentWorld] = [:]

    /// The page's own world, where its scripts run.
    public static let page = WKContentWorld(name: nil)
    /// The app's default world.
    public static let defaultClient = WKContentWorld(name: "WKDefaultClientWorld")

    /// The world of `name`: the same object each time for the same name.
    public static func world(name: String) -> WKContentWorld {
        if let world = named[name] { return world }
        let world = WKContentWorld(name: name)
        named[name] = world
        return world
    }
}
