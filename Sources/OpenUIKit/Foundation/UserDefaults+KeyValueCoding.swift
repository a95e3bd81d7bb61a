import Foundation

/// Key-value coding's spellings on `UserDefaults`, which apps use as its setters and getters:
/// Linux's Foundation has no key-value coding, so these forward to `set(_:forKey:)` and
/// `object(forKey:)`, which is what they come to on Apple platforms.
extension UserDefaults {
    /// Stores `value` for `key` through `set(_:forKey:)`, which is what it comes to on Apple platforms.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The value stored for `key`, read through `object(forKey:)`, or `nil` when there is none.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
