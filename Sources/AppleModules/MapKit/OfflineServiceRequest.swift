import Foundation

/// One request to a service Apple's servers answer (search, directions), which no machine here
/// can reach: started, it fails with `MKError(.serverFailure)` on the main queue, as the
/// Simulator does offline, unless it was cancelled first. Its state is behind a lock, since
/// apps start and cancel from any thread.
final class OfflineServiceRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var running = false
    private var cancelled = false

    /// Whether the request waits for its answer.
    var isRunning: Bool { lock.withLock { running } }

    /// Starts the request; `handler` hears the failure on the main queue.
    func start<Response>(_ handler: @escaping (Response?, (any Error)?) -> Void) {
        lock.withLock {
            running = true
            cancelled = false
        }
        let handoff = MainQueueHandoff(value: handler)
        DispatchQueue.main.async { [self] in
            let proceed = lock.withLock {
                running = false
                return !cancelled
            }
            if proceed { handoff.value(nil, MKError(.serverFailure)) }
        }
    }

    /// Cancels the request: its handler is not called.
    func cancel() {
        lock.withLock {
            cancelled = true
            running = false
        }
    }
}
