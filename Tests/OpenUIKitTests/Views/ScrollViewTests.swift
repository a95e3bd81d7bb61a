import TestSupport
import XCTest

@testable import OpenUIKit

/// A delegate that traces what a scroll view tells it.
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGPoint] = []
    var zoomView: UIView?
    var retarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset)
        if events.last != "didScroll" { events.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging")
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { events.append("didZoom") }
}

/// Scrolling by touch, wheel and code, as UIKit's scroll view does it: the content follows the
/// finger, gives like a rubber band past an edge, coasts after a flick at `decelerationRate`,
/// springs back, pages, and tells the delegate in UIKit's order.
final class ScrollViewTests: UIKitTestCase {
    func testASlowDragMovesTheContentWithTheFingerAndStops() {
        onMain {
            let (window, scrollView, log) = makeScrollView()
            // 30 points down in small steps, then held still so the finger's speed falls to zero.
            drag(from: CGPoint(x: 160, y: 300), step: CGPoint(x: 0, y: -3), steps: 30, lift: false)
            // The pan begins once the finger has travelled more than 10 points (at 12); from there
            // the content follows it, without jumping by those 12.
            XCTAssertEqual(scrollView.contentOffset.y, 78, accuracy: 0.001)
            XCTAssertTrue(scrollView.isDragging)
            UIApplication.shared.advance(by: 0.2)
            UIEventInjector.shared.touchUp()
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.y, 78, accuracy: 0.001, "no flick, no coasting")
            XCTAssertFalse(scrollView.isDragging)
            XCTAssertEqual(log.events, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
            window.isHidden = true
        }
    }

    func testAFlickCoastsToWhereTheDecelerationRateSays() {
        onMain {
            let (window, scrollView, log) = makeScrollView()
            // 15 points a frame: 900 points a second.
            drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -15), steps: 10)
            let lifted = scrollView.contentOffset.y
            XCTAssertTrue(scrollView.isDecelerating)
            let scrolls = log.offsets.count
            for _ in 0..<30 { UIApplication.shared.advance(by: 1.0 / 60) }
            XCTAssertGreaterThan(log.offsets.count, scrolls + 25, "scrollViewDidScroll at the display's rate")
            XCTAssertTrue(
                log.offsets.suffix(30).map(\.y) == log.offsets.suffix(30).map(\.y).sorted(), "never backwards")
            UIApplication.shared.runUntilIdle()
            // At 0.998 a millisecond, 0.9 points a millisecond carry 0.9 · 0.998 / 0.002 = 449.1 points.
            XCTAssertEqual(scrollView.contentOffset.y, lifted + 449.1, accuracy: 1)
            XCTAssertFalse(scrollView.isDecelerating)
            XCTAssertEqual(
                log.events.filter { $0 != "didScroll" },
                [
                    "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                    "didEndDecelerating",
                ])
            window.isHidden = true
        }
    }

    func testPullingPastTheTopGivesLikeARubberBandAndSpringsBack() {
        onMain {
            let (window, scrollView, log) = makeScrollView()
            drag(from: CGPoint(x: 160, y: 100), step: CGPoint(x: 0, y: 10), steps: 21, lift: false)
            // 200 points of pull past the top (210 less the 10 travelled before the pan began) show
            // as (1 − 1 / (200 · 0.55 / 480 + 1)) · 480 = 89.5 points.
            XCTAssertEqual(scrollView.contentOffset.y, -89.49, accuracy: 0.05)
            UIApplication.shared.advance(by: 0.2)
            UIEventInjector.shared.touchUp()
            XCTAssertTrue(scrollView.isDecelerating)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            XCTAssertEqual(
                log.events.filter { $0 != "didScroll" },
                [
                    "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                    "didEndDecelerating",
                ])
            scrollView.bounces = false
            drag(from: CGPoint(x: 160, y: 100), step: CGPoint(x: 0, y: 10), steps: 21)
            XCTAssertEqual(scrollView.contentOffset.y, 0, "without bouncing the edge holds")
            window.isHidden = true
        }
    }

    func testPagingSettlesOnTheNextPageAndTheDelegateCanRetarget() {
        onMain {
            let (window, scrollView, log) = makeScrollView()
            scrollView.isPagingEnabled = true
            drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -15), steps: 6)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.y, 480, "one page on")
            scrollView.isPagingEnabled = false
            log.retarget = CGPoint(x: 0, y: 1000)
            drag(from: CGPoint(x: 160, y: 400), step: CGPoint(x: 0, y: -15), steps: 6)
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.y, 1000, "where willEndDragging said")
            window.isHidden = true
        }
    }

    func testAnimatedContentOffsetAndScrollRectToVisible() {
        onMain {
            let (window, scrollView, log) = makeScrollView()
            scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            UIApplication.shared.advance(by: 0.15)
            XCTAssertEqual(scrollView.contentOffset.y, 150, accuracy: 0.5, "half way at half time (ease in and out)")
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.y, 300)
            XCTAssertEqual(log.events, ["didScroll", "didEndScrollingAnimation"])
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
            XCTAssertEqual(scrollView.contentOffset.y, 620, "its bottom at the view's bottom")
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
            XCTAssertEqual(scrollView.contentOffset.y, 100, "its top at the view's top")
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 100), animated: false)
            XCTAssertEqual(scrollView.contentOffset.y, 1520, "kept within the content")
            window.isHidden = true
        }
    }

    func testTheWheelScrollsTheScrollViewUnderThePointer() {
        onMain {
            let (window, scrollView, _) = makeScrollView()
            let inner = UIScrollView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            inner.contentSize = CGSize(width: 300, height: 100)
            scrollView.addSubview(inner)
            UIEventInjector.shared.scroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 200, y: 300))
            XCTAssertEqual(scrollView.contentOffset.y, 40)
            UIEventInjector.shared.scroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 50, y: 30))
            XCTAssertEqual(scrollView.contentOffset.y, 80, "the inner one cannot scroll vertically: the outer one does")
            UIEventInjector.shared.scroll(by: CGPoint(x: 30, y: 0), at: CGPoint(x: 50, y: 30))
            XCTAssertEqual(inner.contentOffset.x, 30)
            UIEventInjector.shared.scroll(by: CGPoint(x: 0, y: -500), at: CGPoint(x: 200, y: 300))
            XCTAssertEqual(scrollView.contentOffset.y, 0, "kept within the content")
            XCTAssertNotNil(scrollView.subviews.last.map { $0 !== inner }, "an indicator above the content")
            UIApplication.shared.runUntilIdle()
            window.isHidden = true
        }
    }

    func testAdjustedContentInsetFollowsTheSafeArea() {
        onMain {
            let (window, scrollView, _) = makeScrollView()
            window.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            window.layoutIfNeeded()
            XCTAssertEqual(
                scrollView.contentOffset.y, -47, "content resting at its top stays at the top as the inset grows")
            scrollView.contentInset.top = 10
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
            window.layoutIfNeeded()
            XCTAssertEqual(scrollView.contentOffset.y, -57)
            scrollView.contentOffset.y = 100
            scrollView.contentInset.top = 0
            window.layoutIfNeeded()
            XCTAssertEqual(scrollView.contentOffset.y, 100, "scrolled content stays where it is")
            scrollView.contentInset.top = 10
            scrollView.contentInsetAdjustmentBehavior = .never
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
            scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
            scrollView.contentSize = CGSize(width: 320, height: 100)
            XCTAssertEqual(scrollView.adjustedContentInset.top, 10, "not scrollable vertically")
            scrollView.contentInsetAdjustmentBehavior = .always
            XCTAssertEqual(scrollView.adjustedContentInset.top, 57)
            window.isHidden = true
        }
    }

    /// What the adjusted inset takes is not the content's to avoid again: a row scrolled under
    /// the status bar keeps its margins, as table cells do in UIKit.
    func testContentDoesNotGetTheSafeAreaTheInsetAlreadyTakes() {
        onMain {
            let (window, scrollView, _) = makeScrollView()
            window.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 20, bottom: 34, right: 0)
            let row = UIView(frame: CGRect(x: 0, y: 40, width: 320, height: 60))
            scrollView.addSubview(row)
            scrollView.contentOffset.y = 20
            window.layoutIfNeeded()
            XCTAssertEqual(
                row.safeAreaInsets, UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0),
                "the vertical inset is taken by the scrolling axis; the horizontal one is not")
            XCTAssertEqual(row.layoutMargins.top, 8)
            scrollView.contentInsetAdjustmentBehavior = .never
            window.layoutIfNeeded()
            XCTAssertEqual(row.safeAreaInsets.top, 47 + 20 - 40, "with no adjustment the content avoids the bar itself")
            window.isHidden = true
        }
    }

    func testZoomScalesTheDelegatesViewAndTheContent() {
        onMain {
            let (window, scrollView, log) = makeScrollView()
            let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            scrollView.addSubview(image)
            log.zoomView = image
            scrollView.minimumZoomScale = 0.5
            scrollView.maximumZoomScale = 3
            XCTAssertNotNil(scrollView.pinchGestureRecognizer)
            scrollView.zoomScale = 2
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 400, height: 600))
            XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 400, height: 600))
            scrollView.zoomScale = 10
            XCTAssertEqual(scrollView.zoomScale, 3, "kept within the limits")
            XCTAssertEqual(log.events, ["didZoom", "didZoom"])
            window.isHidden = true
        }
    }
}

/// A 320 × 480 window holding a scroll view of its size over 320 × 2000 of content.
@MainActor
private func makeScrollView() -> (UIWindow, UIScrollView, ScrollLog) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    let log = ScrollLog()
    scrollView.delegate = log
    window.addSubview(scrollView)
    window.isHidden = false
    return (window, scrollView, log)
}
