import CairoRendering
import Foundation
import OpenUIKit
import TestSupport
import XCTest

/// A drag source that drags a card as text and lets the interaction lift the card itself.
@MainActor
private final class CardSource: UIDragInteractionDelegate {
    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession
    )
        -> [UIDragItem]
    {
        [UIDragItem(itemProvider: NSItemProvider(object: "Card" as NSString))]
    }
}

/// The lifted preview as the screen shows it: a snapshot of the pressed view drawn over the
/// window under the finger, following it as it moves, while the view itself stays where it was.
final class DragPreviewRenderingTests: UIKitTestCase {
    func testTheLiftedPreviewIsDrawnUnderTheFinger() throws {
        try onMain {
            CairoRendering.install()
            let (window, root) = styledWindow(CGSize(width: 320, height: 568), .light)
            let card = UIView(frame: CGRect(x: 40, y: 100, width: 100, height: 60))
            card.backgroundColor = .systemRed
            let stripe = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 60))
            stripe.backgroundColor = .systemBlue
            card.addSubview(stripe)
            root.view.addSubview(card)
            let source = CardSource()
            let interaction = UIDragInteraction(delegate: source)
            interaction.isEnabled = true
            card.addInteraction(interaction)

            let input = UIEventInjector.shared
            input.touchDown(at: CGPoint(x: 90, y: 130), in: window)
            UIApplication.shared.advance(by: 0.8)
            input.touchMoved(to: CGPoint(x: 150, y: 300))
            input.touchMoved(to: CGPoint(x: 190, y: 430))
            let picture = try XCTUnwrap(CairoRenderer.render(window, scale: 2))
            let red = RGBA(255, 59, 48)
            let blue = RGBA(0, 122, 255)
            // The finger moved (+100, +300): the preview's left half (red) and right half (blue)
            // are there, a little larger than the card.
            XCTAssertTrue(picture.rgba(2 * 165, 2 * 430).isClose(to: red), "\(picture.rgba(2 * 165, 2 * 430))")
            XCTAssertTrue(picture.rgba(2 * 215, 2 * 430).isClose(to: blue), "\(picture.rgba(2 * 215, 2 * 430))")
            XCTAssertTrue(picture.rgba(2 * 139, 2 * 430).isClose(to: red), "grown past the card's 100 points")
            // The card itself stays where it was, and between the two is the background.
            XCTAssertTrue(picture.rgba(2 * 60, 2 * 130).isClose(to: red), "\(picture.rgba(2 * 60, 2 * 130))")
            XCTAssertTrue(picture.rgba(2 * 120, 2 * 130).isClose(to: blue))
            XCTAssertTrue(picture.rgba(2 * 190, 2 * 300).isClose(to: RGBA(255, 255, 255)))

            input.touchUp()
            UIApplication.shared.runUntilIdle()
            let after = try XCTUnwrap(CairoRenderer.render(window, scale: 2))
            XCTAssertTrue(after.rgba(2 * 165, 2 * 430).isClose(to: RGBA(255, 255, 255)), "the preview went back")
            window.isHidden = true
        }
    }
}
