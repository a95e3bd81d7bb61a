import Foundation

/// How a presented view controller's view is placed on screen.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen and the presenter's view is removed.
    case fullScreen = 0
    /// A sheet just below the safe area: full width when compact, 704 points wide and centred in regular width.
    case pageSheet = 1
    /// A smaller sheet, centred and at most 540 by 620 points in regular width; like a page sheet when compact.
    case formSheet = 2
    /// The presented view covers the presenting context's view, which is removed; full screen in compact width.
    case currentContext = 3
    /// Placed by the presentation controller that the presented controller's transitioning delegate supplies.
    case custom = 4
    /// The presented view covers the screen, with the presenter's view left in place beneath.
    case overFullScreen = 5
    /// The presented view covers the presenting context's view, left in place beneath; over full screen when compact.
    case overCurrentContext = 6
    /// A popover; shown here as a centred form-sheet-sized card with no arrow, and as a page sheet in compact width.
    case popover = 7
    /// No adaptation: a delegate returns it to keep the presentation style as it is.
    case none = -1
    /// The system chooses the style; a page sheet here, as since iOS 13.
    case automatic = -2
}

/// The animation that presents and dismisses a view controller modally.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom, and back down on dismissal.
    case coverVertical = 0
    /// A horizontal 3D flip in UIKit; drawn as a cross-dissolve here.
    case flipHorizontal = 1
    /// The presented view fades in, and out on dismissal.
    case crossDissolve = 2
    /// A page curl in UIKit; drawn as a cross-dissolve here.
    case partialCurl = 3
}

extension UIModalPresentationStyle {
    /// Styles whose presented view hides the presenter's, so UIKit removes the presenter's view
    /// and sends it disappear callbacks (S-8, S-10).
    var removesPresentersView: Bool {
        self == .fullScreen || self == .currentContext
    }

    var isCurrentContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }

    var isSheet: Bool {
        self == .pageSheet || self == .formSheet
    }
}
