import Foundation

/// Where a table's sections, headers, rows and footers lie, top to bottom, in content
/// coordinates: the heights the table worked out, and running totals, so finding the rows in a
/// rectangle is a binary search rather than a walk over every row.
struct TableGeometry {
    struct Section {
        var header: CGFloat
        var footer: CGFloat
        /// Space above the header (the gap grouped styles leave between sections).
        var gap: CGFloat
        var rows: [CGFloat]
        /// Filled by `layOut`: where the section's gap starts, and where each row starts.
        var top: CGFloat = 0
        var rowTops: [CGFloat] = []
        var bottom: CGFloat = 0

        var headerTop: CGFloat { top + gap }
        var rowsTop: CGFloat { headerTop + header }
    }

    var sections: [Section] = []
    /// The table header view's height, above the first section.
    var headerViewHeight: CGFloat = 0
    var footerViewHeight: CGFloat = 0
    private(set) var contentHeight: CGFloat = 0

    /// Works out every running total from the heights.
    mutating func layOut() {
        var y = headerViewHeight
        for index in sections.indices {
            sections[index].top = y
            var rowY = sections[index].rowsTop
            var tops: [CGFloat] = []
            tops.reserveCapacity(sections[index].rows.count)
            for height in sections[index].rows {
                tops.append(rowY)
                rowY += height
            }
            sections[index].rowTops = tops
            y = rowY + sections[index].footer
            sections[index].bottom = y
        }
        contentHeight = y + footerViewHeight
    }

    /// One row's height changed: the totals after it move by the difference.
    mutating func setHeight(_ height: CGFloat, at indexPath: IndexPath) {
        guard contains(indexPath) else { return }
        let delta = height - sections[indexPath.section].rows[indexPath.row]
        guard delta != 0 else { return }
        sections[indexPath.section].rows[indexPath.row] = height
        for row in (indexPath.row + 1)..<sections[indexPath.section].rowTops.count {
            sections[indexPath.section].rowTops[row] += delta
        }
        sections[indexPath.section].bottom += delta
        for later in (indexPath.section + 1)..<sections.count {
            sections[later].top += delta
            sections[later].bottom += delta
            for row in sections[later].rowTops.indices { sections[later].rowTops[row] += delta }
        }
        contentHeight += delta
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rows.indices.contains(indexPath.row)
    }

    func rowTop(_ indexPath: IndexPath) -> CGFloat { sections[indexPath.section].rowTops[indexPath.row] }
    func rowHeight(_ indexPath: IndexPath) -> CGFloat { sections[indexPath.section].rows[indexPath.row] }

    /// The rows that overlap `minY..<maxY`, in order.
    func rows(between minY: CGFloat, and maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.bottom > minY && section.top < maxY {
            let tops = section.rowTops
            // The last row starting at or before minY.
            var low = 0, high = tops.count
            while low < high {
                let middle = (low + high) / 2
                if tops[middle] <= minY { low = middle + 1 } else { high = middle }
            }
            var row = max(0, low - 1)
            while row < tops.count, tops[row] < maxY {
                if tops[row] + section.rows[row] > minY { result.append(IndexPath(row: row, section: index)) }
                row += 1
            }
        }
        return result
    }

    /// The row at a height, if a row is there.
    func row(at y: CGFloat) -> IndexPath? {
        rows(between: y, and: y + 0.001).first
    }
}
