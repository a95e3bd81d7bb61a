import Foundation

/// The system's text size setting.
extension UIApplication {
    /// The text size the user chose in Settings: `.large`, iOS's default, as Linux has no such
    /// setting (windows and views take other categories from trait overrides).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

extension UIContentSizeCategory {
    /// Posted when the user changes the text size in Settings, with the new category under
    /// `newValueUserInfoKey`; Linux has no such setting, so nothing posts it here.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in `didChangeNotification`'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
