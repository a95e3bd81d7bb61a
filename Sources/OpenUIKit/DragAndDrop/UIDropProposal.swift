import Foundation

/// A drop destination's answer as a drag moves over it: the operation the drop would perform,
/// and how the preview should look meanwhile.
@preconcurrency @MainActor
open class UIDropProposal: NSObject, @preconcurrency NSCopying {
    /// The operation the drop would perform.
    public let operation: UIDropOperation
    /// Whether the destination wants the exact location (a text insertion point); the lifted
    /// preview then moves off the finger in UIKit, which here only records it.
    open var isPrecise = false
    /// Whether the preview should stay at full size over the destination.
    open var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }

    /// A proposal with the same operation and options.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIDropProposal(operation: operation)
        copy.isPrecise = isPrecise
        copy.prefersFullSizePreview = prefersFullSizePreview
        return copy
    }
}
