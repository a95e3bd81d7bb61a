import Foundation

/// What one row of a menu shows.
@MainActor
enum MenuRowKind {
    /// A menu's title, or an inline group's: small grey text, nothing to tap.
    case title(String)
    /// An action or command; `owners` are the menus it is in, outermost first.
    case element(UIMenuElement, owners: [UIMenu])
    /// A submenu's row, with a chevron; tapping opens it in place.
    case submenu(UIMenu, owners: [UIMenu])
    /// The top row of an open submenu: its title, bold, with a chevron down; tapping closes it.
    case openSubmenu(UIMenu)
    /// A deferred element still loading.
    case loading
}

/// One row of a menu, in iOS 17's design: a 17-point title (with an optional 15-point subtitle
/// under it), the element's image at the trailing edge, a checkmark (or a dash for `.mixed`) in a
/// leading column when the menu has chosen elements, red for destructive, grey for disabled,
/// and a wash while a finger is on it. In a row of tiles (`.medium`, `.small`, a palette) it draws
/// the image over the title, or the image alone. It is a button to accessibility and UI tests,
/// labelled with its title.
@MainActor
final class MenuRowView: UIControl {
    /// How the row is laid out.
    enum Style {
        /// One element across the menu.
        case list
        /// One of several side by side: the image, with the title under it when `showsTitle`.
        case tile(showsTitle: Bool)
    }

    static let titleFont = UIFont.systemFont(ofSize: 17)
    static let subtitleFont = UIFont.systemFont(ofSize: 15)
    static let headerFont = UIFont.systemFont(ofSize: 13)
    static let tileTitleFont = UIFont.systemFont(ofSize: 13)
    /// The height of a row with a title alone, as iOS's.
    static let rowHeight: CGFloat = 44
    static let horizontalInset: CGFloat = 16
    /// Where titles start when the menu shows checkmarks: the checkmark column's width.
    static let stateColumnWidth: CGFloat = 24
    static let imageSide: CGFloat = 22
    /// The wash over a touched row.
    static let highlight = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.12) : UIColor(white: 0, alpha: 0.1)
    }

    let kind: MenuRowKind
    let style: Style
    /// Whether the menu leaves room for checkmarks before the titles.
    var showsStateColumn = false { didSet { setNeedsDisplay() } }
    /// Set while a finger drags over the row (a press that opened the menu), as a touch on it does.
    var isTracked = false { didSet { if isTracked != oldValue { setNeedsDisplay() } } }
    private var spinner: UIActivityIndicatorView?

    init(kind: MenuRowKind, style: Style = .list) {
        self.kind = kind
        self.style = style
        super.init(frame: .zero)
        isOpaque = false
        isEnabled = isChoosable
        accessibilityIdentifier = element?.accessibilityIdentifier
        if case .loading = kind {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            addSubview(spinner)
            self.spinner = spinner
        }
    }

    required init?(coder: NSCoder) { nil }

    override var isTapControl: Bool { true }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    // MARK: What the row shows

    /// The action or command the row is for.
    var element: UIMenuElement? {
        switch kind {
        case let .element(element, _): element
        case let .submenu(menu, _): menu
        case let .openSubmenu(menu): menu
        default: nil
        }
    }

    private var leaf: (any UIMenuLeaf)? { element as? any UIMenuLeaf }

    /// Whether tapping the row does something: an enabled element, a submenu, an open submenu's
    /// header.
    var isChoosable: Bool {
        switch kind {
        case .element: !(leaf?.attributes.contains(.disabled) ?? false)
        case .submenu, .openSubmenu: true
        case .title, .loading: false
        }
    }

    var title: String {
        switch kind {
        case let .title(text): text
        case .loading: "Loading…"
        default: element?.title ?? ""
        }
    }

    private var isDestructive: Bool {
        if leaf?.attributes.contains(.destructive) == true { return true }
        if case let .submenu(menu, _) = kind { return menu.options.contains(.destructive) }
        return false
    }

    private var image: UIImage? {
        guard let element else { return nil }
        if let leaf, leaf.state == .on, let selected = leaf.selectedImage { return selected }
        return element.image
    }

    /// The colour of the row's title and image.
    private var contentColor: UIColor {
        switch kind {
        case .title, .loading: return .secondaryLabel
        default:
            if !isChoosable { return .tertiaryLabel }
            return isDestructive ? .systemRed : .label
        }
    }

    // MARK: Size

    /// The row's height at `width`: 44 points for a title alone, more with a subtitle; a header
    /// fits its small text.
    func height(forWidth width: CGFloat) -> CGFloat {
        switch (kind, style) {
        case (.title, _): return 8 + Self.headerFont.lineHeight.rounded(.up) + 8
        case (_, .tile(let showsTitle)): return showsTitle ? 66 : Self.rowHeight
        default:
            guard let subtitle = element?.subtitle, !subtitle.isEmpty else { return Self.rowHeight }
            return (11 + Self.titleFont.lineHeight + 1 + Self.subtitleFont.lineHeight + 11).rounded(.up)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let spinner else { return }
        let side: CGFloat = 20
        spinner.frame = CGRect(
            x: bounds.maxX - Self.horizontalInset - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    // MARK: Accessibility

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (title.isEmpty ? nil : title) }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? element?.subtitle }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            switch kind {
            case .title, .loading: return .staticText
            default:
                var traits: UIAccessibilityTraits = .button
                if !isChoosable { traits.insert(.notEnabled) }
                if leaf?.state == .on { traits.insert(.selected) }
                return traits
            }
        }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let traits = UITraitCollection.current
        if isHighlighted || isTracked, isChoosable {
            Self.highlight.resolvedColor(with: traits).setFill()
            UIRectFill(bounds)
        }
        let color = contentColor.resolvedColor(with: traits)
        switch (kind, style) {
        case (.title, _): drawHeader(color: color)
        case (_, .tile(let showsTitle)): drawTile(color: color, showsTitle: showsTitle)
        default: drawListRow(color: color)
        }
    }

    private func drawHeader(color: UIColor) {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byTruncatingTail
        let text = NSAttributedString(
            string: title, attributes: [.font: Self.headerFont, .foregroundColor: color, .paragraphStyle: paragraph])
        let inset = bounds.insetBy(dx: Self.horizontalInset, dy: 0)
        let height = Self.headerFont.lineHeight.rounded(.up)
        text.draw(
            with: CGRect(x: inset.minX, y: bounds.midY - height / 2, width: inset.width, height: height),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
    }

    private func drawListRow(color: UIColor) {
        var titleX = Self.horizontalInset
        if showsStateColumn {
            if let state = leaf?.state, state != .off {
                let name = state == .on ? "checkmark" : "minus"
                let side: CGFloat = 15
                let box = CGRect(x: Self.horizontalInset - 2, y: bounds.midY - side / 2, width: side, height: side)
                UIImage(systemName: name)?.drawContents(in: box, blendMode: .normal, alpha: 1, tint: color)
            }
            titleX += Self.stateColumnWidth
        }
        var trailing = bounds.maxX - Self.horizontalInset
        switch kind {
        case .submenu:
            let side: CGFloat = 14
            let box = CGRect(x: trailing - side, y: bounds.midY - side / 2, width: side, height: side)
            UIImage(systemName: "chevron.right")?.drawContents(in: box, blendMode: .normal, alpha: 1, tint: color)
            trailing = box.minX - 8
        case .openSubmenu:
            let side: CGFloat = 14
            let box = CGRect(x: trailing - side, y: bounds.midY - side / 2, width: side, height: side)
            UIImage(systemName: "chevron.down")?.drawContents(in: box, blendMode: .normal, alpha: 1, tint: color)
            trailing = box.minX - 8
        case .loading:
            trailing -= 28
        default:
            if let image {
                let box = CGRect(
                    x: trailing - Self.imageSide, y: bounds.midY - Self.imageSide / 2, width: Self.imageSide,
                    height: Self.imageSide)
                draw(image, fitting: box, color: color)
                trailing = box.minX - 8
            }
        }
        var font = Self.titleFont
        if case .openSubmenu = kind { font = .systemFont(ofSize: 17, weight: .semibold) }
        let titleHeight = font.lineHeight.rounded(.up)
        let subtitle = element?.subtitle.flatMap { $0.isEmpty ? nil : $0 }
        let subtitleHeight = subtitle == nil ? 0 : Self.subtitleFont.lineHeight.rounded(.up) + 1
        let top = bounds.midY - (titleHeight + subtitleHeight) / 2
        let width = max(0, trailing - titleX)
        attributed(title, font: font, color: color).draw(
            with: CGRect(x: titleX, y: top, width: width, height: titleHeight),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        if let subtitle {
            let subtitleColor = isChoosable ? UIColor.secondaryLabel : UIColor.tertiaryLabel
            attributed(subtitle, font: Self.subtitleFont, color: subtitleColor.resolvedColor(with: .current)).draw(
                with: CGRect(x: titleX, y: top + titleHeight + 1, width: width, height: subtitleHeight - 1),
                options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        }
    }

    private func drawTile(color: UIColor, showsTitle: Bool) {
        let imageTop = showsTitle ? 12 : bounds.midY - Self.imageSide / 2
        if let image {
            let box = CGRect(
                x: bounds.midX - Self.imageSide / 2, y: imageTop, width: Self.imageSide, height: Self.imageSide)
            draw(image, fitting: box, color: color)
        }
        guard showsTitle else { return }
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byTruncatingTail
        let text = NSAttributedString(
            string: title,
            attributes: [.font: Self.tileTitleFont, .foregroundColor: color, .paragraphStyle: paragraph])
        let height = Self.tileTitleFont.lineHeight.rounded(.up)
        text.draw(
            with: CGRect(x: 4, y: imageTop + Self.imageSide + 6, width: bounds.width - 8, height: height),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
    }

    /// A menu draws images in the row's colour unless they ask to keep theirs (`.alwaysOriginal`),
    /// fitted into `box` keeping their shape.
    private func draw(_ image: UIImage, fitting box: CGRect, color: UIColor) {
        let size = image.size
        guard size.width > 0, size.height > 0 else { return }
        let scale = min(box.width / size.width, box.height / size.height)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        let rect = CGRect(
            x: box.midX - fitted.width / 2, y: box.midY - fitted.height / 2, width: fitted.width,
            height: fitted.height)
        let tint = image.renderingMode == .alwaysOriginal ? nil : color
        image.drawContents(in: rect, blendMode: .normal, alpha: 1, tint: tint)
    }

    private func attributed(_ string: String, font: UIFont, color: UIColor) -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineBreakMode = .byTruncatingTail
        return NSAttributedString(
            string: string, attributes: [.font: font, .foregroundColor: color, .paragraphStyle: paragraph])
    }
}
