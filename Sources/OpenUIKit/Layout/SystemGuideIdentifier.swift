/// The identifiers UIKit gives its own layout guides (they show in constraint logs): views find
/// their guides by them and the layout engine tells the kinds apart by them.
enum SystemGuideIdentifier {
    static let safeArea = "UIViewSafeAreaLayoutGuide"
    static let layoutMargins = "UIViewLayoutMarginsGuide"
    static let readableContent = "UIViewReadableContentGuide"
    static let keyboard = "UIViewKeyboardLayoutGuide"
    /// A storyboard's `topLayoutGuide` and `bottomLayoutGuide` (before safe areas).
    static let topLayoutGuide = "UIViewControllerTopLayoutGuide"
    static let bottomLayoutGuide = "UIViewControllerBottomLayoutGuide"
}
