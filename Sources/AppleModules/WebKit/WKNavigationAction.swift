import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the navigation delegate is asked to allow: the request, what started it, and the frames.
@preconcurrency @MainActor
open class WKNavigationAction: NSObject {
    /// The request to load.
    open private(set) var request: URLRequest
    /// What started the navigation.
    open private(set) var navigationType: WKNavigationType
    /// The frame that asked for it.
    open private(set) var sourceFrame: WKFrameInfo
    /// The frame to load into; nil for a new window (`target="_blank"`).
    open private(set) var targetFrame: WKFrameInfo?
    /// Whether it should become a download; never on Linux.
    open private(set) var shouldPerformDownload = false

    init(request: URLRequest, navigationType: WKNavigationType, sourceFrame: WKFrameInfo, targetFrame: WKFrameInfo?) {
        self.request = request
        self.navigationType = navigationType
        self.sourceFrame = sourceFrame
        self.targetFrame = targetFrame
        super.init()
    }
}
