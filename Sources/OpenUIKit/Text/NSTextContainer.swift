import Foundation

/// The region a text view lays its text out in: the view's width less `textContainerInset` and
/// `lineFragmentPadding` on each side (the padding is why text view text starts 5 points in).
/// A layout manager (`NSLayoutManager`) lays its text out in the container's `size`; a change
/// of size, padding or line limit lays the text out again.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The container's size: lines wrap at its width less the padding, and lines beyond its height
    /// go to the layout manager's next container. A text view sets it to its own width less its insets.
    open var size: CGSize {
        didSet {
            guard size != oldValue, let layoutManager else { return }
            layoutManager.textContainerChangedGeometry(self)
            layoutManager.delegate?.layoutManager(layoutManager, textContainer: self, didChangeGeometryFrom: oldValue)
        }
    }
    /// Blank space at each end of every line.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { geometryDidChange() }
    }
    /// 0: as many lines as the text needs.
    open var maximumNumberOfLines = 0 {
        didSet { geometryDidChange() }
    }
    /// How lines that do not fit are wrapped or truncated; a change lays out the text view again.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { geometryDidChange() }
    }
    /// The layout manager that lays text out in this container; set when it is added to one.
    open weak var layoutManager: NSLayoutManager?
    /// The TextKit 2 layout manager that lays text out in this container; set when it is given this container.
    open weak var textLayoutManager: NSTextLayoutManager?
    /// Areas lines flow around; stored, as lines here always span the container's width.
    open var exclusionPaths: [UIBezierPath] = [] {
        didSet { geometryDidChange() }
    }
    /// Whether the container is a plain rectangle with no exclusion paths.
    open var isSimpleRectangularTextArea: Bool { exclusionPaths.isEmpty }

    /// The part of `proposedRect` a line may use: the rectangle cut to the container's width.
    open func lineFragmentRect(
        forProposedRect proposedRect: CGRect, at characterIndex: Int,
        writingDirection baseWritingDirection: NSWritingDirection,
        remaining remainingRect: UnsafeMutablePointer<CGRect>?
    ) -> CGRect {
        remainingRect?.pointee = .zero
        let bounds = CGRect(origin: .zero, size: size)
        let rect = proposedRect.intersection(bounds)
        return rect.isNull ? .zero : rect
    }

    private func geometryDidChange() {
        layoutDidChange?()
        layoutManager?.textContainerChangedGeometry(self)
        textLayoutManager?.invalidateLayout(
            for: textLayoutManager?.documentRange ?? NSTextRange(location: TextContentLocation(0)))
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
