import Foundation

/// How a targeted preview draws its view: the part of it shown (`visiblePath`, in the view's
/// coordinates) and the colour behind it.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view the preview shows, in the view's coordinates; nil shows its bounds
    /// with rounded corners.
    open var visiblePath: UIBezierPath?
    /// The shape of the preview's shadow (iOS 14); stored, as previews here cast none.
    open var shadowPath: UIBezierPath?
    private var backgroundColorStorage: UIColor?

    /// The colour behind the view in the preview; setting nil goes back to the system
    /// background.
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? .systemBackground }
        set { backgroundColorStorage = newValue }
    }

    /// The standard parameters: the whole view, rounded.
    public override init() {
        super.init()
    }

    /// Parameters that show only the given lines of text, rectangles in the view's coordinates
    /// (as `NSValue`s); an empty list shows the whole view.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let rects = textLineRects.map(\.cgRectValue)
        guard let first = rects.first else { return }
        let path = UIBezierPath(roundedRect: first, cornerRadius: 4)
        for rect in rects.dropFirst() { path.append(UIBezierPath(roundedRect: rect, cornerRadius: 4)) }
        visiblePath = path
    }
}
