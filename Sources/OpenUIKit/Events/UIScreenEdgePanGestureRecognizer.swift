import Foundation

/// A pan that starts at an edge of the window (the back swipe): its touches must land within
/// `edgeZone` points of one of `edges` and move away from that edge, more along than across.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to the edge a touch must land (UIKit's zone is about this wide).
    nonisolated static let edgeZone: CGFloat = 20

    /// The window edges a pan may start from; empty by default, which fails every touch.
    open var edges: UIRectEdge = []
    /// The edge the touches landed at.
    private var startEdge: UIRectEdge = []

    /// Fails the gesture when the first touches land farther than 20 points from every edge in `edges`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if stateStorage == .possible, liveTouches.count == touches.count {
            startEdge = edge(near: touches)
            if startEdge.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBegin(translation: CGPoint) -> Bool? {
        guard hypot(translation.x, translation.y) >= Self.hysteresis else { return nil }
        let horizontal = abs(translation.x) >= abs(translation.y)
        if startEdge.contains(.left), horizontal, translation.x > 0 { return true }
        if startEdge.contains(.right), horizontal, translation.x < 0 { return true }
        if startEdge.contains(.top), !horizontal, translation.y > 0 { return true }
        if startEdge.contains(.bottom), !horizontal, translation.y < 0 { return true }
        return false
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }

    /// The edges of `edges` every touch landed near, in window coordinates.
    private func edge(near touches: Set<UITouch>) -> UIRectEdge {
        var found: UIRectEdge = [.left, .right, .top, .bottom]
        for touch in touches {
            guard let window = touch.window else { return [] }
            let bounds = window.bounds, point = touch.locationInWindow, zone = Self.edgeZone
            var near: UIRectEdge = []
            if point.x - bounds.minX <= zone { near.insert(.left) }
            if bounds.maxX - point.x <= zone { near.insert(.right) }
            if point.y - bounds.minY <= zone { near.insert(.top) }
            if bounds.maxY - point.y <= zone { near.insert(.bottom) }
            found.formIntersection(near)
        }
        return found.intersection(edges)
    }
}
