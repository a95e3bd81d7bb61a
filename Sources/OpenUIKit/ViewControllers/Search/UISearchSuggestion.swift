import Foundation

/// A suggestion a search offers while the user types (`UISearchController.searchSuggestions`):
/// its text, an optional description and icon, and an object the app keeps with it.
@preconcurrency @MainActor
public protocol UISearchSuggestion: AnyObject {
    /// The suggestion's text, shown and, once chosen, put in the search field.
    var localizedSuggestion: String? { get }
    /// A line shown under the text.
    var localizedDescription: String? { get }
    /// An icon shown before the text.
    var iconImage: UIImage? { get }
    /// An object the app keeps with the suggestion.
    var representedObject: Any? { get set }
}

/// The suggestion OpenUIKit supplies: a text with an optional description and icon.
@preconcurrency @MainActor
open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
    /// The suggestion's text.
    public let localizedSuggestion: String?
    /// A line shown under the text.
    public let localizedDescription: String?
    /// An icon shown before the text.
    public let iconImage: UIImage?
    /// An object the app keeps with the suggestion.
    open var representedObject: Any?

    /// A suggestion of `suggestionString`.
    public convenience init(localizedSuggestion suggestionString: String) {
        self.init(localizedSuggestion: suggestionString, localizedDescription: nil, iconImage: nil)
    }

    /// A suggestion of `suggestionString` described by `description`.
    public convenience init(localizedSuggestion suggestionString: String, localizedDescription description: String?) {
        self.init(localizedSuggestion: suggestionString, localizedDescription: description, iconImage: nil)
    }

    /// A suggestion of `suggestionString` with a description and an icon.
    public init(
        localizedSuggestion suggestionString: String, localizedDescription description: String?, iconImage: UIImage?
    ) {
        localizedSuggestion = suggestionString
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }
}
