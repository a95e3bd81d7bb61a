import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// A scene delegate that says what it reads, as an app that restores its scene by activity.
final class ReadingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var page = 1
    var seen: [String] = []
    var opened: [URL] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        let page = session.stateRestorationActivity?.userInfo?["page"] as? Int
        seen.append("connect, saved page \(page.map(String.init) ?? "none")")
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        page = stateRestorationActivity.userInfo?["page"] as? Int ?? 0
        seen.append("restore \(stateRestorationActivity.activityType) page \(page)")
    }

    func sceneWillEnterForeground(_ scene: UIScene) { seen.append("foreground") }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.title = "Reading"
        activity.userInfo = ["page": page]
        activity.webpageURL = URL(string: "https://example.com/book")
        return activity
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        opened += URLContexts.map(\.url)
    }
}

final class SceneRestorationTests: UIKitTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-restoration-\(UUID().uuidString)")
        let folder: URL = self.folder
        MainActor.assumeIsolated {
            UIApplication.registerDelegateClass(ReadingSceneDelegate.self) { ReadingSceneDelegate() }
            UIApplication.shared.savedStateDirectory = folder
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            UIApplication.shared.resetLaunchState()
            UIApplication.shared.savedStateDirectory = nil
        }
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    /// The scene app's Info.plist with a URL scheme of its own, its scenes made by
    /// `ReadingSceneDelegate`.
    @MainActor
    private static func launch() throws -> ReadingSceneDelegate {
        let url = try XCTUnwrap(storyboardBundle.url(forResource: "SceneApp-Info", withExtension: "plist"))
        var dictionary = try XCTUnwrap(ApplicationInfo.dictionary(contentsOf: url))
        dictionary["CFBundleURLTypes"] = [["CFBundleURLSchemes": ["reader"]]]
        let delegate = SceneAppDelegate()
        delegate.configuration = { session in
            let configuration = UISceneConfiguration(name: "Reading", sessionRole: session.role)
            configuration.delegateClass = ReadingSceneDelegate.self
            return configuration
        }
        UIApplication.shared.launch(delegate: delegate, info: ApplicationInfo(dictionary), bundle: storyboardBundle)
        UIApplication.shared.runUntilIdle()
        UIApplication.launchedDelegate = delegate
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first)
        return try XCTUnwrap(scene.delegate as? ReadingSceneDelegate)
    }

    /// The activity the scene delegate gives as the scene goes to the background comes back
    /// with its session (same identifier) at the next launch, before the scene enters the
    /// foreground.
    func testTheStateRestorationActivityOutlivesTheLaunch() throws {
        try onMain {
            let first = try Self.launch()
            XCTAssertEqual(first.seen, ["connect, saved page none", "foreground"])
            let identifier = try XCTUnwrap(UIApplication.shared.openSessions.first?.persistentIdentifier)
            first.page = 42
            UIApplication.shared.transition(to: .background)
            let session = try XCTUnwrap(UIApplication.shared.openSessions.first)
            XCTAssertEqual(session.stateRestorationActivity?.title, "Reading")
            UIApplication.shared.resetLaunchState()

            let second = try Self.launch()
            XCTAssertEqual(
                second.seen, ["connect, saved page 42", "restore com.example.reading page 42", "foreground"])
            let restored = try XCTUnwrap(UIApplication.shared.openSessions.first)
            XCTAssertEqual(restored.persistentIdentifier, identifier)
            XCTAssertEqual(restored.stateRestorationActivity?.webpageURL, URL(string: "https://example.com/book"))
        }
    }

    /// A sessions file that is not one is reported and the launch goes on without it.
    func testAnUnreadableSessionsFileIsIgnored() throws {
        let folder: URL = self.folder
        try onMain {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("not a plist".utf8).write(to: folder.appendingPathComponent("sessions.plist"))
            let delegate = try Self.launch()
            XCTAssertEqual(delegate.seen, ["connect, saved page none", "foreground"])
            XCTAssertEqual(
                Reported.diagnostics.map(\.reason),
                [
                    "[Scene] The saved scene sessions at \(folder.appendingPathComponent("sessions.plist").path) are not readable; they are ignored."
                ])
        }
    }

    /// Opening one of the app's own URLs hands it to the frontmost scene, not to the desktop.
    func testTheAppsOwnURLsGoToItsScene() throws {
        try onMain {
            let delegate = try Self.launch()
            let url = try XCTUnwrap(URL(string: "reader://book/7"))
            XCTAssertTrue(UIApplication.shared.canOpenURL(url))
            var result: Bool?
            UIApplication.shared.open(url) { result = $0 }
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(result, true)
            XCTAssertEqual(delegate.opened, [url])
        }
    }

    /// An activity's saved form keeps what Apple's keeps; a user info that is not a property
    /// list is not saved.
    func testAUserActivityRoundTripsThroughItsSavedForm() throws {
        let activity = NSUserActivity(activityType: "com.example.edit")
        activity.title = "Editing"
        activity.addUserInfoEntries(from: ["id": 5])
        activity.addUserInfoEntries(from: ["name": "x"])
        activity.keywords = ["b", "a"]
        activity.targetContentIdentifier = "doc-5"
        let copy = try XCTUnwrap(activity.propertyList.flatMap(NSUserActivity.init(propertyList:)))
        XCTAssertEqual(copy.activityType, "com.example.edit")
        XCTAssertEqual(copy.userInfo?["id"] as? Int, 5)
        XCTAssertEqual(copy.userInfo?["name"] as? String, "x")
        XCTAssertEqual(copy.keywords, ["a", "b"])
        XCTAssertEqual(copy.targetContentIdentifier, "doc-5")
        activity.userInfo = ["view": NSObject()]
        XCTAssertNil(activity.propertyList)
        activity.becomeCurrent()
        XCTAssertTrue(NSUserActivity.currentActivity === activity)
        activity.invalidate()
        XCTAssertNil(NSUserActivity.currentActivity)
        activity.becomeCurrent()
        XCTAssertNil(NSUserActivity.currentActivity, "an invalidated activity cannot become current")
    }
}
