import TestSupport
import XCTest

@testable import OpenUIKit

/// A popover controller delegate that can refuse dismissal and notes what it hears.
final class PopoverControllerDelegate: UIPopoverControllerDelegate {
    var allowsDismissal = true

    func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool {
        allowsDismissal
    }
}

/// A popover presentation delegate that notes the popover callbacks.
final class PopoverPresentationDelegate: UIPopoverPresentationControllerDelegate {
    var dismissed = 0

    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {
        dismissed += 1
    }
}

/// Popovers (`UIPopoverController`, `UIPopoverPresentationControllerDelegate`): presenting
/// through a `.popover` presentation from the anchor's window, a tap outside the popover in
/// regular width asking the delegate and dismissing, and the misuse UIKit raises for.
final class PopoverControllerTests: UIKitTestCase {
    private static let wide = CGSize(width: 1024, height: 768)

    func testAPopoverControllerPresentsItsContentFromTheAnchorsWindow() throws {
        try onMain {
            let root = UIViewController()
            let window = showInWindow(root, size: PopoverControllerTests.wide)
            let content = UIViewController()
            let popover = UIPopoverController(contentViewController: content)
            popover.popoverContentSize = CGSize(width: 320, height: 240)
            XCTAssertFalse(popover.isPopoverVisible)

            popover.present(
                from: CGRect(x: 10, y: 10, width: 40, height: 40), in: root.view, permittedArrowDirections: .up,
                animated: false)
            pump()
            XCTAssertTrue(popover.isPopoverVisible)
            XCTAssertTrue(content.presentingViewController === root)
            XCTAssertEqual(content.modalPresentationStyle, .popover)
            XCTAssertEqual(content.preferredContentSize, CGSize(width: 320, height: 240))
            let presentation = try XCTUnwrap(content.popoverPresentationController)
            XCTAssertTrue(presentation.sourceView === root.view)
            XCTAssertEqual(presentation.permittedArrowDirections, .up)
            XCTAssertEqual(popover.popoverArrowDirection, .unknown)

            popover.dismiss(animated: false)
            pump()
            XCTAssertFalse(popover.isPopoverVisible)
            withExtendedLifetime(window) {}
        }
    }

    func testATapOutsideTheRegularWidthPopoverAsksItsDelegateThenDismisses() {
        onMain {
            let root = UIViewController()
            let window = showInWindow(root, size: PopoverControllerTests.wide)
            let content = UIViewController()
            let popover = UIPopoverController(contentViewController: content)
            let delegate = PopoverControllerDelegate()
            popover.delegate = delegate
            delegate.allowsDismissal = false
            popover.present(from: .zero, in: root.view, permittedArrowDirections: .any, animated: false)
            pump()
            LifecycleTrace.clear()

            let outside = CGPoint(x: 5, y: 760)
            UIEventInjector.shared.touchDown(at: outside, in: window)
            UIEventInjector.shared.touchUp()
            pump()
            XCTAssertTrue(popover.isPopoverVisible, "the delegate refused")

            delegate.allowsDismissal = true
            UIEventInjector.shared.touchDown(at: outside, in: window)
            UIEventInjector.shared.touchUp()
            pump()
            XCTAssertFalse(popover.isPopoverVisible)
            XCTAssertEqual(
                trace("PopoverControllerDelegate"),
                [
                    "PopoverControllerDelegate.popoverControllerShouldDismissPopover",
                    "PopoverControllerDelegate.popoverControllerShouldDismissPopover",
                    "PopoverControllerDelegate.popoverControllerDidDismissPopover",
                ])
        }
    }

    func testAPopoverPresentationTellsItsDelegateBeforeShowingAndAfterAnOutsideTap() {
        onMain {
            let root = UIViewController()
            let window = showInWindow(root, size: PopoverControllerTests.wide)
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            let delegate = PopoverPresentationDelegate()
            content.popoverPresentationController?.delegate = delegate
            content.popoverPresentationController?.sourceItem = root.view
            root.present(content, animated: false)
            pump()
            XCTAssertEqual(
                trace("PopoverPresentationDelegate"), ["PopoverPresentationDelegate.prepareForPopoverPresentation"])
            XCTAssertEqual(root.view.frame(in: window), window.bounds)

            UIEventInjector.shared.touchDown(at: CGPoint(x: 5, y: 760), in: window)
            UIEventInjector.shared.touchUp()
            pump()
            XCTAssertNil(root.presentedViewController)
            XCTAssertEqual(delegate.dismissed, 1)
        }
    }

    func testAPopoverNeedsAnAnchorInAWindow() {
        onMain {
            var diagnostics: [UIKitDiagnostic] = []
            UIKitDiagnostics.handler = { diagnostics.append($0) }
            defer { UIKitDiagnostics.handler = UIKitDiagnostics.printToStandardError }
            let popover = UIPopoverController(contentViewController: UIViewController())
            popover.present(from: .zero, in: UIView(), permittedArrowDirections: .any, animated: false)
            XCTAssertEqual(
                diagnostics.map(\.reason), ["Popovers cannot be presented from a view which does not have a window."])
            XCTAssertFalse(popover.isPopoverVisible)
            XCTAssertEqual(UIPopoverBackgroundView.arrowHeight(), 0)
            XCTAssertEqual(diagnostics.count, 2, "the base background's measurements must be overridden")
        }
    }

    func testAPopoverSeguePresentsItsPopoverControllerFromTheSource() {
        onMain {
            let source = UIViewController()
            let window = showInWindow(source, size: PopoverControllerTests.wide)
            let destination = UIViewController()
            let segue = UIStoryboardPopoverSegue(identifier: "options", source: source, destination: destination)
            XCTAssertTrue(segue.popoverController.contentViewController === destination)
            segue.popoverController.popoverContentSize = CGSize(width: 200, height: 100)
            segue.perform()
            pump()
            XCTAssertTrue(segue.popoverController.isPopoverVisible)
            XCTAssertTrue(destination.presentingViewController === source)
            XCTAssertTrue(destination.popoverPresentationController?.sourceView === source.view)
            withExtendedLifetime(window) {}
        }
    }
}
