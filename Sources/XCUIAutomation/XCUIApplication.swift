import Foundation
import OpenUIKitContracts
import XCTest

/// The app under test, a process of its own: `launch()` starts its executable (headless, under
/// OpenUIKit's UI-test host) with `launchArguments` and `launchEnvironment`, and the app answers
/// the test's queries and actions over a local socket. `XCUIApplication()` launches the
/// executable the environment variable `XCUI_TARGET_APP` names: a path, or the name of a product
/// in the build folder the tests run from.
open class XCUIApplication: XCUIElement {
    public enum State: UInt, Sendable {
        case unknown = 0
        case notRunning = 1
        case runningBackgroundSuspended = 2
        case runningBackground = 3
        case runningForeground = 4
    }

    public var launchArguments: [String] = []
    public var launchEnvironment: [String: String] = [:]
    /// The executable `launch()` starts; nil when `XCUI_TARGET_APP` names none that exists.
    public let executableURL: URL?
    private var connection: AppConnection?

    /// The app last launched: the one `XCUIScreen.main` shows.
    nonisolated(unsafe) static weak var current: XCUIApplication?

    public init() {
        executableURL = Self.targetApp(ProcessInfo.processInfo.environment["XCUI_TARGET_APP"])
        super.init(query: nil, binding: .application)
    }

    public init(executableURL: URL) {
        self.executableURL = executableURL
        super.init(query: nil, binding: .application)
    }

    /// XCUITest's way of naming another app: here the identifier is taken as an executable's
    /// path or product name, as `XCUI_TARGET_APP` is.
    public init(bundleIdentifier: String) {
        executableURL = Self.targetApp(bundleIdentifier)
        super.init(query: nil, binding: .application)
    }

    public var state: State {
        guard let connection else { return .notRunning }
        return connection.process.isRunning ? .runningForeground : .notRunning
    }

    /// Starts the app, ending the one this object launched before.
    public func launch(file: StaticString = #filePath, line: UInt = #line) {
        connection?.terminate()
        connection = nil
        guard let executableURL else {
            XCTFail(
                "No app to launch: set XCUI_TARGET_APP to the app's executable (a path, or a product name in the build folder)",
                file: file, line: line)
            return
        }
        do {
            let launched = try AppConnection(
                executable: executableURL, arguments: launchArguments, environment: launchEnvironment)
            // Answered once the app has launched and done what launch started, as XCUITest waits
            // for the app to go idle.
            _ = try launched.request(.advance(seconds: 0))
            connection = launched
            Self.current = self
        } catch {
            XCTFail("Failed to launch \(executableURL.path): \(error)", file: file, line: line)
        }
    }

    /// Launches the app unless it is running (there is no background here to bring it from).
    public func activate(file: StaticString = #filePath, line: UInt = #line) {
        if state != .runningForeground { launch(file: file, line: line) }
        Self.current = self
    }

    public func terminate() {
        connection?.terminate()
        connection = nil
    }

    /// Waits up to `timeout` seconds of the app's time for it to reach `state`.
    public func wait(for state: State, timeout: TimeInterval) -> Bool {
        waitUntil(timeout: timeout) { self.state == state }
    }

    // MARK: Talking to the app

    /// The app's tree as it is now; nil when it is not running.
    func currentTree() -> SnapshotNode? {
        guard let connection, let response = try? connection.request(.snapshot), let tree = response.tree else {
            return nil
        }
        return SnapshotNode.tree(tree)
    }

    /// Sends an action; an error the app reports fails the test.
    func perform(_ request: AutomationRequest, file: StaticString, line: UInt) {
        guard let connection else {
            XCTFail("The application is not running", file: file, line: line)
            return
        }
        do {
            let response = try connection.request(request)
            if let error = response.error { XCTFail(error, file: file, line: line) }
        } catch {
            XCTFail("The application stopped answering: \(error)", file: file, line: line)
        }
    }

    /// Checks `condition` until it holds or `timeout` seconds of the app's time have gone by,
    /// moving the app's clock a tenth of a second at a time (and giving its other threads a
    /// moment of the machine's).
    func waitUntil(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        var waited: TimeInterval = 0
        while true {
            if condition() { return true }
            guard waited < timeout, let connection else { return false }
            let step = min(0.1, timeout - waited)
            _ = try? connection.request(.advance(seconds: step))
            waited += step
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    /// The key window drawn, or the part of it in `area`.
    func screenshotData(area: CGRect? = nil) -> Data? {
        guard let connection else { return nil }
        let rect = area.map {
            AutomationRect(x: Double($0.minX), y: Double($0.minY), width: Double($0.width), height: Double($0.height))
        }
        guard let response = try? connection.request(.screenshot(area: rect)) else { return nil }
        if let error = response.error { XCTFail(error) }
        return response.png
    }

    /// `XCUI_TARGET_APP`'s executable: a path as it is, or a name beside the test bundle.
    static func targetApp(_ name: String?) -> URL? {
        guard let name, !name.isEmpty else { return nil }
        if name.contains("/") { return URL(fileURLWithPath: name) }
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }
}
