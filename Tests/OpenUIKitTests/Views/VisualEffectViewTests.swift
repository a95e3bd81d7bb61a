import TestSupport
import XCTest

@_spi(Rendering) @testable import OpenUIKit

/// `UIVisualEffectView` as UIKit builds it: content in `contentView`, the effect settable and
/// animatable (the blur and tint fade with the animation), corners that round the effect, and a
/// storyboard's blur and vibrancy effects.
final class VisualEffectViewTests: UIKitTestCase {
    func testContentGoesInTheContentViewAndTheEffectCanChange() {
        onMain {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            XCTAssertTrue(view.contentView.superview === view)
            XCTAssertTrue(view.subviews.last === view.contentView, "the content is above the effect")
            XCTAssertEqual(view.backdropView.layer.backdropBlur?.radius, 10)
            XCTAssertEqual(view.backdropView.alpha, 1)
            view.effect = nil
            XCTAssertEqual(view.backdropView.alpha, 0, "no effect, no blur")
            XCTAssertEqual(view.tintView.alpha, 0)
            let subclass = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertNil(subclass.effect)
            XCTAssertEqual(subclass.contentView.frame.size, CGSize(width: 10, height: 10))
        }
    }

    func testSettingTheEffectInsideAnAnimationFadesTheBlurIn() {
        onMain {
            let view = UIVisualEffectView(effect: nil)
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                view.effect = UIBlurEffect(style: .light)
            }
            XCTAssertNotNil(view.effect)
            UIApplication.shared.advance(by: 0.5)
            XCTAssertEqual(view.backdropView.layer.presentation()?.opacity ?? -1, 0.5, accuracy: 1e-6)
            pump()
            XCTAssertEqual(view.backdropView.layer.presentation()?.opacity ?? -1, 1)
        }
    }

    func testTheViewsCornersRoundTheEffect() {
        onMain {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            view.layer.cornerRadius = 16
            XCTAssertEqual(view.backdropView.layer.cornerRadius, 16)
            XCTAssertEqual(view.tintView.layer.cornerRadius, 16)
        }
    }

    func testVibrancyKeepsItsStylesShareOfTheContent() {
        onMain {
            let view = UIVisualEffectView(
                effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .tertiaryLabel))
            XCTAssertEqual(view.contentView.layer.vibrancyOpacity, 0.4)
            XCTAssertEqual(view.backdropView.alpha, 0, "vibrancy blurs nothing itself")
            XCTAssertEqual(UIView().layer.vibrancyOpacity, 1)
        }
    }
}
