import Foundation

/// The region a text view lays its text out in: the view's width less `textContainerInset` and
/// `lineFragmentPadding` on each side (the padding is why text view text starts 5 points in).
/// Only the settings UIKit code commonly changes are modelled: the padding, the line limit and
/// how lines break.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The container's size; stored but not used here, where a text view lays its text out to its own width.
    open var size: CGSize
    /// Blank space at each end of every line.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { layoutDidChange?() }
    }
    /// 0: as many lines as the text needs.
    open var maximumNumberOfLines = 0 {
        didSet { layoutDidChange?() }
    }
    /// How lines that do not fit are wrapped or truncated; a change lays out the text view again.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { layoutDidChange?() }
    }
    /// Whether the container's width follows the text view's; stored but not used here, where it always does.
    open var widthTracksTextView = true
    /// Whether the container's height follows the text view's; stored but not used here.
    open var heightTracksTextView = false

    /// The text view to lay out again when a setting changes.
    final var layoutDidChange: (@MainActor () -> Void)?

    /// Creates a text container of the given size.
    public init(size: CGSize) {
        self.size = size
    }

    /// Creates a text container of unbounded size.
    public convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }
}
