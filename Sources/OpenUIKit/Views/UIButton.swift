import Foundation

/// A control showing a title and an image chosen by its state, which sends its actions when
/// tapped. This holds the content for each state, keeps `titleLabel` and `imageView` showing
/// the current state's and places them (`UIButton+Layout.swift`), which draw themselves. A
/// button with a `configuration` (iOS 15) shows that instead, resolved for its state, and draws
/// the style's background (`UIButton+Configuration.swift`, `UIButton+Drawing.swift`).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button, which sets its default title font and colour and whether it tints images.
    public enum ButtonType: Int, Sendable {
        /// No system look: an 18-point title, white by default, and images drawn as they are.
        case custom = 0
        /// The system look: a 15-point title in the tint colour, faded while touched, and images tinted.
        case system = 1
        /// A detail disclosure button; drawn without its info glyph here, its title in the tint colour.
        case detailDisclosure = 2
        /// An info button for dark backgrounds; drawn without its info glyph here, its title in the tint colour.
        case infoLight = 3
        /// An info button for light backgrounds; drawn without its info glyph here, its title in the tint colour.
        case infoDark = 4
        /// An add-contact button; drawn without its plus glyph here, its title in the tint colour.
        case contactAdd = 5
        // 6 is tvOS's `.plain`.
        /// A close button; drawn without its cross glyph here, its title in the tint colour.
        case close = 7

        /// The old rounded-rectangle type, now the same as `.system`.
        @available(*, deprecated, message: "Use UIButtonTypeSystem instead")
        public static var roundedRect: ButtonType { .system }
    }

    /// What one state shows. A field left nil falls back to the normal state's, as UIKit does.
    private struct Content {
        var title: String?
        var attributedTitle: NSAttributedString?
        var titleColor: UIColor?
        var titleShadowColor: UIColor?
        var image: UIImage?
        var backgroundImage: UIImage?
    }

    private var contentByState: [State: Content] = [:]
    private var titleLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?
    /// `adjustsImageSizeForAccessibilityContentSizeCategory`, kept for an image view made later.
    var adjustsImageSizeForAccessibility = false
    /// The label's own font, put back when an attributed title (which sets the label's font from
    /// its first character) gives way to a plain one.
    private var fontBeforeAttributedTitle: UIFont?

    /// Fixed when the button is made. The setter is internal so a decoder in this module can set
    /// it after `init(coder:)`; a title label made before then trades the old type's default font
    /// for the new one's.
    open internal(set) var buttonType: ButtonType = .custom {
        didSet {
            if let label = titleLabelStorage, label.font == Self.defaultTitleFont(for: oldValue) {
                label.font = Self.defaultTitleFont(for: buttonType)
            }
            imageViewStorage?.drawsAutomaticImagesAsTemplates = buttonType == .system
            contentDidChange()
        }
    }

    /// Creates a button of the given type with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// The button takes its title and image from the action, which runs on
    /// `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// A system button showing `configuration`; a configuration without a title takes the
    /// action's.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    // MARK: Menu (the machinery is in UIButton+Menu.swift)

    /// The menu a long press shows, or a touch with `showsMenuAsPrimaryAction`; setting one turns
    /// `isContextMenuInteractionEnabled` on, and nil turns it off, as in UIKit.
    open var menu: UIMenu? {
        get { menuStorage }
        set {
            menuStorage = newValue
            menuDidChange()
        }
    }

    /// Whether the button is a pop-up button (iOS 15): its menu is single-selection and the
    /// button shows the title of the element that is `.on` (the first, when none is).
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }

    /// The order of the menu's elements relative to the button (iOS 16); always top to bottom
    /// here.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    /// The part the button plays (iOS 14): iOS draws every role alike in an ordinary view, as
    /// here; containers that arrange buttons by role (Mac Catalyst's dialogs) read it.
    open var role: Role = .normal

    // MARK: Pointer (the interaction is in UIButton+PointerInteraction.swift)

    /// Whether the pointer over the button takes a style of its own (iPadOS 13.4, Mac Catalyst);
    /// off by default. On, the button has a `UIPointerInteraction` whose style is the
    /// `pointerStyleProvider`'s or the system's.
    open var isPointerInteractionEnabled = false { didSet { updatePointerInteraction() } }
    /// Makes the pointer style from the effect and shape the system proposes; nil gives the
    /// system's style.
    open var pointerStyleProvider: PointerStyleProvider?
    var pointerInteractionStorage: (interaction: UIPointerInteraction, delegate: ButtonPointerStyles)?

    // MARK: Configuration (the machinery is in UIButton+Configuration.swift)

    /// A closure that updates a button's configuration for the button's current state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    private var configurationStorage: Configuration?
    var subtitleLabelStorage: UILabel?
    var needsConfigurationUpdate = false

    /// Shown at once when set, resolved for the button's state; nil goes back to the content
    /// for each state. Titles and images set for a state with `setTitle(_:for:)` and
    /// `setImage(_:for:)` are shown in place of the configuration's, so code that mixes the
    /// two APIs keeps its per-state content.
    open var configuration: Configuration? {
        get { configurationStorage }
        set {
            configurationStorage = newValue
            configurationDidChange()
        }
    }

    /// Runs from `updateConfiguration()`: when the state changes, when asked with
    /// `setNeedsUpdateConfiguration()`, and once after it is set; it typically sets
    /// `configuration` for `state`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// When true, a change of state asks for an update and the style's colours follow the state.
    open var automaticallyUpdatesConfiguration = true { didSet { contentDidChange() } }

    /// The update runs before the next layout pass, once however often this is called.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs `configurationUpdateHandler` and shows the result. Override to change the
    /// configuration for the current state; call `setNeedsUpdateConfiguration()` rather than
    /// this.
    open func updateConfiguration() {
        needsConfigurationUpdate = false
        configurationUpdateHandler?(self)
        contentDidChange()
    }

    /// The configuration's subtitle, made when one has a subtitle to show.
    open var subtitleLabel: UILabel? { subtitleLabelStorage }

    // MARK: State

    override var isTapControl: Bool { true }

    /// Whether a finger is down on the button; a change shows that state's content and asks a configured
    /// button to update.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether the button is selected; a change shows that state's content and asks a configured button to update.
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether the button takes touches; a change shows that state's content and asks a configured button to
    /// update.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateDidChange() } } }

    /// System buttons draw their title in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    // MARK: Content for each state

    /// Sets the title shown in the state; a state without one shows the normal state's.
    open func setTitle(_ title: String?, for state: State) { set(title, \.title, for: state) }
    /// The title set for the state, or else the normal state's.
    open func title(for state: State) -> String? { value(\.title, for: state) }

    /// Preferred over the plain title wherever both apply, as UIKit does.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        set(title, \.attributedTitle, for: state)
    }
    /// The attributed title set for the state, or else the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? { value(\.attributedTitle, for: state) }

    /// Sets the title colour for the state; a state without one uses the normal state's.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        set(color, \.titleColor, for: state)
        noteAppearance("titleColor.\(state.rawValue)") { $0.setTitleColor(color, for: state) }
    }
    /// The title colour for the state: its own, the normal state's, or the button type's default.
    open func titleColor(for state: State) -> UIColor? { resolvedTitleColor(for: state) }

    /// Sets the colour of the title's shadow in the state; a state without one uses the normal state's.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        set(color, \.titleShadowColor, for: state)
        noteAppearance("titleShadowColor.\(state.rawValue)") { $0.setTitleShadowColor(color, for: state) }
    }
    /// The title shadow colour set for the state, or else the normal state's.
    open func titleShadowColor(for state: State) -> UIColor? { value(\.titleShadowColor, for: state) }

    /// Sets the image shown in the state; a state without one shows the normal state's.
    open func setImage(_ image: UIImage?, for state: State) {
        set(image, \.image, for: state)
        noteAppearance("image.\(state.rawValue)") { $0.setImage(image, for: state) }
    }
    /// The image set for the state, or else the normal state's.
    open func image(for state: State) -> UIImage? { value(\.image, for: state) }

    /// Sets the image behind the content in the state; stored but not drawn here.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        set(image, \.backgroundImage, for: state)
        noteAppearance("backgroundImage.\(state.rawValue)") { $0.setBackgroundImage(image, for: state) }
    }
    /// The background image set for the state, or else the normal state's.
    open func backgroundImage(for state: State) -> UIImage? { value(\.backgroundImage, for: state) }

    // MARK: Content for the current state

    /// The title shown in the current state.
    open var currentTitle: String? { title(for: state) }
    /// The attributed title shown in the current state, or `nil` when it shows a plain title.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// Never nil: with no colour set, the button type's default.
    open var currentTitleColor: UIColor { resolvedTitleColor(for: state) }
    /// The colour of the title's shadow in the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown in the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image for the current state; stored but not drawn here.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: Subviews

    /// Made on first use (or when there is a title to show); its text, colour and shadow are
    /// always the current state's. Set its font and line settings directly, as in UIKit.
    open var titleLabel: UILabel? { madeTitleLabel() }

    /// Made on first use (or when there is an image to show); its image is always the current
    /// state's.
    open var imageView: UIImageView? { madeImageView() }

    // MARK: Insets and image adjustments (iOS 15 deprecates these in favour of configurations)

    /// Insets from the bounds to the rectangle the title and image are placed in; once set, they replace the
    /// title's 6 points of padding above and below.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentGeometryDidChange() } }
    /// Moves the title by half the difference of opposite insets, as UIKit does for a title that keeps its size.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { contentGeometryDidChange() } }
    /// Moves the image by half the difference of opposite insets, as UIKit does for an image that keeps its size.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { contentGeometryDidChange() } }
    /// Whether the image darkens while the button is highlighted; stored but not applied here.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image dims while the button is disabled; stored but not applied here.
    open var adjustsImageWhenDisabled = true
    /// Whether a glow shows where the button is touched; stored but not drawn here.
    open var showsTouchWhenHighlighted = false

    // MARK: Layout (the machinery is in UIButton+Layout.swift)

    /// The title's and image's size plus `contentEdgeInsets`; none for a title while no text
    /// measurer is installed.
    open override var intrinsicContentSize: CGSize {
        measuredContentSize(fittingWidth: nil)
            ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The title's lines where the button, at its content size, places them.
    override var baselinesAboveBottom: (first: CGFloat, last: CGFloat)? {
        guard let title = existingTitleLabel, title.text?.isEmpty == false, let font = title.font else { return nil }
        let content = layoutContentSize
        guard content.height != UIView.noIntrinsicMetric else { return nil }
        let width = content.width == UIView.noIntrinsicMetric ? bounds.width : content.width
        let laidOut = CGRect(x: 0, y: 0, width: width, height: content.height)
        let rect = titleRect(forContentRect: contentRect(forBounds: laidOut))
        let inTitle = font.baselinesAboveBottom(lines: font.lines(fillingHeight: rect.height), centredIn: rect.height)
        return (inTitle.first + laidOut.maxY - rect.maxY, inTitle.last + laidOut.maxY - rect.maxY)
    }

    /// The content's size (title wrapped to the given width, image, insets); the view's default when no text
    /// measurer is installed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredContentSize(fittingWidth: size.width > 0 && size.width.isFinite ? size.width : nil)
            ?? super.sizeThatFits(size)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate, configurationStorage != nil { updateConfiguration() }
        layOutContent()
    }

    /// A configuration's background; other buttons draw nothing themselves.
    open override func draw(_ rect: CGRect) {
        drawConfigurationBackground()
    }

    /// The rectangle a background would fill: the whole bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The bounds inset by `contentEdgeInsets`: where the title and image are placed.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// Beside the image, the two placed by the content alignments.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentLayout(in: contentRect).title }
    /// Where the image goes in the content rectangle: before the title, placed by the content alignments and
    /// moved by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentLayout(in: contentRect).image }

    // MARK: Machinery

    /// The title label, if one was made; for layout, which must not make one.
    var existingTitleLabel: UILabel? { titleLabelStorage }
    var existingImageView: UIImageView? { imageViewStorage }

    private func value<Value>(_ field: KeyPath<Content, Value?>, for state: State) -> Value? {
        contentByState[state]?[keyPath: field] ?? contentByState[.normal]?[keyPath: field]
    }

    private func set<Value>(_ value: Value?, _ field: WritableKeyPath<Content, Value?>, for state: State) {
        contentByState[state, default: Content()][keyPath: field] = value
        contentDidChange()
    }

    /// With no colour for the state or `.normal`: white for custom buttons (UIKit's documented
    /// default), the tint for the system types, and a grey for them when disabled.
    private func resolvedTitleColor(for state: State) -> UIColor {
        if let color = value(\.titleColor, for: state) { return color }
        guard buttonType != .custom else { return .white }
        return state.contains(.disabled) ? .systemGray : tintColor
    }

    func madeTitleLabel() -> UILabel {
        if let titleLabelStorage { return titleLabelStorage }
        let label = UILabel(frame: .zero)
        label.font = Self.defaultTitleFont(for: buttonType)
        label.lineBreakMode = .byTruncatingMiddle
        titleLabelStorage = label
        addSubview(label)
        showCurrentTitle(in: label)
        return label
    }

    /// Below the title, as UIKit stacks them.
    func madeImageView() -> UIImageView {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView(image: currentImage)
        // A system button tints an image that does not say otherwise, as UIKit's does.
        view.drawsAutomaticImagesAsTemplates = buttonType == .system
        view.adjustsImageSizeForAccessibilityContentSizeCategory = adjustsImageSizeForAccessibility
        imageViewStorage = view
        if let titleLabelStorage { insertSubview(view, belowSubview: titleLabelStorage) } else { addSubview(view) }
        return view
    }

    private func showCurrentTitle(in label: UILabel) {
        if let attributed = currentAttributedTitle {
            if fontBeforeAttributedTitle == nil { fontBeforeAttributedTitle = label.font }
            label.attributedText = attributed
        } else {
            if let font = fontBeforeAttributedTitle {
                label.font = font
                fontBeforeAttributedTitle = nil
            }
            label.textColor = shownTitleColor
            label.text = currentTitle
        }
        label.shadowColor = currentTitleShadowColor
    }

    /// A system button fades its title while a finger is on it, as iOS does, unless a colour
    /// was set for the highlighted state.
    private var shownTitleColor: UIColor {
        let color = currentTitleColor
        guard buttonType == .system, isHighlighted, contentByState[.highlighted]?.titleColor == nil else {
            return color
        }
        return color.withAlphaComponent(0.2)
    }

    /// A configured button asks for an update (its handler may restyle it) and shows the new
    /// state's colours at once.
    private func stateDidChange() {
        if configurationStorage != nil, automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
        contentDidChange()
    }

    /// The state or its content changed: the subviews show the current state's, made now if
    /// they are needed for the first time.
    func contentDidChange() {
        if configurationStorage != nil { return applyConfiguration() }
        if let label = titleLabelStorage {
            showCurrentTitle(in: label)
        } else if currentTitle != nil || currentAttributedTitle != nil {
            _ = madeTitleLabel()
        }
        if let imageView = imageViewStorage {
            imageView.image = currentImage
        } else if currentImage != nil {
            _ = madeImageView()
        }
        contentGeometryDidChange()
        setNeedsDisplay()
    }

    func contentGeometryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
