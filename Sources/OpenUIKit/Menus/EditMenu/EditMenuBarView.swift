import Foundation

/// An edit menu as iOS 16 and later draws it: one row of segments on a rounded platter, thin
/// separators between them, and a small arrow pointing at the content. The segments are the
/// menu's actions and commands (inline groups flattened into the row, hidden elements left out)
/// and its submenus, which, tapped, take the row's place with a back chevron before them. When
/// the segments are wider than `maximumWidth`, the row is cut into pages with a chevron at the
/// end that shows the next page, and one at the start that shows the previous.
@MainActor
final class EditMenuBarView: UIView {
    static let height: CGFloat = 38
    static let cornerRadius: CGFloat = 8
    static let arrowLength: CGFloat = 7
    static let arrowWidth: CGFloat = 16
    static let separatorWidth: CGFloat = 1
    static let platterColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.17, alpha: 1) : UIColor(white: 1, alpha: 1)
    }

    /// The menu shown, then the submenus opened in it, outermost first.
    private(set) var menus: [UIMenu]
    /// The page of the innermost menu's segments shown.
    private(set) var page = 0
    /// The segments on screen, leading to trailing.
    private(set) var buttons: [EditMenuButton] = []
    /// The widest the bar may be: the window's width less its margins.
    var maximumWidth: CGFloat = .greatestFiniteMagnitude { didSet { if maximumWidth != oldValue { reload() } } }
    /// Which side of the platter the arrow is on (`.down`: under it, pointing down).
    var arrowDirection: UIEditMenuArrowDirection = .down {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// Where along its edge the arrow's tip is, in the bar's coordinates (x for up and down, y
    /// for left and right).
    var arrowPosition: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Called when a segment is tapped.
    var onActivate: ((EditMenuButton) -> Void)?

    init(menu: UIMenu) {
        menus = [menu]
        super.init(frame: .zero)
        isOpaque = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 2)
        reload()
    }

    required init?(coder: NSCoder) { nil }

    /// The menu whose segments show: the innermost open submenu, or the menu itself.
    var shownMenu: UIMenu { menus[menus.count - 1] }

    /// Whether there is anything to show.
    var isEmpty: Bool { segments(of: menus[0]).isEmpty }

    /// Shows another menu in place of the first, closing submenus.
    func replaceMenu(_ menu: UIMenu) {
        menus = [menu]
        page = 0
        reload()
    }

    /// Shows a submenu's children in the row.
    func open(_ submenu: UIMenu) {
        menus.append(submenu)
        page = 0
        reload()
    }

    /// Goes back to the menu the open submenu is in.
    func closeSubmenu() {
        guard menus.count > 1 else { return }
        menus.removeLast()
        page = 0
        reload()
    }

    /// Shows the next (`1`) or previous (`-1`) page.
    func turnPage(by delta: Int) {
        page = min(max(0, page + delta), max(0, pages().count - 1))
        reload()
    }

    // MARK: Segments

    /// The segments a menu shows: its actions and commands and submenus, inline groups flattened,
    /// hidden elements left out, deferred elements as far as they are loaded.
    private func segments(of menu: UIMenu) -> [EditMenuButton.Kind] {
        menu.children.flatMap { child -> [EditMenuButton.Kind] in
            switch child {
            case let submenu as UIMenu:
                return submenu.options.contains(.displayInline) ? segments(of: submenu) : [.submenu(submenu)]
            case let deferred as UIDeferredMenuElement:
                let loaded = deferred.load { [weak self] _ in self?.reload() } ?? []
                return segments(of: UIMenu(options: .displayInline, children: loaded))
            case let leaf as any UIMenuLeaf:
                return leaf.attributes.contains(.hidden) ? [] : [.element(child)]
            default:
                return []
            }
        }
    }

    /// The innermost menu's segments cut into pages no wider than `maximumWidth`, each page
    /// leaving room for the chevrons it shows.
    private func pages() -> [[EditMenuButton]] {
        var lead: [EditMenuButton] = menus.count > 1 ? [EditMenuButton(kind: .back)] : []
        let all = segments(of: shownMenu).map { EditMenuButton(kind: $0) }
        var result: [[EditMenuButton]] = []
        var index = 0
        while index < all.count {
            var row = lead
            var width = row.reduce(0) { $0 + $1.fittingWidth + Self.separatorWidth }
            let chevron = EditMenuButton.chevronWidth + Self.separatorWidth
            while index < all.count {
                let segment = all[index]
                let isLast = index == all.count - 1
                let needed = segment.fittingWidth + (isLast ? 0 : chevron)
                if width + needed > maximumWidth, row.count > lead.count { break }
                row.append(segment)
                width += segment.fittingWidth + Self.separatorWidth
                index += 1
            }
            if index < all.count { row.append(EditMenuButton(kind: .nextPage)) }
            result.append(row)
            lead = [EditMenuButton(kind: .previousPage)]
        }
        return result
    }

    /// Makes the segments of the page shown.
    func reload() {
        for button in buttons { button.removeFromSuperview() }
        let all = pages()
        page = min(page, max(0, all.count - 1))
        buttons = all.isEmpty ? [] : all[page]
        for button in buttons {
            button.addAction(
                UIAction { [weak self, unowned button] _ in self?.onActivate?(button) }, for: .touchUpInside)
            addSubview(button)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Layout and drawing

    /// The platter's size: the segments side by side, separators between them.
    var platterSize: CGSize {
        let widths = buttons.reduce(0) { $0 + $1.fittingWidth }
        return CGSize(width: widths + CGFloat(max(0, buttons.count - 1)) * Self.separatorWidth, height: Self.height)
    }

    /// The bar's size: the platter, and the arrow on its side.
    var fittingSize: CGSize {
        var size = platterSize
        switch arrowDirection {
        case .left, .right: size.width += Self.arrowLength
        default: size.height += Self.arrowLength
        }
        return size
    }

    /// The platter's rectangle in the bar: all of it but the arrow's side.
    var platterFrame: CGRect {
        let size = platterSize
        switch arrowDirection {
        case .up: return CGRect(origin: CGPoint(x: 0, y: Self.arrowLength), size: size)
        case .left: return CGRect(origin: CGPoint(x: Self.arrowLength, y: 0), size: size)
        default: return CGRect(origin: .zero, size: size)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let platter = platterFrame
        var x = platter.minX
        for button in buttons {
            button.frame = CGRect(x: x, y: platter.minY, width: button.fittingWidth, height: platter.height)
            x += button.fittingWidth + Self.separatorWidth
        }
    }

    override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let traits = UITraitCollection.current
        let platter = platterFrame
        let shape = UIBezierPath(roundedRect: platter, cornerRadius: Self.cornerRadius)
        let half = Self.arrowWidth / 2
        let arrow = UIBezierPath()
        switch arrowDirection {
        case .up, .automatic:
            let x = min(
                max(arrowPosition, platter.minX + Self.cornerRadius + half), platter.maxX - Self.cornerRadius - half)
            arrow.move(to: CGPoint(x: x - half, y: platter.minY))
            arrow.addLine(to: CGPoint(x: x, y: 0))
            arrow.addLine(to: CGPoint(x: x + half, y: platter.minY))
        case .down:
            let x = min(
                max(arrowPosition, platter.minX + Self.cornerRadius + half), platter.maxX - Self.cornerRadius - half)
            arrow.move(to: CGPoint(x: x - half, y: platter.maxY))
            arrow.addLine(to: CGPoint(x: x, y: bounds.maxY))
            arrow.addLine(to: CGPoint(x: x + half, y: platter.maxY))
        case .left:
            let y = min(max(arrowPosition, platter.minY + half), platter.maxY - half)
            arrow.move(to: CGPoint(x: platter.minX, y: y - half))
            arrow.addLine(to: CGPoint(x: 0, y: y))
            arrow.addLine(to: CGPoint(x: platter.minX, y: y + half))
        case .right:
            let y = min(max(arrowPosition, platter.minY + half), platter.maxY - half)
            arrow.move(to: CGPoint(x: platter.maxX, y: y - half))
            arrow.addLine(to: CGPoint(x: bounds.maxX, y: y))
            arrow.addLine(to: CGPoint(x: platter.maxX, y: y + half))
        }
        arrow.close()
        Self.platterColor.resolvedColor(with: traits).setFill()
        shape.fill()
        arrow.fill()
        UIColor.separator.resolvedColor(with: traits).setFill()
        for button in buttons.dropLast() {
            UIRectFill(
                CGRect(x: button.frame.maxX, y: platter.minY, width: Self.separatorWidth, height: platter.height))
        }
    }
}
