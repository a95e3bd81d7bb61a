import TestSupport
import XCTest

@testable import OpenUIKit

/// Background tasks (`UIApplication+BackgroundTasks`): the app's 30 seconds in the background
/// on the animation clock, the expiration handlers shortly before they run out, and UIKit's
/// console message for ending a task that is not running.
final class BackgroundTaskTests: UIKitTestCase {
    /// What the diagnostics handler collected during the test.
    @MainActor static var diagnostics: [UIKitDiagnostic] = []

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            UIApplication.shared.resetLaunchState()
            BackgroundTaskTests.diagnostics = []
            UIKitDiagnostics.handler = { BackgroundTaskTests.diagnostics.append($0) }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            UIApplication.shared.resetLaunchState()
            UIKitDiagnostics.handler = UIKitDiagnostics.printToStandardError
        }
        super.tearDown()
    }

    func testTheBackgroundTimeCountsDownOnTheClockAndExpiresTheTasksStillRunning() {
        onMain {
            let application = UIApplication.shared
            XCTAssertEqual(application.backgroundTimeRemaining, Double.greatestFiniteMagnitude)
            var expired: [String] = []
            let upload = application.beginBackgroundTask(withName: "upload") { expired.append("upload") }
            let save = application.beginBackgroundTask { expired.append("save") }
            XCTAssertEqual(upload.rawValue, 1)
            XCTAssertEqual(save.rawValue, 2)
            XCTAssertNotEqual(upload, .invalid)

            application.transition(to: .background)
            XCTAssertEqual(application.backgroundTimeRemaining, 30, accuracy: 0.001)
            application.advance(by: 10)
            XCTAssertEqual(application.backgroundTimeRemaining, 20, accuracy: 0.001)
            pump()
            XCTAssertEqual(application.backgroundTimeRemaining, 20, accuracy: 0.001, "runUntilIdle leaves the time")
            XCTAssertTrue(expired.isEmpty)

            application.endBackgroundTask(save)
            application.advance(by: 16)
            XCTAssertEqual(expired, ["upload"], "shortly before the end, the task still running expires")
            XCTAssertEqual(BackgroundTaskTests.diagnostics.count, 1, "a task its handler does not end is reported")
            XCTAssertTrue(
                BackgroundTaskTests.diagnostics.first?.reason.hasPrefix("Background Task 1 (\"upload\")") == true)

            application.endBackgroundTask(upload)
            application.advance(by: 10)
            XCTAssertEqual(application.backgroundTimeRemaining, 0)
            XCTAssertEqual(application.beginBackgroundTask(withName: "late"), .invalid, "no time left, no task")

            application.transition(to: .active)
            XCTAssertEqual(application.backgroundTimeRemaining, Double.greatestFiniteMagnitude)
        }
    }

    func testReturningToTheForegroundStopsTheCountdown() {
        onMain {
            let application = UIApplication.shared
            var expired = 0
            let task = application.beginBackgroundTask(withName: "sync") { expired += 1 }
            application.transition(to: .background)
            application.advance(by: 20)
            application.transition(to: .active)
            application.advance(by: 60)
            XCTAssertEqual(expired, 0)
            application.endBackgroundTask(task)
            XCTAssertTrue(BackgroundTaskTests.diagnostics.isEmpty)
        }
    }

    func testEndingATaskThatIsNotRunningIsReportedAndChangesNothing() {
        onMain {
            let application = UIApplication.shared
            let task = application.beginBackgroundTask(expirationHandler: nil)
            application.endBackgroundTask(task)
            application.endBackgroundTask(task)
            application.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: 26))
            XCTAssertEqual(
                BackgroundTaskTests.diagnostics.map(\.reason),
                [
                    "Can't end BackgroundTask: no background task exists with identifier 1 (0x1), or it may have already been ended.",
                    "Can't end BackgroundTask: no background task exists with identifier 26 (0x1a), or it may have already been ended.",
                ])
            XCTAssertEqual(application.beginBackgroundTask(expirationHandler: nil).rawValue, 2)
            XCTAssertEqual(application.backgroundRefreshStatus, .restricted)
        }
    }
}
