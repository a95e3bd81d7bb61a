import Foundation

/// One rectangle of a selection, as a text input reports it (`selectionRects(for:)`): a line's
/// part of the range, and whether the range starts or ends in it. Subclasses override the
/// properties, as UIKit's text inputs do.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    private let storedRect: CGRect
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { storedRect }
    /// Which way the text in the rectangle runs: left to right here.
    open var writingDirection: NSWritingDirection { .leftToRight }
    /// Whether the range starts in this rectangle.
    open var containsStart: Bool { storedContainsStart }
    /// Whether the range ends in this rectangle.
    open var containsEnd: Bool { storedContainsEnd }
    /// Whether the text runs vertically: never here.
    open var isVertical: Bool { false }
    /// The transform the rectangle is drawn with: none.
    open var transform: CGAffineTransform { .identity }

    /// Creates an empty rectangle, for subclasses that override the properties.
    public override convenience init() {
        self.init(rect: .zero, containsStart: false, containsEnd: false)
    }

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
        super.init()
    }
}

/// Stand-in text a text input shows while content it will hold is on its way (an image being
/// dictated, say): its rectangles in the input.
@preconcurrency @MainActor
open class UITextPlaceholder: NSObject {
    /// The placeholder's rectangles in the text input.
    open var rects: [UITextSelectionRect] { storedRects }
    var storedRects: [UITextSelectionRect] = []
    /// Where the placeholder is in the text.
    var range: NSRange = NSRange(location: 0, length: 0)

    /// Creates a placeholder with no rectangles, for subclasses.
    public override init() { super.init() }
}
