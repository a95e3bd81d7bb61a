import Foundation

/// An object that can be focused: a view, or any object with a frame that its container
/// lists in `focusItems(in:)`.
///
/// UIKit's optional members have default implementations here: no focus effect, priority
/// `.ignored`, no hint handling, deferral `.automatic`, not transparent.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can be focused now.
    var canBecomeFocused: Bool { get }
    /// The item's frame, in its focus item container's coordinate space.
    var frame: CGRect { get }
    /// How the item looks while focused; `nil` for the system's choice.
    var focusEffect: UIFocusEffect? { get }
    /// How strongly the item asks to be focused when focus enters its group.
    var focusGroupPriority: UIFocusGroupPriority { get }
    /// Whether focus may wait to land on the item until the person moves it.
    var focusItemDeferralMode: UIFocusItemDeferralMode { get }
    /// Whether the item passes focus movement through to the items behind it.
    var isTransparentFocusItem: Bool { get }
    /// Called while focus is about to move away from the item (tvOS's remote); never called
    /// here, where keys move focus in one step.
    func didHintFocusMovement(_ hint: UIFocusMovementHint)
}

extension UIFocusItem {
    /// No effect of its own.
    public var focusEffect: UIFocusEffect? { nil }
    /// Takes no part in choosing its group's primary item.
    public var focusGroupPriority: UIFocusGroupPriority { .ignored }
    /// The system decides (focus is never deferred here).
    public var focusItemDeferralMode: UIFocusItemDeferralMode { .automatic }
    /// Opaque: focus movement stops at the item.
    public var isTransparentFocusItem: Bool { false }
    /// Ignores the hint.
    public func didHintFocusMovement(_ hint: UIFocusMovementHint) {}
}

/// The items inside an environment, for the focus system's geometric search.
@preconcurrency @MainActor
public protocol UIFocusItemContainer: AnyObject {
    /// The space the items' frames are in.
    var coordinateSpace: any UICoordinateSpace { get }
    /// The items whose frames meet `rect`, given in `coordinateSpace`.
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}

/// A container of focus items that scrolls, so focus can move to items outside its visible
/// part: a scroll view.
@preconcurrency @MainActor
public protocol UIFocusItemScrollableContainer: UIFocusItemContainer {
    /// How far the content is scrolled.
    var contentOffset: CGPoint { get set }
    /// The size of all the content.
    var contentSize: CGSize { get }
    /// The size of the part of the content that shows.
    var visibleSize: CGSize { get }
}
