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

/// The state a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits the configuration is updated for.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: selection, highlight, editing, and its traits.
public struct UICellConfigurationState: UIConfigurationState {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted, as while a touch is down on it.
    public var isHighlighted = false
    /// Whether the cell is disabled; the states cells make here leave it `false`.
    public var isDisabled = false
    /// Whether the cell has focus; the states cells make here leave it `false`.
    public var isFocused = false
    /// Whether the cell is in editing mode; the states cells make here leave it `false`.
    public var isEditing = false
    /// Whether the cell's outline item is expanded; the states cells make here leave it `false`.
    public var isExpanded = false
    /// Whether the cell is swiped open to show its actions; the states cells make here leave it `false`.
    public var isSwiped = false
    /// Whether the cell is being reordered; the states cells make here leave it `false`.
    public var isReordering = false

    /// Creates a state with the given traits and every flag `false`.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
