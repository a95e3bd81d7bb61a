import Foundation
import OpenUIKitContracts

/// What an app runs on here, handed over by its entry point
/// (`UIApplicationMain(_:_:_:_:backend:)`): the hosts that can show it and the renderer's
/// services they draw with. Hosts are values the entry point names in code, never class names
/// looked up at run time, so renaming or unlinking a host breaks the entry point's build instead
/// of leaving the app headless; OpenUIKit imports none of them. ``headless`` (no host, the
/// installed services kept) is what `UIApplicationMain` without a backend and `@main` use.
///
/// `OpenUIKitApp.backend` is the one a ported app starts with: the UI-test host, SDLHost's
/// window, WebHost's browser tabs and Cairo's services.
///
/// Not UIKit API: on iOS the system is the backend.
@preconcurrency @MainActor
public struct UIApplicationBackend {
    /// A host the app can be shown by, and the name the environment variable `OPENUIKIT_HOST`
    /// chooses it by.
    public struct Host {
        /// What `OPENUIKIT_HOST` says to choose this host (`sdl`, `web`).
        public var name: String
        /// Makes the host; called at most once a launch, for the host chosen.
        public var make: @MainActor () -> any UIApplicationHost

        /// A host chosen by `name`, made by `make`.
        public init(name: String, make: @escaping @MainActor () -> any UIApplicationHost) {
            self.name = name
            self.make = make
        }
    }

    /// The host a UI test's launch asks for, tried before any other and whatever
    /// `OPENUIKIT_HOST` says: nil from it (no test launched this process) moves on to `hosts`.
    public var testHost: (@MainActor () -> (any UIApplicationHost)?)?
    /// The hosts, the default first. With `OPENUIKIT_HOST` unset the first is used; set, the
    /// one of that name (`none`: no host). A host that finds no display leaves the app headless.
    public var hosts: [Host]
    /// The renderer's services, installed once a host has a display (hosts draw what they show);
    /// nil keeps what is installed.
    public var rendering: RenderingServices?

    /// A backend of these hosts and services.
    public init(
        testHost: (@MainActor () -> (any UIApplicationHost)?)? = nil, hosts: [Host] = [],
        rendering: RenderingServices? = nil
    ) {
        self.testHost = testHost
        self.hosts = hosts
        self.rendering = rendering
    }

    /// No host: the app runs headless on the manual clock with whatever services are installed.
    public static var headless: UIApplicationBackend { UIApplicationBackend() }

    /// The host for this launch, prepared, with the services installed; nil for a headless run.
    func preparedHost(
        for application: UIApplication, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (any UIApplicationHost)? {
        if let test = testHost?() {
            return prepare(test, for: application)
        }
        let chosen = environment[.host] ?? ""
        if chosen.isEmpty {
            return hosts.first.flatMap { prepare($0.make(), for: application) }
        }
        if chosen == "none" { return nil }
        guard let named = hosts.first(where: { $0.name == chosen }) else {
            let names = hosts.map(\.name) + ["none"]
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "\(EnvironmentKey.host) names \(chosen), which is none of this app's hosts (\(names.joined(separator: ", "))); running headless"
            )
            return nil
        }
        return prepare(named.make(), for: application)
    }

    /// `host` prepared for launch with the services installed, or nil when it found no display.
    func prepare(_ host: any UIApplicationHost, for application: UIApplication) -> (any UIApplicationHost)? {
        guard host.prepareToLaunch(application) else { return nil }
        rendering?.install()
        return host
    }
}
