import Foundation

/// A scroll view is a scrollable container of focus items: focus can move to items scrolled
/// out of sight.
extension UIScrollView: UIFocusItemScrollableContainer {
    /// The size of the part of the content that shows: the bounds' size.
    public var visibleSize: CGSize { bounds.size }
}
