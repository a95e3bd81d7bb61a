import Foundation

/// Opening URLs: on iOS the system hands them to the app that handles them; on a Linux desktop
/// that is `xdg-open`, which finds the user's browser, mail client or file viewer.
extension UIApplication {
    /// Keys for the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a key from its string value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// With `true`, opens the URL only as a universal link in an installed app; here such a request always fails.
        public static let universalLinksOnly = OpenExternalURLOptionsKey("UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings; Linux has no Settings app to open it.
    public nonisolated static let openSettingsURLString = "app-settings:"

    /// What hands a URL to the desktop and says whether it was taken: `xdg-open` by default.
    /// Tours and tests put their own in, so no browser opens while they run.
    ///
    /// Not UIKit API.
    public static var urlOpener: @Sendable (URL) -> Bool = { url in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
    }

    /// Opens `url` off the main thread; `completion` hears on the main queue whether the desktop
    /// took it (false for universal-links-only requests, which need an app of the link's own).
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let linksOnly = (options[.universalLinksOnly] as? Bool) == true
        if isOwnURL(url), !linksOnly {
            runLoop.perform { [self] in
                let opened = deliverOwnURL(url)
                completion?(opened)
            }
            return
        }
        let opener = UIApplication.urlOpener
        DispatchQueue.global().async {
            let opened = !linksOnly && opener(url)
            DispatchQueue.main.async { completion?(opened) }
        }
    }

    /// Whether some program could take `url`: its scheme is one a desktop has handlers for, or
    /// `xdg-mime` names one.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return isOwnURL(url) || ["http", "https", "mailto", "file", "tel", "sms", "ftp"].contains(scheme)
    }

    /// Opens `url` without waiting and returns whether its scheme is one a desktop can handle;
    /// replaced by `open(_:options:completionHandler:)`.
    @available(iOS, deprecated: 10.0, renamed: "open(_:options:completionHandler:)")
    public func openURL(_ url: URL) -> Bool {
        open(url)
        return canOpenURL(url)
    }
}
