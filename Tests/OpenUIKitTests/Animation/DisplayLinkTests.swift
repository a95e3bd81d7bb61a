import TestSupport
import XCTest

@testable import OpenUIKit

/// A game loop's target: it records each frame's timestamps.
@MainActor
private final class FrameCounter {
    var frames: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval)] = []
    var mediaTimes: [CFTimeInterval] = []
    var onFrame: ((CADisplayLink) -> Void)?

    func step(_ link: CADisplayLink) {
        frames.append((link.timestamp, link.targetTimestamp, link.duration))
        mediaTimes.append(CACurrentMediaTime())
        onFrame?(link)
    }
}

/// `CADisplayLink` and `CACurrentMediaTime()` on the animation clock: one call a clock step, with
/// the step's time, the target kept until `invalidate()`, paused links skipping frames, and a
/// preferred rate below the display's skipping every other one.
final class DisplayLinkTests: UIKitTestCase {
    func testALinkFiresOnceAClockStepWithTheFramesTimes() {
        onMain {
            let counter = FrameCounter()
            let link = CADisplayLink(target: counter, selector: Selector("step:", FrameCounter.step))
            XCTAssertEqual(counter.frames.count, 0)
            let start = CACurrentMediaTime()
            XCTAssertEqual(start, UIApplication.shared.animationClock.now, "one clock")
            link.add(to: .main, forMode: .common)
            pump()
            XCTAssertEqual(counter.frames.count, 0, "runUntilIdle does not fire it: no clock step")

            for _ in 0..<3 { UIApplication.shared.advance(by: 1.0 / 60) }
            XCTAssertEqual(counter.frames.count, 3)
            XCTAssertEqual(counter.frames[2].timestamp - start, 3.0 / 60, accuracy: 1e-9)
            XCTAssertEqual(counter.frames[2].target - counter.frames[2].timestamp, 1.0 / 60, accuracy: 1e-9)
            XCTAssertEqual(counter.frames[2].duration, 1.0 / 60, accuracy: 1e-9)
            XCTAssertEqual(counter.mediaTimes, counter.frames.map(\.timestamp), "CACurrentMediaTime is the timestamp")

            // A long step is one late frame, as after a stall on iOS.
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(counter.frames.count, 4)
            XCTAssertEqual(counter.frames[3].timestamp - counter.frames[2].timestamp, 0.5, accuracy: 1e-9)

            link.isPaused = true
            UIApplication.shared.advance(by: 1.0 / 60)
            XCTAssertEqual(counter.frames.count, 4, "paused: no call")
            link.isPaused = false
            UIApplication.shared.advance(by: 1.0 / 60)
            XCTAssertEqual(counter.frames.count, 5)
            link.invalidate()
        }
    }

    func testTheRunLoopKeepsTheLinkAndTheLinkItsTargetUntilInvalidated() {
        onMain {
            weak var weakTarget: FrameCounter?
            weak var weakLink: CADisplayLink?
            do {
                let counter = FrameCounter()
                weakTarget = counter
                let link = CADisplayLink(target: counter, selector: Selector("step:", FrameCounter.step))
                weakLink = link
                link.add(to: .main, forMode: .default)
                counter.onFrame = { [unowned counter] link in if counter.frames.count == 2 { link.invalidate() } }
            }
            XCTAssertNotNil(weakLink, "the run loop keeps a scheduled link")
            XCTAssertNotNil(weakTarget, "the link keeps its target")
            UIApplication.shared.advance(by: 1.0 / 60)
            XCTAssertEqual(weakTarget?.frames.count, 1)
            UIApplication.shared.advance(by: 1.0 / 60)
            UIApplication.shared.advance(by: 1.0 / 60)
            XCTAssertNil(weakTarget, "invalidating (here from the callback) lets the target go, after two frames")
            XCTAssertNil(weakLink)
        }
    }

    func testRemovingTheLastModeStopsIt() {
        onMain {
            let counter = FrameCounter()
            let link = CADisplayLink(target: counter, selector: Selector("step:", FrameCounter.step))
            link.add(to: .main, forMode: .default)
            link.add(to: .main, forMode: .common)
            link.remove(from: .main, forMode: .default)
            UIApplication.shared.advance(by: 1.0 / 60)
            XCTAssertEqual(counter.frames.count, 1, "still on .common")
            link.remove(from: .main, forMode: .common)
            UIApplication.shared.advance(by: 1.0 / 60)
            XCTAssertEqual(counter.frames.count, 1, "off every mode")
            link.add(to: .main, forMode: .common)
            UIApplication.shared.advance(by: 1.0 / 60)
            XCTAssertEqual(counter.frames.count, 2, "scheduled again")
            link.invalidate()
        }
    }

    func testAPreferredRateBelowTheDisplaysSkipsFrames() {
        onMain {
            let application = UIApplication.shared
            let saved = application.animationClock
            application.animationClock = DisplayLinkClock(now: saved.now, framesPerSecond: 60)
            defer { application.animationClock = ManualAnimationClock(now: application.animationClock.now) }
            let counter = FrameCounter()
            let link = CADisplayLink(target: counter, selector: Selector("step:", FrameCounter.step))
            link.preferredFramesPerSecond = 30
            link.add(to: .main, forMode: .common)
            for _ in 0..<10 { application.advance(by: 1.0 / 60) }
            XCTAssertEqual(counter.frames.count, 5, "every other 60 Hz frame")
            XCTAssertEqual(counter.frames[1].timestamp - counter.frames[0].timestamp, 2.0 / 60, accuracy: 1e-9)

            link.preferredFramesPerSecond = 0
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 20, preferred: 20)
            let before = counter.frames.count
            for _ in 0..<12 { application.advance(by: 1.0 / 60) }
            XCTAssertEqual(counter.frames.count - before, 4, "20 Hz: every third frame")
            link.invalidate()
        }
    }

    func testAMethodWithoutTheLinkArgumentIsCalledToo() {
        onMain {
            final class Loop {
                var ticks = 0
                func tick() { ticks += 1 }
            }
            let loop = Loop()
            let link = CADisplayLink(target: loop, selector: Selector("tick", Loop.tick))
            link.add(to: .main, forMode: .common)
            UIApplication.shared.advance(by: 1.0 / 60)
            XCTAssertEqual(loop.ticks, 1)
            link.invalidate()
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    func testCurrentMediaTimeFromAnotherThreadReadsTheClock() {
        onMain { UIApplication.shared.advance(by: 0.25) }
        let expected = MainActor.assumeIsolated { UIApplication.shared.animationClock.now }
        let read = expectation(description: "read off the main thread")
        let box = MediaTimeBox()
        Thread.detachNewThread {
            box.set(CACurrentMediaTime())
            read.fulfill()
        }
        wait(for: [read], timeout: 10)
        XCTAssertEqual(box.value, expected)
    }
}

/// A time handed from another thread.
private final class MediaTimeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: CFTimeInterval = -1
    func set(_ value: CFTimeInterval) { lock.withLock { stored = value } }
    var value: CFTimeInterval { lock.withLock { stored } }
}
