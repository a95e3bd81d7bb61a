import TestSupport
import XCTest

@testable import OpenUIKit

/// A target for bar items' target-action: answers `edit:`.
@MainActor
private final class ItemTarget: UIResponder {
    var log: [String] = []

    override init() {
        super.init()
        registerAction("edit:") { [unowned self] sender in
            log.append("edit from \(sender is UIBarButtonItem ? "item" : "other")")
        }
    }
}

/// Bar button items by touch, as in UIKit: a tap on a navigation bar's or toolbar's item
/// performs its action or primary action (not when the finger slides off first), custom views
/// sit in their slots and get their own touches.
final class BarButtonItemTests: UIKitTestCase {
    func testTappingNavigationBarItemsPerformsTheirActions() {
        onMain {
            let root = UIViewController()
            let target = ItemTarget()
            var done = 0
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .done, primaryAction: UIAction { _ in done += 1 })
            root.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Edit", style: .plain, target: target, action: "edit:")
            let nav = UINavigationController(rootViewController: root)
            let window = showInWindow(nav)
            let bar = nav.navigationBar
            let slots = bar.contentLayout().slots.slots
            XCTAssertEqual(slots.count, 2)
            let edit = slots[0].frame, doneFrame = slots[1].frame
            XCTAssertEqual(edit.minX, 16, "the left item after the leading margin")
            XCTAssertEqual(doneFrame.maxX, 390 - 16, "the right item at the trailing margin")

            tapAndSettle(bar.convert(CGPoint(x: doneFrame.midX, y: doneFrame.midY), to: window))
            XCTAssertEqual(done, 1)
            tapAndSettle(bar.convert(CGPoint(x: edit.midX, y: edit.midY), to: window))
            XCTAssertEqual(target.log, ["edit from item"])
            tapAndSettle(bar.convert(CGPoint(x: bar.bounds.midX, y: doneFrame.midY), to: window))
            XCTAssertEqual(done, 1, "the title is no button")
            XCTAssertEqual(target.log.count, 1)

            // Pressed, the item dims; slid off before lifting, nothing happens.
            let start = bar.convert(CGPoint(x: doneFrame.midX, y: doneFrame.midY), to: window)
            UIEventInjector.shared.touchDown(at: start)
            XCTAssertTrue(bar.itemTracker.isPressed(slots[1].item))
            UIEventInjector.shared.touchMoved(to: CGPoint(x: start.x - 150, y: start.y))
            XCTAssertFalse(bar.itemTracker.isPressed(slots[1].item))
            UIEventInjector.shared.touchUp()
            UIApplication.shared.runUntilIdle()
            XCTAssertEqual(done, 1)
            XCTAssertTrue(Reported.diagnostics.isEmpty)
        }
    }

    func testCustomViewItemsSitInTheirSlotsAndDisabledItemsDoNothing() {
        onMain {
            let root = UIViewController()
            let toggle = UISwitch()
            var taps = 0
            let disabled = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps += 1 })
            disabled.isEnabled = false
            root.navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: toggle), disabled]
            let nav = UINavigationController(rootViewController: root)
            let window = showInWindow(nav)
            let bar = nav.navigationBar
            XCTAssertTrue(toggle.superview === bar)
            XCTAssertEqual(toggle.frame.maxX, 390 - 16)
            XCTAssertEqual(toggle.frame.midY, bar.contentLayout().midY)
            let add = bar.contentLayout().slots.slots[1].frame
            tapAndSettle(bar.convert(CGPoint(x: add.midX, y: add.midY), to: window))
            XCTAssertEqual(taps, 0)
            tapAndSettle(toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: window))
            XCTAssertTrue(toggle.isOn, "the custom view takes its own touches")

            root.navigationItem.rightBarButtonItems = nil
            bar.layoutIfNeeded()
            XCTAssertNil(toggle.superview, "an item no longer shown takes its view with it")
        }
    }

    func testTappingAToolbarItem() {
        onMain {
            let root = UIViewController()
            var shared = 0
            root.toolbarItems = [
                .flexibleSpace(), UIBarButtonItem(systemItem: .action, primaryAction: UIAction { _ in shared += 1 }),
            ]
            let nav = UINavigationController(rootViewController: root)
            nav.isToolbarHidden = false
            let window = showInWindow(nav)
            let toolbar = nav.toolbar
            let slot = toolbar.itemSlots().slots.last!.frame
            XCTAssertEqual(slot.maxX, 390 - 16, "the flexible space pushes it to the trailing edge")
            tapAndSettle(toolbar.convert(CGPoint(x: slot.midX, y: slot.midY), to: window))
            XCTAssertEqual(shared, 1)
        }
    }
}
