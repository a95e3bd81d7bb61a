import TestSupport
import XCTest

@testable import OpenUIKit

/// A Pencil delegate written for iOS 17.5, tracing taps and squeezes.
@MainActor
private final class PencilLog: UIPencilInteractionDelegate {
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
        let pose = tap.hoverPose.map { " at \(Int($0.location.x)),\(Int($0.location.y))" } ?? ""
        LifecycleTrace.record("tap\(pose)")
    }

    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {
        LifecycleTrace.record("squeeze \(squeeze.phase)")
    }
}

/// A Pencil delegate written before iOS 17.5, with only the old tap method.
@MainActor
private final class OldPencilLog: UIPencilInteractionDelegate {
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {
        LifecycleTrace.record("didTap")
    }
}

/// An accelerometer delegate that would trace readings.
@MainActor
private final class AccelerationLog: UIAccelerometerDelegate {
    func accelerometer(_ accelerometer: UIAccelerometer, didAccelerate acceleration: UIAcceleration) {
        LifecycleTrace.record("accelerated")
    }
}

/// The lines the Pencil delegates traced.
@MainActor
private func pencilEvents() -> [String] {
    LifecycleTrace.events.filter { $0.hasPrefix("tap") || $0.hasPrefix("squeeze") || $0 == "didTap" }
}

/// Apple Pencil, the accelerometer and the other device inputs Linux lacks: they exist, report
/// what the Simulator reports, and fire only when a test injects input.
final class PencilAndDeviceInputTests: UIKitTestCase {
    func testPencilGesturesReachTheEnabledInteractionsOfTheKeyWindow() {
        onMain {
            let (window, root) = eventWindow()
            defer { withExtendedLifetime(window) {} }
            let canvas = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            root.addSubview(canvas)
            let log = PencilLog(), old = OldPencilLog()
            let interaction = UIPencilInteraction(delegate: log)
            canvas.addInteraction(interaction)
            let oldInteraction = UIPencilInteraction()
            oldInteraction.delegate = old
            root.addInteraction(oldInteraction)
            XCTAssertTrue(interaction.view === canvas)
            XCTAssertEqual(UIPencilInteraction.preferredTapAction, .ignore)
            XCTAssertEqual(UIPencilInteraction.preferredSqueezeAction, .ignore)
            XCTAssertFalse(UIPencilInteraction.prefersPencilOnlyDrawing)

            elapse(1)
            XCTAssertEqual(pencilEvents(), [], "no Pencil: nothing fires by itself")
            UIEventInjector.shared.pencilTap(hoverPose: (CGPoint(x: 150, y: 120), 0.5))
            XCTAssertEqual(pencilEvents().sorted(), ["didTap", "tap at 50,20"])

            LifecycleTrace.clear()
            oldInteraction.isEnabled = false
            UIEventInjector.shared.pencilSqueeze(.began)
            UIEventInjector.shared.pencilSqueeze(.ended)
            XCTAssertEqual(pencilEvents(), ["squeeze began", "squeeze ended"])
        }
    }

    func testTheAccelerometerReportsNoMotion() {
        onMain {
            let accelerometer = UIAccelerometer.shared()
            XCTAssertTrue(accelerometer === UIAccelerometer.shared())
            let log = AccelerationLog()
            accelerometer.delegate = log
            accelerometer.updateInterval = 0.01
            elapse(1)
            XCTAssertFalse(LifecycleTrace.events.contains("accelerated"))
            accelerometer.delegate = nil
        }
    }

    func testCanvasFeedbackIsWrittenDown() {
        onMain {
            UIFeedbackGenerator.playedFeedback.removeAll()
            let view = UIView()
            let generator = UICanvasFeedbackGenerator(view: view)
            XCTAssertTrue(generator.view === view)
            generator.alignmentOccurred(at: CGPoint(x: 10, y: 20))
            generator.pathCompleted(at: CGPoint(x: 30, y: 40))
            XCTAssertEqual(
                UIFeedbackGenerator.playedFeedback, ["canvas alignment 10.0 20.0", "canvas path completed 30.0 40.0"])
        }
    }

    func testEventAttributionViewLetsTouchesThroughAndNotesThem() {
        onMain {
            let (window, root) = eventWindow()
            let ad = TouchLogView("Ad", frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            root.addSubview(ad)
            let overlay = UIEventAttributionView(frame: ad.frame)
            root.addSubview(overlay)
            elapse(2)
            tap(CGPoint(x: 50, y: 50), in: window)
            XCTAssertEqual(
                LifecycleTrace.events.filter { $0.hasPrefix("Ad.") }, ["Ad.touchesBegan(1)", "Ad.touchesEnded(1)"])
            XCTAssertNotNil(overlay.lastTapTimestamp)
            let attribution = UIEventAttribution(
                sourceIdentifier: 7, destinationURL: URL(string: "https://example.com")!, sourceDescription: "Shoes",
                purchaser: "Shop")
            XCTAssertEqual((attribution.copy() as? UIEventAttribution)?.sourceIdentifier, 7)
            XCTAssertNil(attribution.reportEndpoint)
        }
    }

    func testTouchPropertiesAndScrollTypes() {
        onMain {
            let (window, _) = eventWindow()
            let touch = UIEventInjector.shared.touchDown(at: CGPoint(x: 10, y: 10), in: window)
            XCTAssertEqual(touch?.estimatedProperties, [])
            XCTAssertNil(touch?.estimationUpdateIndex)
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(UIScrollTypeMask.all, [.discrete, .continuous])
            XCTAssertEqual(UIScrollType.continuous.rawValue, 1)
            XCTAssertEqual(UIForceTouchCapability.unavailable.rawValue, 1)
        }
    }
}
