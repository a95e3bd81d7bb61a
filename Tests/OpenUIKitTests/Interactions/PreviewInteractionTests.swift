import TestSupport
import XCTest

@testable import OpenUIKit

/// Logs what a preview interaction reports.
@MainActor
private final class PreviewLog: UIPreviewInteractionDelegate {
    var lines: [String] = []
    var allowsBegin = true

    func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool {
        lines.append("shouldBegin at \(previewInteraction.location(in: previewInteraction.view))")
        return allowsBegin
    }

    func previewInteraction(
        _ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat, ended: Bool
    ) {
        lines.append(String(format: "preview %.2f%@", transitionProgress, ended ? " ended" : ""))
    }

    func previewInteraction(
        _ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat, ended: Bool
    ) {
        lines.append(String(format: "commit %.2f%@", transitionProgress, ended ? " ended" : ""))
    }

    func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction) {
        lines.append("cancel")
    }
}

/// `UIPreviewInteraction` follows a touch's pressure: the preview, then the commit, and a press
/// let go early cancels. Touches here report no pressure, so an ordinary tap never begins one.
final class PreviewInteractionTests: UIKitTestCase {
    @MainActor
    private static func setUp() -> (UIWindow, UIView, UIPreviewInteraction, PreviewLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        let interaction = UIPreviewInteraction(view: view)
        let log = PreviewLog()
        interaction.delegate = log
        return (window, view, interaction, log)
    }

    func testAPressDeepensThroughThePreviewAndTheCommit() {
        onMain {
            let (window, _, interaction, log) = Self.setUp()
            defer { withExtendedLifetime(interaction) {} }
            let touch = UIEventInjector.shared.touchDown(at: CGPoint(x: 60, y: 70), in: window)
            touch?.maximumPossibleForce = 4
            for (step, force) in [CGFloat(1.2), 2, 3, 4].enumerated() {
                touch?.force = force
                // The injector drops a move to the same point: each step moves a point.
                UIEventInjector.shared.touchMoved(to: CGPoint(x: 61 + CGFloat(step), y: 70))
            }
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(
                log.lines,
                [
                    "shouldBegin at CGPoint(x: 11.0, y: 20.0)", "preview 0.50", "preview 1.00 ended", "commit 0.50",
                    "commit 1.00 ended",
                ])
        }
    }

    func testLettingGoBeforeThePreviewEndsCancels() {
        onMain {
            let (window, _, interaction, log) = Self.setUp()
            let touch = UIEventInjector.shared.touchDown(at: CGPoint(x: 60, y: 70), in: window)
            touch?.maximumPossibleForce = 4
            touch?.force = 1.2
            UIEventInjector.shared.touchMoved(to: CGPoint(x: 61, y: 70))
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(log.lines.last, "cancel")

            log.lines = []
            log.allowsBegin = false
            let declined = UIEventInjector.shared.touchDown(at: CGPoint(x: 60, y: 70), in: window)
            declined?.maximumPossibleForce = 4
            declined?.force = 3
            UIEventInjector.shared.touchMoved(to: CGPoint(x: 61, y: 70))
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(
                log.lines, ["shouldBegin at CGPoint(x: 11.0, y: 20.0)"], "a delegate that declines hears nothing more")
            interaction.cancel()
            XCTAssertEqual(log.lines.count, 1, "cancel with nothing begun tells nothing")
        }
    }

    func testATouchWithoutPressureNeverBegins() {
        onMain {
            let (window, _, interaction, log) = Self.setUp()
            defer { withExtendedLifetime(interaction) {} }
            UIEventInjector.shared.touchDown(at: CGPoint(x: 60, y: 70), in: window)
            UIEventInjector.shared.touchMoved(to: CGPoint(x: 70, y: 70))
            UIEventInjector.shared.touchUp()
            XCTAssertEqual(log.lines, [], "as on the simulator and iPhones without 3D Touch")
        }
    }
}
