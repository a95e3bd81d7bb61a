import Foundation

/// Large titles as iOS 11 on draws them: 52 points under the bar's 44-point row, collapsing as the
/// top controller's content scrolls up under the bar (the title slides under the row, and the
/// standard title takes its place once it is gone), growing while the content is pulled down
/// past its top. The content below stays inset by the whole bar, whichever way it scrolled, so
/// a collapse never moves the content it follows. O(1) a scroll.
extension UINavigationBar {
    /// Whether the top item's title is shown large: the bar prefers large titles, the item does
    /// not refuse them, and no search has collapsed the title rows.
    var showsLargeTitle: Bool {
        prefersLargeTitles && topItem?.largeTitleDisplayMode != .never && !titleRowsCollapsed
    }

    /// How much of the large title's 52 points shows now: all of them at rest, less by as far as
    /// the watched content has scrolled up past its top, none once collapsed, more while the
    /// content is pulled down. None without a large title.
    var largeTitleVisibleHeight: CGFloat {
        guard showsLargeTitle else { return 0 }
        guard let controller = navigationControllerManagingBar,
            let content = ScrollEdge.observedScrollView(of: controller.topViewController)
        else { return Self.largeTitleHeight }
        let scrolled = content.contentOffset.y + content.adjustedContentInset.top
        return max(0, Self.largeTitleHeight - scrolled)
    }

    /// The bar's height with its large title whole, which the content under it is inset by.
    var expandedHeight: CGFloat {
        guard !titleRowsCollapsed else { return searchRowHeight }
        var height = Self.standardHeight + (showsLargeTitle ? Self.largeTitleHeight : 0)
        if topItem?.prompt != nil { height += Self.promptHeight }
        return height + searchRowHeight
    }
}

extension UINavigationController {
    /// The top controller's content scrolled: a large title collapses or grows with it, so the
    /// bar is laid out again when its height changed.
    func largeTitleMayHaveMoved() {
        guard navigationBar.showsLargeTitle, !navigationBar.isHidden else { return }
        guard abs(navigationBar.frame.height - navigationBar.preferredHeight) > 0.01 else { return }
        layoutBars()
        navigationBar.setNeedsDisplay()
    }
}
