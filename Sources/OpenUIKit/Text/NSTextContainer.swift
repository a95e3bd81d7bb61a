import Foundation

/// The region a text view lays its text out in: the view's width less `textContainerInset` and
/// `lineFragmentPadding` on each side (the padding is why text view text starts 5 points in).
/// Only the settings UIKit code commonly changes are modelled: the padding, the line limit and
/// how lines break.
@preconcurrency @MainActor
open class NSTextContainer {
    open var size: CGSize
    /// Blank space at each end of every line.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { layoutDidChange?() }
    }
    /// 0: as many lines as the text needs.
    open var maximumNumberOfLines = 0 {
        didSet { layoutDidChange?() }
    }
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { layoutDidChange?() }
    }
    open var widthTracksTextView = true
    open var heightTracksTextView = false

    /// The text view to lay out again when a setting changes.
    final var layoutDidChange: (@MainActor () -> Void)?

    public init(size: CGSize) {
        self.size = size
    }

    public convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }
}
