import Foundation

/// Lays out only what a scrolling view shows: asks its delegate for the visible rectangle
/// (`viewportBounds(for:)`), and hands the delegate each layout fragment that rectangle
/// touches so it can put a layer or view on screen for it, between `willLayout` and `didLayout`.
@preconcurrency @MainActor
open class NSTextViewportLayoutController: NSObject {
    /// The layout manager whose fragments are laid out.
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// Asked for the viewport and given the fragments in it.
    open weak var delegate: (any NSTextViewportLayoutControllerDelegate)?
    /// The rectangle the last layout covered.
    open private(set) var viewportBounds: CGRect = .zero
    /// The text the last layout covered; nil before the first.
    open private(set) var viewportRange: NSTextRange?
    /// The vertical offset `adjustViewport(byVerticalOffset:)` applied to the fragments.
    private var verticalOffset: CGFloat = 0

    /// Creates a controller for a layout manager.
    public init(textLayoutManager: NSTextLayoutManager) {
        self.textLayoutManager = textLayoutManager
        super.init()
    }

    /// Lays out the viewport: `willLayout`, then each fragment the delegate's viewport touches
    /// (configured in order), then `didLayout`.
    open func layoutViewport() {
        guard let textLayoutManager, let delegate else { return }
        let bounds = delegate.viewportBounds(for: self)
        viewportBounds = bounds
        delegate.textViewportLayoutControllerWillLayout(self)
        var first: NSTextLayoutFragment?
        var last: NSTextLayoutFragment?
        textLayoutManager.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { fragment in
            let frame = fragment.layoutFragmentFrame.offsetBy(dx: 0, dy: verticalOffset)
            if frame.minY > bounds.maxY { return false }
            guard frame.maxY >= bounds.minY || (frame.height == 0 && frame.minY >= bounds.minY) else { return true }
            if first == nil { first = fragment }
            last = fragment
            delegate.textViewportLayoutController(self, configureRenderingSurfaceFor: fragment)
            return true
        }
        if let first, let last {
            viewportRange = NSTextRange(location: first.rangeInElement.location, end: last.rangeInElement.endLocation)
        } else {
            viewportRange = NSTextRange(location: textLayoutManager.documentRange.endLocation)
        }
        delegate.textViewportLayoutControllerDidLayout(self)
    }

    /// Makes `textLocation`'s fragment the top of the layout; returns how far the viewport moved
    /// (the fragment's top).
    open func relocateViewport(to textLocation: any NSTextLocation) -> CGFloat {
        guard let fragment = textLayoutManager?.textLayoutFragment(for: textLocation) else { return 0 }
        return fragment.layoutFragmentFrame.minY + verticalOffset
    }

    /// Moves the laid-out fragments by `verticalOffset`, as a view does when estimated heights are corrected.
    open func adjustViewport(byVerticalOffset verticalOffset: CGFloat) {
        self.verticalOffset += verticalOffset
        viewportBounds = viewportBounds.offsetBy(dx: 0, dy: verticalOffset)
    }
}

/// What a viewport layout controller asks and tells its delegate, usually the text view.
@preconcurrency @MainActor
public protocol NSTextViewportLayoutControllerDelegate: NSObjectProtocol {
    /// The rectangle the view shows, in the container's space.
    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect
    /// Put `textLayoutFragment` on screen (a layer or a view at its frame).
    func textViewportLayoutController(
        _ textViewportLayoutController: NSTextViewportLayoutController,
        configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment)
    /// Told before the viewport is laid out; optional.
    func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
    /// Told after the viewport is laid out; optional.
    func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
}

extension NSTextViewportLayoutControllerDelegate {
    /// Does nothing.
    public func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {
    }
    /// Does nothing.
    public func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {}
}
