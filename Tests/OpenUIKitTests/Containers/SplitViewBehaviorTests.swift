import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// Column widths and split behaviors: where each column goes for each way of sharing the width.
final class SplitViewBehaviorTests: UIKitTestCase {
    func testColumnWidthsResolveFromFractionsAndLimits() {
        onMain {
            let (split, primary, secondary, window) = doubleColumn()
            XCTAssertEqual(split.primaryColumnWidth, 320)
            split.preferredPrimaryColumnWidthFraction = 0.5
            XCTAssertEqual(split.primaryColumnWidth, 512)
            XCTAssertEqual(frameInWindow(primary), CGRect(x: 0, y: 0, width: 512, height: 768))
            XCTAssertEqual(frameInWindow(secondary), CGRect(x: 512, y: 0, width: 512, height: 768))
            split.maximumPrimaryColumnWidth = 400
            XCTAssertEqual(split.primaryColumnWidth, 400, "the maximum clamps the fraction")
            split.preferredPrimaryColumnWidthFraction = 0.1
            split.minimumPrimaryColumnWidth = 250
            XCTAssertEqual(split.primaryColumnWidth, 250, "and so does the minimum")
            window.isHidden = true
        }
    }

    func testOverlayAndDisplaceLeaveTheSecondaryFullWidth() {
        onMain {
            let (split, primary, secondary, window) = doubleColumn()
            XCTAssertEqual(split.splitBehavior, .tile, "automatic tiles here")
            split.preferredSplitBehavior = .overlay
            XCTAssertEqual(split.displayMode, .oneOverSecondary)
            XCTAssertEqual(frameInWindow(secondary), CGRect(x: 0, y: 0, width: 1024, height: 768))
            XCTAssertEqual(frameInWindow(primary), CGRect(x: 0, y: 0, width: 320, height: 768))
            XCTAssertTrue(
                split.view.subviews.firstIndex(of: holderView(primary))!
                    > split.view.subviews.firstIndex(of: holderView(secondary))!,
                "the primary lies over the secondary")
            split.preferredSplitBehavior = .displace
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            XCTAssertEqual(frameInWindow(secondary), CGRect(x: 320, y: 0, width: 1024, height: 768), "pushed aside")
            window.isHidden = true
        }
    }

    func testATrailingPrimaryEdgeMirrorsTheColumns() {
        onMain {
            let (split, primary, secondary, window) = doubleColumn()
            split.primaryEdge = .trailing
            XCTAssertEqual(frameInWindow(primary), CGRect(x: 704, y: 0, width: 320, height: 768))
            XCTAssertEqual(frameInWindow(secondary), CGRect(x: 0, y: 0, width: 704, height: 768))
            window.isHidden = true
        }
    }

    func testTheSidebarStyleGivesAPlainPrimaryTheGroupedBackground() {
        onMain {
            let (split, primary, _, window) = doubleColumn()
            XCTAssertEqual(split.primaryBackgroundStyle, .none)
            split.primaryBackgroundStyle = .sidebar
            let holder = primary.navigationController?.view ?? primary.view
            XCTAssertEqual(holder?.backgroundColor, .systemGroupedBackground)
            XCTAssertEqual(split.displayModeButtonVisibility, .automatic)
            XCTAssertTrue(split.presentsWithGesture)
            window.isHidden = true
        }
    }
}

@MainActor private func doubleColumn() -> (UISplitViewController, Probe, Probe, UIWindow) {
    let split = UISplitViewController(style: .doubleColumn)
    let primary = Probe("Primary"), secondary = Probe("Secondary")
    split.setViewController(primary, for: .primary)
    split.setViewController(secondary, for: .secondary)
    let window = showInWindow(split, size: CGSize(width: 1024, height: 768))
    return (split, primary, secondary, window)
}

/// The column's view in the split view: column controllers sit in navigation controllers.
@MainActor private func holderView(_ controller: UIViewController) -> UIView {
    controller.navigationController?.view ?? controller.view
}

@MainActor private func frameInWindow(_ controller: UIViewController) -> CGRect {
    let view = holderView(controller)
    return view.convert(view.bounds, to: nil as UIView?)
}
