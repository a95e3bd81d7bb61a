import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// What the restoration tests' objects hear, in order.
@MainActor
private var restorationEvents: [String] = []

/// A list of a hundred fruits whose table names its rows by fruit (`UIDataSourceModelAssociation`).
final class RestorableFruitList: UITableViewController, UIDataSourceModelAssociation {
    var fruits = (0..<100).map { "Fruit \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.restorationIdentifier = "table"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? { fruits[idx.row] }

    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
        fruits.firstIndex(of: identifier).map { IndexPath(row: $0, section: 0) }
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        restorationEvents.append("list decodes")
    }

    override func applicationFinishedRestoringState() {
        restorationEvents.append("list finished")
    }
}

/// A fruit's page, made again by its own class at launch.
final class RestorableFruitDetail: UIViewController, UIViewControllerRestoration {
    var fruit = ""
    /// Set by the editor it presents, and saved as a reference to it.
    var editor: UIViewController?
    var restoredEditor: UIViewController?

    init(fruit: String) {
        self.fruit = fruit
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "detail"
        restorationClass = RestorableFruitDetail.self
    }

    required init?(coder: NSCoder) { nil }

    static func viewController(
        withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    )
        -> UIViewController?
    {
        restorationEvents.append("detail class asked for \(identifierComponents.joined(separator: "/"))")
        return RestorableFruitDetail(fruit: "")
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(fruit, forKey: "fruit")
        coder.encode(editor, forKey: "editor")
        coder.encode(CGRect(x: 1, y: 2, width: 3, height: 4.5), forKey: "frame")
        coder.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        fruit = coder.decodeObject(forKey: "fruit") as? String ?? "?"
        restoredEditor = coder.decodeObject(forKey: "editor") as? UIViewController
        restorationEvents.append(
            "detail decodes \(fruit), \(coder.decodeCGRect(forKey: "frame")), \(coder.decodeUIEdgeInsets(forKey: "insets"))"
        )
    }

    override func applicationFinishedRestoringState() {
        restorationEvents.append("detail finished, presenting \(presentedViewController is RestorableEditor)")
    }
}

/// Made by the app delegate at launch, since it has no restoration class.
final class RestorableEditor: UIViewController {
    var draft = ""

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(draft, forKey: "draft")
        coder.encode(draft.count, forKey: "length")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        draft = coder.decodeObject(forKey: "draft") as? String ?? ""
        restorationEvents.append("editor decodes \(draft) (\(coder.decodeInteger(forKey: "length")))")
    }
}

/// A registered object that is not a controller: the basket of the list.
final class RestorableBasket: UIStateRestoring, UIObjectRestoration {
    var count = 0
    weak var list: UIViewController?
    static var made: RestorableBasket?

    var restorationParent: (any UIStateRestoring)? { list }
    var objectRestorationClass: (any UIObjectRestoration.Type)? { RestorableBasket.self }

    static func object(
        withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    )
        -> (any UIStateRestoring)?
    {
        restorationEvents.append("basket class asked for \(identifierComponents.joined(separator: "/"))")
        let basket = RestorableBasket()
        made = basket
        return basket
    }

    func encodeRestorableState(with coder: NSCoder) { coder.encode(count, forKey: "count") }
    func decodeRestorableState(with coder: NSCoder) {
        count = coder.decodeInteger(forKey: "count")
        restorationEvents.append("basket decodes \(count)")
    }
}

/// An app without a storyboard: its delegate makes the window and the list in
/// `willFinishLaunching`, as UIKit asks of an app that restores state.
final class RestorableFruitAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var saves = true
    var restores = true
    var list: RestorableFruitList?

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        restorationEvents.append("willFinishLaunching")
        let list = RestorableFruitList(style: .plain)
        list.restorationIdentifier = "list"
        let navigation = UINavigationController(rootViewController: list)
        navigation.restorationIdentifier = "navigation"
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        self.window = window
        self.list = list
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        restorationEvents.append("didFinishLaunching")
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        saves
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        let version = coder.decodeObject(forKey: UIApplication.stateRestorationSystemVersionKey) as? String ?? "none"
        restorationEvents.append("should restore (saved on \(version))")
        return restores
    }

    func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? {
        restorationEvents.append("delegate asked for \(identifierComponents.joined(separator: "/"))")
        guard identifierComponents.last == "editor" else { return nil }
        let editor = RestorableEditor()
        editor.modalPresentationStyle = .fullScreen
        return editor
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        coder.encode("spring", forKey: "season")
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        restorationEvents.append("did decode, season \(coder.decodeObject(forKey: "season") as? String ?? "?")")
    }
}

final class StateRestorationTests: UIKitTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "state-restoration-\(UUID().uuidString)", isDirectory: true)
        let folder: URL = self.folder
        MainActor.assumeIsolated {
            restorationEvents = []
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

    /// Launches the fruit app, as `UIApplicationMain` would, with a delegate of its own.
    @MainActor
    private static func launch(_ delegate: RestorableFruitAppDelegate) {
        UIApplication.shared.launch(delegate: delegate, info: ApplicationInfo([:]), bundle: storyboardBundle)
        UIApplication.shared.runUntilIdle()
    }

    /// Ends the launch: the app goes to the background (saving), its window goes away.
    @MainActor
    private static func leave(_ delegate: RestorableFruitAppDelegate) {
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.transition(to: .background)
        delegate.window?.isHidden = true
        delegate.window?.rootViewController?.presentedViewController?.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
        UIApplication.shared.resetLaunchState()
        restorationEvents = []
    }

    /// The navigation stack, its presentation, a table's scroll position and selection, a
    /// registered object and the delegate's own state come back at the next launch, each found
    /// as UIKit finds it, in UIKit's order.
    func testTheSavedInterfaceComesBackAtTheNextLaunch() throws {
        let folder: URL = self.folder
        let archive = folder.appendingPathComponent("restoration.plist")
        try onMain {
            let first = RestorableFruitAppDelegate()
            Self.launch(first)
            let list = try XCTUnwrap(first.list)
            let basket = RestorableBasket()
            basket.count = 7
            basket.list = list
            UIApplication.shared.registerObject(forStateRestoration: basket, restorationIdentifier: "basket")
            list.tableView.layoutIfNeeded()
            list.tableView.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .none)
            list.tableView.contentOffset = CGPoint(x: 0, y: 600)
            let detail = RestorableFruitDetail(fruit: "Fruit 50")
            list.navigationController?.pushViewController(detail, animated: false)
            UIApplication.shared.runUntilIdle()
            let editor = RestorableEditor()
            editor.restorationIdentifier = "editor"
            editor.draft = "ripe"
            editor.modalPresentationStyle = .fullScreen
            detail.editor = editor
            detail.present(editor, animated: false)
            UIApplication.shared.runUntilIdle()
            XCTAssertTrue(detail.presentedViewController === editor)
            Self.leave(first)
            XCTAssertTrue(FileManager.default.fileExists(atPath: archive.path))

            let second = RestorableFruitAppDelegate()
            Self.launch(second)
            XCTAssertEqual(
                restorationEvents,
                [
                    "willFinishLaunching",
                    "should restore (saved on \(UIDevice.current.systemVersion))",
                    "delegate asked for navigation",
                    "delegate asked for navigation/list",
                    "detail class asked for navigation/detail",
                    // Presented full screen, the editor's presenter is the root.
                    "delegate asked for navigation/editor",
                    "basket class asked for navigation/list/basket",
                    "list decodes",
                    "detail decodes Fruit 50, \(CGRect(x: 1, y: 2, width: 3, height: 4.5)), \(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))",
                    "editor decodes ripe (4)",
                    "basket decodes 7",
                    "did decode, season spring",
                    "didFinishLaunching",
                    "list finished",
                    "detail finished, presenting true",
                ])
            let navigation = try XCTUnwrap(second.window?.rootViewController as? UINavigationController)
            XCTAssertEqual(navigation.viewControllers.count, 2)
            XCTAssertTrue(
                navigation.viewControllers.first === second.list, "the list made at launch is the one restored")
            let restoredDetail = try XCTUnwrap(navigation.topViewController as? RestorableFruitDetail)
            XCTAssertEqual(restoredDetail.fruit, "Fruit 50")
            let restoredEditor = try XCTUnwrap(restoredDetail.presentedViewController as? RestorableEditor)
            XCTAssertTrue(
                restoredDetail.restoredEditor === restoredEditor, "a saved reference reads back as the restored object")
            XCTAssertEqual(restoredEditor.draft, "ripe")
            XCTAssertEqual(RestorableBasket.made?.count, 7)
            let table = try XCTUnwrap(second.list?.tableView)
            XCTAssertEqual(table.contentOffset.y, 600)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 50, section: 0))
            XCTAssertEqual(Reported.diagnostics.map(\.reason), [])
        }
    }

    /// The selection is restored by model identifier: with the rows reordered, it is the same
    /// fruit's row that is selected again.
    func testATableSelectionFollowsItsModelObject() throws {
        try onMain {
            let first = RestorableFruitAppDelegate()
            Self.launch(first)
            let list = try XCTUnwrap(first.list)
            list.tableView.layoutIfNeeded()
            list.tableView.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .none)
            Self.leave(first)

            let second = RestorableFruitAppDelegate()
            Self.launch(second)
            let table = try XCTUnwrap(second.list?.tableView)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 10, section: 0))
            second.list?.fruits.reverse()
            table.reloadData()
            table.layoutIfNeeded()
            let coder = StateRestorationCoder(pathOf: { _ in nil })
            coder.encode(["Fruit 10"], forKey: "UITableViewSelectedModelIdentifiers")
            let reading = StateRestorationCoder(values: coder.values, objectAt: { _ in nil })
            table.deselectRow(at: IndexPath(row: 10, section: 0), animated: false)
            table.decodeRestorableState(with: reading)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 89, section: 0))
        }
    }

    /// A delegate that does not opt in saves nothing (and removes what an earlier launch saved);
    /// one that declines to restore launches as new.
    func testNothingIsSavedOrRestoredUnlessTheDelegateAsks() {
        let folder: URL = self.folder
        let archive = folder.appendingPathComponent("restoration.plist")
        onMain {
            let first = RestorableFruitAppDelegate()
            Self.launch(first)
            first.list?.navigationController?.pushViewController(RestorableFruitDetail(fruit: "Fig"), animated: false)
            Self.leave(first)
            XCTAssertTrue(FileManager.default.fileExists(atPath: archive.path))

            let declining = RestorableFruitAppDelegate()
            declining.restores = false
            Self.launch(declining)
            XCTAssertEqual((declining.window?.rootViewController as? UINavigationController)?.viewControllers.count, 1)
            XCTAssertEqual(
                restorationEvents, ["willFinishLaunching", "should restore (saved on 17.0)", "didFinishLaunching"])
            declining.saves = false
            Self.leave(declining)
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: archive.path), "a delegate that saves nothing leaves nothing")
        }
    }

    /// Saved state is untrusted input: a file that is not an archive is reported, removed, and
    /// the app launches as new.
    func testAnUnreadableArchiveIsReportedAndDiscarded() throws {
        let folder: URL = self.folder
        let archive = folder.appendingPathComponent("restoration.plist")
        try onMain {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("<plist><dict><key>version</key><string>x".utf8).write(to: archive)
            let delegate = RestorableFruitAppDelegate()
            Self.launch(delegate)
            XCTAssertEqual((delegate.window?.rootViewController as? UINavigationController)?.viewControllers.count, 1)
            XCTAssertEqual(
                Reported.diagnostics.map(\.reason),
                [
                    "[State Restoration] The saved state at \(archive.path) is not readable (it is not a property list); it is discarded."
                ])
            XCTAssertFalse(FileManager.default.fileExists(atPath: archive.path))

            // A list that is a property list but not an archive.
            Reported.diagnostics = []
            UIApplication.shared.resetLaunchState()
            try PropertyListSerialization.data(
                fromPropertyList: ["version": 1, "application": [:] as [String: Any], "objects": [["path": 3]]],
                format: .binary, options: 0
            ).write(to: archive)
            Self.launch(RestorableFruitAppDelegate())
            XCTAssertEqual(
                Reported.diagnostics.map(\.reason),
                [
                    "[State Restoration] The saved state at \(archive.path) is not readable (object 0 is malformed); it is discarded."
                ])
        }
    }

    /// A restoration that never finished (the app crashed during it, or never called
    /// `completeStateRestoration()`) leaves its marker; the next launch discards the state.
    func testARestorationThatNeverFinishedDiscardsTheState() {
        let folder: URL = self.folder
        let archive = folder.appendingPathComponent("restoration.plist")
        onMain {
            let first = RestorableFruitAppDelegate()
            Self.launch(first)
            first.list?.navigationController?.pushViewController(RestorableFruitDetail(fruit: "Fig"), animated: false)
            Self.leave(first)

            // The second launch extends its restoration and never completes it.
            let second = RestorableFruitAppDelegate()
            UIApplication.shared.extendStateRestoration()
            Self.launch(second)
            XCTAssertEqual((second.window?.rootViewController as? UINavigationController)?.viewControllers.count, 2)
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("restoring").path))
            second.window?.isHidden = true
            UIApplication.shared.resetLaunchState()

            let third = RestorableFruitAppDelegate()
            Self.launch(third)
            XCTAssertEqual((third.window?.rootViewController as? UINavigationController)?.viewControllers.count, 1)
            XCTAssertFalse(FileManager.default.fileExists(atPath: archive.path))

            // Completed, the marker goes.
            Self.leave(third)
            let fourth = RestorableFruitAppDelegate()
            UIApplication.shared.extendStateRestoration()
            Self.launch(fourth)
            UIApplication.shared.completeStateRestoration()
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("restoring").path))
        }
    }

    /// A controller a storyboard made, with no restoration class and none from the delegate, is
    /// made again from its storyboard by its storyboard identifier; the coder the delegate gets
    /// holds that storyboard.
    func testAStoryboardControllerIsMadeAgainFromItsStoryboard() throws {
        try onMain {
            let first = RestorableFruitAppDelegate()
            Self.launch(first)
            let omega = UIStoryboard(name: "Other", bundle: storyboardBundle).instantiateViewController(
                withIdentifier: "O")
            omega.restorationIdentifier = "omega"
            first.list?.navigationController?.pushViewController(omega, animated: false)
            Self.leave(first)

            let second = RestorableFruitAppDelegate()
            Self.launch(second)
            let navigation = try XCTUnwrap(second.window?.rootViewController as? UINavigationController)
            let restored = try XCTUnwrap(navigation.topViewController)
            XCTAssertTrue(restored is Omega, "\(restored)")
            XCTAssertFalse(restored === omega)
            XCTAssertEqual(restored.storyboard?.name, "Other")
            XCTAssertTrue(restorationEvents.contains("delegate asked for navigation/omega"))
        }
    }

    /// UIKit's strings for geometry, and back.
    func testGeometryIsCodedAsUIKitWritesIt() {
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: 1, y: 2.5)), "{1, 2.5}")
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 0, y: 0, width: 10, height: 20)), "{{0, 0}, {10, 20}}")
        XCTAssertEqual(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), "{1, 2, 3, 4}")
        XCTAssertEqual(NSCoder.string(for: CGAffineTransform(translationX: 5, y: 6)), "[1, 0, 0, 1, 5, 6]")
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: 0.1, y: 0)), "{0.10000000000000001, 0}")
        XCTAssertEqual(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}"), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSCoder.uiOffset(for: "{-1.5, 2}"), UIOffset(horizontal: -1.5, vertical: 2))
        XCTAssertEqual(NSCoder.cgPoint(for: "no numbers"), .zero)
        XCTAssertEqual(NSCoder.cgAffineTransform(for: "[1, 2]"), .identity)
        let coder = StateRestorationCoder(pathOf: { _ in nil })
        coder.encode(CGVector(dx: 3, dy: -4), forKey: "v")
        coder.encode(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), forKey: "d")
        coder.encode(CGSize(width: 7, height: 8), forKey: "s")
        XCTAssertEqual(coder.decodeCGVector(forKey: "v"), CGVector(dx: 3, dy: -4))
        XCTAssertEqual(coder.decodeDirectionalEdgeInsets(forKey: "d").trailing, 4)
        XCTAssertEqual(coder.decodeCGSize(forKey: "s"), CGSize(width: 7, height: 8))
        XCTAssertEqual(coder.decodeCGPoint(forKey: "missing"), .zero)
    }
}
