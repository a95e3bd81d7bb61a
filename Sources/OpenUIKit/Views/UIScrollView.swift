import Foundation

/// A view whose content can be larger than itself, shown through a window moved by
/// `contentOffset` (the bounds' origin). What is here is what layout needs: the content's size
/// and offset and the two layout guides. Auto Layout reads a scroll view as UIKit documents:
/// constraints between its edges or margins and views inside it attach to the content area
/// (`contentLayoutGuide`, whose size becomes `contentSize`), while its width, height and centres,
/// and `frameLayoutGuide`, are its frame's. Scrolling by touch and deceleration come with the
/// event work.
@MainActor
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The point of the content at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The content area: constraints to it set the content's size.
    public var contentLayoutGuide: UILayoutGuide { systemGuide(Self.contentGuideIdentifier) }
    /// The scroll view's frame, for content that stays put while the rest scrolls.
    public var frameLayoutGuide: UILayoutGuide { systemGuide(Self.frameGuideIdentifier) }

    static let contentGuideIdentifier = "UIScrollViewContentLayoutGuide"
    static let frameGuideIdentifier = "UIScrollViewFrameLayoutGuide"
}
