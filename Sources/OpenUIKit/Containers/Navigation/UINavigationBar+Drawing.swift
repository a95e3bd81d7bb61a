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

    /// Where the top item's parts go: the row's middle, whether the title is large, the back
    /// button's end, the items' slots, and the room left between them for the title.
    struct ContentLayout {
        var midY: CGFloat = 0
        var large = false
        /// The large title's part of the bar, under the row (empty without a large title).
        var largeTitleArea = CGRect.zero
        var slots = BarItemSlots()
        var leading: CGFloat = 0
        var trailing: CGFloat = 0
    }

    func contentLayout() -> ContentLayout {
        var layout = ContentLayout()
        guard let item = topItem, !titleRowsCollapsed else { return layout }
        // The title rows end where the search row (if any) begins.
        let bottom = bounds.maxY - searchRowHeight
        // What the row and the prompt leave under them is the large title's, as far as it shows.
        let prompt = item.prompt != nil ? Self.promptHeight : 0
        let largeHeight = showsLargeTitle ? max(0, bounds.height - searchRowHeight - prompt - Self.standardHeight) : 0
        layout.large = largeHeight > 0.5
        let rowTop = bottom - Self.standardHeight - largeHeight
        layout.midY = rowTop + Self.standardHeight / 2
        if layout.large {
            layout.largeTitleArea = CGRect(
                x: bounds.minX, y: rowTop + Self.standardHeight, width: bounds.width, height: largeHeight)
        }
        var leading = bounds.minX + 8
        if let backTitle = backButtonTitle, !item.hidesBackButton {
            leading += 18
            if item.backButtonDisplayMode != .minimal {
                leading += (backTitle as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
            }
            leading += 8
        } else {
            leading += 8
        }
        if backButtonTitle == nil || item.leftItemsSupplementBackButton {
            leading = layout.slots.lay(
                item.leftBarButtonItems ?? [], from: leading, midY: layout.midY, rowHeight: Self.standardHeight)
        }
        layout.leading = leading
        layout.trailing = layout.slots.lay(
            item.rightBarButtonItems ?? [], from: bounds.maxX - 16, fromTrailing: true,
            midY: layout.midY, rowHeight: Self.standardHeight)
        return layout
    }

    /// The top item's title and buttons, drawn by `barContent` in the bar's coordinates.
    func drawBarContent() {
        guard let item = topItem, !titleRowsCollapsed else { return }
        let tint = tintColor ?? .systemBlue
        let layout = contentLayout()
        let appearance = currentAppearance
        if let backTitle = backButtonTitle, !item.hidesBackButton {
            if appearance.hasCustomBackIndicator {
                BarDrawing.drawItemImage(
                    appearance.backIndicatorImage,
                    in: CGRect(x: bounds.minX + 8, y: layout.midY - 11, width: 13, height: 22),
                    color: tint)
            } else {
                BarDrawing.drawBackChevron(at: bounds.minX + 8, midY: layout.midY, color: tint)
            }
            if item.backButtonDisplayMode != .minimal {
                let attributes = appearance.backButtonAppearance.attributes(enabled: true, pressed: false)
                let offset = appearance.backButtonAppearance.normal.titlePositionAdjustment
                BarDrawing.drawText(
                    backTitle, font: attributes[.font] as? UIFont ?? .systemFont(ofSize: 17),
                    color: attributes[.foregroundColor] as? UIColor ?? tint, x: bounds.minX + 26 + offset.horizontal,
                    midY: layout.midY + offset.vertical)
            }
        }
        for slot in layout.slots.slots where slot.item.customView == nil {
            let pressed = itemTracker.isPressed(slot.item)
            let buttons = slot.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            BarDrawing.drawItem(
                slot.item, x: slot.frame.minX, midY: layout.midY, tint: tint, pressed: pressed,
                attributes: buttons.attributes(enabled: slot.item.isEnabled, pressed: pressed),
                offset: buttons.normal.titlePositionAdjustment)
        }
        guard let title = titlePlacement(in: layout) else { return }
        let attributes = layout.large ? largeTitleAttributes(appearance) : titleAttributes(appearance)
        // A collapsing large title slides under the row: only its part in its own area shows.
        let context = layout.large ? UIGraphicsGetCurrentContext() : nil
        context?.saveGState()
        context?.clip(to: layout.largeTitleArea)
        BarDrawing.drawText(
            title.text, font: title.font, color: attributes[.foregroundColor] as? UIColor ?? .label,
            x: title.frame.minX, midY: title.frame.midY)
        context?.restoreGState()
    }

    /// The standard title's attributes: the bar's own, under its appearance's.
    func titleAttributes(_ appearance: UINavigationBarAppearance) -> [NSAttributedString.Key: Any] {
        (titleTextAttributes ?? [:]).merging(appearance.titleTextAttributes) { $1 }
    }

    /// The large title's attributes: the bar's own, under its appearance's.
    func largeTitleAttributes(_ appearance: UINavigationBarAppearance) -> [NSAttributedString.Key: Any] {
        (largeTitleTextAttributes ?? [:]).merging(appearance.largeTitleTextAttributes) { $1 }
    }

    /// The top item's title as drawn: its text, font and frame in the bar's coordinates (large, at
    /// the leading edge under the row; else centred on the row, kept clear of the items). Nil with
    /// no title, or a title view in its place.
    func titlePlacement(in layout: ContentLayout) -> (text: String, font: UIFont, frame: CGRect)? {
        guard let item = topItem, let title = item.title, !title.isEmpty, item.titleView == nil else { return nil }
        let appearance = currentAppearance
        let font =
            layout.large
            ? largeTitleAttributes(appearance)[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
            : titleAttributes(appearance)[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        let width = (title as NSString).size(withAttributes: [.font: font]).width
        let adjustment = layout.large ? .zero : appearance.titlePositionAdjustment
        let midY =
            (layout.large ? bounds.maxY - searchRowHeight - Self.largeTitleHeight / 2 : layout.midY)
            + adjustment.vertical
        let x =
            layout.large
            ? bounds.minX + 16
            : min(max(bounds.midX - width / 2, layout.leading), layout.trailing - width) + adjustment.horizontal
        return (title, font, CGRect(x: x, y: midY - font.lineHeight / 2, width: width, height: font.lineHeight))
    }
}
