import Foundation

/// A press harder than a touch on a view (3D Touch's peek and pop, iOS 10 to 12): as the
/// pressure rises the delegate hears the preview's progress, then, pressing on, the commit's.
///
/// The interaction follows the touches' `force`: the preview runs from a tenth of
/// `maximumPossibleForce` to half of it, the commit from there to all of it, and lifting the
/// finger before the preview ends cancels. No input here reports pressure (`force` is 0, as on
/// the simulator and on iPhones without 3D Touch), so in practice the interaction never begins
/// and its delegate is not called, as on those devices. Deprecated in iOS 13 for context menus.
@available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
@preconcurrency @MainActor
open class UIPreviewInteraction: NSObject {
    /// The view the interaction watches.
    public private(set) weak var view: UIView?
    /// The object told about the preview and commit.
    open weak var delegate: (any UIPreviewInteractionDelegate)?
    private let recognizer = PreviewPressRecognizer(target: nil, action: nil)

    /// An interaction on `view`; it watches the view's touches from now on.
    public init(view: UIView) {
        self.view = view
        super.init()
        recognizer.interaction = self
        recognizer.cancelsTouchesInView = false
        view.addGestureRecognizer(recognizer)
    }

    /// Where the pressing touch is in `coordinateSpace`'s coordinates, or in the window's for nil.
    open func location(in coordinateSpace: (any UICoordinateSpace)?) -> CGPoint {
        let inWindow = recognizer.location(in: nil)
        guard let coordinateSpace, let window = view?.window else { return inWindow }
        return window.convert(inWindow, to: coordinateSpace)
    }

    /// Ends the interaction now: the delegate hears `previewInteractionDidCancel(_:)` if it had
    /// begun.
    open func cancel() {
        recognizer.end(cancelled: true)
    }

    /// Where the press is: not begun, previewing (progress 0…1), committing.
    fileprivate enum Phase {
        case idle, declined, preview, commit
    }
}

/// What a preview interaction tells as the press deepens.
@available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
@preconcurrency @MainActor
public protocol UIPreviewInteractionDelegate: AnyObject {
    /// The preview is `transitionProgress` of the way (0…1); `ended` once it is complete.
    func previewInteraction(
        _ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
        ended: Bool)
    /// The press ended before the preview completed, or `cancel()` was called.
    func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction)
    /// Whether the interaction may begin; true by default.
    func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool
    /// The commit (pop) is `transitionProgress` of the way; `ended` once it is complete.
    func previewInteraction(
        _ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
        ended: Bool)
}

@available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
extension UIPreviewInteractionDelegate {
    /// True: the interaction begins.
    public func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool { true }
    /// Nothing by default: a delegate that does not commit ignores it.
    public func previewInteraction(
        _ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
        ended: Bool
    ) {}
}

/// Watches a view's touches for pressure, never recognizing (so other gestures and the view's
/// own touches go on), and drives its interaction's phases.
@available(iOS, deprecated: 13.0)
private final class PreviewPressRecognizer: UIGestureRecognizer {
    weak var interaction: UIPreviewInteraction?
    private var phase: UIPreviewInteraction.Phase = .idle
    /// The commit reached its end: nothing more is reported for this press.
    private var committed = false

    /// Where the preview begins and ends, and the commit ends, as shares of the most force.
    private static let previewStart: CGFloat = 0.1
    private static let previewEnd: CGFloat = 0.5

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        follow(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        follow(touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        end(cancelled: phase == .preview)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        end(cancelled: true)
    }

    private func follow(_ touches: Set<UITouch>) {
        guard let touch = touches.first, touch.maximumPossibleForce > 0, let interaction,
            let delegate = interaction.delegate
        else { return }
        let share = touch.force / touch.maximumPossibleForce
        switch phase {
        case .declined:
            return
        case .commit where share >= 1 && committed:
            return
        case .idle:
            guard share >= Self.previewStart else { return }
            guard delegate.previewInteractionShouldBegin(interaction) else {
                phase = .declined
                return
            }
            phase = .preview
            fallthrough
        case .preview:
            let progress = min(max((share - Self.previewStart) / (Self.previewEnd - Self.previewStart), 0), 1)
            delegate.previewInteraction(interaction, didUpdatePreviewTransition: progress, ended: progress >= 1)
            if progress >= 1 { phase = .commit }
        case .commit:
            let progress = min(max((share - Self.previewEnd) / (1 - Self.previewEnd), 0), 1)
            committed = progress >= 1
            delegate.previewInteraction(interaction, didUpdateCommitTransition: progress, ended: committed)
        }
    }

    /// The press is over: a preview that had not completed is cancelled when `cancelled`.
    func end(cancelled: Bool) {
        let wasActive = phase == .preview || phase == .commit
        phase = .idle
        committed = false
        guard cancelled, wasActive, let interaction else { return }
        interaction.delegate?.previewInteractionDidCancel(interaction)
    }
}
