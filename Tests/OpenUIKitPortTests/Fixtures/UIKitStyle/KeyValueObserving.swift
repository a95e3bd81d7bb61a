import Foundation
import UIKit

/// Key-value observing as apps write it: a block observation of a table's offset for paging,
/// and the string-key form with `observeValue(forKeyPath:of:change:context:)` overridden.
final class PagingFeedController: UITableViewController {
    private var offsetObserver: NSKeyValueObservation?
    private(set) var pagesRequested = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        offsetObserver = tableView.observe(\.contentOffset, options: .new) { [weak self] tableView, change in
            guard let offset = change.newValue, tableView.isDragging || offset.y > 0 else { return }
            if offset.y + tableView.bounds.height >= tableView.contentSize.height {
                self?.pagesRequested += 1
            }
        }
        tableView.addObserver(self, forKeyPath: "contentSize", options: [.old, .new], context: nil)
    }

    deinit {
        offsetObserver?.invalidate()
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard keyPath == "contentSize", let size = change?[.newKey] as? CGSize else { return }
        print("content is now \(size.height) tall")
    }
}

/// A model announcing its own changes, as manual KVO does.
final class Download: NSObject {
    private(set) var progress: Double = 0

    func advance(by amount: Double) {
        willChangeValue(forKey: "progress")
        progress = min(1, progress + amount)
        didChangeValue(forKey: "progress")
    }
}

/// The asynchronous operation apps subclass: its state setters announce `isExecuting` and
/// `isFinished` by key, which must reach Foundation's `Operation` for its queue to move on.
class AsynchronousOperation: Operation, @unchecked Sendable {
    private let stateLock = NSLock()
    private var executing = false
    private var finished = false

    override var isAsynchronous: Bool { true }

    override private(set) var isExecuting: Bool {
        get { stateLock.withLock { executing } }
        set {
            willChangeValue(forKey: "isExecuting")
            stateLock.withLock { executing = newValue }
            didChangeValue(forKey: "isExecuting")
        }
    }

    override private(set) var isFinished: Bool {
        get { stateLock.withLock { finished } }
        set {
            willChangeValue(forKey: "isFinished")
            stateLock.withLock { finished = newValue }
            didChangeValue(forKey: "isFinished")
        }
    }

    override func start() {
        guard !isCancelled else { return finish() }
        isExecuting = true
        main()
    }

    func finish() {
        isExecuting = false
        isFinished = true
    }
}
