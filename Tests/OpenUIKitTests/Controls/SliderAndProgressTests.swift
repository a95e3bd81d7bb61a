import TestSupport
import XCTest

@testable import OpenUIKit

/// Traces the events a value control sends as `Name.touchDown`, `Name.valueChanged`, … (the
/// drags left out, so a trace shows what changed and when).
@MainActor
private func traceValueEvents(of control: UIControl, as name: String) {
    LifecycleTrace.name(control, name)
    let events: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("valueChanged", .valueChanged), ("touchUpInside", .touchUpInside),
        ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
    ]
    for (label, event) in events {
        control.addAction(
            UIAction(title: label) { action in
                LifecycleTrace.record(action.sender as AnyObject, label)
            }, for: event)
    }
}

/// UISlider, UIProgressView and UIActivityIndicatorView headless: their geometry and defaults,
/// values following real touches, and what they do on the animation clock.
final class SliderAndProgressTests: UIKitTestCase {
    // MARK: UISlider

    /// UIKit's defaults, the value kept in the range, and a range moved past the other end
    /// taking the other end with it.
    func testSliderDefaultsAndRange() {
        onMain {
            let slider = UISlider()
            XCTAssertEqual([slider.value, slider.minimumValue, slider.maximumValue], [0, 0, 1])
            XCTAssertTrue(slider.isContinuous)
            slider.value = 2
            XCTAssertEqual(slider.value, 1)
            slider.value = -1
            XCTAssertEqual(slider.value, 0)
            slider.value = .nan
            XCTAssertEqual(slider.value, 0)
            slider.value = 0.5
            slider.minimumValue = 10
            XCTAssertEqual([slider.value, slider.minimumValue, slider.maximumValue], [10, 10, 10])
            slider.maximumValue = 20
            slider.value = 15
            slider.maximumValue = 12
            XCTAssertEqual(slider.value, 12)
            slider.maximumValue = 5
            XCTAssertEqual([slider.value, slider.minimumValue, slider.maximumValue], [5, 5, 5])
        }
    }

    /// 31 points tall with no width of its own; a 4-point track 2 points in from the ends, a
    /// 28-point thumb flush with the ends at the ends of the range; value images push the track
    /// in by their width and 12 points, and a tall one makes the slider taller.
    func testSliderGeometry() {
        onMain {
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
            XCTAssertEqual(slider.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 31))
            let track = slider.trackRect(forBounds: slider.bounds)
            XCTAssertEqual(track, CGRect(x: 2, y: 13.5, width: 196, height: 4))
            XCTAssertEqual(
                slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0),
                CGRect(x: 0, y: 1.5, width: 28, height: 28))
            XCTAssertEqual(
                slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1),
                CGRect(x: 172, y: 1.5, width: 28, height: 28))
            XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX, 100)

            slider.minimumValueImage = blankImage(20, 20)
            slider.maximumValueImage = blankImage(24, 40)
            XCTAssertEqual(
                slider.minimumValueImageRect(forBounds: slider.bounds), CGRect(x: 0, y: 5.5, width: 20, height: 20))
            XCTAssertEqual(
                slider.maximumValueImageRect(forBounds: slider.bounds), CGRect(x: 176, y: -4.5, width: 24, height: 40))
            XCTAssertEqual(slider.trackRect(forBounds: slider.bounds), CGRect(x: 32, y: 13.5, width: 132, height: 4))
            XCTAssertEqual(slider.intrinsicContentSize.height, 40)
        }
    }

    /// The value follows the finger's travel from where it took the thumb (200 points of travel
    /// for the whole range here), sending `.valueChanged` with each move; past the end it stays
    /// at the end, and the thumb comes back under the finger as it returns.
    func testDraggingTheThumbChangesTheValueContinuously() {
        onMain {
            let (window, root) = eventWindow()
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
            slider.value = 0.5
            root.addSubview(slider)
            traceValueEvents(of: slider, as: "Sl")
            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 140, y: 115), in: window)
            XCTAssertTrue(slider.isTracking)
            for x in stride(from: 150, through: 190, by: 10) {
                elapse(1.0 / 60)
                input.touchMoved(to: CGPoint(x: CGFloat(x), y: 118))
            }
            XCTAssertEqual(slider.value, 0.75, accuracy: 0.0001)
            input.touchMoved(to: CGPoint(x: 400, y: 118))
            XCTAssertEqual(slider.value, 1)
            input.touchMoved(to: CGPoint(x: 300, y: 118))
            XCTAssertEqual(slider.value, 1, "still past the end of the track")
            input.touchMoved(to: CGPoint(x: 160, y: 118))
            XCTAssertEqual(slider.value, 0.6, accuracy: 0.0001)
            input.touchUp()
            XCTAssertEqual(
                trace("Sl"), ["Sl.touchDown"] + Array(repeating: "Sl.valueChanged", count: 7) + ["Sl.touchUpInside"])
        }
    }

    /// A slider that is not continuous sends one `.valueChanged` when the finger lifts, before
    /// `.touchUpInside`; a drag that ends where it began sends none.
    func testSliderThatIsNotContinuousTellsOnceAtTheEnd() {
        onMain {
            let (window, root) = eventWindow()
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
            slider.isContinuous = false
            root.addSubview(slider)
            traceValueEvents(of: slider, as: "Sl")
            drag([CGPoint(x: 34, y: 115), CGPoint(x: 64, y: 115), CGPoint(x: 94, y: 115)], in: window)
            XCTAssertEqual(slider.value, 0.3, accuracy: 0.0001)
            XCTAssertEqual(trace("Sl"), ["Sl.touchDown", "Sl.valueChanged", "Sl.touchUpInside"])

            LifecycleTrace.clear()
            drag([CGPoint(x: 94, y: 115), CGPoint(x: 124, y: 115), CGPoint(x: 94, y: 115)], in: window)
            XCTAssertEqual(slider.value, 0.3, accuracy: 0.0001)
            XCTAssertEqual(trace("Sl"), ["Sl.touchDown", "Sl.touchUpInside"])
        }
    }

    /// A finger on the track away from the thumb is not tracked: the value does not jump to it
    /// and nothing is sent; setting the value in code sends nothing either.
    func testTapOnTheTrackDoesNotMoveTheThumb() {
        onMain {
            let (window, root) = eventWindow()
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
            root.addSubview(slider)
            traceValueEvents(of: slider, as: "Sl")
            drag([CGPoint(x: 200, y: 115), CGPoint(x: 150, y: 115)], in: window)
            XCTAssertEqual(slider.value, 0)
            slider.value = 0.4
            slider.setValue(0.9, animated: true)
            XCTAssertEqual(trace("Sl"), [])
        }
    }

    /// `setValue(_:animated:)` reads the new value at once and slides the thumb there over a
    /// quarter of a second of the clock.
    func testAnimatedValueSlidesTheThumb() {
        onMain {
            let (window, root) = eventWindow()
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
            root.addSubview(slider)
            slider.setValue(1, animated: true)
            XCTAssertEqual(slider.value, 1)
            XCTAssertEqual(slider.displayedValue, 0)
            elapse(0.125)
            XCTAssertEqual(slider.displayedValue ?? -1, 0.5, accuracy: 0.01)
            elapse(0.2)
            XCTAssertNil(slider.displayedValue)
            slider.setValue(0, animated: false)
            XCTAssertNil(slider.displayedValue)
            withExtendedLifetime(window) {}
        }
    }

    // MARK: UIProgressView

    /// Clamped to 0...1, 4 points tall, the bar style kept; animated progress reads the target
    /// at once and the bar gets there on the clock.
    func testProgressValuesAndAnimation() {
        onMain {
            let (window, root) = eventWindow()
            let progress = UIProgressView(progressViewStyle: .bar)
            XCTAssertEqual(progress.progressViewStyle, .bar)
            XCTAssertEqual(progress.frame.height, 4)
            XCTAssertEqual(progress.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
            progress.progress = 3
            XCTAssertEqual(progress.progress, 1)
            progress.progress = -1
            XCTAssertEqual(progress.progress, 0)
            root.addSubview(progress)
            progress.setProgress(0.8, animated: true)
            XCTAssertEqual(progress.progress, 0.8)
            elapse(0.125)
            XCTAssertEqual(progress.displayedProgress ?? -1, 0.4, accuracy: 0.01)
            UIApplication.shared.runUntilIdle()
            XCTAssertNil(progress.displayedProgress)
            XCTAssertEqual(progress.progress, 0.8)
            withExtendedLifetime(window) {}
        }
    }

    /// An observed `Progress` is shown at once and followed as the clock moves while the view
    /// is in a window.
    func testObservedProgressIsFollowed() {
        onMain {
            let (window, root) = eventWindow()
            let task = Progress(totalUnitCount: 10)
            task.completedUnitCount = 2
            let progress = UIProgressView(progressViewStyle: .default)
            progress.observedProgress = task
            XCTAssertEqual(progress.progress, 0.2, accuracy: 0.0001)
            root.addSubview(progress)
            task.completedUnitCount = 7
            elapse(1.0 / 60)
            XCTAssertEqual(progress.progress, 0.7, accuracy: 0.0001)
            progress.removeFromSuperview()
            task.completedUnitCount = 9
            elapse(1.0 / 60)
            XCTAssertEqual(progress.progress, 0.7, accuracy: 0.0001, "not followed out of a window")
            progress.observedProgress = nil
            withExtendedLifetime(window) {}
        }
    }

    // MARK: UIActivityIndicatorView

    /// Made in code it is hidden and stopped, its size its style's; starting shows it, stopping
    /// hides it again unless it should stay.
    func testIndicatorHidesWhenStopped() {
        onMain {
            let indicator = UIActivityIndicatorView(style: .medium)
            XCTAssertEqual(indicator.frame.size, CGSize(width: 20, height: 20))
            XCTAssertTrue(indicator.isHidden)
            XCTAssertTrue(indicator.hidesWhenStopped)
            XCTAssertFalse(indicator.isAnimating)
            indicator.startAnimating()
            XCTAssertFalse(indicator.isHidden)
            XCTAssertTrue(indicator.isAnimating)
            indicator.stopAnimating()
            XCTAssertTrue(indicator.isHidden)
            indicator.hidesWhenStopped = false
            XCTAssertFalse(indicator.isHidden)
            indicator.startAnimating()
            indicator.stopAnimating()
            XCTAssertFalse(indicator.isHidden)

            indicator.style = .large
            XCTAssertEqual(indicator.intrinsicContentSize, CGSize(width: 37, height: 37))
            XCTAssertEqual(UIActivityIndicatorView(frame: .zero).style, .medium)
            XCTAssertEqual(indicator.color, .secondaryLabel)
            indicator.color = .systemRed
            XCTAssertEqual(indicator.color, .systemRed)
            indicator.color = nil
            XCTAssertEqual(indicator.color, .secondaryLabel)
        }
    }

    /// The brightest spoke steps every eighth of a second of the clock since the start, so the
    /// picture is a function of the clock's time; `runUntilIdle()` returns while it spins.
    func testIndicatorSpinsWithTheClock() {
        onMain {
            let (window, root) = eventWindow()
            let indicator = UIActivityIndicatorView(style: .large)
            root.addSubview(indicator)
            elapse(0.05)
            indicator.startAnimating()
            XCTAssertEqual(indicator.drawnStep, 0)
            elapse(0.1)
            XCTAssertEqual(indicator.drawnStep, 0)
            elapse(0.03)
            XCTAssertEqual(indicator.drawnStep, 1)
            elapse(1.0)
            XCTAssertEqual(indicator.drawnStep, 1, "a whole turn later")
            UIApplication.shared.runUntilIdle()
            XCTAssertTrue(indicator.isAnimating)
            elapse(0.25)
            XCTAssertEqual(indicator.drawnStep, 3)
            indicator.stopAnimating()
            elapse(0.5)
            XCTAssertEqual(indicator.drawnStep, 0)
            withExtendedLifetime(window) {}
        }
    }
}
