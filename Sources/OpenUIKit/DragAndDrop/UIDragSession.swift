import Foundation

/// The source side's view of a drag: the shared session plus a context of the app's own.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to keep with the drag (what it came from); a destination in
    /// the same app reads it through `localDragSession`.
    var localContext: Any? { get set }
}
