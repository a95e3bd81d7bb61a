import Foundation

/// A row of a table: a `contentView` holding what the row shows (the style's labels and image,
/// or a prototype's subviews), an accessory at the trailing edge, the background that shows the
/// row selected or highlighted, and the separator line at its bottom. A table reuses cells by
/// `reuseIdentifier`, calling `prepareForReuse()` before handing one out again.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard layouts of a cell's built-in labels and image.
    public enum CellStyle: Int, Sendable {
        /// An image and a single label at the leading edge; no detail label.
        case `default` = 0
        /// A label at the leading edge and a gray detail label at the trailing edge.
        case value1
        /// A small tinted label right-aligned in a narrow column, with a detail label beside it.
        case value2
        /// A label with a smaller detail label below it.
        case subtitle
    }

    /// How a cell looks while it is selected or highlighted.
    public enum SelectionStyle: Int, Sendable {
        /// No selected look: the cell shows no selected background.
        case none = 0
        /// A blue background in early versions of iOS; gray since iOS 7, and here.
        case blue
        /// A gray background.
        case gray
        /// The standard selected look: a gray background.
        case `default`
    }

    /// The control an editable row shows while its table is editing.
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none = 0
        /// A red minus control that uncovers the row's Delete button.
        case delete
        /// A green plus control that inserts a row.
        case insert
    }

    /// A standard control drawn at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A gray chevron, for a row that leads to more detail.
        case disclosureIndicator
        /// An info button beside a chevron; drawn here, but a tap on it selects the row rather than telling the
        /// delegate.
        case detailDisclosureButton
        /// A checkmark in the tint color, for a chosen row.
        case checkmark
        /// An info button; drawn here, but a tap on it selects the row rather than reaching the delegate.
        case detailButton
    }

    /// The identifier the cell was made or loaded with, which its table reuses it by.
    public private(set) var reuseIdentifier: String?
    /// The style the default labels are laid out in.
    public let style: CellStyle
    /// What the row shows: add subviews here, not to the cell.
    public let contentView = UIView()
    /// How the cell looks while selected or highlighted; `.none` shows no selected background.
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance() } }
    /// The standard accessory drawn at the cell's trailing edge, unless `accessoryView` is set.
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { accessoryDidChange() } } }
    /// Replaces the accessory type's drawing when set.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            accessoryDidChange()
        }
    }
    /// The accessory to show while editing; stored but not drawn here, where editing hides the accessory.
    open var editingAccessoryType: AccessoryType = .none
    /// A view behind the cell's content and selected background, sized to fill the cell.
    /// Setting one replaces the background configuration, as UIKit does.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil { backgroundConfigurationHost.clear(in: self) }
            replace(oldValue, with: backgroundView, at: 0)
        }
    }
    /// Shown behind the content while the row is selected or highlighted (the selection style's
    /// grey when nil). Setting one replaces the background configuration, as UIKit does.
    open var selectedBackgroundView: UIView? {
        didSet {
            if selectedBackgroundView != nil { backgroundConfigurationHost.clear(in: self) }
            if selectedBackgroundView !== oldValue {
                oldValue?.removeFromSuperview()
                updateSelectionAppearance()
            }
        }
    }
    /// How many levels the style's image and labels are indented.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level; 10 points by default.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Where the separator starts and ends; a left inset of nil follows the content's margin.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? UIEdgeInsets(top: 0, left: defaultContentInset, bottom: 0, right: 0) }
        set {
            separatorInsetStorage = newValue
            noteAppearance("separatorInset") { $0.separatorInset = newValue }
            setNeedsLayout()
        }
    }
    /// Setting it is `setEditing(_:animated:)` without animation, as in UIKit.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false
    /// The row's editing style as its table gives it, and the control showing it while editing
    /// (`UITableViewCell+Editing.swift`).
    var tableEditingStyle: EditingStyle = .none
    var editingControl: TableEditingControl?
    /// The accessories editing hid, shown again when it ends.
    var accessoriesHiddenForEditing: [UIView] = []
    /// Whether the row shows a reorder control while editing; stored but not drawn, since rows here cannot be
    /// reordered by dragging.
    open var showsReorderControl = false
    /// Whether the content moves over to make room for the editing control while the table is editing.
    open var shouldIndentWhileEditing = true
    /// How the cell looks when focused; stored but not consulted, and a plain number here rather than UIKit's
    /// `FocusStyle`.
    open var focusStyle = 0 {
        didSet { noteAppearance("focusStyle") { [value = focusStyle] view in view.focusStyle = value } }
    }

    /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` without animation.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted; setting it calls `setHighlighted(_:animated:)` without animation.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    private var selectedStorage = false
    private var highlightedStorage = false
    private var separatorInsetStorage: UIEdgeInsets?
    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?
    /// The content view's margins `applyDefaultContentMargins` last set.
    private var defaultContentMargins: UIEdgeInsets?
    private var imageViewStorage: UIImageView?
    /// The drawn accessory for `accessoryType` (`UITableViewCell+Accessory.swift`).
    var accessoryTypeView: UITableViewCellAccessoryView?
    /// The selection style's own background, shown when no `selectedBackgroundView` is set.
    private var selectionFill: UIView?
    /// The separator along the bottom; the table hides it where UIKit draws none.
    let separatorView = UIView()
    // `final`: members of a `@preconcurrency` class mangle without their isolation, and a
    // subclass's metadata in this module looks for the isolated name, so stored closures with a
    // global actor are kept out of the vtable.
    /// What selecting the row triggers besides the delegate: a storyboard prototype's segues.
    final var selectionTriggers: [@MainActor (UITableViewCell) -> Void] = []
    /// What tapping the accessory button triggers: a storyboard's accessory segues.
    final var accessoryTriggers: [@MainActor (UITableViewCell) -> Void] = []
    /// The content configuration and the view it made.
    private var contentConfigurationStorage: (any UIContentConfiguration)?
    private var configuredContentView: (any UIView & UIContentView)?

    /// What the row shows, as a configuration (iOS 14): its view fills `contentView`.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            contentConfigurationStorage = newValue
            ContentConfigurationHost.install(newValue, in: contentView, current: &configuredContentView)
            setNeedsLayout()
        }
    }

    /// How the cell's background is drawn, as a configuration (iOS 14). Until one is set it reads
    /// the table's default (`defaultBackgroundConfiguration()`) while the cell draws as before;
    /// setting one takes the place of `backgroundView`, `selectedBackgroundView` and the
    /// background colour, and `nil` gives them back.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationHost.configuration ?? defaultBackgroundConfiguration() }
        set {
            if newValue != nil {
                backgroundView = nil
                selectedBackgroundView = nil
            }
            backgroundConfigurationHost.set(newValue, in: self)
            updateSelectionAppearance()
            setNeedsUpdateConfiguration()
        }
    }

    /// Updates the configurations for the current state, in UIKit's order: the automatic
    /// content and background updates, `updateConfiguration(using:)`, then the handler.
    private func runConfigurationUpdate() {
        needsConfigurationUpdate = false
        let state = configurationState
        ContentConfigurationHost.updateAutomatically(
            for: state, content: &contentConfigurationStorage, if: automaticallyUpdatesContentConfiguration,
            in: contentView, current: &configuredContentView,
            background: automaticallyUpdatesBackgroundConfiguration ? backgroundConfigurationHost : nil, of: self)
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// The list content of the cell's style: subtitle and value styles get theirs.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// Creates a cell of a style, 320 by 44 points, that its table reuses by `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        setUpSubviews()
    }

    /// Creates a cell of the default style with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a cell of a registered class: `init(style: .default, reuseIdentifier:)`
    /// as the subclass overrides it. Swift builds an instance of a class it knows only by its
    /// metatype through a required initializer alone; this one is a convenience initializer, so
    /// a subclass that overrides `init(style:reuseIdentifier:)` and `init?(coder:)` (as cells
    /// do) inherits it and compiles as it would against UIKit.
    public required convenience init(reuseIdentifierForDequeuing identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// A storyboard's or nib's cell: its style and reuse identifier come from the document.
    public required init?(coder: NSCoder) {
        let node = (coder as? StoryboardViewCoder)?.element.node
        style =
            switch node?["style"] {
            case "IBUITableViewCellStyleValue1": .value1
            case "IBUITableViewCellStyleValue2": .value2
            case "IBUITableViewCellStyleSubtitle": .subtitle
            default: .default
            }
        reuseIdentifier = node?["reuseIdentifier"]
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight)
        setUpSubviews()
    }

    private func setUpSubviews() {
        // UIKit's default, which an appearance proxy's background colour replaces.
        AppearanceRegistry.settingDefaults { backgroundColor = .systemBackground }
        contentView.frame = bounds
        applyDefaultContentMargins()
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    /// The style's main label, made when first asked for.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        // The style's defaults, which a label proxy contained in cells replaces.
        AppearanceRegistry.settingDefaults {
            label.font = .preferredFont(forTextStyle: style == .value2 ? .footnote : .body)
        }
        if style == .value2 {
            AppearanceRegistry.settingDefaults { label.textColor = tintColor }
            label.textAlignment = .right
        }
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The second label of the value and subtitle styles; nil in the default style.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        AppearanceRegistry.settingDefaults {
            label.font = .preferredFont(forTextStyle: style == .subtitle ? .subheadline : .body)
            label.textColor = style == .value2 ? .label : .secondaryLabel
        }
        if style == .value1 { label.textAlignment = .right }
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image view of the style's layout, made and added to `contentView` when first asked for; shown at
    /// the leading edge when it has an image.
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        imageViewStorage = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// What updates the cell's configurations for a state, after `updateConfiguration(using:)`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
    /// Runs whenever the cell's configuration state changes (and before the cell first shows),
    /// after `updateConfiguration(using:)`: the place to set configurations for the state.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether a change of state replaces the content configuration with its `updated(for:)`.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a change of state replaces the background configuration with its `updated(for:)`.
    open var automaticallyUpdatesBackgroundConfiguration = true
    var needsConfigurationUpdate = true
    /// The background configuration and the view that draws it.
    let backgroundConfigurationHost = BackgroundConfigurationHost()
    /// The table's style, for the default background configuration.
    var tableStyle: UITableView.Style = .plain

    /// The state configurations are updated for: the cell's traits, selection, highlight and
    /// editing. Override to add custom states (`UIConfigurationStateCustomKey`).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Asks for the cell's configurations to be updated for its state before its next layout.
    /// UIKit calls it on every change of the configuration state; call it when a custom state changes.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to update the cell's configurations for `state`; the default does nothing. Do
    /// not call it: call `setNeedsUpdateConfiguration()`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The table's style of background: `listPlainCell()` in a plain table, `listGroupedCell()` in
    /// a grouped one.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        tableStyle == .plain ? .listPlainCell() : .listGroupedCell()
    }

    /// Selects or deselects the cell, showing or hiding its selected background; never animated here.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedStorage else { return }
        selectedStorage = selected
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
    }

    /// Highlights or unhighlights the cell and its style's labels, showing or hiding its selected background;
    /// never animated here.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedStorage else { return }
        highlightedStorage = highlighted
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
        for label in [textLabelStorage, detailTextLabelStorage].compactMap({ $0 }) { label.isHighlighted = highlighted }
    }

    /// Enters or leaves editing: the editing control shows or hides, and the accessory hides while editing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let changed = editing != editingStorage
        editingStorage = editing
        if changed {
            updateAccessoriesForEditing()
            setNeedsUpdateConfiguration()
        }
        updateEditingControl()
        setNeedsLayout()
    }

    /// Called before the table hands the cell out again: the default leaves the cell unselected
    /// and unhighlighted, as UIKit's does; subclasses reset their own content.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    func assignReuseIdentifier(_ identifier: String?) {
        reuseIdentifier = identifier
    }

    /// The labels and image view a storyboard made in the content view for the cell's style.
    func adoptStoryboardContent(textLabel: UILabel?, detailTextLabel: UILabel?, imageView: UIImageView?) {
        if let textLabel { textLabelStorage = textLabel }
        if let detailTextLabel { detailTextLabelStorage = detailTextLabel }
        if let imageView { imageViewStorage = imageView }
        setNeedsLayout()
    }

    // MARK: Layout

    /// The leading margin of the content and the separator (`ListInset`).
    var defaultContentInset: CGFloat { ListInset.side(forWidth: bounds.width) }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    open override func layoutSubviews() {
        if needsConfigurationUpdate { runConfigurationUpdate() }
        super.layoutSubviews()
        backgroundConfigurationHost.layout(in: self)
        // While editing, the editing control takes the leading edge and the accessory gives way.
        let accessoryWidth = isEditing ? 0 : layOutAccessory()
        let indent = layOutEditingControl()
        contentView.frame = CGRect(
            x: indent, y: 0, width: max(0, bounds.width - accessoryWidth - indent), height: bounds.height)
        applyDefaultContentMargins()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        selectionFill?.frame = bounds
        let scale = pixelScale
        let inset = separatorInset
        separatorView.frame = CGRect(
            x: inset.left, y: bounds.height - 1 / scale,
            width: max(0, bounds.width - inset.left - inset.right), height: 1 / scale)
        layOutDefaultContent()
    }

    /// The margins iOS gives a cell's content view: 11 points above and below, the list's
    /// leading inset at the sides, 8 before an accessory (Xcode saves a label pinned to them 11
    /// points down and 20 in on a 414-point-wide iPhone, and an image pinned to the trailing
    /// margin 8 points short of the content view's edge beside a chevron). Margins the app or the
    /// storyboard set stay.
    private func applyDefaultContentMargins() {
        let trailing = accessoryView != nil || accessoryTypeView != nil ? 8 : defaultContentInset
        let margins = UIEdgeInsets(top: 11, left: defaultContentInset, bottom: 11, right: trailing)
        let untouched = defaultContentMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        guard margins != defaultContentMargins, contentView.layoutMargins == untouched else { return }
        contentView.layoutMargins = margins
        defaultContentMargins = margins
    }

    /// The style's image and labels, placed as iOS places them.
    private func layOutDefaultContent() {
        let inset = defaultContentInset + CGFloat(indentationLevel) * indentationWidth
        let area = contentView.bounds
        var leading = inset
        if let imageView = imageViewStorage, let image = imageView.image {
            let size = image.size
            imageView.frame = CGRect(
                x: inset, y: (area.height - size.height) / 2, width: size.width, height: size.height)
            leading = imageView.frame.maxX + 16
        }
        let trailing = area.width - (accessoryTypeView == nil && accessoryView == nil ? defaultContentInset : 8)
        let width = max(0, trailing - leading)
        let text = textLabelStorage, detail = detailTextLabelStorage
        func height(_ label: UILabel?) -> CGFloat {
            guard let label else { return 0 }
            let measured = label.sizeThatFits(CGSize(width: width, height: 0)).height
            return measured > 0 ? measured : label.font.lineHeight.rounded(.up)
        }
        switch style {
        case .default:
            text?.frame = CGRect(x: leading, y: 0, width: width, height: area.height)
        case .subtitle:
            let top = height(text), bottom = height(detail) * (detail?.text?.isEmpty == false ? 1 : 0)
            let y = (area.height - top - bottom) / 2
            text?.frame = CGRect(x: leading, y: y, width: width, height: top)
            detail?.frame = CGRect(x: leading, y: y + top, width: width, height: bottom)
        case .value1:
            // Each label at its one-line size, centred: the text at the leading edge, the detail at
            // the trailing one; the text gives way when both do not fit.
            let detailSize = fitted(detail, within: width)
            let textSize = fitted(text, within: max(0, width - (detailSize.width > 0 ? detailSize.width + 8 : 0)))
            text?.frame = CGRect(
                x: leading, y: centred(textSize.height, in: area), width: textSize.width, height: textSize.height)
            detail?.frame = CGRect(
                x: trailing - detailSize.width, y: centred(detailSize.height, in: area),
                width: detailSize.width, height: detailSize.height)
        case .value2:
            let split = leading + min(width * 0.3, 100)
            text?.frame = CGRect(x: leading, y: 0, width: split - leading, height: area.height)
            detail?.frame = CGRect(x: split + 6, y: 0, width: max(0, trailing - split - 6), height: area.height)
        }
    }

    /// A style label's one-line size, no wider than `width`; zero for a label with no text.
    private func fitted(_ label: UILabel?, within width: CGFloat) -> CGSize {
        guard let label, label.text?.isEmpty == false else { return .zero }
        var size = label.layoutContentSize
        if size.width < 0 || size.height < 0 {
            size = CGSize(width: width, height: label.font.lineHeight.rounded(.up))
        }
        return CGSize(width: min(size.width, width), height: size.height)
    }

    /// The top that centres `height` in `area`, on the pixel grid.
    private func centred(_ height: CGFloat, in area: CGRect) -> CGFloat {
        let scale = pixelScale
        return ((area.height - height) / 2 * scale).rounded() / scale
    }

    /// The default cell's height: a content configuration's, or the table's standard row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let height = ContentConfigurationHost.fittingHeight(
            of: configuredContentView, width: contentView.bounds.width > 0 ? contentView.bounds.width : size.width)
        return CGSize(width: size.width, height: height ?? UITableView.defaultRowHeight)
    }

    // MARK: Selection

    private func updateSelectionAppearance() {
        // A background configuration draws the state itself.
        let shows =
            (selectedStorage || highlightedStorage) && selectionStyle != .none
            && backgroundConfigurationHost.configuration == nil
        if let selectedBackgroundView {
            if shows, selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
            }
            if !shows { selectedBackgroundView.removeFromSuperview() }
            selectionFill?.removeFromSuperview()
            return
        }
        guard shows else {
            selectionFill?.removeFromSuperview()
            return
        }
        let fill =
            selectionFill
            ?? {
                let view = UIView()
                view.backgroundColor = .systemGray4
                view.isUserInteractionEnabled = false
                selectionFill = view
                return view
            }()
        fill.frame = bounds
        if fill.superview !== self { insertSubview(fill, belowSubview: contentView) }
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            insertSubview(new, at: index)
            new.frame = bounds
        }
    }
}
