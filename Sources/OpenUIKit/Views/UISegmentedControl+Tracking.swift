import Foundation

/// How a segmented control follows a finger, as iOS 13 and later do: the enabled segment under
/// it is highlighted while it is down and inside, and the segment under it when it lifts inside
/// becomes the selection, sending the segment's action, then `.valueChanged` and
/// `.primaryActionTriggered`. Lifting on the segment already selected changes no value (only
/// `.touchUpInside` is sent), unless the control is momentary.
extension UISegmentedControl {
    func trackingBegan(at point: CGPoint) {
        highlightedSegment = enabledSegment(at: point)
    }

    func trackingMoved(to point: CGPoint) {
        highlightedSegment = isTouchInside ? enabledSegment(at: point) : nil
    }

    func trackingEnded(at point: CGPoint?, event: UIEvent?) {
        highlightedSegment = nil
        guard isTouchInside, let point, let index = enabledSegment(at: point) else { return }
        guard isMomentary || index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }

    private func enabledSegment(at point: CGPoint) -> Int? {
        guard let index = segmentIndex(at: point), segments[index].isEnabled else { return nil }
        return index
    }
}
