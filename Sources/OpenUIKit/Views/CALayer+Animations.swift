import Foundation

/// One Core Animation animation on a layer: the copy `add(_:forKey:)` made, and what ends it on
/// the clock.
struct AddedAnimation {
    let key: String?
    let animation: CAAnimation
    /// Reaches the animation's end on the animation clock; nil for one that never ends.
    let clock: AnimationGroup?
    /// Tells the delegate the animation began, when it begins after now.
    var startTimer: ClockTimer?
    /// Ran to its end and kept (`isRemovedOnCompletion` false): its fill mode says what it shows.
    var isFinished = false
}

/// Explicit animations (`CABasicAnimation` and the rest) on a layer, beside the view animations
/// `UIView.animate` makes: both change the presentation, never the model, on one clock. A
/// finite animation ends when the clock passes its end (`advance(by:)`, `runUntilIdle()`); its
/// delegate hears `animationDidStart` on the next turn of the run loop (or at a later
/// `beginTime`) and `animationDidStop(_:finished:)` when it ends or is removed, and a
/// transaction open when it was added waits for it.
extension CALayer {
    /// Adds a copy of `anim` under `key`, replacing (and stopping) one already there. A
    /// `beginTime` of 0 becomes now and a `duration` of 0 the transaction's (0.25 s), as Core
    /// Animation sets them on the copy `animation(forKey:)` returns.
    func addAnimationCopy(of anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        let application = UIApplication.shared
        let now = application.animationClock.now
        if copy.beginTime == 0 { copy.beginTime = now }
        copy.resolveDuration(CATransaction.animationDuration())
        if let key, addedAnimations.contains(where: { $0.key == key }) {
            removeAddedAnimations { $0.key == key }
        }
        var clock: AnimationGroup?
        let end = copy.endTime
        if end.isFinite {
            let group = AnimationGroup(
                begin: copy.beginTime, duration: max(end - copy.beginTime, 0), repeats: false, autoreverses: false,
                completion: nil)
            group.completion = { [weak self, weak copy] _ in
                guard let self, let copy else { return }
                self.addedAnimationEnded(copy)
            }
            CATransaction.track(group)
            application.animations.add(group)
            clock = group
        }
        var added = AddedAnimation(key: key, animation: copy, clock: clock)
        if copy.delegate != nil {
            let start: @MainActor () -> Void = { [weak copy] in
                guard let copy else { return }
                copy.delegate?.animationDidStart(copy)
            }
            if copy.beginTime > now {
                added.startTimer = ClockTimer(after: copy.beginTime - now, start)
            } else {
                application.runLoop.perform(start)
            }
        }
        addedAnimations.append(added)
        noteAnimationStep()
    }

    /// The animation added under `key`; for a key path a view animation animates, a basic
    /// animation describing it (its values, begin time and duration).
    func addedAnimation(forKey key: String) -> CAAnimation? {
        if let added = addedAnimations.last(where: { $0.key == key }) { return added.animation }
        guard let running = animations[key] else { return nil }
        let described = CABasicAnimation(keyPath: key)
        described.fromValue = running.from.anyValue
        described.toValue = running.to.anyValue
        described.beginTime = running.begin
        described.duration = running.duration
        described.autoreverses = running.autoreverses
        described.repeatCount = running.repeats ? .infinity : 0
        return described
    }

    /// The keys of the animations added with a key, in the order added.
    var addedAnimationKeys: [String] { addedAnimations.compactMap(\.key) }

    /// Takes off the animations `matching` says, each stopped: its delegate hears
    /// `animationDidStop(_:finished: false)` on the next turn, and transactions stop waiting for it.
    func removeAddedAnimations(where matching: (AddedAnimation) -> Bool) {
        let removed = addedAnimations.filter(matching)
        guard !removed.isEmpty else { return }
        addedAnimations.removeAll(where: matching)
        noteAnimationStep()
        let scheduler = UIApplication.shared.animations
        for entry in removed {
            entry.startTimer?.invalidate()
            if let clock = entry.clock {
                scheduler.remove(clock)
                let completion = clock.completion
                clock.completion = nil
                // The transactions counting it wrap its completion; it runs as unfinished.
                if !entry.isFinished { completion?(false) }
            }
            guard !entry.isFinished, let delegate = entry.animation.delegate else { continue }
            let animation = entry.animation
            UIApplication.shared.runLoop.perform { delegate.animationDidStop(animation, finished: false) }
        }
    }

    /// The clock reached `animation`'s end: it leaves the layer unless it asked to stay, then
    /// its delegate hears it finished.
    private func addedAnimationEnded(_ animation: CAAnimation) {
        guard let index = addedAnimations.firstIndex(where: { $0.animation === animation }) else { return }
        if animation.isRemovedOnCompletion {
            addedAnimations.remove(at: index)
        } else {
            addedAnimations[index].isFinished = true
        }
        noteAnimationStep()
        animation.delegate?.animationDidStop(animation, finished: true)
    }

    /// Puts every added animation's values at `time` on `presentation`, in the order added, so a
    /// later one wins where two animate one property.
    func applyAddedAnimations(to presentation: CALayer, at time: TimeInterval) {
        for entry in addedAnimations {
            entry.animation.apply(to: presentation, model: self, at: time)
        }
    }

    /// Whether an added animation animates `keyPath` (or a part of it, as `position.x` is of
    /// `position`).
    func hasAddedAnimation(animating keyPath: String) -> Bool {
        addedAnimations.contains { entry in
            entry.animation.animatedKeyPaths.contains { $0 == keyPath || $0.hasPrefix(keyPath + ".") }
        }
    }
}
