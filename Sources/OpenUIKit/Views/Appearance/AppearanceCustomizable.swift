import Foundation

/// An object with appearance properties: a view or a bar item. Each appearance property's setter
/// calls ``noteAppearance(_:apply:)``, which records the assignment when the object is a proxy and
/// otherwise remembers that the instance set it itself, so no proxy overrides it.
@MainActor
protocol AppearanceCustomizable: AnyObject {
    /// How a proxy of the class is made: from an empty coder, the one initializer every subclass has.
    init?(coder: NSCoder)
    /// The proxy's record, or the keys the instance set itself; nil until either is needed.
    var appearanceState: AppearanceProxyState? { get set }
}

/// What an object knows about appearance proxies: the record it is, when it is a proxy, or the
/// properties set on it directly, which proxies leave alone.
@MainActor
final class AppearanceProxyState {
    /// Set on a proxy only: the assignments it records.
    let proxy: AppearanceProxy?
    /// The appearance properties set on the instance itself, by key.
    var explicitKeys: Set<String> = []
    /// The window a bar item last took its proxies in, and the bar that showed it then.
    weak var appliedWindow: UIWindow?
    weak var appliedBar: UIView?

    init(proxy: AppearanceProxy? = nil) {
        self.proxy = proxy
    }
}

extension AppearanceCustomizable {
    /// Called by an appearance property's setter after it stored `key`'s new value. On a proxy,
    /// `apply` (which sets the same value on an instance) is recorded under `key`, replacing an
    /// earlier assignment; on an instance, `key` is marked as set here, unless the assignment is a
    /// proxy's replay or a default UIKit sets itself. O(1), with one small allocation per instance
    /// the first time it sets an appearance property.
    func noteAppearance(_ key: String, apply: @escaping @MainActor (Self) -> Void) {
        guard !AppearanceRegistry.isApplying else { return }
        if let proxy = appearanceState?.proxy {
            proxy.record(key) { object in
                if let typed = object as? Self { apply(typed) }
            }
            return
        }
        if appearanceState == nil { appearanceState = AppearanceProxyState() }
        appearanceState?.explicitKeys.insert(key)
    }

    /// Whether this object is a proxy rather than an instance shown on screen.
    var isAppearanceProxy: Bool { appearanceState?.proxy != nil }
}
