import Foundation

/// An item of a collection view: a `contentView` for what the item shows, a background, and the
/// background that shows it selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// What the item shows: add subviews here.
    public let contentView = UIView()
    /// A view behind the cell's content and selected background, sized to fill the cell.
    /// Setting one replaces the background configuration, as UIKit does.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil { backgroundConfigurationHost.clear(in: self) }
            replaceBackground(oldValue, backgroundView)
        }
    }
    /// Shown behind the content while the item is selected or highlighted. Setting one replaces
    /// the background configuration, as UIKit does.
    open var selectedBackgroundView: UIView? {
        didSet {
            if selectedBackgroundView != nil { backgroundConfigurationHost.clear(in: self) }
            if oldValue !== selectedBackgroundView {
                oldValue?.removeFromSuperview()
                updateSelectionAppearance()
            }
        }
    }

    /// Whether the cell is selected; the collection view sets it, and `selectedBackgroundView` shows while it is.
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            updateSelectionAppearance()
            setNeedsUpdateConfiguration()
        }
    }
    /// Whether the cell is highlighted, as while a touch is down on it; `selectedBackgroundView` shows while it is.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            updateSelectionAppearance()
            setNeedsUpdateConfiguration()
        }
    }

    /// What updates the cell's configurations for a state, after `updateConfiguration(using:)`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    /// Runs whenever the cell's configuration state changes (and before the cell first shows),
    /// after `updateConfiguration(using:)`: the place to set configurations for the state.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether a change of state replaces the content configuration with its `updated(for:)`.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a change of state replaces the background configuration with its `updated(for:)`.
    open var automaticallyUpdatesBackgroundConfiguration = true
    var needsConfigurationUpdate = true
    /// Whether the collection view is editing (`configurationState.isEditing`).
    var isEditingInCollection = false {
        didSet { if isEditingInCollection != oldValue { editingDidChange() } }
    }
    /// The background configuration and the view that draws it (`UICollectionViewCell+Configuration.swift`).
    let backgroundConfigurationHost = BackgroundConfigurationHost()

    /// The state configurations are updated for: the cell's traits, selection, highlight and
    /// editing. Override to add custom states (`UIConfigurationStateCustomKey`).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditingInCollection
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

    /// A plain background with no colour (`UIBackgroundConfiguration.clear()`); a list cell's
    /// is its list's style.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// What `backgroundConfiguration` reads before one is set: none here; a list cell's default,
    /// as UIKit's list cells have one from the start.
    var defaultBackgroundWhenUnset: UIBackgroundConfiguration? { nil }

    /// A list cell lays its editing accessories out again.
    func editingDidChange() { setNeedsUpdateConfiguration() }

    // `final`: members of a `@preconcurrency` class mangle without their isolation, and a
    // subclass's metadata in this module looks for the isolated name, so stored closures with a
    // global actor are kept out of the vtable.
    /// What selecting the item triggers besides the delegate: a storyboard prototype's segues.
    final var selectionTriggers: [@MainActor (UICollectionViewCell) -> Void] = []
    /// The content configuration and the view it made (`UICollectionViewCell+Configuration.swift`).
    var contentConfigurationStorage: (any UIContentConfiguration)?
    var configuredContentView: (any UIView & UIContentView)?

    /// Creates a cell with an empty `contentView` that fills it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    private func setUpContent() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Resets the selection and highlight, as UIKit's cells do, before reuse.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    /// With a content configuration, the height its view needs at this width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let height = ContentConfigurationHost.fittingHeight(of: configuredContentView, width: size.width) else {
            return super.sizeThatFits(size)
        }
        return CGSize(width: size.width, height: height)
    }

    open override func layoutSubviews() {
        if needsConfigurationUpdate { runConfigurationUpdate() }
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        backgroundConfigurationHost.layout(in: self)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    private func updateSelectionAppearance() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
            }
            selectedBackgroundView.frame = bounds
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    private func replaceBackground(_ old: UIView?, _ new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            insertSubview(new, at: 0)
            new.frame = bounds
        }
    }
}
