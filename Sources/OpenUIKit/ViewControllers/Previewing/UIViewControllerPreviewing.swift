import CoreFoundation
import Foundation

/// A view registered for previews with `UIViewController.registerForPreviewing(with:sourceView:)`.
@available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
@preconcurrency @MainActor
public protocol UIViewControllerPreviewing: AnyObject {
    /// The press recognizer, for the app's own recognizers to require to fail.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    /// The delegate that gives and commits previews.
    var delegate: any UIViewControllerPreviewingDelegate { get }
    /// The view pressed.
    var sourceView: UIView { get }
    /// The part of the source view the preview grows from; the delegate sets it.
    var sourceRect: CGRect { get set }
}

/// Gives the controller to preview at a pressed location and shows it in full when the press
/// commits.
@available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
@preconcurrency @MainActor
public protocol UIViewControllerPreviewingDelegate: AnyObject {
    /// The controller to preview for a press at `location` in the source view, or nil for none.
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    )
        -> UIViewController?
    /// Shows `viewControllerToCommit` in full (usually by pushing or presenting it).
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// A long press stands in for 3D Touch, which Linux input devices lack: as the press is
/// recognized (`minimumPressDuration` on the animation clock) the delegate is asked for the
/// controller at the press; when the finger lifts, the preview commits. No peek is drawn in
/// between.
@preconcurrency @MainActor
final class PreviewingContext: UIViewControllerPreviewing {
    let delegateStorage: any UIViewControllerPreviewingDelegate
    unowned let sourceView: UIView
    var sourceRect: CGRect
    private(set) lazy var recognizer = UILongPressGestureRecognizer { [weak self] recognizer in
        self?.pressChanged(recognizer)
    }
    private var previewed: UIViewController?

    var delegate: any UIViewControllerPreviewingDelegate { delegateStorage }
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { recognizer }

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.delegateStorage = delegate
        self.sourceView = sourceView
        self.sourceRect = sourceView.bounds
        sourceView.addGestureRecognizer(recognizer)
    }

    func remove() {
        sourceView.removeGestureRecognizer(recognizer)
    }

    private func pressChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            LifecycleTrace.record(delegateStorage, "previewingContext(_:viewControllerForLocation:)")
            previewed = delegateStorage.previewingContext(
                self, viewControllerForLocation: recognizer.location(in: sourceView))
        case .ended:
            guard let controller = previewed else { return }
            previewed = nil
            LifecycleTrace.record(delegateStorage, "previewingContext(_:commit:)")
            delegateStorage.previewingContext(self, commit: controller)
        case .cancelled, .failed:
            previewed = nil
        default:
            break
        }
    }
}

extension UIViewController {
    /// Makes `sourceView` offer previews from `delegate`: a long press asks for the controller at
    /// the press and commits it when the finger lifts (see `PreviewingContext` for why a long
    /// press). Returns the context to unregister with.
    @available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
    @discardableResult
    public func registerForPreviewing(
        with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView
    ) -> any UIViewControllerPreviewing {
        let context = PreviewingContext(delegate: delegate, sourceView: sourceView)
        previewingContexts.append(context)
        return context
    }

    /// Stops the context's source view from offering previews.
    @available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
        guard let index = previewingContexts.firstIndex(where: { $0 === previewing }) else { return }
        previewingContexts.remove(at: index).remove()
    }

    /// The contexts registered with this controller, kept alive by it as in UIKit.
    var previewingContexts: [PreviewingContext] {
        get { objc_getAssociatedObject(self, previewingContextsKey) as? [PreviewingContext] ?? [] }
        set { objc_setAssociatedObject(self, previewingContextsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// The key the previewing contexts are kept under.
nonisolated(unsafe) private let previewingContextsKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
