import Foundation

/// Interactions (iOS 11): objects that give a view a behaviour of their own, such as a context
/// menu on a long press, by adding gesture recognizers to it when they are added.
extension UIView {
    /// The interactions added to the view, in the order they were added; setting the list
    /// removes the old ones and adds the new.
    public var interactions: [any UIInteraction] {
        get { interactionList }
        set {
            for interaction in interactionList { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds the interaction, taking it from the view it was on: it hears `willMove(to:)` with
    /// this view, is listed, then hears `didMove(to:)`.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionList.contains(where: { $0 === interaction }) else { return }
        if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
        interaction.willMove(to: self)
        interactionList.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes the interaction: it hears `willMove(to: nil)`, leaves the list, then hears
    /// `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard interactionList.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionList.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}

/// A behaviour a view gets by having the object added with `addInteraction(_:)`: it is told
/// as it moves to a view and away, and keeps the view weakly.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to; nil while it is on none.
    var view: UIView? { get }
    /// Called before the interaction moves to `view` (nil: before it is removed).
    func willMove(to view: UIView?)
    /// Called after the interaction moved to `view` (nil: after it was removed); it sets `view`
    /// and adds what it needs to the view here.
    func didMove(to view: UIView?)
}
