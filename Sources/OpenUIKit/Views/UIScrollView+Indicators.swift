import Foundation

/// The scroll indicators: thin rounded bars along the right and bottom edges, shown while the
/// content moves and faded half a second after it stops, as subviews kept above the content
/// (UIKit's are subviews too). They are made the first time they are needed.
extension UIScrollView {
    static let indicatorThickness: CGFloat = 3
    static let indicatorInset: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36
    static let indicatorFadeDelay: TimeInterval = 0.5

    func showIndicators() {
        let axes = scrollableAxes
        if showsVerticalScrollIndicator, axes.vertical, verticalIndicator == nil { verticalIndicator = makeIndicator() }
        if showsHorizontalScrollIndicator, axes.horizontal, horizontalIndicator == nil {
            horizontalIndicator = makeIndicator()
        }
        indicatorFade?.invalidate()
        indicatorFade = nil
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) {
            indicator.layer.removeAllAnimations()
            indicator.alpha = 1
            if subviews.last !== indicator { bringSubviewToFront(indicator) }
        }
        layOutIndicators()
    }

    func scheduleIndicatorFade() {
        indicatorFade?.invalidate()
        indicatorFade = ClockTimer(after: Self.indicatorFadeDelay) { [weak self] in
            guard let self else { return }
            self.indicatorFade = nil
            UIView.animate(withDuration: 0.25) {
                self.verticalIndicator?.alpha = 0
                self.horizontalIndicator?.alpha = 0
            }
        }
    }

    private func makeIndicator() -> UIView {
        let indicator = UIView()
        indicator.isUserInteractionEnabled = false
        indicator.alpha = 0
        indicator.layer.cornerRadius = Self.indicatorThickness / 2
        indicator.backgroundColor =
            switch indicatorStyle {
            case .black: UIColor(white: 0, alpha: 0.35)
            case .white: UIColor(white: 1, alpha: 0.35)
            case .default:
                UIColor(dynamicProvider: {
                    $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
                })
            }
        addSubview(indicator)
        return indicator
    }

    /// Each bar as long as the share of the content in view, and as far along as the offset.
    func layOutIndicators() {
        guard verticalIndicator != nil || horizontalIndicator != nil else { return }
        let inset = adjustedContentInset
        let range = offsetRange
        let size = bounds.size, offset = contentOffset
        if let bar = verticalIndicator {
            let track =
                size.height - inset.top - inset.bottom - verticalScrollIndicatorInsets.top
                - verticalScrollIndicatorInsets.bottom
                - 2 * Self.indicatorInset
            let content = contentSize.height + inset.top + inset.bottom
            let length = max(Self.indicatorMinimumLength, track * min(1, content > 0 ? size.height / content : 1))
            let span = range.max.y - range.min.y
            let progress = span > 0 ? min(max((offset.y - range.min.y) / span, 0), 1) : 0
            bar.frame = CGRect(
                x: offset.x + size.width - Self.indicatorThickness - Self.indicatorInset
                    - verticalScrollIndicatorInsets.right,
                y: offset.y + inset.top + verticalScrollIndicatorInsets.top + Self.indicatorInset + (track - length)
                    * progress,
                width: Self.indicatorThickness, height: max(0, length))
        }
        if let bar = horizontalIndicator {
            let track =
                size.width - inset.left - inset.right - horizontalScrollIndicatorInsets.left
                - horizontalScrollIndicatorInsets.right
                - 2 * Self.indicatorInset
            let content = contentSize.width + inset.left + inset.right
            let length = max(Self.indicatorMinimumLength, track * min(1, content > 0 ? size.width / content : 1))
            let span = range.max.x - range.min.x
            let progress = span > 0 ? min(max((offset.x - range.min.x) / span, 0), 1) : 0
            bar.frame = CGRect(
                x: offset.x + inset.left + horizontalScrollIndicatorInsets.left + Self.indicatorInset + (track - length)
                    * progress,
                y: offset.y + size.height - Self.indicatorThickness - Self.indicatorInset
                    - horizontalScrollIndicatorInsets.bottom,
                width: max(0, length), height: Self.indicatorThickness)
        }
    }
}
