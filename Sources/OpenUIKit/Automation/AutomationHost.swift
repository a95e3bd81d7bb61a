internal import AutomationProtocol
import Foundation

/// The host a UI test launches the app under (`XCUIAutomation`'s `XCUIApplication`): the app runs
/// headless, drawn and measured by the linked renderer, and does nothing between the test's
/// requests. It connects to the socket the test names in `OPENUIKIT_AUTOMATION` and answers each
/// request (`AutomationServer`) until the test terminates it or goes away. Its clock moves only
/// when a request moves it, so a test's waits are the app's time, not the machine's.
@MainActor
final class AutomationHost: UIApplicationHost {
    private var channel: AutomationChannel?

    init() {}

    /// The host to use when the environment names a test's socket.
    static func fromEnvironment() -> AutomationHost? {
        guard let path = ProcessInfo.processInfo.environment[AutomationChannel.environmentKey], !path.isEmpty else {
            return nil
        }
        let host = AutomationHost()
        host.path = path
        return host
    }

    private var path = ""

    func prepareToLaunch(_ application: UIApplication) -> Bool {
        do {
            channel = try AutomationChannel.connect(to: path)
        } catch {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning, "OPENUIKIT_AUTOMATION names \(path), but no UI test listens there: \(error)")
            return false
        }
        RenderingBackends.installLinked()
        return true
    }

    func runMainLoop(_ application: UIApplication) {
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
