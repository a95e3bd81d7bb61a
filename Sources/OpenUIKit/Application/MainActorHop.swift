import Foundation

/// Runs main-actor bookkeeping from a nonisolated context: at once on the main thread, else
/// queued to the main actor.
///
/// Deinits use it: UIKit's classes impose nothing on a subclass's `deinit`, so OpenUIKit's are
/// plain (nonisolated): a deinit isolated to the main actor here would make every subclass
/// declare its own so. UI objects die on the main thread in practice, where `body` runs before
/// the deinit returns; one released elsewhere has its bookkeeping queued instead, so it never
/// races the state it updates.
nonisolated func performOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated(body)
    } else {
        Task { @MainActor in body() }
    }
}
