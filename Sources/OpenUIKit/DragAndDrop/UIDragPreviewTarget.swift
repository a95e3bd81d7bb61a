import Foundation

/// Where a drag preview goes (the spot it lifts from or lands on): a point in a container view,
/// with a transform.
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {}
