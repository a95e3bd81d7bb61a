import Foundation

/// Views a table or collection view keeps off screen, by reuse identifier, to hand out again
/// instead of making new ones as content scrolls.
struct ReusePool<View: UIView> {
    private var views: [String: [View]] = [:]

    mutating func enqueue(_ view: View, identifier: String) {
        views[identifier, default: []].append(view)
    }

    mutating func dequeue(_ identifier: String) -> View? {
        views[identifier]?.popLast()
    }
}
