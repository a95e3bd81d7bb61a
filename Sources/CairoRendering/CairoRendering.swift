import Foundation
import OpenUIKit

/// The Cairo/Pango backend's switch: installing it makes OpenUIKit measure text with Pango, so
/// labels and buttons get intrinsic sizes from the fonts they are drawn in, and decode images
/// with Cairo and libjpeg (`CairoImageDecoder`), so they draw.
public enum CairoRendering {
    /// Registers the Pango text measurer as `TextMeasurement.measurer` and the image decoder as
    /// `ImageDecoders.decoder`. Safe to call again.
    public static func install() {
        if TextMeasurement.measurer !== PangoTextSystem.shared {
            TextMeasurement.measurer = PangoTextSystem.shared
        }
        if ImageDecoders.decoder !== CairoImageDecoder.shared {
            ImageDecoders.decoder = CairoImageDecoder.shared
        }
        if BitmapRenderers.renderer !== CairoBitmapRenderer.shared {
            BitmapRenderers.renderer = CairoBitmapRenderer.shared
        }
    }

    /// Puts the headless measurer and decoder back (for tests that compare the two).
    public static func uninstall() {
        TextMeasurement.measurer = HeadlessTextMeasurer()
        ImageDecoders.decoder = HeadlessImageDecoder()
        BitmapRenderers.renderer = nil
    }

    public static var isInstalled: Bool { TextMeasurement.measurer === PangoTextSystem.shared }
}

/// What hosts that install whichever renderer the app links (OpenUIKit's UI-test host) find by
/// name: a class, as the runtime finds classes by their plain names.
public final class CairoRenderingBackend: RenderingBackend {
    public static func install() {
        CairoRendering.install()
    }
}
