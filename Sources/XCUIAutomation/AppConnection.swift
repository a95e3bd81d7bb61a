import Foundation
import OpenUIKitContracts

/// A launched app process and the socket it answers on.
final class AppConnection: @unchecked Sendable {
    // @unchecked: used from the test's main thread only.
    let process: Process
    private let channel: AutomationChannel
    private let listener: AutomationChannel.Listener

    /// How long the app may take to launch and connect, and to answer one request.
    static let launchTimeout: TimeInterval = 60
    static let answerTimeout: TimeInterval = 60

    /// Starts `executable` with `arguments` and the test's environment plus `environment`, and
    /// waits for it to connect.
    init(executable: URL, arguments: [String], environment: [String: String]) throws {
        // Unix socket paths are short (108 bytes): the temporary folder and a short unique name.
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("xcui-\(UUID().uuidString.prefix(8)).sock").path
        listener = try AutomationChannel.Listener(path: path)
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        // `XCUI_APP_HOME`: where the app keeps its files (`openuikit test` gives each run a fresh one).
        if let home = merged["XCUI_APP_HOME"], !home.isEmpty { merged["HOME"] = home }
        merged.merge(environment) { _, launch in launch }
        // Foundation on Linux takes the home from the password database, not `HOME`; the
        // simulator's `CFFIXED_USER_HOME` moves it, so Documents is in the home the app was given.
        if environment["CFFIXED_USER_HOME"] == nil, let home = merged["HOME"] { merged["CFFIXED_USER_HOME"] = home }
        merged[AutomationChannel.environmentKey] = path
        process.environment = merged
        try process.run()
        let deadline = Date(timeIntervalSinceNow: Self.launchTimeout)
        var connected: AutomationChannel?
        while connected == nil, Date() < deadline, process.isRunning {
            connected = listener.accept(timeout: 0.1)
        }
        guard let connected else {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            throw XCUIElementError(
                process.terminationStatus == 0 && Date() < deadline
                    ? "\(executable.lastPathComponent) exited before it was ready (status \(process.terminationStatus)); is it an OpenUIKit app?"
                    : "\(executable.lastPathComponent) did not connect within \(Int(Self.launchTimeout)) seconds (status \(process.terminationStatus))"
            )
        }
        channel = connected
    }

    func request(_ request: AutomationRequest) throws -> AutomationResponse {
        try channel.send(request)
        return try channel.receive(AutomationResponse.self, timeout: Self.answerTimeout)
    }

    /// Asks the app to end, and ends it if it does not within a few seconds.
    func terminate() {
        _ = try? request(.terminate)
        let deadline = Date(timeIntervalSinceNow: 5)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// An app left running when its `XCUIApplication` goes is ended and waited for, as XCUITest
    /// ends the app after a test; a process not waited for would stay, unreaped, past the test.
    deinit {
        if process.isRunning { terminate() }
    }
}
