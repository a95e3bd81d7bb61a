import Foundation

/// Views a table or collection view keeps off screen, by reuse identifier, to hand out again
/// instead of making new ones as content scrolls.
struct ReusePool<View: UIView> {
    private var views: [String: [View]] = [:]
    /// The cell being reconfigured: dequeuing its identifier hands it back, as it is.
    var reconfiguring: (view: View, identifier: String)?

    mutating func enqueue(_ view: View, identifier: String) {
        views[identifier, default: []].append(view)
    }

    mutating func dequeue(_ identifier: String) -> View? {
        views[identifier]?.popLast()
    }

    /// The cell being reconfigured, once, if it has this identifier.
    mutating func takeReconfiguring(_ identifier: String) -> View? {
        guard let pending = reconfiguring, pending.identifier == identifier else { return nil }
        reconfiguring = nil
        return pending.view
    }
}
