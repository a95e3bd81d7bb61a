import Foundation
@_spi(Hosting) import OpenUIKit

/// A UI test's `adjust(toPickerWheelValue:)` and `adjust(toNormalizedSliderPosition:)`: the wheel
/// or slider under a point set as a finger would leave it, its delegate or actions told.
@MainActor
enum AutomationAdjustment {
    /// Nil when done, else why not (XCUITest's words where it has them).
    static func adjust(at point: CGPoint, to value: String, in application: UIApplication) -> String? {
        guard let window = application.keyWindow ?? application.windows.first(where: { !$0.isHidden }) else {
            return "The app has no window."
        }
        let inWindow = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
        switch adjustable(at: inWindow, in: window, from: window) {
        case let wheel? where wheel.isPickerWheel:
            guard wheel.turnPickerWheel(toRowTitled: value) else {
                return "Unable to find the value '\(value)' in the picker wheel."
            }
        case let slider as UISlider:
            guard let fraction = Double(value), (0...1).contains(fraction) else {
                return "A slider's position is a fraction from 0 to 1, not \(value)."
            }
            let target = slider.minimumValue + Float(fraction) * (slider.maximumValue - slider.minimumValue)
            guard target != slider.value else { return nil }
            slider.setValue(target, animated: false)
            slider.sendActions(for: .valueChanged)
        default:
            return "Only picker wheels and sliders can be adjusted."
        }
        return nil
    }

    /// The frontmost picker wheel or slider showing under `point` (in `window`'s coordinates).
    private static func adjustable(at point: CGPoint, in window: UIWindow, from view: UIView) -> UIView? {
        guard !view.isHidden, view.alpha > 0.01 else { return nil }
        for subview in view.subviews.reversed() {
            if let found = adjustable(at: point, in: window, from: subview) { return found }
        }
        guard view.isPickerWheel || view is UISlider else { return nil }
        return view.convert(view.bounds, to: window).contains(point) ? view : nil
    }
}
