import Foundation

/// A menu as iOS 17 draws it: a 250-point platter with 13-point corners in a translucent
/// material and a soft shadow, one row per element (`MenuRowView`), hairlines between rows and an
/// 8-point band between inline groups. The menu's elements are laid out as iOS does: hidden ones
/// left out, inline menus (`.displayInline`, `.displayAsPalette`) as groups with their titles,
/// other submenus as rows that open in place (their own header on top, which closes them),
/// `.medium` and `.small` groups and palettes as tiles side by side, and deferred elements as a
/// "Loading…" row until their provider completes. A platter taller than the room it has is cut
/// off at the bottom, where iOS lets it scroll.
@MainActor
final class MenuPlatterView: UIView {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let groupSeparatorHeight: CGFloat = 8
    /// The platter's material (iOS blurs what is behind it; this is its colour, nearly opaque).
    static let material = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 0.97) : UIColor(white: 0.97, alpha: 0.97)
    }
    /// The band between groups.
    static let groupSeparator = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.3) : UIColor(white: 0, alpha: 0.08)
    }

    /// One run of elements shown the same way: a group of rows, or tiles side by side.
    private struct Section {
        enum Layout {
            case list
            case tiles(perRow: Int, showsTitles: Bool)
        }

        var title: String?
        var rows: [MenuRowKind] = []
        var layout: Layout
    }

    /// What the platter lays out, top to bottom.
    private enum Piece {
        case row(MenuRowView)
        case tiles([MenuRowView])
        case hairline(UIView)
        case groupSeparator(UIView)
    }

    /// The menus shown: the root, then each submenu opened in place; the last is on screen.
    private(set) var stack: [UIMenu]
    /// Called when a row is tapped or a finger lifts on it.
    var onActivate: ((MenuRowView) -> Void)?
    /// Called when the rows change on their own (a deferred element loaded), so the menu is
    /// placed again for its new height.
    var onContentChange: (() -> Void)?
    /// Whether a single-selection menu is shown, so rows leave room for checkmarks.
    var showsStateColumn = false

    private let content = UIView(frame: .zero)
    private var pieces: [Piece] = []
    private(set) var rows: [MenuRowView] = []
    /// Deferred elements' elements for this showing of the menu, by element.
    private var loadedDeferred: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var pendingDeferred: Set<ObjectIdentifier> = []
    private var isReloading = false

    init(menu: UIMenu) {
        stack = [menu]
        super.init(frame: CGRect(x: 0, y: 0, width: Self.width, height: 0))
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 8)
        content.layer.cornerRadius = Self.cornerRadius
        content.clipsToBounds = true
        content.backgroundColor = Self.material
        addSubview(content)
        reload()
    }

    required init?(coder: NSCoder) { nil }

    var shownMenu: UIMenu { stack[stack.count - 1] }
    /// The root menu and the open submenus, outermost first.
    var openMenus: [UIMenu] { stack }

    // MARK: Navigation

    /// Opens `submenu` in place of the current menu, its header on top.
    func open(_ submenu: UIMenu) {
        stack.append(submenu)
        reload()
    }

    /// Closes the open submenu, back to the menu it was opened from.
    func closeSubmenu() {
        guard stack.count > 1 else { return }
        stack.removeLast()
        reload()
    }

    /// Replaces each menu of the stack by what `change` makes of it.
    func replaceMenus(_ change: (UIMenu) -> UIMenu) {
        stack = stack.map(change)
        reload()
    }

    // MARK: Rows

    /// Makes the rows again from the shown menu.
    func reload() {
        isReloading = true
        defer { isReloading = false }
        for view in content.subviews { view.removeFromSuperview() }
        pieces = []
        rows = []
        let menu = shownMenu
        let owners = Array(stack.dropLast())
        let sections = self.sections(of: menu, owners: owners)
        let stateful =
            showsStateColumn || owners.contains { $0.options.contains(.singleSelection) }
            || menu.options.contains(.singleSelection)
            || menu.leaves.contains { ($0 as? any UIMenuLeaf)?.state != .off }
        // The header (an open submenu's, or the menu's title) sits over the first group, a
        // hairline under it.
        if stack.count > 1 {
            addRow(MenuRowView(kind: .openSubmenu(menu)), stateful: false)
        } else if !menu.title.isEmpty {
            addRow(MenuRowView(kind: .title(menu.title)), stateful: false)
        }
        for (index, section) in sections.enumerated() {
            if index > 0 {
                add(.groupSeparator(makeFill(Self.groupSeparator)))
            } else if !pieces.isEmpty {
                add(.hairline(makeFill(.separator)))
            }
            if let title = section.title { addRow(MenuRowView(kind: .title(title)), stateful: false) }
            switch section.layout {
            case .list:
                for (position, kind) in section.rows.enumerated() {
                    if position > 0 || section.title != nil { add(.hairline(makeFill(.separator))) }
                    addRow(MenuRowView(kind: kind), stateful: stateful)
                }
            case let .tiles(perRow, showsTitles):
                var start = 0
                while start < section.rows.count {
                    if start > 0 || section.title != nil { add(.hairline(makeFill(.separator))) }
                    let line = section.rows[start..<min(start + perRow, section.rows.count)].map { kind in
                        MenuRowView(kind: kind, style: .tile(showsTitle: showsTitles))
                    }
                    for tile in line { prepare(tile) }
                    add(.tiles(line))
                    start += perRow
                }
            }
        }
        setNeedsLayout()
    }

    private func addRow(_ row: MenuRowView, stateful: Bool) {
        row.showsStateColumn = stateful
        prepare(row)
        add(.row(row))
    }

    private func prepare(_ row: MenuRowView) {
        row.addAction(UIAction { [weak self, unowned row] _ in self?.onActivate?(row) }, for: .touchUpInside)
        rows.append(row)
        content.addSubview(row)
    }

    private func add(_ piece: Piece) {
        pieces.append(piece)
        switch piece {
        case let .hairline(view), let .groupSeparator(view): content.addSubview(view)
        default: break
        }
    }

    private func makeFill(_ color: UIColor) -> UIView {
        let view = UIView(frame: .zero)
        view.backgroundColor = color
        view.isUserInteractionEnabled = false
        return view
    }

    /// The menu's elements as sections: runs of its own elements, with each inline menu's
    /// elements a section (or more) of their own.
    private func sections(of menu: UIMenu, owners: [UIMenu]) -> [Section] {
        let owners = owners + [menu]
        let layout = Self.layout(of: menu)
        var result: [Section] = []
        var current = Section(layout: layout)
        func close() {
            if !current.rows.isEmpty { result.append(current) }
            current = Section(layout: layout)
        }
        func add(_ element: UIMenuElement) {
            switch element {
            case let deferred as UIDeferredMenuElement:
                if let elements = elements(of: deferred) {
                    elements.forEach(add)
                } else {
                    current.rows.append(.loading)
                }
            case let submenu as UIMenu
            where submenu.options.contains(.displayInline) || submenu.options.contains(.displayAsPalette):
                close()
                var inner = sections(of: submenu, owners: owners)
                if !submenu.title.isEmpty, !inner.isEmpty { inner[0].title = submenu.title }
                result += inner
            case let submenu as UIMenu:
                current.rows.append(.submenu(submenu, owners: owners))
            default:
                if (element as? any UIMenuLeaf)?.attributes.contains(.hidden) == true { return }
                current.rows.append(.element(element, owners: owners))
            }
        }
        menu.children.forEach(add)
        close()
        return result
    }

    private static func layout(of menu: UIMenu) -> Section.Layout {
        if menu.options.contains(.displayAsPalette) {
            return .tiles(perRow: max(1, menu.children.count), showsTitles: false)
        }
        switch menu.preferredElementSize {
        case .small: return .tiles(perRow: 4, showsTitles: false)
        case .medium: return .tiles(perRow: 3, showsTitles: true)
        case .large: return .list
        }
    }

    /// A deferred element's elements for this showing, asking its provider (once) when they are
    /// not known; nil while it loads.
    private func elements(of deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        let key = ObjectIdentifier(deferred)
        if let loaded = loadedDeferred[key] { return loaded }
        guard !pendingDeferred.contains(key) else { return nil }
        pendingDeferred.insert(key)
        let now = deferred.load { [weak self] elements in
            guard let self else { return }
            self.pendingDeferred.remove(key)
            self.loadedDeferred[key] = elements
            guard !self.isReloading else { return }
            self.reload()
            self.onContentChange?()
        }
        if let now {
            pendingDeferred.remove(key)
            loadedDeferred[key] = now
        }
        return now
    }

    // MARK: Layout

    /// The platter's height with every row shown.
    var fittingHeight: CGFloat { layOut(apply: false) }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        layOut(apply: true)
    }

    @discardableResult
    private func layOut(apply: Bool) -> CGFloat {
        let width = Self.width
        let hairline = 1 / pixelScale
        var y: CGFloat = 0
        for piece in pieces {
            switch piece {
            case let .row(row):
                let height = row.height(forWidth: width)
                if apply { row.frame = CGRect(x: 0, y: y, width: width, height: height) }
                y += height
            case let .tiles(tiles):
                let height = tiles.map { $0.height(forWidth: width) }.max() ?? 0
                let tileWidth = width / CGFloat(max(1, tiles.count))
                if apply {
                    for (index, tile) in tiles.enumerated() {
                        tile.frame = CGRect(x: CGFloat(index) * tileWidth, y: y, width: tileWidth, height: height)
                    }
                }
                y += height
            case let .hairline(view):
                if apply { view.frame = CGRect(x: 0, y: y, width: width, height: hairline) }
            case let .groupSeparator(view):
                if apply { view.frame = CGRect(x: 0, y: y, width: width, height: Self.groupSeparatorHeight) }
                y += Self.groupSeparatorHeight
            }
        }
        return y
    }

    /// The choosable row under `point`, in the platter's coordinates.
    func row(at point: CGPoint) -> MenuRowView? {
        guard bounds.contains(point) else { return nil }
        return rows.first { $0.isChoosable && $0.frame.contains(point) }
    }
}
