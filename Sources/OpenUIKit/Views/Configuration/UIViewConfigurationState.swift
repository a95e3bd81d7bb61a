import Foundation

/// A view's state for configurations (headers, footers and other views): its traits and whether
/// it is selected, highlighted, disabled, focused or pinned, plus states of the app's own.
nonisolated public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view is highlighted, as while a touch is down on it.
    public var isHighlighted = false
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view has focus.
    public var isFocused = false
    /// Whether the view (a section header or footer) is pinned to the list's edge.
    public var isPinned = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with the given traits and every flag `false`.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A state of the app's own, `nil` when unset.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
