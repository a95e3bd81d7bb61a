import Foundation

/// A contact between a body and a boundary (`first` nil) or another body, with the sequential
/// impulse solver's state for each of its points: the impulses along the normal push the
/// outlines apart (bouncing by the elasticity), those along the tangent resist sliding up to the
/// friction's share of the push, and after the step a position pass moves what still overlaps
/// apart.
@MainActor
final class Contact {
    /// What a collision behavior's delegate is told the contact is with.
    enum Partner: Hashable {
        case item(ObjectIdentifier)
        case boundary(Int)
    }

    /// Overlap left alone, so resting contacts stay touching.
    static let slop: CGFloat = 0.25
    /// The share of the remaining overlap the position pass removes each step.
    static let positionCorrection: CGFloat = 0.8
    /// Items closing more slowly than this (points a second) do not bounce, so they come to rest.
    static let restitutionThreshold: CGFloat = 20

    /// The collision behavior whose delegate hears of the contact.
    let owner: UICollisionBehavior
    let first: DynamicsBody?
    let second: DynamicsBody
    let partner: Partner
    var manifold: ContactManifold
    let elasticity: CGFloat
    let friction: CGFloat
    /// Finds the contact again where the bodies are now, for the position pass.
    let recollide: () -> ContactManifold?

    private struct PointState {
        var firstOffset: CGPoint
        var secondOffset: CGPoint
        var normalMass: CGFloat
        var tangentMass: CGFloat
        var target: CGFloat
        var normalImpulse: CGFloat = 0
        var tangentImpulse: CGFloat = 0
    }
    private var states: [PointState] = []

    init(
        owner: UICollisionBehavior, first: DynamicsBody?, second: DynamicsBody, partner: Partner,
        manifold: ContactManifold,
        elasticity: CGFloat, friction: CGFloat, recollide: @escaping () -> ContactManifold?
    ) {
        self.owner = owner
        self.first = first
        self.second = second
        self.partner = partner
        self.manifold = manifold
        self.elasticity = elasticity
        self.friction = friction
        self.recollide = recollide
    }

    /// Where the contact is, for the delegate: the middle of its points.
    var point: CGPoint {
        let points = manifold.points.map(\.point)
        guard !points.isEmpty else { return second.position }
        return points.reduce(CGPoint.zero, +) * (1 / CGFloat(points.count))
    }

    private func relativeVelocity(_ state: PointState) -> CGPoint {
        let firstVelocity = first?.velocity(at: state.firstOffset) ?? .zero
        return second.velocity(at: state.secondOffset) - firstVelocity
    }

    /// Works out each point's effective masses and the speed it should part at: the bounce for
    /// an item that strikes, or just enough closing to meet for a gap.
    func prepare(step: CGFloat) {
        let normal = manifold.normal
        let tangent = normal.perpendicular
        let firstInverseMass = first?.inverseMass ?? 0
        let firstInverseInertia = first?.inverseInertia ?? 0
        let secondInverseMass = second.inverseMass
        let secondInverseInertia = second.inverseInertia
        states = []
        for point in manifold.points {
            let firstOffset = first.map { point.point - $0.position } ?? .zero
            let secondOffset = point.point - second.position
            func mass(along direction: CGPoint) -> CGFloat {
                let firstTurn = firstOffset.cross(direction)
                let secondTurn = secondOffset.cross(direction)
                let inverse =
                    firstInverseMass + secondInverseMass + firstInverseInertia * firstTurn * firstTurn
                    + secondInverseInertia * secondTurn * secondTurn
                return inverse > 0 ? 1 / inverse : 0
            }
            var state = PointState(
                firstOffset: firstOffset, secondOffset: secondOffset, normalMass: mass(along: normal),
                tangentMass: mass(along: tangent), target: 0)
            let closing = relativeVelocity(state).dot(normal)
            if point.separation > 0 {
                state.target = -point.separation / step
            } else if closing < -Self.restitutionThreshold {
                state.target = -elasticity * closing
            }
            states.append(state)
        }
        for body in [first, second].compactMap({ $0 }) { body.touched = true }
    }

    /// One round of the impulses.
    func solveVelocities() {
        let normal = manifold.normal
        let tangent = normal.perpendicular
        for index in states.indices {
            var state = states[index]
            let normalSpeed = relativeVelocity(state).dot(normal)
            let total = max(state.normalImpulse + state.normalMass * (state.target - normalSpeed), 0)
            let normalImpulse = total - state.normalImpulse
            state.normalImpulse = total
            apply(normal * normalImpulse, state)

            let tangentSpeed = relativeVelocity(state).dot(tangent)
            let limit = friction * state.normalImpulse
            let sliding = min(max(state.tangentImpulse - state.tangentMass * tangentSpeed, -limit), limit)
            let tangentImpulse = sliding - state.tangentImpulse
            state.tangentImpulse = sliding
            apply(tangent * tangentImpulse, state)
            states[index] = state
        }
    }

    private func apply(_ impulse: CGPoint, _ state: PointState) {
        first?.applyImpulse(-impulse, at: state.firstOffset)
        second.applyImpulse(impulse, at: state.secondOffset)
    }

    /// Moves overlapping bodies apart along the normal, by their shares of the inverse mass.
    func correctPositions() {
        guard let current = recollide() else { return }
        let overlap = -current.separation - Self.slop
        guard overlap > 0 else { return }
        let firstShare = first?.inverseMass ?? 0
        let total = firstShare + second.inverseMass
        guard total > 0 else { return }
        let move = current.normal * (overlap * Self.positionCorrection / total)
        first?.position -= move * firstShare
        second.position += move * second.inverseMass
    }
}
