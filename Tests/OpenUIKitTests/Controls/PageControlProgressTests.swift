import TestSupport
import XCTest

@testable import OpenUIKit

/// A timer progress delegate that traces what it is asked and told.
@MainActor
private final class ProgressLog: UIPageControlTimerProgressDelegate {
    var stopsAt: Int?
    var changes = 0

    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
        note("shouldAdvanceToPage \(page)")
        return page != stopsAt
    }

    func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) { changes += 1 }

    func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) {
        note("visible \(progress.isProgressVisible)")
    }

    func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float {
        page == 2 ? 0.5 : 0
    }
}

@MainActor
private func makePageControl() -> (UIWindow, UIPageControl) {
    let (window, root) = eventWindow()
    let pageControl = UIPageControl(frame: CGRect(x: 100, y: 400, width: 190, height: 26))
    pageControl.numberOfPages = 3
    root.addSubview(pageControl)
    pageControl.addAction(UIAction { _ in note("valueChanged \(pageControl.currentPage)") }, for: .valueChanged)
    return (window, pageControl)
}

/// UIPageControlProgress and UIPageControlTimerProgress: the timer fills each page on the
/// animation clock, turns the page (sending .valueChanged), asks its delegate first, starts a page
/// at its initial progress, and stops or wraps after the last page.
final class PageControlProgressTests: UIKitTestCase {
    func testTimerFillsThePageAndTurnsIt() {
        onMain {
            let (_, pageControl) = makePageControl()
            let log = ProgressLog()
            let timer = UIPageControlTimerProgress(preferredDuration: 2)
            defer { timer.pauseTimer() }
            timer.delegate = log
            pageControl.progress = timer
            XCTAssertFalse(timer.isRunning)
            XCTAssertFalse(timer.isProgressVisible)
            timer.resumeTimer()
            XCTAssertTrue(timer.isRunning)
            elapse(1)
            XCTAssertEqual(timer.currentProgress, 0.5, accuracy: 0.001)
            XCTAssertEqual(pageControl.currentPage, 0)
            elapse(1.5)
            XCTAssertEqual(pageControl.currentPage, 1)
            XCTAssertEqual(timer.currentProgress, 0.25, accuracy: 0.001)
            XCTAssertEqual(trace(), ["⟨visible true⟩", "⟨shouldAdvanceToPage 1⟩", "⟨valueChanged 1⟩"])
            XCTAssertGreaterThan(log.changes, 2)
            timer.pauseTimer()
            elapse(5)
            XCTAssertEqual(pageControl.currentPage, 1, "paused")
            XCTAssertEqual(timer.currentProgress, 0.25, accuracy: 0.001)
        }
    }

    func testPagesHaveTheirOwnDurationsAndInitialProgress() {
        onMain {
            let (_, pageControl) = makePageControl()
            let log = ProgressLog()
            let timer = UIPageControlTimerProgress(preferredDuration: 2)
            defer { timer.pauseTimer() }
            timer.setDuration(4, forPage: 1)
            XCTAssertEqual(timer.duration(forPage: 1), 4)
            XCTAssertEqual(timer.duration(forPage: 0), 2)
            timer.delegate = log
            pageControl.progress = timer
            timer.resumeTimer()
            elapse(2 + 4)
            XCTAssertEqual(pageControl.currentPage, 2)
            XCTAssertEqual(timer.currentProgress, 0.5, accuracy: 0.001, "page 2 starts half full")
            pageControl.currentPage = 0
            XCTAssertEqual(timer.currentProgress, 0, "a page chosen starts again")
        }
    }

    func testAfterTheLastPageTheTimerWrapsOrStops() {
        onMain {
            let (_, pageControl) = makePageControl()
            let timer = UIPageControlTimerProgress(preferredDuration: 1)
            defer { timer.pauseTimer() }
            pageControl.progress = timer
            pageControl.currentPage = 2
            timer.resumeTimer()
            elapse(1)
            XCTAssertEqual(pageControl.currentPage, 0, "resetsToInitialPageAfterEnd")
            XCTAssertTrue(timer.isRunning)
            timer.resetsToInitialPageAfterEnd = false
            pageControl.currentPage = 2
            elapse(1.5)
            XCTAssertEqual(pageControl.currentPage, 2)
            XCTAssertFalse(timer.isRunning)
        }
    }

    func testTheDelegateCanStopTheTimer() {
        onMain {
            let (_, pageControl) = makePageControl()
            let log = ProgressLog()
            log.stopsAt = 1
            let timer = UIPageControlTimerProgress(preferredDuration: 1)
            defer { timer.pauseTimer() }
            timer.delegate = log
            pageControl.progress = timer
            timer.resumeTimer()
            elapse(3)
            XCTAssertEqual(pageControl.currentPage, 0)
            XCTAssertFalse(timer.isRunning)
            XCTAssertEqual(trace().filter { $0.contains("should") }, ["⟨shouldAdvanceToPage 1⟩"])
        }
    }

    func testInteractionStateWhileATapTurnsThePage() {
        onMain {
            let (window, pageControl) = makePageControl()
            XCTAssertEqual(pageControl.interactionState, .none)
            var during: UIPageControl.InteractionState?
            pageControl.addAction(UIAction { _ in during = pageControl.interactionState }, for: .valueChanged)
            let progress = UIPageControlProgress()
            pageControl.progress = progress
            progress.currentProgress = 0.7
            XCTAssertTrue(progress.isProgressVisible)
            let right = pageControl.convert(
                CGPoint(x: pageControl.dotCenter(2).x, y: pageControl.bounds.midY), to: window)
            tap(right, in: window)
            pump()
            XCTAssertEqual(pageControl.currentPage, 1)
            XCTAssertEqual(during, .discrete)
            XCTAssertEqual(pageControl.interactionState, .none)
            XCTAssertEqual(progress.currentProgress, 0, "the new page starts again")
            progress.currentProgress = 2
            XCTAssertEqual(progress.currentProgress, 1, "clamped")
        }
    }
}
