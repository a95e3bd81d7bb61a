import Foundation

/// Which rows or items a table or collection view tells its prefetching data source about: those
/// within one screen past the visible area in the direction the content last moved, nearest
/// first, each once until it is shown or falls out of that reach (then it is cancelled). Rows
/// already on screen are never prefetched, as UIKit asks for those cells at once. Costs a
/// set of index paths and one pass over the rows in reach per layout.
struct PrefetchWindow {
    /// Index paths told to the data source and neither shown nor cancelled since.
    private(set) var pending: Set<IndexPath> = []
    /// The visible area's top (or leading edge) at the last update, to tell the direction.
    private var lastEdge: CGFloat?
    /// True while the content last moved towards its end (down or forward), as at first.
    private var forward = true

    /// What to tell the data source now that `visible` is on screen at `edge`: `inReach` are the
    /// index paths a screen ahead in each direction, ordered from the visible area outwards
    /// (`ahead` towards the end, `behind` towards the start).
    mutating func update(
        edge: CGFloat, visible: Set<IndexPath>, ahead: [IndexPath], behind: [IndexPath]
    ) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        if let lastEdge, edge != lastEdge { forward = edge > lastEdge }
        lastEdge = edge
        pending.subtract(visible)
        let reach = (forward ? ahead : behind).filter { !visible.contains($0) }
        let reachSet = Set(reach)
        let cancel = pending.filter { !reachSet.contains($0) }.sorted()
        pending.subtract(cancel)
        let prefetch = reach.filter { !pending.contains($0) }
        pending.formUnion(prefetch)
        return (prefetch, cancel)
    }

    /// Forgets what was prefetched, as after `reloadData()`, handing back what to cancel.
    mutating func reset() -> [IndexPath] {
        defer {
            pending = []
            lastEdge = nil
            forward = true
        }
        return pending.sorted()
    }
}
