import Foundation

/// How a ``UIActionSheet`` is drawn (deprecated in iOS 8). Since iOS 7 every style draws the
/// same light sheet, as here.
public enum UIActionSheetStyle: Int, Sendable {
    /// The bar style of the view it is shown from.
    case automatic = -1
    /// The standard style.
    case `default` = 0
    /// A translucent black sheet (before iOS 7).
    case blackTranslucent = 2
    /// An opaque black sheet (before iOS 7).
    case blackOpaque = 1
}
