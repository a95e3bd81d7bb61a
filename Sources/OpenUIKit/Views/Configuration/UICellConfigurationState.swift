import Foundation

/// A cell's state for configurations: a view's state (traits, selection, highlight, disabled,
/// focus) plus editing, expansion, swiping, reordering and drag and drop.
nonisolated public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag it is part of.
    public enum DragState: Hashable, Sendable {
        /// The cell is not being dragged.
        case none
        /// The cell is lifting, as a drag begins.
        case lifting
        /// The cell is being dragged.
        case dragging
    }

    /// Where a cell is in a drop over its list.
    public enum DropState: Hashable, Sendable {
        /// No drop is happening.
        case none
        /// A drop is happening, but not onto this cell.
        case notTargeted
        /// A drop is happening onto this cell.
        case targeted
    }

    private var view: UIViewConfigurationState
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell is swiped open to show its actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// Where the cell is in a drag.
    public var cellDragState: DragState = .none
    /// Where the cell is in a drop.
    public var cellDropState: DropState = .none

    /// Creates a state with the given traits and every flag `false`.
    public init(traitCollection: UITraitCollection) {
        view = UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// The cell's traits.
    public var traitCollection: UITraitCollection {
        get { view.traitCollection }
        set { view.traitCollection = newValue }
    }
    /// Whether the cell is selected.
    public var isSelected: Bool {
        get { view.isSelected }
        set { view.isSelected = newValue }
    }
    /// Whether the cell is highlighted, as while a touch is down on it.
    public var isHighlighted: Bool {
        get { view.isHighlighted }
        set { view.isHighlighted = newValue }
    }
    /// Whether the cell is disabled.
    public var isDisabled: Bool {
        get { view.isDisabled }
        set { view.isDisabled = newValue }
    }
    /// Whether the cell has focus.
    public var isFocused: Bool {
        get { view.isFocused }
        set { view.isFocused = newValue }
    }
    /// Whether the cell is pinned; cells never are, headers and footers can be.
    public var isPinned: Bool {
        get { view.isPinned }
        set { view.isPinned = newValue }
    }

    /// A state of the app's own, `nil` when unset.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { view[key] }
        set { view[key] = newValue }
    }
}
