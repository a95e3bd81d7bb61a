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

    /// A cell's content in the list style (`UIListContentConfiguration.cell()`).
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// How the cell's background is drawn, as a configuration (iOS 14). Setting one takes the
    /// place of `backgroundView`, `selectedBackgroundView` and the background colour; `nil`
    /// gives them back.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationHost.configuration ?? defaultBackgroundWhenUnset }
        set {
            if newValue != nil {
                backgroundView = nil
                selectedBackgroundView = nil
            }
            backgroundConfigurationHost.set(newValue, in: self)
            setNeedsUpdateConfiguration()
        }
    }

    /// Updates the configurations for the current state, in UIKit's order: the automatic
    /// content and background updates, `updateConfiguration(using:)`, then the handler.
    func runConfigurationUpdate() {
        needsConfigurationUpdate = false
        let state = configurationState
        ContentConfigurationHost.updateAutomatically(
            for: state, content: &contentConfigurationStorage, if: automaticallyUpdatesContentConfiguration,
            in: contentView, current: &configuredContentView,
            background: automaticallyUpdatesBackgroundConfiguration ? backgroundConfigurationHost : nil, of: self)
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
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

    /// A cell's automatic updates for `state`, UIKit's first step of a configuration update: the
    /// content configuration (when `updatesContent`) and the background (when `background` is given).
    static func updateAutomatically(
        for state: UICellConfigurationState, content: inout (any UIContentConfiguration)?, if updatesContent: Bool,
        in container: UIView, current: inout (any UIView & UIContentView)?,
        background: BackgroundConfigurationHost?, of cell: UIView
    ) {
        if updatesContent, let configuration = content {
            content = configuration.updated(for: state)
            install(content, in: container, current: &current)
        }
        if let background, let configuration = background.configuration {
            background.set(configuration.updated(for: state), in: cell)
        }
    }

    /// The height the configured view needs at `width`, if there is one.
    static func fittingHeight(of view: (any UIView & UIContentView)?, width: CGFloat) -> CGFloat? {
        guard let view else { return nil }
        let height = view.sizeThatFits(CGSize(width: width, height: 0)).height
        return height > 0 ? height : nil
    }
}
