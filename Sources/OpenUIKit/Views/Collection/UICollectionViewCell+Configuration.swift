import Foundation

/// Content configurations on collection view cells (iOS 14): the configuration makes the view
/// that shows it, placed in `contentView`; setting another of the same kind updates that view.
extension UICollectionViewCell {
    /// The configuration of the cell's content; setting one puts the view it makes in `contentView`, and
    /// setting another of the same kind updates that view.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            contentConfigurationStorage = newValue
            ContentConfigurationHost.install(newValue, in: contentView, current: &configuredContentView)
            setNeedsLayout()
        }
    }

    /// The cell's current state for configurations: its traits, and whether it is selected or highlighted.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// A cell's content in the list style (`UIListContentConfiguration.cell()`).
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// Puts a configuration's content view in a cell's content view, filling it.
@MainActor
enum ContentConfigurationHost {
    static func install(
        _ configuration: (any UIContentConfiguration)?, in container: UIView,
        current: inout (any UIView & UIContentView)?
    ) {
        guard let configuration else {
            current?.removeFromSuperview()
            current = nil
            return
        }
        if let view = current, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        current = view
    }

    /// The height the configured view needs at `width`, if there is one.
    static func fittingHeight(of view: (any UIView & UIContentView)?, width: CGFloat) -> CGFloat? {
        guard let view else { return nil }
        let height = view.sizeThatFits(CGSize(width: width, height: 0)).height
        return height > 0 ? height : nil
    }
}
