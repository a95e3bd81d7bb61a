import Foundation

/// Find and replace for a view: presenting the find navigator asks the delegate for a session
/// over the view, `searchText` searches it, and `findNext()`/`findPrevious()` move through the
/// matches. The navigator bar itself is not drawn on Linux (there is no system find panel); the
/// search, the matches and their highlighting in the view behave as in UIKit.
@preconcurrency @MainActor
open class UIFindInteraction: NSObject, UIInteraction {
    /// Asked for a session when the navigator is presented, and told when one begins and ends.
    open private(set) weak var delegate: (any UIFindInteractionDelegate)?
    /// The view the interaction is on.
    open private(set) weak var view: UIView?
    /// Whether the find navigator is presented.
    open private(set) var isFindNavigatorVisible = false
    /// The session under way while the navigator is presented.
    open private(set) var activeFindSession: UIFindSession?
    /// The text searched for; setting it while a session is under way searches again.
    open var searchText: String? {
        didSet { if searchText != oldValue { search() } }
    }
    /// The text matches are replaced with.
    open var replacementText: String?
    /// The options menu of the navigator, from the default elements.
    open var optionsMenuProvider: (([UIMenuElement]) -> UIMenu?)?
    /// The options searches use.
    var searchOptions = UITextSearchOptions()

    /// An interaction asking `sessionDelegate` for its sessions.
    public init(sessionDelegate: any UIFindInteractionDelegate) {
        delegate = sessionDelegate
        super.init()
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        if view == nil, isFindNavigatorVisible { dismissFindNavigator() }
        self.view = view
    }

    /// Begins a session over the view (from the delegate; none, and nothing is presented) and
    /// searches for `searchText`.
    open func presentFindNavigator(showingReplace: Bool) {
        guard !isFindNavigatorVisible, let view, let session = delegate?.findInteraction(self, sessionFor: view) else {
            return
        }
        activeFindSession = session
        isFindNavigatorVisible = true
        delegate?.findInteraction(self, didBegin: session)
        search()
    }

    /// Ends the session: its matches are forgotten and the delegate told.
    open func dismissFindNavigator() {
        guard isFindNavigatorVisible, let session = activeFindSession else { return }
        session.invalidateFoundResults()
        isFindNavigatorVisible = false
        activeFindSession = nil
        delegate?.findInteraction(self, didEnd: session)
    }

    /// Highlights the next match (wrapping round), presenting the navigator first if needed.
    open func findNext() {
        if !isFindNavigatorVisible { presentFindNavigator(showingReplace: false) }
        activeFindSession?.highlightNextResult(in: .forward)
    }

    /// Highlights the previous match (wrapping round).
    open func findPrevious() {
        if !isFindNavigatorVisible { presentFindNavigator(showingReplace: false) }
        activeFindSession?.highlightNextResult(in: .backward)
    }

    /// Reads the session's result count again; the count is always read live here.
    open func updateResultCount() {}

    /// Replaces the highlighted match with `replacementText`.
    func replaceCurrent() {
        guard let session = activeFindSession, let query = searchText, let replacement = replacementText else { return }
        session.performSingleReplacement(query: query, replacementString: replacement, options: searchOptions)
    }

    private func search() {
        guard let session = activeFindSession else { return }
        guard let query = searchText, !query.isEmpty else {
            session.invalidateFoundResults()
            return
        }
        session.performSearch(query: query, options: searchOptions)
    }
}

/// What a find interaction asks and tells its delegate.
@preconcurrency @MainActor
public protocol UIFindInteractionDelegate: AnyObject {
    /// The session to search `view` with; nil presents nothing.
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession?
    /// Told when a session begins; optional.
    func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession)
    /// Told when a session ends; optional.
    func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession)
}

extension UIFindInteractionDelegate {
    /// Does nothing.
    public func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) {}
    /// Does nothing.
    public func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) {}
}
