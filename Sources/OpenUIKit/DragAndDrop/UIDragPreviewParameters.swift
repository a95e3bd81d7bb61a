import Foundation

/// How a drag preview draws its view: the part of it shown and the colour behind it.
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}
