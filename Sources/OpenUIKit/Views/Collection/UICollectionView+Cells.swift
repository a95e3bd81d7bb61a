import Foundation

/// The items on screen: each layout pass prepares the layout if it was invalidated, asks the
/// data source for the cells and supplementary views that came into view, measures self-sizing
/// cells, places everything from the layout's attributes, and pools what left.
extension UICollectionView {
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    func reloadIfNeeded() {
        if needsReload { performReload() }
    }

    func performReload() {
        needsReload = false
        resetPrefetching()
        for (indexPath, cell) in visibleCellsByIndexPath { retire(cell, from: indexPath) }
        visibleCellsByIndexPath.removeAll()
        for (key, view) in visibleSupplementary { retire(view, key: key) }
        visibleSupplementary.removeAll()
        for (key, view) in visibleDecorations { retireDecoration(view, key: key) }
        visibleDecorations.removeAll()
        selectedIndexPaths.removeAll()
        measuredItemSizes.removeAll()
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        } else {
            itemCounts = []
        }
        invalidateLayoutForNewCounts()
    }

    /// Invalidates the layout with a context saying the data source's counts changed, as a reload or an update does.
    func invalidateLayoutForNewCounts() {
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Prepares the layout again if it was invalidated (or the view's size changed).
    func prepareLayoutIfNeeded() {
        reloadIfNeeded()
        let layout = collectionViewLayout
        // A size change made behind `frame` and `bounds` (the layer's own) still lays out again.
        if !layout.isInvalid, lastLayoutSize != bounds.size { layout.isInvalid = true }
        guard layout.isInvalid else { return }
        layout.isInvalid = false
        lastLayoutSize = bounds.size
        layout.prepare()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        updateOrthogonalScrollers()
        applyInvalidationAdjustments()
    }

    func layOutItems() {
        let outer = isPlacingItems
        isPlacingItems = true
        defer { isPlacingItems = outer }
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        for _ in 0..<4 {
            prepareLayoutIfNeeded()
            if !showItemsInView() { break }
            collectionViewLayout.isInvalid = true
        }
        updatePrefetching()
    }

    /// Brings the visible cells and supplementary views in line with the layout's attributes
    /// for the rectangle in view; true when measuring a self-sizing cell changed its size.
    private func showItemsInView() -> Bool {
        let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        var wantedDecorations: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for item in attributes {
            switch item.representedElementCategory {
            case .cell: wantedCells[item.indexPath] = item
            case .supplementaryView:
                if let kind = item.representedElementKind {
                    wantedSupplementary[SupplementaryKey(kind: kind, indexPath: item.indexPath)] = item
                }
            case .decorationView:
                if let kind = item.representedElementKind {
                    wantedDecorations[SupplementaryKey(kind: kind, indexPath: item.indexPath)] = item
                }
            }
        }
        for (indexPath, cell) in visibleCellsByIndexPath where wantedCells[indexPath] == nil {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, from: indexPath)
        }
        for (key, view) in visibleSupplementary where wantedSupplementary[key] == nil {
            visibleSupplementary[key] = nil
            retire(view, key: key)
        }
        for (key, view) in visibleDecorations where wantedDecorations[key] == nil {
            visibleDecorations[key] = nil
            retireDecoration(view, key: key)
        }
        guard let dataSource else { return false }
        var sizesMoved = false
        let measures = collectionViewLayout.measuresCells
        for indexPath in wantedCells.keys.sorted() {
            let cell: UICollectionViewCell
            let host = host(forSection: indexPath.section)
            if let visible = visibleCellsByIndexPath[indexPath] {
                cell = visible
                if cell.superview !== host {
                    host.insertSubview(cell, at: host === self && backgroundView != nil ? 1 : 0)
                }
            } else {
                cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                visibleCellsByIndexPath[indexPath] = cell
                cell.isHidden = false
                cell.isSelected = selectedIndexPaths.contains(indexPath)
                if cell.superview !== host {
                    host.insertSubview(cell, at: host === self && backgroundView != nil ? 1 : 0)
                }
                if measures, measuredItemSizes[indexPath] == nil, let attributes = wantedCells[indexPath] {
                    let size = measure(cell, estimated: attributes.frame.size)
                    measuredItemSizes[indexPath] = size
                    if size != attributes.frame.size { sizesMoved = true }
                }
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
            if let attributes = wantedCells[indexPath] { place(cell, attributes) }
        }
        for (key, attributes) in wantedSupplementary {
            let view: UICollectionReusableView
            if let visible = visibleSupplementary[key] {
                view = visible
            } else {
                view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                visibleSupplementary[key] = view
                view.isHidden = false
                let host = host(for: attributes)
                if view.superview !== host { host.addSubview(view) }
                collectionDelegate?.collectionView(
                    self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            }
            place(view, attributes)
        }
        // Last, so the decorations go behind the cells that just came into view.
        showDecorations(wantedDecorations)
        return sizesMoved
    }

    /// Puts the view where the attributes say, in its host's coordinates, with their transform about its center.
    func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let frame = frameInHost(attributes)
        let transform = attributes.transform3D
        if CATransform3DIsIdentity(transform) {
            if !CATransform3DIsIdentity(view.transform3D) { view.transform3D = CATransform3DIdentity }
            if view.frame != frame { view.frame = frame }
        } else {
            if view.bounds.size != frame.size { view.bounds.size = frame.size }
            view.center = CGPoint(x: frame.midX, y: frame.midY)
            view.transform3D = transform
        }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    /// The size a self-sizing cell's constraints give it, keeping the estimate's width in a
    /// vertical flow (its height in a horizontal one).
    private func measure(_ cell: UICollectionViewCell, estimated: CGSize) -> CGSize {
        let vertical = (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
        cell.frame.size = estimated
        var size = estimated
        if Self.hasConstraints(cell.contentView) {
            // As a table row: measured at the estimate's width, not laid out at its height first.
            let fitted = cell.contentView.systemLayoutSizeFitting(
                estimated,
                withHorizontalFittingPriority: vertical ? .required : .fittingSizeLevel,
                verticalFittingPriority: vertical ? .fittingSizeLevel : .required)
            if fitted.width > 0 { size.width = fitted.width.rounded(.up) }
            if fitted.height > 0 { size.height = fitted.height.rounded(.up) }
        } else {
            // No constraints: the cell's own fitting size (a content configuration's, say).
            cell.layoutIfNeeded()
            let fitted = cell.sizeThatFits(estimated)
            if vertical, fitted.height > 0 {
                size.height = fitted.height
            } else if !vertical, fitted.width > 0 {
                size.width = fitted.width
            }
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame.size = size
        return cell.preferredLayoutAttributesFitting(attributes).frame.size
    }

    private static func hasConstraints(_ view: UIView) -> Bool {
        !view.constraints.isEmpty || view.subviews.contains { hasConstraints($0) }
    }

    func retire(_ cell: UICollectionViewCell, from indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier, cell.superview === self || cell.superview is OrthogonalScrollView {
            cell.isHidden = true
            cellPool.enqueue(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    private func retire(_ view: UICollectionReusableView, key: SupplementaryKey) {
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        if let identifier = view.reuseIdentifier, view.superview === self || view.superview is OrthogonalScrollView {
            view.isHidden = true
            supplementaryPool.enqueue(view, identifier: key.kind + "|" + identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    func dequeueCell(_ identifier: String) -> UICollectionViewCell? {
        let cell = pooledOrNewCell(identifier)
        cell?.isEditingInCollection = isEditing
        return cell
    }

    private func pooledOrNewCell(_ identifier: String) -> UICollectionViewCell? {
        if let cell = cellPool.takeReconfiguring(identifier) { return cell }
        if let cell = cellPool.dequeue(identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let source = registeredCells[identifier] else { return nil }
        let cell = make(source) as? UICollectionViewCell
        cell?.reuseIdentifier = identifier
        return cell
    }

    func dequeueSupplementary(kind: String, identifier: String) -> UICollectionReusableView? {
        if let view = supplementaryPool.dequeue(kind + "|" + identifier) {
            view.prepareForReuse()
            return view
        }
        guard let source = registeredSupplementary[SupplementaryKey.Registration(kind: kind, identifier: identifier)]
        else { return nil }
        let view = make(source)
        view?.reuseIdentifier = identifier
        return view
    }

    func make(_ source: ViewSource) -> UICollectionReusableView? {
        switch source {
        case .viewClass(let type): type.init(reuseIdentifierForDequeuing: nil)
        case .nib(let nib):
            nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? UICollectionReusableView }.first
        case .prototype(let make): make()
        }
    }

    /// Scrolls so `frame` is at the edge or centre the position names (the least otherwise).
    func scrollToShow(_ frame: CGRect, at position: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleHeight = bounds.height - inset.top - inset.bottom,
            visibleWidth = bounds.width - inset.left - inset.right
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - inset.top - visibleHeight / 2
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - inset.top - visibleHeight
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - inset.left - visibleWidth / 2
        } else if position.contains(.right) {
            offset.x = frame.maxX - inset.left - visibleWidth
        }
        if position.isEmpty {
            if frame.minY < offset.y + inset.top {
                offset.y = frame.minY - inset.top
            } else if frame.maxY > offset.y + inset.top + visibleHeight {
                offset.y = frame.maxY - inset.top - visibleHeight
            }
            if frame.minX < offset.x + inset.left {
                offset.x = frame.minX - inset.left
            } else if frame.maxX > offset.x + inset.left + visibleWidth {
                offset.x = frame.maxX - inset.left - visibleWidth
            }
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }
}
