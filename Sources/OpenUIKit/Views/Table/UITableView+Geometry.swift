import Foundation

/// How tall everything is: rows by the delegate, `rowHeight`, or — for `automaticDimension` —
/// the cell's own constraints once it shows (estimated until then, as UIKit does); headers and
/// footers by the delegate or the section's title; the gaps iOS leaves between grouped sections.
extension UITableView {
    /// The delegate, when it is a table view delegate.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// A plain table's header or footer with a title.
    static let plainTitleHeight: CGFloat = 28
    /// A grouped table's header or footer with a title.
    static let groupedTitleHeight: CGFloat = 38
    /// The space a grouped table leaves above its first section, and half of that between sections.
    static let groupedTopGap: CGFloat = 35
    static let groupedSectionGap: CGFloat = 17.5

    func reloadIfNeeded() {
        if needsReload { performReload() }
    }

    /// Everything asked for again: the visible cells and headers go back to their pools, the
    /// selection and measured heights are forgotten, and the geometry is rebuilt.
    func performReload() {
        needsReload = false
        resetPrefetching()
        for (indexPath, cell) in visibleCellsByIndexPath {
            retire(cell, from: indexPath)
        }
        visibleCellsByIndexPath.removeAll()
        for (section, view) in visibleHeaders {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            retire(headerFooter: view)
        }
        for (section, view) in visibleFooters {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            retire(headerFooter: view)
        }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        selectedIndexPaths.removeAll()
        measuredHeights.removeAll()
        geometry = makeGeometry()
        applyContentSize()
        setNeedsLayout()
    }

    /// Asks the data source and delegate for every section's and row's size.
    func makeGeometry() -> TableGeometry {
        var made = TableGeometry()
        made.headerViewHeight = tableHeaderView?.frame.height ?? 0
        made.footerViewHeight = tableFooterView?.frame.height ?? 0
        guard let dataSource else {
            made.layOut()
            return made
        }
        let count = max(0, dataSource.numberOfSections(in: self))
        for section in 0..<count {
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            let heights = (0..<rows).map { rowHeight(at: IndexPath(row: $0, section: section)) }
            made.sections.append(
                TableGeometry.Section(
                    header: headerHeight(section), footer: footerHeight(section),
                    gap: sectionGap(section), rows: heights))
        }
        made.layOut()
        return made
    }

    /// A row's height: what the delegate (or `rowHeight`) says, or for `automaticDimension` the
    /// height measured when the cell showed, or the estimate until then.
    func rowHeight(at indexPath: IndexPath) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if asked >= 0 { return asked }
        if let measured = measuredHeights[indexPath] { return measured }
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return estimate > 0 ? estimate : Self.defaultRowHeight
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if asked >= 0 { return asked }
        let titled =
            dataSource?.tableView(self, titleForHeaderInSection: section) != nil
            || tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
        switch style {
        case .plain: return titled ? Self.plainTitleHeight : 0
        case .grouped, .insetGrouped: return titled ? Self.groupedTitleHeight : Self.groupedSectionGap
        }
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked >= 0 { return asked }
        let titled =
            dataSource?.tableView(self, titleForFooterInSection: section) != nil
            || tableDelegate?.tableView(self, viewForFooterInSection: section) != nil
        switch style {
        case .plain: return titled ? Self.plainTitleHeight : 0
        case .grouped, .insetGrouped: return titled ? Self.groupedTitleHeight : Self.groupedSectionGap
        }
    }

    /// Space above a section's header: the extra half gap above a grouped table's first
    /// section when its header's height is automatic (a height the delegate or
    /// `sectionHeaderHeight` gives is all there is above the first row: a storyboard's grouped
    /// table with `sectionHeaderHeight="18"` starts its rows 18 points down), or a plain table's
    /// `sectionHeaderTopPadding`.
    private func sectionGap(_ section: Int) -> CGFloat {
        switch style {
        case .plain:
            return sectionHeaderTopPadding > 0 ? sectionHeaderTopPadding : 0
        case .grouped, .insetGrouped:
            guard section == 0 else { return 0 }
            let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            return asked >= 0 ? 0 : Self.groupedTopGap - Self.groupedSectionGap
        }
    }

    func applyContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// The horizontal extent of rows: the full width, or inset by the margin in the inset
    /// grouped style.
    var rowInset: CGFloat {
        style == .insetGrouped ? ListInset.side(forWidth: bounds.width) : 0
    }

    func rectForRowIfKnown(_ indexPath: IndexPath) -> CGRect? {
        guard geometry.contains(indexPath) else { return nil }
        return CGRect(
            x: rowInset, y: geometry.rowTop(indexPath), width: max(0, bounds.width - 2 * rowInset),
            height: geometry.rowHeight(indexPath))
    }

    /// The height a self-sizing cell's constraints give it at the row's width, or the cell's own
    /// fitting size when its content has no constraints.
    func measure(_ cell: UITableViewCell, width: CGFloat) -> CGFloat {
        cell.frame.size.width = width
        let content = cell.contentView
        var hasConstraints = false
        func scan(_ view: UIView) {
            if !view.constraints.isEmpty { hasConstraints = true }
            for subview in view.subviews where !hasConstraints { scan(subview) }
        }
        scan(content)
        if hasConstraints {
            // Measured at the width the cell will give it, whatever height it has now: laying
            // the cell out first at a stale height would break its constraints for nothing.
            let fitted = content.systemLayoutSizeFitting(
                CGSize(width: max(0, width - cell.accessoryWidth), height: 0),
                withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            if fitted.height > 0 { return fitted.height.rounded(.up) }
        }
        cell.layoutIfNeeded()
        return cell.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    /// Scrolls the least (`.none`) or to put `rect` at the top, middle or bottom.
    func scroll(toShow rect: CGRect, at position: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        var offset = contentOffset
        let visible = bounds.height - inset.top - inset.bottom
        switch position {
        case .top: offset.y = rect.minY - inset.top
        case .middle: offset.y = rect.midY - inset.top - visible / 2
        case .bottom: offset.y = rect.maxY - inset.top - visible
        case .none:
            if rect.minY < contentOffset.y + inset.top {
                offset.y = rect.minY - inset.top
            } else if rect.maxY > contentOffset.y + inset.top + visible {
                offset.y = rect.maxY - inset.top - visible
            }
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// The table's header or footer view, placed by layout above or below the sections.
    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsReload()
    }
}
