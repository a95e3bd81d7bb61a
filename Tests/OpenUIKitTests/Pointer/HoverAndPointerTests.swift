import TestSupport
import XCTest

@testable import OpenUIKit

/// A pointer interaction delegate that splits its view into a left and a right region and
/// traces the pointer going in and out of them.
@MainActor
private final class HalvesDelegate: UIPointerInteractionDelegate {
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        let half = defaultRegion.rect.width / 2
        if request.location.x < half {
            return UIPointerRegion(
                rect: CGRect(x: 0, y: 0, width: half, height: defaultRegion.rect.height), identifier: "left")
        }
        return UIPointerRegion(
            rect: CGRect(x: half, y: 0, width: half, height: defaultRegion.rect.height), identifier: "right")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        region.identifier == AnyHashable("left") ? .hidden() : UIPointerStyle(shape: .verticalBeam(length: 20))
    }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {
        LifecycleTrace.record("willEnter(\(region.identifier.map { "\($0)" } ?? "nil"))")
    }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {
        LifecycleTrace.record("willExit(\(region.identifier.map { "\($0)" } ?? "nil"))")
    }
}

/// A tool tip delegate with a tip for the top half of its view only.
@MainActor
private final class TopHalfTips: UIToolTipInteractionDelegate {
    func toolTipInteraction(
        _ interaction: UIToolTipInteraction, configurationAt point: CGPoint
    ) -> UIToolTipConfiguration? {
        guard let view = interaction.view, point.y < view.bounds.midY else { return nil }
        return UIToolTipConfiguration(
            toolTip: "Top", in: CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.midY))
    }
}

@MainActor
private func hover(_ point: CGPoint, in window: UIWindow) {
    UIEventInjector.shared.pointerMoved(to: point, in: window)
}

@MainActor
private func toolTipLabels(in window: UIWindow) -> [String] {
    window.subviews.compactMap { ($0 as? UILabel)?.text }
}

/// Hovering: recognizers, pointer interactions and their regions, tool tips, hover styles, and
/// the pointer's rubber band.
final class HoverAndPointerTests: UIKitTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { UIEventInjector.shared.pointerExited() }
        super.tearDown()
    }

    func testHoverRecognizerBeginsChangesAndEndsWithThePointer() {
        onMain {
            let (window, root) = eventWindow()
            let target = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            target.addSubview(inner)
            root.addSubview(target)
            let log = GestureLog()
            let recognizer = log.watch(UIHoverGestureRecognizer(target: nil, action: nil), as: "Hover")
            target.addGestureRecognizer(recognizer)

            hover(CGPoint(x: 50, y: 50), in: window)
            hover(CGPoint(x: 120, y: 130), in: window)
            XCTAssertEqual(recognizer.location(in: target), CGPoint(x: 20, y: 30))
            hover(CGPoint(x: 115, y: 115), in: window)
            hover(CGPoint(x: 150, y: 150), in: window)
            hover(CGPoint(x: 250, y: 250), in: window)
            XCTAssertEqual(recognizer.state, .possible, "reset once the hover ended")
            XCTAssertEqual(
                LifecycleTrace.events.filter { $0.hasPrefix("Hover.") },
                ["Hover.began", "Hover.changed", "Hover.changed", "Hover.ended"],
                "moving onto a subview is still hovering over the view")
            XCTAssertEqual(recognizer.zOffset, 0)
            XCTAssertEqual(recognizer.altitudeAngle, .pi / 2)

            recognizer.isEnabled = false
            hover(CGPoint(x: 150, y: 150), in: window)
            XCTAssertEqual(
                LifecycleTrace.events.filter { $0.hasPrefix("Hover.") }.count, 4, "a disabled recognizer hears nothing")
        }
    }

    func testPointerInteractionEntersAndExitsItsRegions() {
        onMain {
            let (window, root) = eventWindow()
            let target = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            root.addSubview(target)
            let delegate = HalvesDelegate()
            let interaction = UIPointerInteraction(delegate: delegate)
            target.addInteraction(interaction)

            hover(CGPoint(x: 20, y: 150), in: window)
            XCTAssertTrue(interaction.currentStyle?.isHidden ?? false)
            hover(CGPoint(x: 40, y: 150), in: window)
            hover(CGPoint(x: 150, y: 150), in: window)
            XCTAssertEqual(interaction.currentRegion?.identifier, AnyHashable("right"))
            XCTAssertFalse(interaction.currentStyle?.isHidden ?? true)
            hover(CGPoint(x: 150, y: 300), in: window)
            XCTAssertNil(interaction.currentRegion)
            XCTAssertEqual(
                LifecycleTrace.events.filter { $0.hasPrefix("will") },
                ["willEnter(left)", "willExit(left)", "willEnter(right)", "willExit(right)"],
                "moving within a region is no exit and entry")

            interaction.isEnabled = false
            hover(CGPoint(x: 20, y: 150), in: window)
            XCTAssertEqual(LifecycleTrace.events.filter { $0.hasPrefix("will") }.count, 4)
        }
    }

    func testToolTipShowsAfterThePointerRestsAndGoesWhenItLeaves() {
        onMain {
            let (window, root) = eventWindow()
            let button = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            root.addSubview(button)
            let plain = UIToolTipInteraction(defaultToolTip: "Save")
            button.addInteraction(plain)

            hover(CGPoint(x: 60, y: 60), in: window)
            elapse(0.5)
            XCTAssertEqual(toolTipLabels(in: window), [], "not before the pointer rested a second")
            hover(CGPoint(x: 70, y: 70), in: window)
            elapse(0.7)
            XCTAssertEqual(toolTipLabels(in: window), [], "moving restarts the wait")
            elapse(0.5)
            XCTAssertEqual(toolTipLabels(in: window), ["Save"])
            hover(CGPoint(x: 300, y: 300), in: window)
            XCTAssertEqual(toolTipLabels(in: window), [])

            button.removeInteraction(plain)
            let delegate = TopHalfTips()
            let custom = UIToolTipInteraction()
            custom.delegate = delegate
            button.addInteraction(custom)
            hover(CGPoint(x: 100, y: 130), in: window)
            elapse(1.1)
            XCTAssertEqual(toolTipLabels(in: window), [], "the delegate gives no tip for the bottom half")
            hover(CGPoint(x: 100, y: 60), in: window)
            elapse(1.1)
            XCTAssertEqual(toolTipLabels(in: window), ["Top"])
            hover(CGPoint(x: 110, y: 70), in: window)
            XCTAssertEqual(toolTipLabels(in: window), ["Top"], "moving within the source rectangle keeps the tip")
            hover(CGPoint(x: 110, y: 130), in: window)
            XCTAssertEqual(toolTipLabels(in: window), [])
        }
    }

    func testHoverStyleDrawsAPlatterWhileHovered() {
        onMain {
            let (window, root) = eventWindow()
            let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            card.layer.cornerRadius = 12
            root.addSubview(card)
            card.hoverStyle = UIHoverStyle(effect: .lift)
            XCTAssertNil(HoverHighlight.platter(of: card))
            hover(CGPoint(x: 60, y: 60), in: window)
            let platter = HoverHighlight.platter(of: card)
            XCTAssertTrue(platter?.superlayer === card.layer)
            XCTAssertEqual(platter?.cornerRadius, 12)
            XCTAssertEqual(platter?.shadowOpacity ?? 0, 0.2, accuracy: 0.001)
            card.hoverStyle?.isEnabled = false
            XCTAssertNil(HoverHighlight.platter(of: card), "a disabled style shows nothing")
            card.hoverStyle?.isEnabled = true
            XCTAssertNotNil(HoverHighlight.platter(of: card))
            hover(CGPoint(x: 300, y: 300), in: window)
            XCTAssertNil(HoverHighlight.platter(of: card))
            XCTAssertNil(platter?.superlayer)
        }
    }

    func testBandSelectionFollowsAPointerDragButNotAFinger() {
        onMain {
            let (window, root) = eventWindow()
            let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            root.addSubview(canvas)
            var rects: [String] = []
            let band = UIBandSelectionInteraction { band in
                rects.append("\(band.state) \(Int(band.selectionRect.width))x\(Int(band.selectionRect.height))")
            }
            canvas.addInteraction(band)
            let injector = UIEventInjector.shared

            injector.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            injector.touchMoved(to: CGPoint(x: 150, y: 150))
            injector.touchUp()
            XCTAssertEqual(rects, [], "a finger draws no band")

            injector.buttonMask = .primary
            injector.modifierFlags = .shift
            injector.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            injector.touchMoved(to: CGPoint(x: 101, y: 101))
            injector.touchMoved(to: CGPoint(x: 140, y: 120))
            injector.touchMoved(to: CGPoint(x: 60, y: 160))
            injector.touchUp()
            injector.buttonMask = []
            injector.modifierFlags = []
            XCTAssertEqual(rects, ["began 40x20", "changed 40x60", "ended 40x60"])
            XCTAssertEqual(band.selectionRect, CGRect(x: 60, y: 100, width: 40, height: 60))
            XCTAssertEqual(band.initialModifierFlags, .shift)

            rects.removeAll()
            band.shouldBeginHandler = { _, point in point.x > 200 }
            injector.buttonMask = .primary
            injector.touchDown(at: CGPoint(x: 100, y: 100), in: window)
            injector.touchMoved(to: CGPoint(x: 150, y: 150))
            injector.touchUp()
            injector.buttonMask = []
            XCTAssertEqual(rects, [], "the handler refused a band starting there")
        }
    }

    /// A button with pointer interaction on asks its provider for the style, proposing its
    /// automatic effect and a rounded rectangle around it; turned off, it has no interaction.
    func testButtonPointerStyleComesFromItsProvider() throws {
        try onMain {
            let (window, root) = eventWindow()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            root.addSubview(button)
            XCTAssertTrue(button.interactions.isEmpty, "off by default")
            var proposed: [(UIButton, UIPointerEffect, UIPointerShape)] = []
            button.pointerStyleProvider = { button, effect, shape in
                proposed.append((button, effect, shape))
                return UIPointerStyle(effect: .lift(effect.preview), shape: shape)
            }
            button.isPointerInteractionEnabled = true
            let interaction = try XCTUnwrap(button.interactions.first as? UIPointerInteraction)

            hover(CGPoint(x: 60, y: 120), in: window)
            XCTAssertEqual(proposed.count, 1)
            XCTAssertTrue(proposed.first?.0 === button)
            guard case .automatic(let preview)? = proposed.first?.1, case .roundedRect(let rect, _)? = proposed.first?.2
            else { return XCTFail("the automatic effect and a rounded rectangle are proposed") }
            XCTAssertTrue(preview.view === button)
            XCTAssertEqual(rect, button.frame)
            guard case .lift? = interaction.currentStyle?.pointerEffect else { return XCTFail("the provider's style") }

            button.pointerStyleProvider = nil
            hover(CGPoint(x: 60, y: 300), in: window)
            hover(CGPoint(x: 60, y: 120), in: window)
            guard case .automatic? = interaction.currentStyle?.pointerEffect else {
                return XCTFail("without a provider, the proposed style")
            }
            button.isPointerInteractionEnabled = false
            XCTAssertTrue(button.interactions.isEmpty)
        }
    }

    func testPointerStylesAndAccessories() {
        onMain {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let preview = UITargetedPreview(view: view)
            let style = UIPointerStyle(
                effect: .hover(preview, preferredTintMode: .underlay), shape: .roundedRect(view.bounds))
            guard case .hover(let target, let tint, let shadow, let scaled)? = style.pointerEffect else {
                return XCTFail("the effect is kept")
            }
            XCTAssertTrue(target === preview)
            XCTAssertEqual(tint, .underlay)
            XCTAssertFalse(shadow)
            XCTAssertTrue(scaled)
            guard case .roundedRect(_, let radius)? = style.pointerShape else { return XCTFail("the shape is kept") }
            XCTAssertEqual(radius, UIPointerShape.defaultCornerRadius)
            style.accessories = [.arrow(.left), .arrow(.right)]
            let copy = style.copy() as? UIPointerStyle
            XCTAssertEqual(copy?.accessories.map(\.position), [.left, .right])
            XCTAssertTrue(UIPointerStyle.hidden().isHidden)
            XCTAssertEqual(UIPointerAccessory.Position.right.angle, .pi / 2)
            XCTAssertTrue(UIPointerEffect.lift(preview).preview === preview)
        }
    }
}
