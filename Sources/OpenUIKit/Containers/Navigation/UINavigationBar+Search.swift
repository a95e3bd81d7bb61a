import Foundation

/// The top item's search bar (`UINavigationItem.searchController`) in its own row under the
/// title rows: 52 points, the search field's row under a standard bar in iOS 13 to 18's design
/// (44 + 52 = 96 points without a large title), and the scope bar's 44 more while it shows.
/// While the search is active with `hidesNavigationBarDuringPresentation`, the title rows give way
/// and the bar is the search row alone.
extension UINavigationBar {
    /// The search field's row, as the bar's search bar is laid out in it.
    static let searchRowHeight: CGFloat = 52

    /// The search bar of the top item's search controller, if any.
    var topSearchBar: UISearchBar? { topItem?.searchController?.searchBar }

    /// How tall the search row is: none without a search controller, 52 points with one, and the
    /// scope bar's row while it shows.
    var searchRowHeight: CGFloat {
        guard let bar = topSearchBar else { return 0 }
        return Self.searchRowHeight + (bar.isShowingScopeBar ? UISearchBar.scopeBarHeight : 0)
    }

    /// Whether the title rows are collapsed for an active search.
    var titleRowsCollapsed: Bool {
        guard let search = topItem?.searchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// Puts the top item's search bar in the bar, taking out another item's.
    func installSearchBar() {
        let bar = topSearchBar
        guard bar !== shownSearchBar else { return }
        if let shown = shownSearchBar, shown.superview === self { shown.removeFromSuperview() }
        shownSearchBar = bar
        if let bar { addSubview(bar) }
        searchBarDidChange()
    }

    /// The search bar's height or the search's state changed: the bar's height changes with them,
    /// so the navigation controller lays the bar out again.
    func searchBarDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    /// The search bar fills the search row at the bar's bottom.
    func layoutSearchBar() {
        guard let bar = shownSearchBar, bar.superview === self else { return }
        let height = searchRowHeight
        bar.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }
}
