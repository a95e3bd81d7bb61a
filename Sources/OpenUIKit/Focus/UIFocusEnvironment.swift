import Foundation

/// A branch of the interface with a say in where focus goes: views, view controllers,
/// windows and focus guides. The focus system asks each environment on the way from the old
/// focused item and to the new one whether the move may happen (`shouldUpdateFocus(in:)`),
/// then tells them it did (`didUpdateFocus(in:with:)`).
///
/// UIKit's optional members (`focusGroupIdentifier`, `soundIdentifierForFocusUpdate(in:)`)
/// have default implementations here, as Swift protocols have no optional requirements.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// Where the environment would like focus to go, in order; empty means the environment
    /// itself (and, for a view, its focusable subviews in reading order).
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment that contains this one: a view's controller or superview, a
    /// controller's view's superview.
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The container of the focus items inside this environment, if it has any.
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// Asks for focus to be reset to this environment's preferred item at the next update, if
    /// the environment contains the focused item (or nothing is focused).
    func setNeedsFocusUpdate()
    /// Performs a focus update requested for this environment (or any other) now.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes; every environment containing the old or
    /// the new item is asked, and one `false` stops the move.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Tells the environment focus moved as `context` says; animations added to `coordinator`
    /// run with the move.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// The sound to play for the update (tvOS); nothing is played here.
    func soundIdentifierForFocusUpdate(in context: UIFocusUpdateContext) -> UIFocusSoundIdentifier?
    /// The name of the focus group the environment forms, or `nil` to belong to the enclosing
    /// one. Tab moves between groups; the arrow keys move within one.
    var focusGroupIdentifier: String? { get }
}

extension UIFocusEnvironment {
    /// No sound: the system default (none on iPadOS).
    public func soundIdentifierForFocusUpdate(in context: UIFocusUpdateContext) -> UIFocusSoundIdentifier? { nil }
    /// No focus group of its own.
    public var focusGroupIdentifier: String? { nil }
}
