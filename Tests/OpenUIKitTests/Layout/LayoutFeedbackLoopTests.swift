import TestSupport
import XCTest

@testable import OpenUIKit

/// A layout that asks for layout again every time it runs never settles; the run loop stops it
/// after `MainRunLoop.layoutFeedbackLoopThreshold` passes in a row and says so, so untrusted
/// storyboards cannot hang `runUntilIdle()`.
final class LayoutFeedbackLoopTests: UIKitTestCase {
    @MainActor
    private final class RestlessView: UIView {
        var passes = 0

        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            setNeedsLayout()
        }
    }

    func testALayoutFeedbackLoopIsStoppedAndReported() {
        onMain {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = RestlessView(frame: window.bounds)
            window.addSubview(view)
            window.isHidden = false
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(view.passes, MainRunLoop.layoutFeedbackLoopThreshold)
            XCTAssertEqual(Reported.diagnostics.map(\.name), [UIKitDiagnostic.warning])
            XCTAssertTrue(Reported.diagnostics.first?.reason.hasPrefix("Layout feedback loop") ?? false)
            window.isHidden = true
        }
    }
}
