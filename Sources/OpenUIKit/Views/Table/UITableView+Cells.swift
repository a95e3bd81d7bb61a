import Foundation

/// The cells on screen: each layout pass asks the data source for the rows that came into view,
/// measures self-sizing ones, places every visible cell, header and footer, and puts the cells
/// that left back in the pool (hidden, as UIKit keeps them) for `dequeueReusableCell`.
extension UITableView {
    /// The cells and headers in view, placed for the current offset.
    func layOutRows() {
        reloadIfNeeded()
        let width = bounds.width
        if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height) }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: geometry.contentHeight - footer.frame.height, width: width, height: footer.frame.height)
        }
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        applyContentSize()
        // Measuring a self-sizing row can move the rows below it, and so what is in view: a few
        // rounds settle it.
        for _ in 0..<4 {
            if !showRowsInView() { break }
            applyContentSize()
        }
        if let open = swipeState.open, visibleCellsByIndexPath[open.indexPath] !== open.cell {
            closeSwipe(animated: false)
        }
        for (indexPath, cell) in visibleCellsByIndexPath {
            // An open row keeps its slide; it follows its row up and down.
            if let open = swipeState.open, open.cell === cell, let rect = rectForRowIfKnown(indexPath) {
                if cell.frame.minY != rect.minY || cell.frame.size != rect.size {
                    cell.frame = rect.offsetBy(dx: swipeState.offset, dy: 0)
                }
                styleSeparator(of: cell, at: indexPath)
                continue
            }
            if let rect = rectForRowIfKnown(indexPath), cell.frame != rect { cell.frame = rect }
            styleSeparator(of: cell, at: indexPath)
        }
        layOutHeadersAndFooters()
        updatePrefetching()
    }

    /// Brings the visible set in line with the rows in view; true when measuring changed heights.
    private func showRowsInView() -> Bool {
        let visible = bounds
        let wanted = geometry.rows(between: visible.minY, and: visible.maxY)
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleCellsByIndexPath where !wantedSet.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, from: indexPath)
        }
        guard let dataSource else { return false }
        var heightsMoved = false
        for indexPath in wanted where visibleCellsByIndexPath[indexPath] == nil {
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            if let level = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath), level != 0 {
                cell.indentationLevel = level
            }
            visibleCellsByIndexPath[indexPath] = cell
            show(cell, at: indexPath)
            if isSelfSizing(indexPath), measuredHeights[indexPath] == nil {
                let height = measure(cell, width: max(0, bounds.width - 2 * rowInset))
                measuredHeights[indexPath] = height
                if height != geometry.rowHeight(indexPath) {
                    geometry.setHeight(height, at: indexPath)
                    heightsMoved = true
                }
            }
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        return heightsMoved
    }

    /// A cell handed out for a row, made part of the table.
    func show(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.isHidden = false
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        let editing = isEditing ? editingStyle(at: indexPath) : .none
        if cell.isEditing != isEditing || cell.tableEditingStyle != editing {
            cell.tableEditingStyle = editing
            cell.setEditing(isEditing, animated: false)
        }
        cell.tableStyle = style
        if style != .plain, cell.backgroundColor == .systemBackground {
            cell.backgroundColor = .secondarySystemGroupedBackground
        }
        if let rect = rectForRowIfKnown(indexPath) { cell.frame = rect }
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
    }

    func isSelfSizing(_ indexPath: IndexPath) -> Bool {
        (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) < 0
    }

    /// A cell that left the screen: pooled (hidden) under its reuse identifier, or removed.
    func retire(_ cell: UITableViewCell, from indexPath: IndexPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier, cell.superview === self {
            cell.isHidden = true
            reusePool.enqueue(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    func retire(headerFooter view: UIView) {
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            view.isHidden = true
            headerFooterPool.enqueue(reusable, identifier: identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    /// A pooled cell for the identifier, or a new one from what is registered for it.
    func dequeueCell(_ identifier: String) -> UITableViewCell? {
        if let cell = reusePool.takeReconfiguring(identifier) { return cell }
        if let cell = reusePool.dequeue(identifier) {
            cell.prepareForReuse()
            return cell
        }
        let cell: UITableViewCell?
        switch registeredCells[identifier] {
        case .cellClass(let type)?:
            cell = type.init(reuseIdentifierForDequeuing: identifier)
        case .nib(let nib)?:
            cell = nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? UITableViewCell }.first
            cell?.assignReuseIdentifier(identifier)
        case .prototype(let make)?:
            cell = make()
        case nil:
            cell = nil
        }
        if let cell, cell.frame.width != bounds.width - 2 * rowInset {
            cell.frame.size.width = max(0, bounds.width - 2 * rowInset)
        }
        return cell
    }

    /// Separators under every row of a plain table, and between the rows of a grouped section
    /// (none under its last row), in the table's colour; none at all with `.none`.
    private func styleSeparator(of cell: UITableViewCell, at indexPath: IndexPath) {
        let last = indexPath.row == geometry.sections[indexPath.section].rows.count - 1
        cell.separatorView.isHidden = separatorStyle == .none || (style != .plain && last)
        if let separatorColor, cell.separatorView.backgroundColor != separatorColor {
            cell.separatorView.backgroundColor = separatorColor
        }
        if style == .insetGrouped { InsetGroupedCorners.round(cell, first: indexPath.row == 0, last: last) }
    }

    // MARK: Headers and footers

    /// The headers and footers of the sections in view: the delegate's views, or a header-footer
    /// view showing the section's title. A plain table's header stays at the top while its
    /// section scrolls under it. As with rows, those that left view go first (the delegate
    /// hears they ended), then those that came into view are shown.
    private func layOutHeadersAndFooters() {
        let visible = bounds
        let inView = geometry.sections.indices.filter { section in
            geometry.sections[section].bottom > visible.minY && geometry.sections[section].top < visible.maxY
        }
        let headed = Set(inView.filter { geometry.sections[$0].header > 0 })
        let footed = Set(inView.filter { geometry.sections[$0].footer > 0 })
        for (section, view) in visibleHeaders where !headed.contains(section) {
            visibleHeaders[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            retire(headerFooter: view)
        }
        for (section, view) in visibleFooters where !footed.contains(section) {
            visibleFooters[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            retire(headerFooter: view)
        }
        for section in inView {
            let entry = geometry.sections[section]
            let header = visibleHeaders[section]
            if entry.header > 0, let view = header ?? makeSupplementary(header: true, section: section) {
                visibleHeaders[section] = view
                var y = entry.headerTop
                if style == .plain {
                    let pinned = contentOffset.y + adjustedContentInset.top
                    y = min(max(y, pinned), entry.bottom - entry.footer - entry.header)
                }
                view.frame = CGRect(x: rowInset, y: y, width: max(0, bounds.width - 2 * rowInset), height: entry.header)
                if style == .plain, subviews.last !== view { bringSubviewToFront(view) }
                if header == nil { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section) }
            }
            let footer = visibleFooters[section]
            if entry.footer > 0, let view = footer ?? makeSupplementary(header: false, section: section) {
                visibleFooters[section] = view
                view.frame = CGRect(
                    x: rowInset, y: entry.bottom - entry.footer, width: max(0, bounds.width - 2 * rowInset),
                    height: entry.footer)
                if footer == nil { tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section) }
            }
        }
    }

    private static let titleHeaderIdentifier = "UITableViewTitleHeaderFooter"

    private func makeSupplementary(header: Bool, section: Int) -> UIView? {
        let custom =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let view: UIView
        if let custom {
            view = custom
        } else {
            let title =
                header
                ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section)
            guard let title else { return nil }
            let made: UITableViewHeaderFooterView
            if let pooled = headerFooterPool.dequeue(Self.titleHeaderIdentifier) {
                pooled.prepareForReuse()
                made = pooled
            } else {
                made = UITableViewHeaderFooterView(reuseIdentifier: Self.titleHeaderIdentifier)
            }
            made.configureTitle(title, tableStyle: style, isHeader: header)
            view = made
        }
        view.isHidden = false
        if view.superview !== self { addSubview(view) }
        return view
    }
}
