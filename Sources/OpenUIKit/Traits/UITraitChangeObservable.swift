import Foundation

/// Objects whose trait changes you can observe by trait (iOS 17), in place of overriding
/// `traitCollectionDidChange(_:)`: a handler, or an action, runs once per change of any of the
/// registered traits, with the object and its previous traits. Views and view controllers
/// conform here; `UIWindowScene` and `UIPresentationController` do not yet.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits whenever one of `traits` changes.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration

    /// Sends `action` to `target` whenever one of `traits` changes. The selector's argument is the
    /// object whose traits changed (UIKit also offers the previous traits as a second argument;
    /// selectors here carry one).
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration

    /// Sends `action` to the object itself whenever one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration

    /// Ends a registration; an unknown or already ended one is ignored.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// The conformances share one implementation: the registry's.
extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` with the object, as the type the closure names, and its previous traits.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        TraitChangeRegistry.register(self, traits) { object, previous in
            if let object = object as? TraitEnvironment { handler(object, previous) }
        }
    }

    /// A handler that takes any trait environment, for closures that do not name the object's
    /// type (UIKit's own form names it: `{ (self: Self, previous: UITraitCollection) in … }`).
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (any UITraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        TraitChangeRegistry.register(self, traits) { object, previous in
            if let environment = object as? any UITraitEnvironment { handler(environment, previous) }
        }
    }

    /// Sends `action` to `target`, with the object as its argument, when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], target: Any, action: Selector
    ) -> any UITraitChangeRegistration {
        registerTraitAction(traits, target: target as AnyObject, action: action)
    }

    /// Sends `action` to the object itself when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerTraitAction(traits, target: nil, action: action)
    }

    /// Ends a registration of this object's; others are ignored.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        TraitChangeRegistry.unregister(registration, of: self)
    }

    private func registerTraitAction(
        _ traits: [UITrait], target: AnyObject?, action: Selector
    )
        -> any UITraitChangeRegistration
    {
        TraitChangeRegistry.register(self, traits) { [weak target] object, _ in
            action.send(to: target ?? object, with: object)
        }
    }
}

extension UIView: UITraitChangeObservable {
    /// Brings this view's and its subviews' traits up to date now, running the trait change
    /// handlers whose traits changed, instead of waiting for the next layout pass.
    public func updateTraitsIfNeeded() {
        TraitChangeRegistry.checkViews(in: self)
    }
}

extension UIViewController: UITraitChangeObservable {
    /// Brings this controller's traits, its children's and its view tree's up to date now,
    /// calling `traitCollectionDidChange(_:)` and the trait change handlers.
    public func updateTraitsIfNeeded() {
        refreshTraitsTopDown(notify: true)
        if let view = viewStorage { TraitChangeRegistry.checkViews(in: view) }
    }
}
