import Foundation
import OpenUIKit

/// The Cairo/Pango backend's switch: installing it makes OpenUIKit measure text with Pango, so
/// labels and buttons get intrinsic sizes from the fonts they are drawn in.
public enum CairoRendering {
    /// Registers the Pango text measurer as `TextMeasurement.measurer`. Safe to call again.
    public static func install() {
        if TextMeasurement.measurer !== PangoTextSystem.shared {
            TextMeasurement.measurer = PangoTextSystem.shared
        }
    }

    /// Puts the headless measurer back (for tests that compare the two).
    public static func uninstall() {
        TextMeasurement.measurer = HeadlessTextMeasurer()
    }

    public static var isInstalled: Bool { TextMeasurement.measurer === PangoTextSystem.shared }
}
