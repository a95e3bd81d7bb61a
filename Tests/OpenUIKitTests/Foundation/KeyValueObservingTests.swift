import TestSupport
import XCTest

@testable import OpenUIKit

/// Key-value observing without the Objective-C runtime: string-key observers hear
/// `observeValue(forKeyPath:of:change:context:)` with Foundation's change dictionary, block
/// observations last as long as the observation value, and a scroll view announces its offset,
/// size and insets.
final class KeyValueObservingTests: UIKitTestCase {
    private final class Watcher: UIViewController {
        var heard: [String] = []
        nonisolated(unsafe) var changes: [[NSKeyValueChangeKey: Any]] = []
        nonisolated(unsafe) var contexts: [UnsafeMutableRawPointer?] = []
        nonisolated(unsafe) var keys: [String?] = []

        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            keys.append(keyPath)
            changes.append(change ?? [:])
            contexts.append(context)
        }
    }

    /// An asynchronous operation as apps write one: it finishes later, on another queue,
    /// announcing `isExecuting` and `isFinished` by key.
    private final class DelayedOperation: Operation, @unchecked Sendable {
        private let lock = NSLock()
        private var executing = false
        private var finished = false
        override var isAsynchronous: Bool { true }
        override var isExecuting: Bool { lock.withLock { executing } }
        override var isFinished: Bool { lock.withLock { finished } }

        override func start() {
            willChangeValue(forKey: "isExecuting")
            lock.withLock { executing = true }
            didChangeValue(forKey: "isExecuting")
            DispatchQueue.global().async {
                self.willChangeValue(forKey: "isExecuting")
                self.willChangeValue(forKey: "isFinished")
                self.lock.withLock {
                    self.executing = false
                    self.finished = true
                }
                self.didChangeValue(forKey: "isExecuting")
                self.didChangeValue(forKey: "isFinished")
            }
        }
    }

    private final class Counter: NSObject {
        var count = 0
        func increment() {
            willChangeValue(forKey: "count")
            count += 1
            didChangeValue(forKey: "count")
        }
    }

    /// The key calls of an `Operation` subclass reach Foundation's operation (our `NSObject`
    /// pair gives way to its own), so its queue hears it finish: the operation depending on it
    /// runs, and its completion block.
    func testAnAsynchronousOperationFinishingByKeyLetsItsQueueMoveOn() {
        let queue = OperationQueue()
        let first = DelayedOperation()
        let completed = expectation(description: "the first operation's completion block")
        first.completionBlock = { completed.fulfill() }
        let second = BlockOperation()
        let ran = expectation(description: "the operation depending on it")
        second.addExecutionBlock { ran.fulfill() }
        second.addDependency(first)
        queue.addOperations([first, second], waitUntilFinished: false)
        wait(for: [completed, ran], timeout: 10)
        XCTAssertTrue(first.isFinished)
    }

    func testStringKeyObserverHearsOldNewAndPriorWithItsContext() {
        onMain {
            let watcher = Watcher()
            let counter = Counter()
            let token = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
            defer { token.deallocate() }
            counter.addObserver(watcher, forKeyPath: "count", options: [.old, .new, .prior, .initial], context: token)
            counter.increment()
            XCTAssertEqual(watcher.keys, ["count", "count", "count"])
            XCTAssertEqual(watcher.changes[0][.newKey] as? Int, 0, "initial carries the value at registration")
            XCTAssertNil(watcher.changes[0][.oldKey])
            XCTAssertEqual(watcher.changes[1][.notificationIsPriorKey] as? NSNumber, NSNumber(value: true))
            XCTAssertEqual(watcher.changes[1][.oldKey] as? Int, 0)
            XCTAssertNil(watcher.changes[1][.newKey], "the prior notification has no new value")
            XCTAssertEqual(watcher.changes[2][.oldKey] as? Int, 0)
            XCTAssertEqual(watcher.changes[2][.newKey] as? Int, 1)
            XCTAssertEqual(
                (watcher.changes[2][.kindKey] as? NSNumber)?.uintValue, NSKeyValueChange.setting.rawValue)
            XCTAssertTrue(watcher.contexts.allSatisfy { $0 == token })

            counter.removeObserver(watcher, forKeyPath: "count")
            counter.increment()
            XCTAssertEqual(watcher.keys.count, 3, "a removed observer hears nothing more")
        }
    }

    func testRemovingAnObserverThatIsNotRegisteredIsReportedAndChangesNothing() {
        onMain {
            let watcher = Watcher()
            let counter = Counter()
            counter.addObserver(watcher, forKeyPath: "count", options: .new, context: nil)
            counter.removeObserver(watcher, forKeyPath: "other")
            XCTAssertEqual(Reported.diagnostics.map(\.name), [UIKitDiagnostic.range])
            XCTAssertTrue(Reported.diagnostics.first?.reason.contains(#"for the key path "other""#) ?? false)
            counter.increment()
            XCTAssertEqual(watcher.keys, ["count"], "the registration that was there stays")
        }
    }

    func testBlockObservationOfAScrollViewsOffsetLastsAsLongAsItIsKept() {
        onMain {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 1000)
            var seen: [String] = []
            var observation: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: [.old, .new]) {
                _, change in
                seen.append("\(change.oldValue.map { "\($0.y)" } ?? "-")→\(change.newValue.map { "\($0.y)" } ?? "-")")
            }
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
            scrollView.contentSize = CGSize(width: 100, height: 2000)
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
            scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
            XCTAssertEqual(
                seen, ["0.0→40.0", "40.0→90.0"],
                "a change of another key, or a set to the same offset, leaves the offset as it was: no notification")
            XCTAssertNotNil(observation)
            observation = nil
            scrollView.contentOffset = CGPoint(x: 0, y: 10)
            XCTAssertEqual(seen.count, 2, "dropping the observation stops it")
        }
    }

    func testInvalidatedObservationHearsNothingAndInitialFiresAtOnce() {
        onMain {
            let scrollView = UIScrollView()
            var sizes: [CGSize?] = []
            let observation = scrollView.observe(\.contentSize, options: [.initial, .new]) { _, change in
                sizes.append(change.newValue)
            }
            XCTAssertEqual(sizes, [.zero])
            scrollView.contentSize = CGSize(width: 5, height: 6)
            observation.invalidate()
            scrollView.contentSize = CGSize(width: 7, height: 8)
            XCTAssertEqual(sizes, [.zero, CGSize(width: 5, height: 6)])
        }
    }
}
