import Foundation

/// The key paths a key-named sort descriptor stands on: a subscript whose argument is the key,
/// so the key can be read back from the descriptor's `keyPath`.
public struct NSSortDescriptorKeys: Sendable {
    /// Creates the root of key-named key paths.
    public init() {}

    /// The key itself: `\NSSortDescriptorKeys[key]` names `key`.
    public subscript(key: String) -> String { key }
}

/// Sorting by key name, which swift-corelibs-foundation leaves unavailable for want of
/// key-value coding. The descriptor remembers its key (read back through `key`); what sorts by
/// it (Photos' fetch options, for one) reads the key and compares its own values, since nothing
/// on Linux can look a value up by name.
extension NSSortDescriptor {
    /// A descriptor sorting by `key`, ascending or descending.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSSortDescriptorKeys[key ?? ""], ascending: ascending)
    }

    /// The key the descriptor sorts by: the one given to `init(key:ascending:)`, or nil for a
    /// descriptor made from a Swift key path.
    public var key: String? {
        guard let path = keyPath as? KeyPath<NSSortDescriptorKeys, String> else { return nil }
        let key = NSSortDescriptorKeys()[keyPath: path]
        return key.isEmpty ? nil : key
    }
}
