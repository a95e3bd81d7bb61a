import Foundation

/// An item of a collection view: a `contentView` for what the item shows, a background, and the
/// background that shows it selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// What the item shows: add subviews here.
    public let contentView = UIView()
    /// A view behind the cell's content and selected background, sized to fill the cell.
    open var backgroundView: UIView? { didSet { replaceBackground(oldValue, backgroundView) } }
    /// Shown behind the content while the item is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView {
                oldValue?.removeFromSuperview()
                updateSelectionAppearance()
            }
        }
    }

    /// Whether the cell is selected; the collection view sets it, and `selectedBackgroundView` shows while it is.
    open var isSelected = false { didSet { if isSelected != oldValue { updateSelectionAppearance() } } }
    /// Whether the cell is highlighted, as while a touch is down on it; `selectedBackgroundView` shows while it is.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateSelectionAppearance() } } }

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
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
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
