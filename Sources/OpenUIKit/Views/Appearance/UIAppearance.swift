import Foundation

/// A type with appearance proxies: objects of the type itself, detached from any window, whose
/// appearance properties (the ones UIKit marks `UI_APPEARANCE_SELECTOR`) record what is set on
/// them. An instance takes the recorded values each time it enters a window, except the ones
/// set on the instance itself, which win. A proxy's later changes reach only instances that
/// enter a window afterwards. The cost: with no proxy made, a view entering a window pays one
/// check; with p proxies, O(p × depth of the view) to match them, then one setter call per
/// recorded assignment that applies.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for every instance of the class and its subclasses.
    static func appearance() -> Self
    /// The proxy for instances inside a container of each of `containerTypes`, innermost first:
    /// `[UINavigationBar.self, UISplitViewController.self]` is a bar item in a navigation bar in a
    /// split view controller, at any depth.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose trait collection contains every trait `trait` specifies, when
    /// they enter a window (a later change of traits does not apply it again here).
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with the traits, inside the given containers, innermost first.
    static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}

/// Every view has proxies: a proxy is a view made with `init?(coder:)` from an empty coder (a
/// subclass whose `init?(coder:)` fails or traps cannot have one), kept for the life of the process.
extension UIView: UIAppearance {
    /// The proxy for every instance of the class and its subclasses; made once, then returned again.
    public static func appearance() -> Self {
        AppearanceRegistry.proxy(of: self, containers: [], trait: nil)
    }

    /// The proxy for instances inside containers of the given classes, innermost first.
    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> Self
    {
        AppearanceRegistry.proxy(of: self, containers: containerTypes, trait: nil)
    }

    /// The proxy for instances whose traits contain `trait`'s when they enter a window.
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.proxy(of: self, containers: [], trait: trait)
    }

    /// The proxy for instances with the traits, inside containers of the given classes.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceRegistry.proxy(of: self, containers: containerTypes, trait: trait)
    }
}

/// Bar items have proxies too: an item takes them when the bar showing it lays out in a window,
/// its containers being the bar and the bar's own containers.
extension UIBarItem: UIAppearance {
    /// The proxy for every item of the class and its subclasses; made once, then returned again.
    public static func appearance() -> Self {
        AppearanceRegistry.proxy(of: self, containers: [], trait: nil)
    }

    /// The proxy for items in bars (or bars' containers) of the given classes, innermost first.
    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> Self
    {
        AppearanceRegistry.proxy(of: self, containers: containerTypes, trait: nil)
    }

    /// The proxy for items whose bar's traits contain `trait`'s when the item is first laid out.
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.proxy(of: self, containers: [], trait: trait)
    }

    /// The proxy for items with the traits, in bars (or bars' containers) of the given classes.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceRegistry.proxy(of: self, containers: containerTypes, trait: trait)
    }
}
