import Foundation

/// Who observes which traits. A side table keyed by object, so views and controllers carry no
/// storage for a feature most never use. Controllers report their changes as they refresh
/// (`refreshTraitsTopDown`); views have no trait cache, so the registry keeps the traits each
/// observed view had and compares them on each layout pass, window trait refresh and override
/// change — a cost paid only for observed views.
@MainActor
enum TraitChangeRegistry {
    private struct Registration {
        let token: TraitChangeToken
        let traits: [UITrait]
        let callback: (AnyObject, UITraitCollection) -> Void
    }

    private struct Observed {
        weak var object: AnyObject?
        var registrations: [Registration] = []
        /// A view's traits when last compared; controllers keep their own.
        var lastViewTraits: UITraitCollection?
    }

    private static var observed: [ObjectIdentifier: Observed] = [:]

    static func register(
        _ object: AnyObject, _ traits: [UITrait], callback: @escaping (AnyObject, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let token = TraitChangeToken()
        let key = ObjectIdentifier(object)
        if observed[key]?.object == nil { observed[key] = Observed(object: object) }
        observed[key]?.registrations.append(Registration(token: token, traits: traits, callback: callback))
        if let view = object as? UIView, observed[key]?.lastViewTraits == nil {
            observed[key]?.lastViewTraits = view.traitCollection
        }
        return token
    }

    static func unregister(_ registration: any UITraitChangeRegistration, of object: AnyObject) {
        let key = ObjectIdentifier(object)
        observed[key]?.registrations.removeAll { $0.token === registration }
        if observed[key]?.registrations.isEmpty == true { observed[key] = nil }
    }

    /// Runs the registrations of `object` that name a trait that differs between the two
    /// collections, each once, in the order they were made.
    static func traitsChanged(of object: AnyObject, from previous: UITraitCollection, to current: UITraitCollection) {
        guard let entry = observed[ObjectIdentifier(object)], entry.object === object else { return }
        for registration in entry.registrations
        where registration.traits.contains(where: { current.values.differs(from: previous.values, in: $0) }) {
            registration.callback(object, previous)
        }
    }

    /// Compares each observed view in `root`'s tree (every observed view when `root` is nil) with
    /// its traits at the last comparison, and reports the changes.
    static func checkViews(in root: UIView? = nil) {
        guard !observed.isEmpty else { return }
        for (key, entry) in observed {
            guard let view = entry.object as? UIView else {
                if entry.object == nil { observed[key] = nil }
                continue
            }
            if let root, !view.isDescendant(of: root) { continue }
            let current = view.traitCollection
            guard let previous = entry.lastViewTraits, previous != current else { continue }
            observed[key]?.lastViewTraits = current
            traitsChanged(of: view, from: previous, to: current)
        }
    }
}
