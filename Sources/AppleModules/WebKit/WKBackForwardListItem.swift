import Foundation

/// A page of a web view's history.
@preconcurrency @MainActor
open class WKBackForwardListItem: NSObject {
    /// The page's URL.
    open private(set) var url: URL
    /// The URL first asked for (before redirects); Chromium keeps it for each entry.
    open private(set) var initialURL: URL
    /// The page's title, nil when it had none.
    open private(set) var title: String?
    /// Chromium's id for the entry, to go to it.
    let entryID: Int

    init(url: URL, initialURL: URL, title: String?, entryID: Int) {
        self.url = url
        self.initialURL = initialURL
        self.title = title
        self.entryID = entryID
        super.init()
    }
}
