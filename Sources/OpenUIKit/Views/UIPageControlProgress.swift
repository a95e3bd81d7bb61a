import Foundation

/// How far along its page a page control is (iOS 16): set as a ``UIPageControl``'s `progress`,
/// it draws the current page's indicator as a capsule filled to `currentProgress`. When the page
/// changes (a tap, or `currentPage` set), the progress starts again at what the delegate's
/// `initialProgressForPage` says (0 without one). The progress shows while it is above 0.
@preconcurrency @MainActor
open class UIPageControlProgress: NSObject {
    /// The object asked for each page's starting progress and told when the progress shows or
    /// hides; held weakly. A ``UIPageControlTimerProgress`` also tells a
    /// ``UIPageControlTimerProgressDelegate`` set here about its timer.
    open weak var delegate: (any UIPageControlProgressDelegate)?

    /// How far along the current page is, from 0 to 1; values outside are clamped.
    open var currentProgress: Float {
        get { progressStorage }
        set {
            let clamped = min(max(newValue, 0), 1)
            guard clamped != progressStorage else { return }
            progressStorage = clamped
            progressDidChange()
        }
    }
    private var progressStorage: Float = 0

    /// Whether the current page's indicator shows the progress.
    open var isProgressVisible: Bool { progressStorage > 0 }

    /// The page control the progress is set on.
    weak var pageControl: UIPageControl?
    private var wasVisible = false

    /// Creates a progress at 0.
    public override init() {
        super.init()
    }

    /// The progress changed: the page control redraws, and the delegate hears of a change in
    /// visibility.
    func progressDidChange() {
        pageControl?.setNeedsDisplay()
        let visible = isProgressVisible
        if visible != wasVisible {
            wasVisible = visible
            delegate?.pageControlProgressVisibilityDidChange(self)
        }
    }

    /// The page control moved to `page`: the progress starts again where the delegate says.
    func pageDidChange(to page: Int) {
        currentProgress = delegate?.pageControlProgress(self, initialProgressForPage: page) ?? 0
    }

    /// The page control the progress is on started or stopped being tracked by a finger.
    func interactionStateDidChange(_ state: UIPageControl.InteractionState) {}
}
