import Foundation

/// The size of a Mac toolbar's items; unspecified everywhere but Mac Catalyst.
public enum UINSToolbarItemPresentationSize: Int, Sendable {
    /// The collection does not specify a toolbar item size.
    case unspecified = -1
    /// Regular toolbar items.
    case regular = 0
    /// Small toolbar items.
    case small = 1
    /// Large toolbar items.
    case large = 3
}
