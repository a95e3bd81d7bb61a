import Foundation

/// The text of a tool tip and the part of the view it describes.
@preconcurrency @MainActor
open class UIToolTipConfiguration: NSObject {
    /// The text shown.
    open private(set) var toolTip: String
    /// The part of the view the tip describes, in the view's coordinates; the tip shows while
    /// the pointer rests within it. Null (`CGRect.null`) for the whole view.
    open private(set) var sourceRect: CGRect

    /// A tip of `toolTip` for the whole view.
    public convenience init(toolTip: String) {
        self.init(toolTip: toolTip, in: .null)
    }

    /// A tip of `toolTip` for `sourceRect` of the view.
    public init(toolTip: String, in sourceRect: CGRect) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
        super.init()
    }
}
