import TestSupport
import XCTest

@_spi(Tooling) @testable import OpenUIKit

/// A scene delegate that handles the compose action only.
@MainActor
private final class ShortcutSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var performed: [String] = []
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        performed.append(shortcutItem.type)
        completionHandler(shortcutItem.type == "compose")
    }
}

/// Quick actions: items and icons as UIKit makes and compares them, Info.plist's declared
/// actions read, and a performed action reaching the running scene's delegate.
final class ShortcutItemTests: UIKitTestCase {
    func testItemsCompareByContentAndCopyIntoMutableOnes() throws {
        try onMain {
            let icon = UIApplicationShortcutIcon(systemImageName: "square.and.pencil")
            let item = UIApplicationShortcutItem(
                type: "compose", localizedTitle: "New Entry", localizedSubtitle: "Today", icon: icon,
                userInfo: ["draft": NSNumber(value: 1)])
            let same = UIApplicationShortcutItem(
                type: "compose", localizedTitle: "New Entry", localizedSubtitle: "Today",
                icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"),
                userInfo: ["draft": NSNumber(value: 1)])
            XCTAssertEqual(item, same)
            XCTAssertNotEqual(item, UIApplicationShortcutItem(type: "compose", localizedTitle: "New Entry"))
            let mutable = try XCTUnwrap(item.mutableCopy() as? UIMutableApplicationShortcutItem)
            mutable.localizedTitle = "Draft"
            XCTAssertEqual(mutable.localizedTitle, "Draft")
            XCTAssertEqual(item.localizedTitle, "New Entry", "the copy is its own")

            let declared = try XCTUnwrap(
                UIApplicationShortcutItem(infoPlistEntry: [
                    "UIApplicationShortcutItemType": "search",
                    "UIApplicationShortcutItemTitle": "Search",
                    "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeSearch",
                ]))
            XCTAssertEqual(declared.icon, UIApplicationShortcutIcon(type: .search))
            XCTAssertNil(UIApplicationShortcutItem(infoPlistEntry: ["UIApplicationShortcutItemType": "x"]), "no title")
            XCTAssertEqual(
                UIApplicationShortcutIcon.IconType(infoPlistName: "UIApplicationShortcutIconTypeTaskCompleted"),
                .taskCompleted)
        }
    }

    func testAPerformedActionReachesTheForegroundScenesDelegate() {
        onMain {
            let application = UIApplication.shared
            let saved = application.sceneList
            defer { application.sceneList = saved }
            let scene = UIWindowScene(
                session: UISceneSession(
                    role: .windowApplication,
                    configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
                connectionOptions: UIScene.ConnectionOptions())
            let delegate = ShortcutSceneDelegate()
            scene.delegate = delegate
            application.sceneList = [scene]
            application.shortcutItems = [UIApplicationShortcutItem(type: "compose", localizedTitle: "New")]
            XCTAssertEqual(application.offeredShortcutItems.map(\.type).last, "compose")

            var results: [Bool] = []
            application.performShortcutItem(UIApplicationShortcutItem(type: "compose", localizedTitle: "New")) {
                results.append($0)
            }
            application.performShortcutItem(UIApplicationShortcutItem(type: "share", localizedTitle: "Share")) {
                results.append($0)
            }
            XCTAssertEqual(delegate.performed, ["compose", "share"])
            XCTAssertEqual(results, [true, false])
            application.shortcutItems = nil
        }
    }
}
