import XCTest
@testable import OpenUIKit

/// Records the split view delegate's collapse and expand hooks.
@MainActor
final class SplitDelegateProbe: UISplitViewControllerDelegate {
    var discardsSecondary = true
    var separated: UIViewController?
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        LifecycleTrace.record("⟨collapse \(LifecycleTrace.name(of: secondaryViewController))⟩")
        return discardsSecondary
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        LifecycleTrace.record("⟨separate⟩")
        return separated
    }
}

/// UISplitViewController: SP-1 (column style) and SP-2 (classic style).
final class SplitViewTests: TraceTestCase {
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
            XCTAssertTrue(master.targetViewController(forAction: UIViewController.showDetailAction, sender: nil) === split)
            master.showDetailViewController(second, sender: nil)
            pump()
            XCTAssertEqual(split.viewControllers, [primary, second])
            XCTAssertEqual(trace("First", "Second").filter { $0.contains("Appear(") || $0.contains("Disappear(") }, [
                "First.viewWillDisappear(false)", "First.viewDidDisappear(false)", "Second.viewWillAppear(false)", "Second.viewDidAppear(false)",
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
            XCTAssertEqual([sidebar, list, detail].map { $0.view.convert($0.view.bounds, to: nil).minX }, [0, 320, 640])
            split.preferredDisplayMode = .oneBesideSecondary
            XCTAssertNil(sidebar.view.window)
            XCTAssertTrue(list.view.window === window)
            XCTAssertEqual(detail.view.convert(detail.view.bounds, to: nil).minX, 320)
            split.preferredDisplayMode = .secondaryOnly
            XCTAssertNil(list.view.window)
            XCTAssertEqual(detail.view.convert(detail.view.bounds, to: nil).width, 1366)
        }
    }
}
