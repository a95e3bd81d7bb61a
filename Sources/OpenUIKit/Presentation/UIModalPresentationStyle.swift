import Foundation

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
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
