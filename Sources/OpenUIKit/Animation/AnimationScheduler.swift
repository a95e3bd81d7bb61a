import Foundation

/// The running animation groups, completed in the order they end as the clock moves.
@MainActor
final class AnimationScheduler {
    private var groups: [AnimationGroup] = []

    func add(_ group: AnimationGroup) {
        groups.append(group)
    }

    /// Takes a group off the clock without completing it (a cancelled timer).
    func remove(_ group: AnimationGroup) {
        groups.removeAll { $0 === group }
    }

    /// The groups `body` starts, taken off the clock: an interactive transition drives them.
    func takeGroups(startedBy body: () -> Void) -> [AnimationGroup] {
        let before = Set(groups.map(ObjectIdentifier.init))
        body()
        let started = groups.filter { !before.contains(ObjectIdentifier($0)) }
        groups.removeAll { group in started.contains { $0 === group } }
        return started
    }

    /// The finite group that ends first (earliest added on a tie).
    private func nextFinite(endingBy limit: TimeInterval?) -> AnimationGroup? {
        var best: AnimationGroup?
        for group in groups where !group.repeats {
            if let limit, group.end > limit { continue }
            if limit == nil, group.waitsForTheClock { continue }
            if best == nil || group.end < best!.end { best = group }
        }
        return best
    }

    private func complete(_ group: AnimationGroup) {
        groups.removeAll { $0 === group }
        group.removeLayerAnimations()
        let completion = group.completion
        group.completion = nil
        completion?(true)
        UIApplication.shared.runLoop.drain()
    }

    /// UIKit calls the completion of an animation whose layer animations were all removed with
    /// `finished == false`, on the next turn of the run loop.
    func layerAnimationsRemoved(groupIDs: Set<Int>) {
        for group in groups where groupIDs.contains(group.id) && !group.hasLayerAnimations {
            groups.removeAll { $0 === group }
            let completion = group.completion
            group.completion = nil
            group.layers.removeAll()
            if let completion { UIApplication.shared.runLoop.perform { completion(false) } }
        }
    }

    func advance(clock: AnimationClock, by interval: TimeInterval) {
        let target = clock.now + max(0, interval)
        while let group = nextFinite(endingBy: target) {
            if group.end > clock.now { clock.advance(by: group.end - clock.now) }
            complete(group)
        }
        if target > clock.now { clock.advance(by: target - clock.now) }
        MediaTime.publish(clock.now)
        for group in groups { group.step?(clock.now) }
    }

    /// Runs every finite animation to its end, moving the clock; returns whether any ended.
    /// Timers that wait for the clock stay.
    func finishFiniteAnimations(clock: AnimationClock) -> Bool {
        var finished = false
        while let group = nextFinite(endingBy: nil) {
            if group.end > clock.now { clock.advance(by: group.end - clock.now) }
            complete(group)
            finished = true
        }
        MediaTime.publish(clock.now)
        return finished
    }
}
