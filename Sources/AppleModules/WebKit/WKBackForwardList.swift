import Foundation

/// A web view's history as the browser keeps it: read after each navigation finishes.
@preconcurrency @MainActor
open class WKBackForwardList: NSObject {
    private(set) var items: [WKBackForwardListItem] = []
    private(set) var currentIndex = -1

    override init() {
        super.init()
    }

    /// The page shown.
    open var currentItem: WKBackForwardListItem? { item(at: 0) }
    /// The page `goBack()` goes to.
    open var backItem: WKBackForwardListItem? { item(at: -1) }
    /// The page `goForward()` goes to.
    open var forwardItem: WKBackForwardListItem? { item(at: 1) }
    /// The pages before the current one, oldest first.
    open var backList: [WKBackForwardListItem] { currentIndex > 0 ? Array(items[..<currentIndex]) : [] }
    /// The pages after the current one, nearest first.
    open var forwardList: [WKBackForwardListItem] {
        currentIndex >= 0 && currentIndex + 1 < items.count ? Array(items[(currentIndex + 1)...]) : []
    }

    /// The item `index` steps from the current one (negative: back), nil past either end.
    open func item(at index: Int) -> WKBackForwardListItem? {
        let position = currentIndex + index
        return currentIndex >= 0 && items.indices.contains(position) ? items[position] : nil
    }

    func replace(items: [WKBackForwardListItem], currentIndex: Int) {
        self.items = items
        self.currentIndex = currentIndex
    }
}
