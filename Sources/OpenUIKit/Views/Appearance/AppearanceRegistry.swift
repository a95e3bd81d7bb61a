import Foundation

/// Every appearance proxy made so far, and how an instance entering a window takes their values.
///
/// The cost: a view entering a window with no proxies made pays one check. With proxies, it pays
/// O(p × d) for p proxies and d ancestors (to test class, containment and traits), then one setter
/// call per recorded assignment that applies. Proxies and their records live as long as the process.
@MainActor
enum AppearanceRegistry {
    private static var proxies: [AppearanceProxy] = []
    /// True while a proxy's values are being set on an instance, or UIKit sets a default itself:
    /// such assignments do not count as the instance's own.
    private(set) static var isApplying = false

    /// Whether any proxy exists, the one check a view entering a window pays when none does.
    static var hasProxies: Bool { !proxies.isEmpty }

    /// The proxy for `type` with the containers and traits, made on first use.
    static func proxy<T: AppearanceCustomizable>(
        of type: T.Type, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?
    ) -> T {
        let classID = ObjectIdentifier(type)
        let containerIDs = containers.map { ObjectIdentifier($0) }
        if let existing = proxies.first(where: {
            $0.classID == classID && $0.containers == containerIDs && $0.trait == trait
        }), let object = existing.object as? T {
            return object
        }
        guard let object = T(coder: ArchivelessCoder()) else {
            preconditionFailure("\(type) has no appearance proxy: its init?(coder:) returned nil")
        }
        var depth = 0
        var ancestor: AnyClass? = _getSuperclass(type)
        while let current = ancestor {
            depth += 1
            ancestor = _getSuperclass(current)
        }
        let proxy = AppearanceProxy(
            object: object, classID: classID, classDepth: depth, containers: containerIDs, trait: trait,
            order: proxies.count)
        object.appearanceState = AppearanceProxyState(proxy: proxy)
        proxies.append(proxy)
        return object
    }

    /// Runs `body` with its assignments not counting as the instance's own: UIKit's defaults.
    static func settingDefaults(_ body: () -> Void) {
        let outer = isApplying
        isApplying = true
        defer { isApplying = outer }
        body()
    }

    /// Sets on `object` what the proxies that match it recorded, except what it set itself.
    /// `containers` are its containers, nearest first; `traits` are its traits now. The proxies
    /// apply from the least to the most specific, so the most specific wins: the one whose
    /// outermost container is outermost (nearest the window), then the longer containment
    /// chain, then one with traits, then the subclass, then the later made.
    static func apply(to object: some AppearanceCustomizable, containers: [AnyObject], traits: UITraitCollection) {
        guard hasProxies, !object.isAppearanceProxy else { return }
        var matching: [(reach: Int, proxy: AppearanceProxy)] = []
        for proxy in proxies where isInstance(object, of: proxy.classID) {
            if let trait = proxy.trait, !traits.containsTraits(in: trait) { continue }
            guard let reach = outermostMatch(of: proxy.containers, in: containers) else { continue }
            matching.append((reach, proxy))
        }
        guard !matching.isEmpty else { return }
        matching.sort { lhs, rhs in
            let left = (lhs.reach, lhs.proxy.containers.count, lhs.proxy.trait == nil ? 0 : 1, lhs.proxy.classDepth)
            let right = (rhs.reach, rhs.proxy.containers.count, rhs.proxy.trait == nil ? 0 : 1, rhs.proxy.classDepth)
            return left != right ? left < right : lhs.proxy.order < rhs.proxy.order
        }
        let explicit = object.appearanceState?.explicitKeys ?? []
        settingDefaults {
            for (_, proxy) in matching {
                for entry in proxy.entries where !explicit.contains(entry.key) { entry.apply(object) }
            }
        }
    }

    /// Where the outermost of `classes` (innermost first) matched in `chain` (nearest first),
    /// each found further out than the one before; -1 for no classes, nil when one is missing.
    private static func outermostMatch(of classes: [ObjectIdentifier], in chain: [AnyObject]) -> Int? {
        var next = 0
        var matched = -1
        for classID in classes {
            guard let index = chain[next...].firstIndex(where: { isInstance($0, of: classID) }) else { return nil }
            matched = index
            next = index + 1
        }
        return matched
    }

    /// Whether `object`'s class is the class or one of its subclasses.
    private static func isInstance(_ object: AnyObject, of classID: ObjectIdentifier) -> Bool {
        var current: AnyClass? = type(of: object)
        while let candidate = current {
            if ObjectIdentifier(candidate) == classID { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}
