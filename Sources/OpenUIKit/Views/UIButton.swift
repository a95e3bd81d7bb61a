import Foundation

/// A control showing a title and an image chosen by its state, which sends its actions when
/// tapped. This holds the content for each state, keeps `titleLabel` and `imageView` showing
/// the current state's and places them (`UIButton+Layout.swift`), which draw themselves. A
/// button with a `configuration` (iOS 15) shows that instead, resolved for its state, and draws
/// the style's background (`UIButton+Configuration.swift`, `UIButton+Drawing.swift`).
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        // 6 is tvOS's `.plain`.
        case close = 7

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

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// The button takes its title from the action (UIKit also takes its image; `UIAction` has none
    /// here yet), which runs on `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
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

    // MARK: Configuration (the machinery is in UIButton+Configuration.swift)

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

    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateDidChange() } } }
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateDidChange() } } }

    /// System buttons draw their title in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    // MARK: Content for each state

    open func setTitle(_ title: String?, for state: State) { set(title, \.title, for: state) }
    open func title(for state: State) -> String? { value(\.title, for: state) }

    /// Preferred over the plain title wherever both apply, as UIKit does.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        set(title, \.attributedTitle, for: state)
    }
    open func attributedTitle(for state: State) -> NSAttributedString? { value(\.attributedTitle, for: state) }

    open func setTitleColor(_ color: UIColor?, for state: State) { set(color, \.titleColor, for: state) }
    open func titleColor(for state: State) -> UIColor? { resolvedTitleColor(for: state) }

    open func setTitleShadowColor(_ color: UIColor?, for state: State) { set(color, \.titleShadowColor, for: state) }
    open func titleShadowColor(for state: State) -> UIColor? { value(\.titleShadowColor, for: state) }

    open func setImage(_ image: UIImage?, for state: State) { set(image, \.image, for: state) }
    open func image(for state: State) -> UIImage? { value(\.image, for: state) }

    open func setBackgroundImage(_ image: UIImage?, for state: State) { set(image, \.backgroundImage, for: state) }
    open func backgroundImage(for state: State) -> UIImage? { value(\.backgroundImage, for: state) }

    // MARK: Content for the current state

    open var currentTitle: String? { title(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// Never nil: with no colour set, the button type's default.
    open var currentTitleColor: UIColor { resolvedTitleColor(for: state) }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: Subviews

    /// Made on first use (or when there is a title to show); its text, colour and shadow are
    /// always the current state's. Set its font and line settings directly, as in UIKit.
    open var titleLabel: UILabel? { madeTitleLabel() }

    /// Made on first use (or when there is an image to show); its image is always the current
    /// state's.
    open var imageView: UIImageView? { madeImageView() }

    // MARK: Insets and image adjustments (iOS 15 deprecates these in favour of configurations)

    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentGeometryDidChange() } }
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { contentGeometryDidChange() } }
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { contentGeometryDidChange() } }
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    open var showsTouchWhenHighlighted = false

    // MARK: Layout (the machinery is in UIButton+Layout.swift)

    /// The title's and image's size plus `contentEdgeInsets`; none for a title while no text
    /// measurer is installed.
    open override var intrinsicContentSize: CGSize {
        measuredContentSize(fittingWidth: nil)
            ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

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

    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// Beside the image, the two placed by the content alignments.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentLayout(in: contentRect).title }
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
