import Foundation

/// One segment of an edit menu's bar: an action's or command's title (or its image when it has no
/// title), a submenu's title with a chevron, or a chevron that pages the bar or leaves a submenu.
/// It is a button to accessibility and UI tests, labelled with its title.
@MainActor
final class EditMenuButton: UIControl {
    /// What the segment does when tapped.
    enum Kind {
        /// Runs an action or command.
        case element(UIMenuElement)
        /// Shows a submenu's children in the bar.
        case submenu(UIMenu)
        /// Goes back from a submenu to the menu it is in.
        case back
        /// Shows the previous page of segments.
        case previousPage
        /// Shows the next page of segments.
        case nextPage
    }

    static let font = UIFont.systemFont(ofSize: 15)
    static let horizontalPadding: CGFloat = 12
    static let imageSide: CGFloat = 18
    /// The width of a chevron segment.
    static let chevronWidth: CGFloat = 34

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
        super.init(frame: .zero)
        isOpaque = false
        isEnabled = !((element as? any UIMenuLeaf)?.attributes.contains(.disabled) ?? false)
        accessibilityIdentifier = element?.accessibilityIdentifier
    }

    required init?(coder: NSCoder) { nil }

    override var isTapControl: Bool { true }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// The element the segment shows, if it shows one.
    var element: UIMenuElement? {
        switch kind {
        case let .element(element): element
        case let .submenu(menu): menu
        default: nil
        }
    }

    /// The segment's title: the element's, or a name for a chevron.
    var title: String {
        switch kind {
        case .back: "Back"
        case .previousPage: "Previous"
        case .nextPage: "Next"
        default: element?.title ?? ""
        }
    }

    private var chevron: String? {
        switch kind {
        case .back, .previousPage: "chevron.left"
        case .nextPage: "chevron.right"
        default: nil
        }
    }

    private var showsImageOnly: Bool { element?.title.isEmpty == true && element?.image != nil }

    /// The width the segment needs: its title and padding, or a chevron's fixed width.
    var fittingWidth: CGFloat {
        if chevron != nil { return Self.chevronWidth }
        if showsImageOnly { return Self.imageSide + 2 * Self.horizontalPadding }
        var width = title.size(withAttributes: [.font: Self.font]).width.rounded(.up) + 2 * Self.horizontalPadding
        if case .submenu = kind { width += Self.imageSide / 2 + 4 }
        return width
    }

    private var isDestructive: Bool {
        if (element as? any UIMenuLeaf)?.attributes.contains(.destructive) == true { return true }
        if case let .submenu(menu) = kind { return menu.options.contains(.destructive) }
        return false
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (title.isEmpty ? nil : title) }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { isEnabled ? .button : [.button, .notEnabled] }
        set { super.accessibilityTraits = newValue }
    }

    override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let traits = UITraitCollection.current
        if isHighlighted, isEnabled {
            MenuRowView.highlight.resolvedColor(with: traits).setFill()
            UIRectFill(bounds)
        }
        let color = (isEnabled ? (isDestructive ? UIColor.systemRed : .label) : .tertiaryLabel).resolvedColor(
            with: traits)
        if let chevron {
            drawImage(UIImage(systemName: chevron), centeredAt: CGPoint(x: bounds.midX, y: bounds.midY), color: color)
            return
        }
        if showsImageOnly {
            drawImage(element?.image, centeredAt: CGPoint(x: bounds.midX, y: bounds.midY), color: color)
            return
        }
        var titleWidth = bounds.width - 2 * Self.horizontalPadding
        if case .submenu = kind {
            titleWidth -= Self.imageSide / 2 + 4
            drawImage(
                UIImage(systemName: "chevron.right"),
                centeredAt: CGPoint(x: bounds.maxX - Self.horizontalPadding - Self.imageSide / 4, y: bounds.midY),
                color: color, side: Self.imageSide / 2)
        }
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byTruncatingTail
        let text = NSAttributedString(
            string: title, attributes: [.font: Self.font, .foregroundColor: color, .paragraphStyle: paragraph])
        let height = Self.font.lineHeight.rounded(.up)
        text.draw(
            with: CGRect(
                x: Self.horizontalPadding, y: bounds.midY - height / 2, width: max(0, titleWidth), height: height),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
    }

    private func drawImage(_ image: UIImage?, centeredAt center: CGPoint, color: UIColor, side: CGFloat = imageSide) {
        guard let image, image.size.width > 0, image.size.height > 0 else { return }
        let scale = min(side / image.size.width, side / image.size.height)
        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        let box = CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        image.drawContents(
            in: box, blendMode: .normal, alpha: 1, tint: image.renderingMode == .alwaysOriginal ? nil : color)
    }
}
