import Foundation

/// The text-measuring seam: how big text is once laid out. A renderer with a font system
/// installs its measurer in `TextMeasurement.measurer`; `UILabel`, `UIButton` and the
/// `NSString`/`NSAttributedString` size methods ask it.
///
/// Measuring may happen on any thread (UIKit's string measuring does), so a measurer is
/// `Sendable` and guards its own font system.
public protocol TextMeasuring: AnyObject, Sendable {
    /// The size of `text` laid out under `options`, in points, unrounded; nil when there is no
    /// font system to measure with.
    func size(of text: NSAttributedString, options: TextLayoutOptions) -> CGSize?
}

/// The installed measurer, part of the installed ``RenderingServices``.
public enum TextMeasurement {
    /// `HeadlessTextMeasurer` until a renderer's services are installed; setting it replaces
    /// that part of them.
    public static var measurer: any TextMeasuring {
        get { RenderingServices.installed.textMeasurer }
        set { RenderingServices.update { $0.textMeasurer = newValue } }
    }

    /// Changes whenever the renderer's services do: every text size measured before may have
    /// changed, so the layout engine reads intrinsic sizes again when it moves.
    static var generation: Int { RenderingServices.generation }

    /// Whether the installed measurer measures at all (the headless one does not).
    static var canMeasure: Bool {
        measurer.size(of: NSAttributedString(string: " "), options: TextLayoutOptions()) != nil
    }
}

/// The default: no font system, so nothing is measured. Labels and buttons then report no
/// intrinsic size (as before there was a renderer), and string measuring falls back to an
/// estimate from the font's point size.
public final class HeadlessTextMeasurer: TextMeasuring {
    /// Creates a measurer that measures nothing.
    public init() {}

    public func size(of text: NSAttributedString, options: TextLayoutOptions) -> CGSize? { nil }
}
