import Foundation

/// What kind of container an element's children are in, for navigating it as a whole.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container of a special kind.
    case none = 0
    /// A table of data, navigated by rows and columns.
    case dataTable = 1
    /// A list, navigated item by item.
    case list = 2
    /// A landmark region of the screen, such as navigation or main content.
    case landmark = 3
    /// A group of related elements, navigated as one unit.
    case semanticGroup = 4
}
