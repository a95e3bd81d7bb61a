import TestSupport
import XCTest

@testable import OpenUIKit

/// A data source over a fixed list of pages that logs what it is asked.
@MainActor
final class PageSource: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    var asked = 0
    init(_ pages: [UIViewController]) { self.pages = pages }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        asked += 1
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        asked += 1
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        LifecycleTrace.record("⟨willTransitionTo \(pendingViewControllers.map { LifecycleTrace.name(of: $0) })⟩")
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        LifecycleTrace.record("⟨didFinishAnimating completed=\(completed)⟩")
    }
}

/// The appearance events of the named controllers, with the free-form lines.
@MainActor
func appearance(_ names: String...) -> [String] {
    LifecycleTrace.events.filter { line in
        line.hasPrefix("⟨")
            || ((line.contains("Appear(") || line.contains("Disappear("))
                && names.contains { line.hasPrefix("\($0).") })
    }
}

/// UIPageViewController: PG-1, PG-2, and a page view controller inside a custom container.
final class PageViewTests: UIKitTestCase {
    /// PG-1: how many pages each style takes; the data source is not asked; only the
    /// displayed pages are children.
    func testPG1SetViewControllers() {
        onMain {
            let p0 = Probe("P0"), p1 = Probe("P1")
            let source = PageSource([p0, p1])
            let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            scroll.dataSource = source
            scroll.setViewControllers([p0, p1], direction: .forward, animated: false)
            assertReported(
                "NSInvalidArgumentException",
                "The number of view controllers provided (2) doesn't match the number required (1)")
            XCTAssertNil(scroll.viewControllers)
            scroll.setViewControllers([p0], direction: .forward, animated: false)
            XCTAssertEqual(scroll.viewControllers ?? [], [p0])
            XCTAssertEqual(scroll.children, [p0])
            scroll.setViewControllers([p1], direction: .forward, animated: false)
            XCTAssertEqual(scroll.children, [p1])
            XCTAssertEqual(source.asked, 0)

            let midCurl = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
            XCTAssertEqual(midCurl.spineLocation, .mid)
            midCurl.setViewControllers([Probe("L")], direction: .forward, animated: false)
            XCTAssertNil(midCurl.viewControllers)
            midCurl.setViewControllers([Probe("L"), Probe("R")], direction: .forward, animated: false)
            XCTAssertEqual(midCurl.viewControllers?.count, 2)
            let minCurl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            minCurl.isDoubleSided = true
            XCTAssertEqual(minCurl.requiredPageCount, 2)
            minCurl.isDoubleSided = false
            XCTAssertEqual(minCurl.requiredPageCount, 1)
        }
    }

    /// PG-2: a scroll ends the new page's appearance before the old one's disappearance; a page
    /// curl the other way round.
    func testPG2ScrollAndCurlOrders() {
        onMain {
            for style in [UIPageViewController.TransitionStyle.scroll, .pageCurl] {
                let current = Probe("Current"), new = Probe("New")
                let pages = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
                LifecycleTrace.name(pages, "Pages")
                pages.setViewControllers([current], direction: .forward, animated: false)
                let window = showInWindow(pages)
                var finished: Bool?
                pages.setViewControllers([new], direction: .forward, animated: true) { finished = $0 }
                XCTAssertNil(finished)
                pump()
                XCTAssertEqual(finished, true)
                let expected =
                    style == .scroll
                    ? [
                        "New.viewWillAppear(true)", "Current.viewWillDisappear(true)", "New.viewDidAppear(true)",
                        "Current.viewDidDisappear(true)",
                    ]
                    : [
                        "New.viewWillAppear(true)", "Current.viewWillDisappear(true)", "Current.viewDidDisappear(true)",
                        "New.viewDidAppear(true)",
                    ]
                XCTAssertEqual(appearance("New", "Current"), expected, "\(style)")
                XCTAssertEqual(
                    trace("New", "Current").filter { $0.contains("Move") },
                    [
                        "New.willMove(toParent: Pages)", "Current.willMove(toParent: nil)",
                        "Current.didMove(toParent: nil)", "New.didMove(toParent: Pages)",
                    ])
                XCTAssertEqual(pages.children, [new])
                XCTAssertTrue(new.view.window === window)
                XCTAssertNil(current.view.superview)
                window.isHidden = true
                pump()
                LifecycleTrace.clear()
            }
        }
    }

    /// PG-2: the paging gesture, cancelled and then completed.
    func testPG2PagingGesture() {
        onMain {
            let p0 = Probe("P0"), p1 = Probe("P1")
            let source = PageSource([p0, p1])
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.dataSource = source
            pages.delegate = source
            pages.setViewControllers([p0], direction: .forward, animated: false)
            let window = showInWindow(pages)
            let pan = pages.gestureRecognizers.first as! UIPanGestureRecognizer
            pan.drag(to: .zero, state: .began)
            pan.drag(to: CGPoint(x: -100, y: 0), state: .changed)
            XCTAssertEqual(p1.view.frame.minX, 290, accuracy: 0.001, "the next page follows the finger")
            pan.drag(to: CGPoint(x: -100, y: 0), state: .ended)
            pump()
            XCTAssertEqual(
                appearance("P0", "P1"),
                [
                    "⟨willTransitionTo [\"P1\"]⟩",
                    "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)",
                    "P0.viewWillAppear(true)", "P0.viewDidAppear(true)",
                    "P1.viewWillDisappear(true)", "P1.viewDidDisappear(true)",
                    "⟨didFinishAnimating completed=false⟩",
                ])
            XCTAssertEqual(pages.viewControllers ?? [], [p0])
            XCTAssertEqual(pages.children, [p0])
            XCTAssertNil(p1.view.superview)

            LifecycleTrace.clear()
            pan.drag(to: .zero, state: .began)
            pan.drag(to: CGPoint(x: -300, y: 0), state: .changed)
            pan.drag(to: CGPoint(x: -300, y: 0), state: .ended)
            pump()
            XCTAssertEqual(
                appearance("P0", "P1"),
                [
                    "⟨willTransitionTo [\"P1\"]⟩",
                    "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)",
                    "P1.viewDidAppear(true)", "P0.viewDidDisappear(true)",
                    "⟨didFinishAnimating completed=true⟩",
                ])
            XCTAssertEqual(pages.viewControllers ?? [], [p1])
            XCTAssertEqual(pages.children, [p1])
            XCTAssertTrue(p1.view.window === window)

            // Nothing after the last page: no turn.
            LifecycleTrace.clear()
            pan.drag(to: .zero, state: .began)
            pan.drag(to: CGPoint(x: -300, y: 0), state: .ended)
            pump()
            XCTAssertEqual(appearance("P0", "P1"), [])
        }
    }

    /// Nested: a page view controller inside a custom container.
    func testPageViewControllerInCustomContainer() {
        onMain {
            let container = Probe("K")
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
            let first = Probe("First"), second = Probe("Second")
            pages.setViewControllers([first], direction: .forward, animated: false)
            embed(pages, in: container)
            let window = showInWindow(container)
            XCTAssertTrue(first.view.window === window)
            pages.setViewControllers([second], direction: .reverse, animated: true)
            pump()
            XCTAssertEqual(
                appearance("First", "Second"),
                [
                    "Second.viewWillAppear(true)", "First.viewWillDisappear(true)",
                    "Second.viewDidAppear(true)", "First.viewDidDisappear(true)",
                ])
            XCTAssertEqual(second.view.frame, pages.view.bounds)
        }
    }

    /// The shown page fills the page view controller's view after the app resizes it (here as
    /// PageViewControllerSWift does: the view added to a smaller parent, resized later), as
    /// UIKit's page scroll view lays its pages out.
    func testShownPageFollowsTheViewsSize() {
        onMain {
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let page = Probe("Page")
            pages.setViewControllers([page], direction: .forward, animated: false)
            let host = Probe("Host")
            let window = showInWindow(host)
            host.view.addSubview(pages.view)
            pages.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            window.layoutIfNeeded()
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 0, width: 300, height: 200))
            pages.view.frame.size.height = 500
            window.layoutIfNeeded()
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 0, width: 300, height: 500))
        }
    }
}
