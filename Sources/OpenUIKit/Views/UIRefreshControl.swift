import Foundation

/// Pull to refresh: a control at the top of a scroll view (`UIScrollView.refreshControl`) that a
/// person pulls the content down to reveal. Pulled past `triggerDistance` while the finger is
/// down, it begins refreshing and sends `.valueChanged`, once per pull; while it refreshes, the
/// scroll view's adjusted content inset grows by the control's height, so the content comes to
/// rest below its spinning wheel. `endRefreshing()` gives the space back, animated.
/// `beginRefreshing()` starts it from code without sending the event, as UIKit does.
///
/// Drawn as UIKit draws it: the activity indicator (in the tint colour) and, under it, the
/// attributed title.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, and what it adds to the inset while refreshing.
    static let height: CGFloat = 60
    /// How far past the top the content must be pulled to begin refreshing.
    static let triggerDistance: CGFloat = 88

    /// Whether it is refreshing: from a pull or `beginRefreshing()` until `endRefreshing()`.
    open private(set) var isRefreshing = false

    /// The text under the wheel; nil for none.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    let indicator = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    /// Set while a pull has begun refreshing, so one pull sends one event.
    private var pullTriggered = false

    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        commonInit()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        indicator.hidesWhenStopped = false
        indicator.alpha = 0
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .secondaryLabel
        addSubview(indicator)
        addSubview(titleLabel)
    }

    /// The scroll view it is the refresh control of.
    var scrollView: UIScrollView? { superview as? UIScrollView }

    /// The wheel's colour: the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        indicator.color = tintColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        indicator.color = tintColor
        let size = indicator.intrinsicContentSize
        let hasTitle = (attributedTitle?.length ?? 0) > 0
        let titleHeight: CGFloat = hasTitle ? 16 : 0
        let top = (bounds.height - size.height - titleHeight - (hasTitle ? 4 : 0)) / 2
        indicator.frame = CGRect(x: (bounds.width - size.width) / 2, y: top, width: size.width, height: size.height)
        titleLabel.frame = CGRect(
            x: 8, y: indicator.frame.maxY + 4, width: max(0, bounds.width - 16), height: titleHeight)
        titleLabel.isHidden = !hasTitle
    }

    /// Starts refreshing from code: the wheel turns and the scroll view makes room for it. It sends
    /// no `.valueChanged`, as in UIKit.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        setRefreshing(true)
    }

    /// Stops refreshing: the wheel stops, and the content slides back up over the room it had.
    open func endRefreshing() {
        guard isRefreshing else { return }
        UIView.animate(withDuration: 0.25) { self.setRefreshing(false) }
    }

    private func setRefreshing(_ refreshing: Bool) {
        isRefreshing = refreshing
        if refreshing {
            indicator.alpha = 1
            indicator.startAnimating()
        } else {
            indicator.stopAnimating()
            indicator.alpha = 0
        }
        scrollView?.noteAdjustedContentInset()
        scrollView?.setNeedsLayout()
    }

    /// What refreshing adds to the scroll view's top inset.
    var insetWhileRefreshing: CGFloat { isRefreshing ? Self.height : 0 }

    /// The scroll view moved: place the control in the space above the content, show the wheel
    /// as it is pulled into view, and begin refreshing once a pull passes `triggerDistance`.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let top = scrollView.adjustedContentInset.top - insetWhileRefreshing
        frame = CGRect(x: 0, y: -top - Self.height, width: scrollView.bounds.width, height: Self.height)
        let pulled = -(scrollView.contentOffset.y + top)
        if !isRefreshing { indicator.alpha = min(max(pulled / Self.height, 0), 1) }
        if !scrollView.isDragging { pullTriggered = false }
        if scrollView.isDragging, !isRefreshing, !pullTriggered, pulled >= Self.triggerDistance {
            pullTriggered = true
            setRefreshing(true)
            sendActions(for: .valueChanged)
        }
    }
}
