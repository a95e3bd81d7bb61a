import Foundation

/// Whether focus may wait before landing on an item until the person starts moving it
/// (iOS 17). OpenUIKit never defers: the item is focused at once whatever the mode.
public enum UIFocusItemDeferralMode: Int, Sendable {
    /// The system decides.
    case automatic = 0
    /// Focus is always deferred for the item.
    case always = 1
    /// Focus is never deferred for the item.
    case never = 2
}
