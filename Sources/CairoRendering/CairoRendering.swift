import Foundation
import OpenUIKit

extension RenderingServices {
    /// Cairo, Pango and Pixman: text measured with the fonts it is drawn in (so labels and
    /// buttons get their intrinsic sizes), images decoded with Cairo and libjpeg
    /// (`CairoImageDecoder`), layers and offscreen contexts drawn by Cairo. The same three
    /// objects every time, so installing it twice changes nothing.
    public static var cairo: RenderingServices {
        RenderingServices(
            textMeasurer: PangoTextSystem.shared, imageDecoder: CairoImageDecoder.shared,
            bitmapRenderer: CairoBitmapRenderer.shared)
    }
}

/// The Cairo/Pango renderer's switch, for code that draws without starting an app (tests,
/// tools): the services an app's backend installs at launch (`RenderingServices.cairo`).
public enum CairoRendering {
    /// Installs `RenderingServices.cairo`, unless it is installed already. Safe to call again.
    public static func install() {
        if !isInstalled { RenderingServices.cairo.install() }
    }

    /// Puts the headless services back (for tests that compare the two).
    public static func uninstall() {
        RenderingServices.headless.install()
    }

    /// Whether Cairo's services are the installed ones.
    public static var isInstalled: Bool { RenderingServices.cairo.isInstalled }
}
