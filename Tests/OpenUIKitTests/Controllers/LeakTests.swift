import TestSupport
import XCTest

@_spi(Rendering) @_spi(Tooling) @testable import OpenUIKit

/// Nothing leaks: what UIKit lets go of is freed, with everything it owned.
final class LeakTests: UIKitTestCase {
    func testRemovedChildIsFreed() {
        onMain {
            let p = Probe("P")
            let window = showInWindow(p)
            weak var weakChild: UIViewController?
            weak var weakView: UIView?
            do {
                let child = Probe("C")
                let grandchild = Probe("G")
                embed(child, in: p)
                embed(grandchild, in: child)
                pump()
                weakChild = child
                weakView = grandchild.view
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            pump()
            XCTAssertNil(weakChild)
            XCTAssertNil(weakView)
            XCTAssertTrue(trace("C", "G").suffix(2).allSatisfy { $0.hasSuffix(".deinit") })
            _ = window
        }
    }

    func testDismissedControllerIsFreed() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            weak var weakPresented: UIViewController?
            weak var weakChild: UIViewController?
            weak var weakPresentationController: UIPresentationController?
            weak var weakContainer: UIView?
            for animated in [true, false] {
                do {
                    let b = Probe("B"), child = Probe("Child")
                    embed(child, in: b)
                    b.modalPresentationStyle = .fullScreen
                    a.present(b, animated: animated)
                    pump()
                    weakPresented = b
                    weakChild = child
                    weakPresentationController = b.presentationController
                    weakContainer = b.presentationController?.containerView
                    XCTAssertNotNil(weakContainer)
                    b.dismiss(animated: animated)
                }
                pump()
                XCTAssertNil(weakPresented, "animated: \(animated)")
                XCTAssertNil(weakChild)
                XCTAssertNil(weakPresentationController)
                XCTAssertNil(weakContainer)
            }
            _ = window
        }
    }

    func testStackedDismissalFreesEveryLevel() {
        onMain {
            let a = Probe("A")
            let window = showInWindow(a)
            var weakLevels: [WeakBox<UIViewController>] = []
            do {
                var top: UIViewController = a
                for level in 0..<4 {
                    let next = Probe("L\(level)")
                    next.modalPresentationStyle = level % 2 == 0 ? .fullScreen : .pageSheet
                    top.present(next, animated: false)
                    weakLevels.append(WeakBox(next))
                    top = next
                }
                a.dismiss(animated: true)
            }
            pump()
            XCTAssertTrue(weakLevels.allSatisfy { $0.value == nil })
            XCTAssertEqual(window.subviews.count, 1)
        }
    }

    func testSwappedOutChildAndReplacedRootAreFreed() {
        onMain {
            weak var weakOld: UIViewController?
            weak var weakRoot: UIViewController?
            let window = UIWindow(frame: UIScreen.main.bounds)
            do {
                let root = Probe("Root"), old = Probe("Old"), new = Probe("New")
                window.rootViewController = root
                window.makeKeyAndVisible()
                embed(old, in: root)
                pump()
                root.addChild(new)
                old.willMove(toParent: nil)
                root.transition(from: old, to: new, duration: 0.2, animations: nil) { _ in
                    new.didMove(toParent: root)
                    old.removeFromParent()
                }
                weakOld = old
                weakRoot = root
            }
            pump()
            XCTAssertNil(weakOld)
            window.rootViewController = Probe("Other")
            pump()
            XCTAssertNil(weakRoot)
        }
    }

    func testWindowIsFreed() {
        onMain {
            weak var weakWindow: UIWindow?
            weak var weakRoot: UIViewController?
            do {
                let root = Probe("Root")
                let window = showInWindow(root)
                weakWindow = window
                weakRoot = root
                window.isHidden = true
            }
            pump()
            XCTAssertNil(weakWindow)
            XCTAssertNil(weakRoot)
            XCTAssertFalse(UIApplication.shared.windows.contains { $0 === weakWindow })
        }
    }

    /// A replaced secondary and a turned-away page are freed.
    func testReplacedSecondaryAndTurnedPageAreFreed() {
        onMain {
            weak var weakSecondary: UIViewController?
            weak var weakPage: UIViewController?
            let split = UISplitViewController()
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let window = showInWindow(split, size: CGSize(width: 1024, height: 768))
            do {
                let secondary = Probe("Old secondary"), page = Probe("Old page")
                weakSecondary = secondary
                weakPage = page
                split.viewControllers = [pages, secondary]
                pages.setViewControllers([page], direction: .forward, animated: false)
                pump()
                split.showDetailViewController(Probe("New secondary"), sender: nil)
                pages.setViewControllers([Probe("New page")], direction: .forward, animated: true)
            }
            pump()
            XCTAssertNil(weakSecondary)
            XCTAssertNil(weakPage)
            _ = window
        }
    }

    /// The live counts follow what exists: up with each view and controller made, down as
    /// each is freed.
    func testLiveCountsFollowCreationAndRelease() {
        onMain {
            let views = LiveObjectCount.views, controllers = LiveObjectCount.viewControllers
            do {
                let controller = Probe("Counted")
                let window = showInWindow(controller)
                controller.view.addSubview(UILabel())
                XCTAssertEqual(LiveObjectCount.viewControllers, controllers + 1)
                XCTAssertEqual(LiveObjectCount.views, views + 3, "the window, the controller's view and the label")
                window.isHidden = true
            }
            pump()
            XCTAssertEqual(LiveObjectCount.viewControllers, controllers)
            XCTAssertEqual(LiveObjectCount.views, views)
        }
    }

    /// Every scene of every test storyboard, shown and torn down: whatever a scene made (bars,
    /// cells, pickers, embedded children, segue destinations) is gone with it. A first pass
    /// lets what is made once per process be made (a picker's shared placeholder row).
    func testEveryStoryboardSceneLeavesNothingBehind() throws {
        // A copy, so the warnings reported once per file and line are not used up for the
        // tests that expect them.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "leak-storyboards-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: storyboardBundle.bundleURL, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboards = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "storyboard" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThan(storyboards.count, 5)
        try onMain {
            UIKitDiagnostics.handler = { _ in }
            defer { UIKitDiagnostics.handler = UIKitDiagnostics.printToStandardError }
            for pass in 0..<2 {
                for url in storyboards {
                    let views = LiveObjectCount.views, controllers = LiveObjectCount.viewControllers
                    do {
                        let storyboard = try UIStoryboard(contentsOf: url)
                        for id in storyboard.nodesByID.keys.sorted() {
                            guard let controller = storyboard.instantiateScene(controllerID: id) else { continue }
                            let window = showInWindow(controller)
                            window.isHidden = true
                            window.rootViewController = nil
                        }
                    }
                    pump()
                    guard pass > 0 else { continue }
                    XCTAssertEqual(LiveObjectCount.viewControllers - controllers, 0, url.lastPathComponent)
                    XCTAssertEqual(LiveObjectCount.views - views, 0, url.lastPathComponent)
                }
            }
        }
    }
}
