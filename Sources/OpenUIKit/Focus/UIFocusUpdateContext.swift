import Foundation

/// One focus update: the item losing focus, the item gaining it, and the direction. The same
/// context goes to every environment asked about and told of the update.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The item focused before the update; `nil` when nothing was.
    open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    /// The item focused after the update; `nil` when focus leaves every item.
    open private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The direction focus moves in; empty for an update made in code.
    open private(set) var focusHeading: UIFocusHeading

    /// The item focused before the update, when it is a view.
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The item focused after the update, when it is a view.
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }

    /// A context the focus system makes for an update it is about to perform.
    init(previouslyFocusedItem: (any UIFocusItem)?, nextFocusedItem: (any UIFocusItem)?, focusHeading: UIFocusHeading) {
        self.previouslyFocusedItem = previouslyFocusedItem
        self.nextFocusedItem = nextFocusedItem
        self.focusHeading = focusHeading
        super.init()
    }

    /// Every environment that contains the old or the new item, innermost first, each once:
    /// those the update asks and tells.
    var environments: [any UIFocusEnvironment] {
        var result: [any UIFocusEnvironment] = []
        for item in [previouslyFocusedItem, nextFocusedItem] {
            var environment: (any UIFocusEnvironment)? = item
            var steps = 0
            while let current = environment, steps < UIFocusSystem.maximumEnvironmentDepth {
                if !result.contains(where: { $0 === current }) { result.append(current) }
                environment = current.parentFocusEnvironment
                steps += 1
            }
        }
        return result
    }
}
