import Foundation

/// A URL a scene is asked to open, with where it came from: handed to
/// `scene(_:openURLContexts:)`, or in the connection options of a scene launched for it.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    public let url: URL
    /// Where it came from and how to open it.
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}

extension UIScene {
    /// How a URL handed to a scene came: the app that sent it, an annotation, and whether a
    /// document is to be opened in place.
    @preconcurrency @MainActor
    open class OpenURLOptions {
        /// The bundle identifier of the app that sent the URL; the app's own when it opened its
        /// own URL, as on Linux every such URL is.
        public let sourceApplication: String?
        /// What the sending app attached.
        public let annotation: Any?
        /// Whether the URL is a document to open where it is rather than a copy.
        public let openInPlace: Bool

        init(sourceApplication: String?, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
        }
    }
}

extension UIApplication {
    /// Keys of the options `application(_:open:options:)` receives.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a key from its string value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that sent the URL.
        public static let sourceApplication = OpenURLOptionsKey("UIApplicationOpenURLOptionsSourceApplicationKey")
        /// What the sending app attached.
        public static let annotation = OpenURLOptionsKey("UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether a document is to be opened in place.
        public static let openInPlace = OpenURLOptionsKey("UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// Whether `url` has one of the schemes the app's Info.plist declares (`CFBundleURLTypes`):
    /// such a URL is the app's own to open.
    func isOwnURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return (launchInfo?.urlSchemes ?? []).contains { $0.lowercased() == scheme }
    }

    /// Hands the app one of its own URLs, as iOS does when another app (here: the app itself)
    /// opens it: the frontmost scene's delegate hears `scene(_:openURLContexts:)`; an app without
    /// scenes hears `application(_:open:options:)`. Returns whether someone took it.
    func deliverOwnURL(_ url: URL) -> Bool {
        let source = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        if let scene = sceneList.first(where: { $0.activationState == .foregroundActive }) ?? sceneList.first {
            guard let delegate = scene.delegate else { return false }
            let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: source))
            LifecycleTrace.record(delegate, "scene(_:openURLContexts:)")
            delegate.scene(scene, openURLContexts: [context])
            return true
        }
        guard let delegate else { return false }
        LifecycleTrace.record(delegate, "application(_:open:options:)")
        return delegate.application(self, open: url, options: [.sourceApplication: source, .openInPlace: false])
    }
}
