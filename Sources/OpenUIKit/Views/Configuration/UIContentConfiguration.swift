import Foundation

/// What a cell shows, as a value (iOS 14): set as a cell's `contentConfiguration`, it makes the
/// view that shows it, or updates that view when set again.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration; a cell calls it unless its current content view supports it.
    func makeContentView() -> any UIView & UIContentView
    /// The configuration for a state (selected, highlighted, …): by default unchanged.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration, showing the configuration it is given.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show the configuration by being given it, rather than being replaced by a new view.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Supports configurations of the same type as the one the view shows now.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
