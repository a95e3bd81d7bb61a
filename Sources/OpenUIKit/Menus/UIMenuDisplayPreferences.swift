import Foundation

/// How a menu displays its elements (iOS 17.4): set as a menu's `displayPreferences`.
@preconcurrency @MainActor
open class UIMenuDisplayPreferences: NSObject {
    /// The number of lines an element's title or subtitle takes before it is truncated;
    /// `NSNotFound` (the default) leaves it to the menu. Menu rows here draw one line each.
    open var maximumNumberOfTitleLines: Int = NSNotFound

    /// Creates preferences that leave everything to the menu.
    public override init() {
        super.init()
    }

    /// A copy of the preferences, as UIKit copies them into a menu.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIMenuDisplayPreferences()
        copy.maximumNumberOfTitleLines = maximumNumberOfTitleLines
        return copy
    }
}
