import Foundation

/// Key-value coding's spellings on `UserDefaults`, which apps use as its setters and getters:
/// Linux's Foundation has no key-value coding, so these forward to `set(_:forKey:)` and
/// `object(forKey:)`, which is what they come to on Apple platforms.
extension UserDefaults {
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
