import TestSupport
import XCTest

@testable import OpenUIKit

/// Records the split view delegate's collapse and expand hooks.
@MainActor
final class SplitDelegateProbe: UISplitViewControllerDelegate {
    var discardsSecondary = true
    var separated: UIViewController?
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        LifecycleTrace.record("⟨collapse \(LifecycleTrace.name(of: secondaryViewController))⟩")
        return discardsSecondary
    }
    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        LifecycleTrace.record("⟨separate⟩")
        return separated
    }
}

/// UISplitViewController: SP-1 (column style) and SP-2 (classic style).
final class SplitViewTests: UIKitTestCase {
    /// SP-1: the columns hold navigation controllers, made for what is not one; the compact
    /// column takes anything; a tab bar controller may not be the primary.
    func testSP1ColumnStyle() {
        onMain {
            let split = UISplitViewController(style: .doubleColumn)
            let list = Probe("List"), detail = Probe("Detail"), compact = Probe("Compact")
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            split.setViewController(compact, for: .compact)
            XCTAssertTrue(split.viewController(for: .primary) === list)
            XCTAssertNotNil(list.navigationController)
            XCTAssertTrue(list.navigationController?.parent === split)
            XCTAssertTrue(list.splitViewController === split)
            XCTAssertTrue(compact.parent === split, "the compact column is not wrapped")
            split.setViewController(UITabBarController(), for: .primary)
            XCTAssertEqual(Reported.diagnostics.map(\.name), ["NSInvalidArgumentException"])
            XCTAssertTrue(split.viewController(for: .primary) === list)

            let window = showInWindow(split, size: CGSize(width: 1024, height: 768))
            XCTAssertFalse(split.isCollapsed)
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            XCTAssertTrue(list.view.window === window)
            XCTAssertTrue(detail.view.window === window)
            XCTAssertNil(compact.viewIfLoaded?.window)
            XCTAssertEqual(list.view.convert(list.view.bounds, to: nil).width, 320)
            // Compact width shows the compact column alone.
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            pump()
            XCTAssertTrue(split.isCollapsed)
            XCTAssertTrue(compact.view.window === window)
            XCTAssertNil(list.view.window)
            XCTAssertNil(detail.view.window)
        }
    }

    /// SP-2: classic style; Show Detail replaces the secondary when expanded and pushes onto the
    /// primary navigation controller when collapsed; the delegate hears collapse and expand.
    func testSP2ClassicStyle() {
        onMain {
            let master = Probe("Master"), first = Probe("First"), second = Probe("Second")
            let primary = UINavigationController(rootViewController: master)
            let split = UISplitViewController()
            let delegate = SplitDelegateProbe()
            split.delegate = delegate
            split.viewControllers = [primary, first]
            let window = showInWindow(split, size: CGSize(width: 1024, height: 768))
            XCTAssertTrue(first.view.window === window)
            XCTAssertTrue(
                master.targetViewController(forAction: UIViewController.showDetailAction, sender: nil) === split)
            master.showDetailViewController(second, sender: nil)
            pump()
            XCTAssertEqual(split.viewControllers, [primary, second])
            XCTAssertEqual(
                trace("First", "Second").filter { $0.contains("Appear(") || $0.contains("Disappear(") },
                [
                    "First.viewWillDisappear(false)", "First.viewDidDisappear(false)", "Second.viewWillAppear(false)",
                    "Second.viewDidAppear(false)",
                ])
            XCTAssertNil(first.parent)

            LifecycleTrace.clear()
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            pump()
            XCTAssertTrue(split.isCollapsed)
            XCTAssertEqual(trace("Second").filter { $0.hasPrefix("⟨") }, ["⟨collapse Second⟩"])
            XCTAssertNil(second.view.window)
            let third = Probe("Third")
            master.showDetailViewController(third, sender: nil)
            pump()
            XCTAssertEqual(primary.viewControllers, [master, third], "collapsed: pushed onto the primary")
            XCTAssertTrue(third.view.window === window)

            delegate.separated = Probe("Separated")
            window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
            pump()
            XCTAssertFalse(split.isCollapsed)
            XCTAssertTrue(trace().contains("⟨separate⟩"))
            XCTAssertTrue(split.viewControllers.last === delegate.separated)
            XCTAssertTrue(delegate.separated?.view.window === window)
        }
    }

    /// Nested: a split view whose secondary is a navigation controller; Show Detail of a
    /// navigation controller replaces it, and pushes work inside the secondary.
    func testSplitWithNavigationSecondary() {
        onMain {
            let master = Probe("Master"), detail = Probe("Detail"), deeper = Probe("Deeper")
            let split = UISplitViewController()
            let secondary = UINavigationController(rootViewController: detail)
            split.viewControllers = [UINavigationController(rootViewController: master), secondary]
            let window = showInWindow(split, size: CGSize(width: 1024, height: 768))
            detail.show(deeper, sender: nil)
            pump()
            XCTAssertEqual(secondary.viewControllers, [detail, deeper])
            XCTAssertTrue(deeper.view.window === window)
            XCTAssertTrue(deeper.splitViewController === split)
            XCTAssertGreaterThan(deeper.view.convert(deeper.view.bounds, to: nil).minX, 300, "in the secondary column")
        }
    }

    /// SP-1: three columns side by side in regular width; one-beside-secondary shows the
    /// supplementary beside the secondary.
    func testTripleColumn() {
        onMain {
            let split = UISplitViewController(style: .tripleColumn)
            let sidebar = Probe("Sidebar"), list = Probe("List"), detail = Probe("Detail")
            split.setViewController(sidebar, for: .primary)
            split.setViewController(list, for: .supplementary)
            split.setViewController(detail, for: .secondary)
            XCTAssertEqual(split.viewControllers.count, 3)
            let window = showInWindow(split, size: CGSize(width: 1366, height: 1024))
            XCTAssertEqual(split.displayMode, .twoBesideSecondary)
            XCTAssertEqual(
                [sidebar, list, detail].map { $0.view.convert($0.view.bounds, to: nil).minX }, [0, 320, 640])
            split.preferredDisplayMode = .oneBesideSecondary
            XCTAssertNil(sidebar.view.window)
            XCTAssertTrue(list.view.window === window)
            XCTAssertEqual(detail.view.convert(detail.view.bounds, to: nil).minX, 320)
            split.preferredDisplayMode = .secondaryOnly
            XCTAssertNil(list.view.window)
            XCTAssertEqual(detail.view.convert(detail.view.bounds, to: nil).width, 1366)
        }
    }

    /// A classic split view in a compact window: a master in the primary navigation controller,
    /// a placeholder in the secondary, and a detail not yet shown.
    @MainActor private static func collapsedMasterDetail() -> (
        master: Probe, placeholder: Probe, detail: Probe,
        primary: UINavigationController, split: UISplitViewController, window: UIWindow
    ) {
        let master = Probe("Master"), placeholder = Probe("Placeholder"), detail = Probe("Detail")
        let primary = UINavigationController(rootViewController: master)
        let split = UISplitViewController()
        split.viewControllers = [primary, UINavigationController(rootViewController: placeholder)]
        return (master, placeholder, detail, primary, split, showInWindow(split))
    }

    /// SP-2: collapsed, Show Detail of a navigation controller puts its stack on the primary
    /// navigation controller's (UIKit nests it there, bar hidden): the detail appears as if
    /// pushed, under one bar with a back button, and popping brings the master back.
    func testShowDetailNavigationControllerWhenCollapsed() {
        onMain {
            let (master, _, detail, primary, split, window) = Self.collapsedMasterDetail()
            XCTAssertTrue(split.isCollapsed)
            XCTAssertTrue(master.view.window === window)
            let detailNavigation = UINavigationController(rootViewController: detail)
            LifecycleTrace.clear()
            master.showDetailViewController(detailNavigation, sender: nil)
            pump()
            // The detail leaves its navigation controller for the primary, then appears as pushed.
            XCTAssertEqual(
                trace("Master", "Detail"),
                [
                    "Detail.willMove(toParent: nil)",
                    "Detail.removeFromParent()", "Detail.didMove(toParent: nil)",
                    "Detail.willMove(toParent: UINavigationController)",
                    "Detail.loadView", "Detail.viewDidLoad",
                    "Master.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
                    "Master.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
                    "Detail.didMove(toParent: UINavigationController)",
                ])
            XCTAssertEqual(Reported.diagnostics, [], "no UIKit error")
            XCTAssertEqual(primary.viewControllers, [master, detail])
            XCTAssertEqual(detailNavigation.viewControllers, [])
            XCTAssertTrue(detail.navigationController === primary)
            XCTAssertTrue(detail.splitViewController === split)
            XCTAssertTrue(detail.view.window === window)
            XCTAssertNil(master.viewIfLoaded?.window)
            XCTAssertEqual(primary.navigationBar.items?.count, 2, "one bar, with a back button to the master")
            XCTAssertTrue(primary.navigationBar.backItem === master.navigationItem)

            LifecycleTrace.clear()
            primary.popViewController(animated: true)
            pump()
            XCTAssertEqual(
                trace("Master", "Detail"),
                [
                    "Detail.willMove(toParent: nil)",
                    "Detail.viewWillDisappear(true)", "Master.viewWillAppear(true)",
                    "Detail.viewDidDisappear(true)", "Master.viewDidAppear(true)",
                    "Detail.removeFromParent()", "Detail.didMove(toParent: nil)",
                ])
            XCTAssertEqual(primary.viewControllers, [master])
            XCTAssertTrue(master.view.window === window)
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    /// The sample's Master-Detail storyboard on a phone: its Show Detail segue from the master
    /// puts the detail on the master's navigation controller, on screen.
    func testMasterDetailStoryboardOnPhone() throws {
        let url = SampleCorpus.storyboards.appendingPathComponent("sample__Notes/Notes__Base.lproj__Main.storyboard")
        try onMain {
            let detail = try assertMasterDetailOnPhone(url, masterTitle: "Notes", segue: "ShowNote")
            XCTAssertEqual(detail.title, "Note")
            XCTAssertEqual(detail.navigationItem.title, "Note")
        }
    }

    /// Expanding after a collapsed Show Detail: the detail leaves the primary's stack, back into
    /// its navigation controller, which becomes the secondary (UIKit's default separation);
    /// collapsing again puts it back on the primary's stack (the default collapse).
    func testSeparateAndCollapseNavigationDetail() {
        onMain {
            let (master, placeholder, detail, primary, split, window) = Self.collapsedMasterDetail()
            let detailNavigation = UINavigationController(rootViewController: detail)
            master.showDetailViewController(detailNavigation, sender: nil)
            pump()
            XCTAssertEqual(primary.viewControllers, [master, detail])

            LifecycleTrace.clear()
            window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
            pump()
            XCTAssertFalse(split.isCollapsed)
            // The detail leaves the primary's stack for its own navigation controller, shown in the
            // secondary column; the master comes back on the primary's.
            XCTAssertEqual(
                trace("Master", "Detail", "Placeholder"),
                [
                    "Master.willTransition(to: regular/regular/light)",
                    "Detail.willTransition(to: regular/regular/light)",
                    "Placeholder.willTransition(to: regular/regular/light)",
                    "Master.viewWillTransition(to: (1024, 768))", "Detail.viewWillTransition(to: (1024, 768))",
                    "Detail.viewWillDisappear(false)", "Detail.viewDidDisappear(false)",
                    "Detail.willMove(toParent: nil)",
                    "Detail.removeFromParent()", "Detail.didMove(toParent: nil)",
                    "Detail.willMove(toParent: UINavigationController)",
                    "Detail.viewWillAppear(false)", "Detail.viewDidAppear(false)",
                    "Master.traitCollectionDidChange",
                    "Master.viewWillAppear(false)", "Master.viewDidAppear(false)",
                    "Detail.didMove(toParent: UINavigationController)",
                ])
            XCTAssertEqual(Reported.diagnostics, [])
            XCTAssertEqual(split.viewControllers, [primary, detailNavigation])
            XCTAssertEqual(primary.viewControllers, [master])
            XCTAssertEqual(detailNavigation.viewControllers, [detail])
            XCTAssertTrue(detail.navigationController === detailNavigation)
            XCTAssertTrue(master.view.window === window)
            XCTAssertTrue(detail.view.window === window)
            XCTAssertGreaterThan(detail.view.convert(detail.view.bounds, to: nil).minX, 300, "in the secondary column")
            XCTAssertNil(placeholder.viewIfLoaded?.window)

            LifecycleTrace.clear()
            window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            pump()
            XCTAssertTrue(split.isCollapsed)
            XCTAssertEqual(Reported.diagnostics, [])
            XCTAssertEqual(primary.viewControllers, [master, detail], "collapsed onto the primary's stack")
            XCTAssertEqual(split.viewControllers, [primary])
            XCTAssertTrue(detail.navigationController === primary)
            XCTAssertTrue(detail.view.window === window)
            XCTAssertNil(master.viewIfLoaded?.window)
            // The secondary's controller leaves it for the top of the primary's stack, without
            // animation: the master goes, the detail shows, as pushed.
            XCTAssertEqual(
                trace("Master", "Detail", "Placeholder"),
                [
                    "Master.willTransition(to: compact/regular/light)",
                    "Detail.willTransition(to: compact/regular/light)",
                    "Master.viewWillTransition(to: (390, 844))", "Detail.viewWillTransition(to: (390, 844))",
                    "Detail.viewWillDisappear(false)", "Detail.viewDidDisappear(false)",
                    "Detail.willMove(toParent: nil)",
                    "Detail.removeFromParent()", "Detail.didMove(toParent: nil)",
                    "Detail.willMove(toParent: UINavigationController)",
                    "Master.traitCollectionDidChange",
                    "Master.viewWillDisappear(false)", "Detail.viewWillAppear(false)",
                    "Master.viewDidDisappear(false)", "Detail.viewDidAppear(false)",
                    "Detail.didMove(toParent: UINavigationController)",
                ])

            // And the round trip: expanded again, the same navigation controller holds it.
            window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
            pump()
            XCTAssertEqual(split.viewControllers, [primary, detailNavigation])
            XCTAssertEqual(detailNavigation.viewControllers, [detail])
            XCTAssertEqual(primary.viewControllers, [master])
            XCTAssertTrue(detail.view.window === window)
            XCTAssertTrue(master.view.window === window)
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }
}

/// Apple's Master-Detail template as the shared corpus has it (Alamofire's example): a split
/// view, the master table in a navigation controller, Show Detail segues to a navigation
/// controller around the detail.
final class SplitViewCorpusTests: UIKitTestCase {
    func testMasterDetailStoryboardOnPhone() throws {
        let url = try SharedCorpus.storyboards.appendingPathComponent(
            "Alamofire__Alamofire/Example__Resources__Base.lproj__Main.storyboard")
        try onMain {
            let detail = try assertMasterDetailOnPhone(url, masterTitle: "Master", segue: "GET")
            XCTAssertTrue(detail is UITableViewController, "\(type(of: detail))")
        }
    }
}

/// A Master-Detail storyboard on a phone: the split view collapses to its primary navigation
/// controller, whose master is on screen; the master's Show Detail segue puts the detail on that
/// navigation controller, on screen, with a back button to the master. Returns the detail.
@MainActor
private func assertMasterDetailOnPhone(
    _ url: URL, masterTitle: String, segue: String,
    file: StaticString = #filePath, line: UInt = #line
) throws -> UIViewController {
    let storyboard = try UIStoryboard(contentsOf: url)
    let split = try XCTUnwrap(
        storyboard.instantiateInitialViewController() as? UISplitViewController, file: file, line: line)
    let window = showInWindow(split)
    XCTAssertTrue(split.isCollapsed, file: file, line: line)
    let primary = try XCTUnwrap(split.viewControllers.first as? UINavigationController, file: file, line: line)
    let master = try XCTUnwrap(primary.topViewController as? UITableViewController, file: file, line: line)
    XCTAssertEqual(master.title, masterTitle, file: file, line: line)
    XCTAssertTrue(master.view.window === window, file: file, line: line)
    Reported.diagnostics = []
    master.performSegue(withIdentifier: segue, sender: nil)
    pump()
    // The custom classes (the app's master and detail controllers) are not in this process;
    // their fallback warnings are expected, nothing else is.
    XCTAssertEqual(Reported.diagnostics.filter { !$0.reason.hasPrefix("Unknown class") }, [], file: file, line: line)
    XCTAssertEqual(primary.viewControllers.count, 2, file: file, line: line)
    let detail = try XCTUnwrap(primary.topViewController, file: file, line: line)
    XCTAssertFalse(detail === master, file: file, line: line)
    XCTAssertTrue(detail.view.window === window, file: file, line: line)
    XCTAssertNil(master.viewIfLoaded?.window, file: file, line: line)
    XCTAssertTrue(detail.navigationController === primary, file: file, line: line)
    XCTAssertTrue(primary.navigationBar.backItem === master.navigationItem, file: file, line: line)
    return detail
}
