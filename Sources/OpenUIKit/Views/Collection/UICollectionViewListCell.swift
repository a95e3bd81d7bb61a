import Foundation

/// A list row in a collection view (iOS 14): accessories at its trailing edge, a separator
/// along its bottom (none under the last row of a grouped section), and the list's background
/// for its appearance, as a table row has.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown at the row's trailing edge, such as a disclosure indicator, in order.
    open var accessories: [UICellAccessory] = [] { didSet { accessoriesDidChange() } }
    /// How many levels the row is indented; here it moves only where the separator starts, not the content.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level, 10 points by default.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// A guide to where the separator starts; here the same as `layoutMarginsGuide`.
    open var separatorLayoutGuide: UILayoutGuide { layoutMarginsGuide }

    private let separator = UIView()
    private var accessoryViews: [UIView] = []
    private var listAppearance: UICollectionLayoutListConfiguration.Appearance = .plain
    private var showsSeparator = true

    /// Creates a list row with a separator, the list's background and a gray selected background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
        backgroundColor = .systemBackground
        selectedBackgroundView = {
            let view = UIView()
            view.backgroundColor = .systemGray4
            return view
        }()
    }

    /// The list's look, from the layout: background and separators by appearance.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let list = layoutAttributes as? ListLayoutAttributes else { return }
        listAppearance = list.list.appearance
        let grouped = listAppearance != .plain && listAppearance != .sidebarPlain
        showsSeparator = list.list.showsSeparators && !(grouped && list.isLastInSection)
        backgroundColor = grouped ? .secondarySystemGroupedBackground : .systemBackground
        if listAppearance == .insetGrouped {
            InsetGroupedCorners.round(self, first: list.isFirstInSection, last: list.isLastInSection)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var trailing = bounds.width - ListInset.side(forWidth: bounds.width)
        for view in accessoryViews.reversed() {
            let size =
                (view as? UITableViewCellAccessoryView).map { UITableViewCellAccessoryView.size(for: $0.type) }
                ?? view.sizeThatFits(CGSize(width: bounds.width, height: bounds.height))
            view.frame = CGRect(
                x: trailing - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            trailing = view.frame.minX - 8
        }
        if !accessoryViews.isEmpty { contentView.frame.size.width = max(0, trailing) }
        let scale = pixelScale
        let inset = ListInset.side(forWidth: bounds.width) + CGFloat(indentationLevel) * indentationWidth
        separator.isHidden = !showsSeparator
        separator.frame = CGRect(
            x: inset, y: bounds.height - 1 / scale, width: max(0, bounds.width - inset), height: 1 / scale)
        bringSubviewToFront(separator)
    }

    private func accessoriesDidChange() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            if let type = accessory.accessoryType {
                let view = UITableViewCellAccessoryView()
                view.type = type
                return view
            }
            let label = UILabel()
            if case .label(let text) = accessory.kind { label.text = text }
            label.textColor = .secondaryLabel
            return label
        }
        for view in accessoryViews { addSubview(view) }
        setNeedsLayout()
    }
}
