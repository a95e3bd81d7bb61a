import Foundation

/// A layout guide that switches constraints as it moves: constraints tied to an edge of the
/// owning view are active while the guide is near that edge, and constraints tied to being
/// away from an edge are active while it is not. Each time layout puts the guide somewhere new,
/// the guide activates the constraints of the edges it is now near (or away from) and
/// deactivates the others, as a keyboard guide does when the keyboard undocks.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    /// How close, in points, the guide's side must be to the owning view's edge to be near it.
    static let nearEdgeTolerance: CGFloat = 1

    private var nearEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awayFromEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// Creates a guide tracking no constraints yet.
    public override init() {
        super.init()
    }

    /// Where layout put the guide; setting it re-evaluates which tracked constraints apply.
    open override var layoutFrame: CGRect {
        didSet { if layoutFrame != oldValue { updateTrackedConstraints() } }
    }

    /// Makes `trackingConstraints` active while the guide is near `edge` (every edge in it) of
    /// its owning view, and inactive otherwise, replacing what was set for that edge.
    open func setConstraints(
        _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
    ) {
        nearEdge.removeAll { $0.edge == edge }
        if !trackingConstraints.isEmpty { nearEdge.append((edge, trackingConstraints)) }
        updateTrackedConstraints()
    }

    /// The constraints set for being near `edge`.
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdge.first { $0.edge == edge }?.constraints ?? []
    }

    /// Makes `trackingConstraints` active while the guide is away from `edge` (from every edge
    /// in it) of its owning view, and inactive otherwise, replacing what was set for that edge.
    open func setConstraints(
        _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
    ) {
        awayFromEdge.removeAll { $0.edge == edge }
        if !trackingConstraints.isEmpty { awayFromEdge.append((edge, trackingConstraints)) }
        updateTrackedConstraints()
    }

    /// The constraints set for being away from `edge`.
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayFromEdge.first { $0.edge == edge }?.constraints ?? []
    }

    /// Stops tracking every constraint; each stays as active or inactive as it is now.
    open func removeAllTrackedConstraints() {
        nearEdge.removeAll()
        awayFromEdge.removeAll()
    }

    /// The edges of the owning view the guide is near now.
    var edgesNear: NSDirectionalRectEdge {
        guard let view = owningView else { return [] }
        let bounds = view.bounds
        let tolerance = Self.nearEdgeTolerance
        var edges: NSDirectionalRectEdge = []
        if abs(layoutFrame.minY - bounds.minY) <= tolerance { edges.insert(.top) }
        if abs(layoutFrame.maxY - bounds.maxY) <= tolerance { edges.insert(.bottom) }
        if abs(layoutFrame.minX - bounds.minX) <= tolerance { edges.insert(.leading) }
        if abs(layoutFrame.maxX - bounds.maxX) <= tolerance { edges.insert(.trailing) }
        return edges
    }

    private func updateTrackedConstraints() {
        guard owningView != nil else { return }
        let near = edgesNear
        var activate: [NSLayoutConstraint] = []
        var deactivate: [NSLayoutConstraint] = []
        for entry in nearEdge {
            if near.isSuperset(of: entry.edge) {
                activate += entry.constraints
            } else {
                deactivate += entry.constraints
            }
        }
        for entry in awayFromEdge {
            if near.isDisjoint(with: entry.edge) {
                activate += entry.constraints
            } else {
                deactivate += entry.constraints
            }
        }
        let turningOff = deactivate.filter { constraint in
            constraint.isActive && !activate.contains { $0 === constraint }
        }
        let turningOn = activate.filter { !$0.isActive }
        if !turningOff.isEmpty { NSLayoutConstraint.deactivate(turningOff) }
        if !turningOn.isEmpty { NSLayoutConstraint.activate(turningOn) }
    }
}
