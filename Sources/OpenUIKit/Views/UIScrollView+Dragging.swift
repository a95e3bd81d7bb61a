import Foundation

/// A finger moving the content: the content follows the drag, and past an edge it follows less
/// and less (the rubber band); after the finger lifts it coasts to a stop losing
/// `decelerationRate` of its speed each millisecond, springs back inside if it was pulled past an
/// edge, or settles on a page. Coasting runs on the animation clock (`ClockMotion`), so the
/// delegate hears `scrollViewDidScroll(_:)` each frame and the content ends exactly where the
/// deceleration said.
extension UIScrollView {
    /// How the rubber band gives: at a pull of `d` past the edge of a view `dimension` long, the
    /// content moves `(1 - 1 / (d · c / dimension + 1)) · dimension` (UIKit's constant c).
    static let rubberBandConstant: CGFloat = 0.55
    /// How long content pulled past an edge takes to spring back.
    static let bounceBackDuration: TimeInterval = 0.4
    /// Under this speed (points a second) a lifted finger leaves the content where it is.
    static let flickThreshold: CGFloat = 15

    enum MotionCurve {
        case easeInOut, easeOut
        /// The deceleration's own curve: speed falling by `rate` a millisecond over `duration`.
        case decay(rate: CGFloat, duration: TimeInterval)

        func progress(_ fraction: CGFloat) -> CGFloat {
            let t = min(max(fraction, 0), 1)
            switch self {
            case .easeInOut: return AnimationTiming.easeInOut.progress(t)
            case .easeOut: return AnimationTiming.easeOut.progress(t)
            case let .decay(rate, duration):
                let milliseconds = CGFloat(duration * 1000)
                let whole = 1 - pow(rate, milliseconds)
                return whole > 0 ? (1 - pow(rate, milliseconds * t)) / whole : t
            }
        }
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            stopMotion()
            isTracking = true
            isDragging = true
            dragStartOffset = contentOffset
            // The finger travelled a little before the pan began; the content starts from here
            // rather than jumping by that much.
            dragStartTranslation = recognizer.translation(in: self)
            delegate?.scrollViewWillBeginDragging(self)
            showIndicators()
        case .changed:
            follow(recognizer.translation(in: self))
        case .ended:
            isTracking = false
            isDragging = false
            let velocity = recognizer.velocity(in: self)
            endDragging(contentVelocity: CGPoint(x: -velocity.x, y: -velocity.y))
        case .cancelled, .failed:
            guard isDragging else { return }
            isTracking = false
            isDragging = false
            endDragging(contentVelocity: .zero)
        default:
            break
        }
    }

    /// The content under a finger `translation` away from where it went down.
    private func follow(_ raw: CGPoint) {
        let translation = CGPoint(x: raw.x - dragStartTranslation.x, y: raw.y - dragStartTranslation.y)
        let axes = scrollableAxes
        let range = offsetRange
        var offset = contentOffset
        if axes.horizontal {
            offset.x = banded(
                dragStartOffset.x - translation.x, min: range.min.x, max: range.max.x, dimension: bounds.width)
        }
        if axes.vertical {
            offset.y = banded(
                dragStartOffset.y - translation.y, min: range.min.y, max: range.max.y, dimension: bounds.height)
        }
        contentOffset = offset
    }

    private func banded(_ value: CGFloat, min low: CGFloat, max high: CGFloat, dimension: CGFloat) -> CGFloat {
        guard bounces, dimension > 0 else { return Swift.min(Swift.max(value, low), high) }
        func give(_ distance: CGFloat) -> CGFloat {
            (1 - 1 / (distance * Self.rubberBandConstant / dimension + 1)) * dimension
        }
        if value < low { return low - give(low - value) }
        if value > high { return high + give(value - high) }
        return value
    }

    /// The finger lifted with the content moving at `velocity` points a second.
    private func endDragging(contentVelocity velocity: CGPoint) {
        let axes = scrollableAxes
        let moving = CGPoint(x: axes.horizontal ? velocity.x : 0, y: axes.vertical ? velocity.y : 0)
        let outside = clampedOffset(contentOffset) != contentOffset
        var target = projectedTarget(for: moving)
        let natural = target
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: moving.x / 1000, y: moving.y / 1000),
                targetContentOffset: pointer)
        }
        let settle: (to: CGPoint, duration: TimeInterval, curve: MotionCurve)?
        if isPagingEnabled || target != natural {
            settle = target == contentOffset ? nil : (target, Self.scrollAnimationDuration, .easeOut)
        } else if outside {
            settle = (clampedOffset(contentOffset), Self.bounceBackDuration, .easeOut)
        } else if target != contentOffset {
            settle = (
                target, decelerationDuration(for: moving),
                .decay(rate: decelerationRate.rawValue, duration: decelerationDuration(for: moving))
            )
        } else {
            settle = nil
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: settle != nil)
        guard let settle else {
            scheduleIndicatorFade()
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        isDecelerating = true
        animateOffset(to: settle.to, duration: settle.duration, curve: settle.curve) { [weak self] in
            guard let self else { return }
            self.isDecelerating = false
            self.delegate?.scrollViewDidEndDecelerating(self)
            self.scheduleIndicatorFade()
        }
    }

    /// Where coasting at `velocity` would stop (a page, with paging), kept within the content.
    private func projectedTarget(for velocity: CGPoint) -> CGPoint {
        if isPagingEnabled { return pageTarget(for: velocity) }
        let rate = decelerationRate.rawValue
        // Speed falls by `rate` each millisecond, so the distance left is v · r / (1 − r) ms.
        let reach = rate < 1 ? rate / (1 - rate) / 1000 : 0
        let coasting = CGPoint(
            x: abs(velocity.x) < Self.flickThreshold ? 0 : velocity.x * reach,
            y: abs(velocity.y) < Self.flickThreshold ? 0 : velocity.y * reach)
        return clampedOffset(CGPoint(x: contentOffset.x + coasting.x, y: contentOffset.y + coasting.y))
    }

    /// The page the content settles on: the next one the way it was flicked, or the nearest.
    private func pageTarget(for velocity: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ speed: CGFloat, _ size: CGFloat, _ start: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let startPage = (start / size).rounded()
            let chosen: CGFloat
            if speed > Self.flickThreshold * 10 {
                chosen = startPage + 1
            } else if speed < -Self.flickThreshold * 10 {
                chosen = startPage - 1
            } else {
                chosen = (offset / size).rounded()
            }
            return chosen * size
        }
        return clampedOffset(
            CGPoint(
                x: page(contentOffset.x, velocity.x, bounds.width, dragStartOffset.x),
                y: page(contentOffset.y, velocity.y, bounds.height, dragStartOffset.y)))
    }

    /// How long the content coasts: until its speed falls to a few points a second.
    private func decelerationDuration(for velocity: CGPoint) -> TimeInterval {
        let rate = decelerationRate.rawValue
        let speed = max(abs(velocity.x), abs(velocity.y)) / 1000
        guard rate > 0, rate < 1, speed > 0 else { return Self.scrollAnimationDuration }
        let milliseconds = log(0.005 / speed) / log(rate)
        return TimeInterval(min(max(milliseconds, 200), 3000)) / 1000
    }

    /// Moves the content to `target` over `duration` on the animation clock.
    func animateOffset(
        to target: CGPoint, duration: TimeInterval, curve: MotionCurve, completion: @escaping @MainActor () -> Void
    ) {
        motion?.cancel()
        let start = contentOffset
        let begin = UIApplication.shared.animationClock.now
        motion = ClockMotion(
            duration: duration,
            step: { [weak self] now in
                guard let self else { return }
                let progress = curve.progress(duration > 0 ? CGFloat((now - begin) / duration) : 1)
                self.contentOffset = CGPoint(
                    x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
            },
            finish: { [weak self] in
                guard let self else { return }
                self.motion = nil
                self.contentOffset = target
                completion()
            })
    }

    /// Stops coasting or an animated scroll where the content is.
    func stopMotion() {
        motion?.cancel()
        motion = nil
        isDecelerating = false
    }
}
