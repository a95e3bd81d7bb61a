import Foundation

/// How a navigation bar draws its top item, as iOS lays it out: the title centred on the
/// 44-point row at the bar's bottom (or large, at the left under it), the back button (chevron
/// and the back item's title) or the left items at the leading edge, the right items at the
/// trailing edge, in the tint colour.
extension UINavigationBar {
    /// How far above the bar its background reaches: to the top of the window when the bar
    /// sits right under the window's top inset (the status bar), as a top-attached bar does.
    var backgroundReach: CGFloat {
        guard let window, barPosition != .bottom else { return 0 }
        let top = convert(bounds.origin, to: window).y
        let inset = window.safeAreaInsets.top
        return top > 0 && inset > 0 && abs(top - inset) < 0.5 ? top : 0
    }

    /// The top item's title and buttons, drawn by `barContent` in the bar's coordinates.
    func drawBarContent() {
        guard let item = topItem else { return }
        let tint = tintColor ?? .systemBlue
        let large = prefersLargeTitles && item.largeTitleDisplayMode != .never && bounds.height >= Self.standardHeight + Self.largeTitleHeight
        let rowTop = large ? bounds.maxY - Self.standardHeight - Self.largeTitleHeight : bounds.maxY - Self.standardHeight
        let midY = rowTop + Self.standardHeight / 2
        let titleColor = titleTextAttributes?[.foregroundColor] as? UIColor ?? .label
        let titleFont = titleTextAttributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)

        var leading = bounds.minX + 8
        if let backTitle = backButtonTitle, !item.hidesBackButton {
            BarDrawing.drawBackChevron(at: leading, midY: midY, color: tint)
            leading += 18
            if item.backButtonDisplayMode != .minimal {
                leading += BarDrawing.drawText(backTitle, font: .systemFont(ofSize: 17), color: tint, x: leading, midY: midY)
            }
            leading += 8
        } else {
            leading += 8
        }
        if backButtonTitle == nil || item.leftItemsSupplementBackButton {
            for barItem in item.leftBarButtonItems ?? [] {
                leading += BarDrawing.drawItem(barItem, x: leading, midY: midY, tint: tint) + 16
            }
        }
        var trailing = bounds.maxX - 16
        for barItem in item.rightBarButtonItems ?? [] {
            trailing -= BarDrawing.drawItem(barItem, x: trailing, midY: midY, tint: tint, alignedRight: true) + 16
        }
        guard let title = item.title, !title.isEmpty, item.titleView == nil else { return }
        if large {
            BarDrawing.drawText(title, font: .systemFont(ofSize: 34, weight: .bold), color: titleColor, x: bounds.minX + 16,
                                midY: bounds.maxY - Self.largeTitleHeight / 2)
        } else {
            let width = (title as NSString).size(withAttributes: [.font: titleFont]).width
            let x = min(max(bounds.midX - width / 2, leading), trailing - width)
            BarDrawing.drawText(title, font: titleFont, color: titleColor, x: x, midY: midY)
        }
    }
}
