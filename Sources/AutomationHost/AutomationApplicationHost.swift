import Foundation
@_spi(Hosting) import OpenUIKit
internal import OpenUIKitContracts

/// The host a UI test launches the app under (`XCUIAutomation`'s `XCUIApplication`): the app runs
/// headless, drawn and measured by the backend's renderer, and does nothing between the test's
/// requests. It connects to the socket the test names in `OPENUIKIT_AUTOMATION` and answers each
/// request (`AutomationServer`) until the test terminates it or goes away. Its clock moves only
/// when a request moves it, so a test's waits are the app's time, not the machine's.
///
/// An entry point passes ``fromEnvironment()`` as its backend's `testHost`.
///
/// Not UIKit API: on iOS, XCUITest's runner drives the app.
@MainActor
public final class AutomationApplicationHost: UIApplicationHost {
    private let path: String
    private var channel: AutomationChannel?

    private init(path: String) {
        self.path = path
    }

    /// The host when the environment names a test's socket (a UI test launched this process);
    /// nil otherwise.
    public static func fromEnvironment() -> AutomationApplicationHost? {
        guard let path = ProcessInfo.processInfo.environment[AutomationChannel.environmentKey], !path.isEmpty else {
            return nil
        }
        return AutomationApplicationHost(path: path)
    }

    public func prepareToLaunch(_ application: UIApplication) -> Bool {
        do {
            channel = try AutomationChannel.connect(to: path)
        } catch {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "\(AutomationChannel.environmentKey) names \(path), but no UI test listens there: \(error)")
            return false
        }
        return true
    }

    public func runMainLoop(_ application: UIApplication) {
        guard let channel else { return }
        let server = AutomationServer(application: application)
        while !application.hasTerminated {
            guard let request = try? channel.receive(AutomationRequest.self) else { break }
            let response = server.answer(request)
            try? channel.send(response)
            if request == .terminate { application.terminate() }
        }
    }
}
