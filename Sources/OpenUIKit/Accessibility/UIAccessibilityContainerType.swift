import Foundation

/// What kind of container an element's children are in, for navigating it as a whole.
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}
