import TestSupport
import XCTest

@testable import OpenUIKit

/// A delegate that traces where the press ended.
@MainActor
private final class EndLog: UILargeContentViewerInteractionDelegate {
    func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
        at point: CGPoint
    ) {
        LifecycleTrace.record("didEndOn(\(item?.largeContentTitle ?? "nil"))")
    }
}

/// The large content viewer: shown only at accessibility text sizes, following the finger.
final class LargeContentViewerTests: UIKitTestCase {
    func testViewerShowsTheItemUnderALongPressAtAccessibilitySizes() {
        onMain {
            let (window, root) = eventWindow()
            let bar = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 80))
            root.addSubview(bar)
            let first = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 80))
            first.showsLargeContentViewer = true
            first.largeContentTitle = "Home"
            let second = UIView(frame: CGRect(x: 195, y: 0, width: 195, height: 80))
            second.showsLargeContentViewer = true
            second.largeContentTitle = "Search"
            bar.addSubview(first)
            bar.addSubview(second)
            let log = EndLog()
            let interaction = UILargeContentViewerInteraction(delegate: log)
            bar.addInteraction(interaction)
            XCTAssertFalse(UILargeContentViewerInteraction.isEnabled)

            let injector = UIEventInjector.shared
            injector.touchDown(at: CGPoint(x: 50, y: 740), in: window)
            elapse(0.6)
            XCTAssertNil(interaction.shown, "at the default text size nothing shows")
            injector.touchUp()

            bar.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
            injector.touchDown(at: CGPoint(x: 50, y: 740), in: window)
            elapse(0.6)
            XCTAssertEqual(interaction.shown?.hud.text, "Home")
            XCTAssertTrue(interaction.shown?.hud.superview === window)
            injector.touchMoved(to: CGPoint(x: 300, y: 740))
            XCTAssertEqual(interaction.shown?.hud.text, "Search", "the viewer follows the finger")
            injector.touchUp()
            XCTAssertNil(interaction.shown)
            XCTAssertTrue(LifecycleTrace.events.contains("didEndOn(Search)"))
            XCTAssertTrue(interaction.gestureRecognizerForExclusionRelationship.view === bar)
        }
    }
}
