import Foundation

/// A list row in a collection view (iOS 14): accessories at its edges (delete, insert and
/// multiselect at the leading edge, the rest trailing, each shown in the editing states it
/// names), a separator along its bottom (none under the last row of a grouped section), and the
/// list's background for its appearance, as a table row has.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown at the row's edges, such as a disclosure indicator or a delete control.
    open var accessories: [UICellAccessory] = [] { didSet { accessoriesDidChange() } }
    /// How many levels the row is indented; here it moves only where the separator starts, not the content.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level, 10 points by default.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// A guide to where the separator starts; here the same as `layoutMarginsGuide`.
    open var separatorLayoutGuide: UILayoutGuide { layoutMarginsGuide }

    private let separator = UIView()
    private var accessoryViews: [ListCellAccessoryView] = []
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
        if backgroundConfigurationHost.configuration == nil {
            backgroundColor = grouped ? .secondarySystemGroupedBackground : .systemBackground
        }
        if listAppearance == .insetGrouped {
            InsetGroupedCorners.round(self, first: list.isFirstInSection, last: list.isLastInSection)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = ListInset.side(forWidth: bounds.width)
        let editing = configurationState.isEditing
        let shown = accessoryViews.filter { $0.accessory.displayed.shows(editing: editing) }
        for view in accessoryViews { view.isHidden = view.accessory.isHidden || !shown.contains(view) }
        var leading = side
        for view in Self.ordered(shown.filter { $0.accessory.isLeading }) {
            view.frame = accessoryFrame(view, x: leading)
            leading = view.frame.maxX + Self.accessorySpacing
        }
        var trailing = bounds.width - side
        for view in Self.ordered(shown.filter { !$0.accessory.isLeading }).reversed() {
            view.frame = accessoryFrame(view, x: trailing - view.reservedWidth)
            trailing = view.frame.minX - Self.accessorySpacing
        }
        let contentLeading = leading > side ? leading - side : 0
        if !shown.isEmpty {
            contentView.frame = CGRect(
                x: contentLeading, y: 0, width: max(0, trailing - contentLeading), height: bounds.height)
        }
        for view in accessoryViews where view.accessory.accessoryType == .multiselect { view.isOn = isSelected }
        let scale = pixelScale
        let inset = side + contentLeading + CGFloat(indentationLevel) * indentationWidth
        separator.isHidden = !showsSeparator
        separator.frame = CGRect(
            x: inset, y: bounds.height - 1 / scale, width: max(0, bounds.width - inset), height: 1 / scale)
        bringSubviewToFront(separator)
    }

    /// The points between two accessories, and between an accessory and the content.
    static let accessorySpacing: CGFloat = 8

    private func accessoryFrame(_ view: ListCellAccessoryView, x: CGFloat) -> CGRect {
        let height = min(bounds.height, max(view.contentSize.height, 0))
        return CGRect(x: x, y: (bounds.height - height) / 2, width: view.reservedWidth, height: height)
    }

    /// System accessories in UIKit's order along their edge (reorder outermost at the trailing
    /// edge); custom views where their placement's position puts them.
    private static func ordered(_ views: [ListCellAccessoryView]) -> [ListCellAccessoryView] {
        let rank: [UICellAccessory.AccessoryType: Int] = [
            .multiselect: 0, .delete: 1, .insert: 2, .label: 3, .detail: 4, .checkmark: 5, .popUpMenu: 6,
            .disclosureIndicator: 7, .outlineDisclosure: 8, .reorder: 9,
        ]
        var placed = views.filter { $0.accessory.accessoryType != .customView }
            .enumerated().sorted {
                (rank[$0.element.accessory.accessoryType] ?? 0, $0.offset) < (
                    rank[$1.element.accessory.accessoryType] ?? 0, $1.offset
                )
            }
            .map(\.element)
        for view in views where view.accessory.accessoryType == .customView {
            let index = view.accessory.custom?.placement.position(placed.map(\.accessory)) ?? placed.count
            placed.insert(view, at: min(max(0, index), placed.count))
        }
        return placed
    }

    /// The list's style of background: plain, grouped or sidebar, as the layout says.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listAppearance {
        case .plain: .listPlainCell()
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar: .listSidebarCell()
        case .sidebarPlain: .listAccompaniedSidebarCell()
        }
    }

    override var defaultBackgroundWhenUnset: UIBackgroundConfiguration? { defaultBackgroundConfiguration() }

    override func editingDidChange() {
        super.editingDidChange()
        setNeedsLayout()
    }

    private func accessoriesDidChange() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map(ListCellAccessoryView.init)
        for view in accessoryViews {
            view.addAction(
                UIAction { [weak self, weak view] _ in
                    guard let self, let view else { return }
                    self.accessoryTapped(view.accessory)
                }, for: .touchUpInside)
            addSubview(view)
        }
        setNeedsLayout()
    }

    /// A tap on an accessory that acts runs its handler.
    private func accessoryTapped(_ accessory: UICellAccessory) {
        accessory.actionHandler?()
    }
}
