import Foundation

/// The text-positioning seam: where the caret stands between the characters of laid-out text,
/// and which caret position a point is nearest. Text fields and text views place their caret,
/// highlight their selection and turn clicks into positions through it, so what they draw and
/// where a click lands agree with the text system that draws. A renderer's measurer adopts it
/// when its font system can answer (CairoRendering's Pango measurer does); otherwise
/// `TextPositionEstimate` answers by the same rule headless measuring estimates sizes with.
///
/// Offsets count UTF-16 code units, as `NSRange` and UIKit's text positions do. Points are in the
/// layout's space: the top left of its first line is the origin, and a layout that does not wrap
/// is not aligned (its text starts at x 0; the caller places it).
public protocol TextPositioning: AnyObject, Sendable {
    /// The caret before the character at `offset` (at the end for `text.length`): its x, and the
    /// top and height of its line. Nil when there is no font system.
    func caretRect(at offset: Int, in text: NSAttributedString, options: TextLayoutOptions) -> CGRect?
    /// The caret offset nearest `point`, always at a character boundary. Nil when there is no
    /// font system.
    func caretOffset(closestTo point: CGPoint, in text: NSAttributedString, options: TextLayoutOptions) -> Int?
}

/// Where the positioner in use comes from: the installed measurer when it can place carets,
/// else the estimate.
public enum TextPositions {
    /// The positioner in use: the installed measurer when it can place carets, else `TextPositionEstimate.shared`.
    public static var positioner: any TextPositioning {
        (TextMeasurement.measurer as? any TextPositioning) ?? TextPositionEstimate.shared
    }
}
