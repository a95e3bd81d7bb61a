import Foundation

/// A link an attachment behavior makes between a body and a fixed point (`first` nil) or two
/// bodies, solved as rows of impulses beside the contacts: a spring (Box2D's soft constraint,
/// so a spring of a given frequency swings at it whatever the masses), a rigid rod, a rope that
/// only pulls, a pin, a weld, or a slide along an axis.
@MainActor
final class JointConstraint {
    /// How hard a rigid link pulls its error back each step (Baumgarte's factor).
    static let stiffness: CGFloat = 0.2

    enum Kind {
        /// The two points stay `length` apart: a spring when `frequency` is above zero.
        case distance(length: CGFloat, frequency: CGFloat, damping: CGFloat)
        /// The two points come no further apart than `length`.
        case rope(length: CGFloat)
        /// The two points stay together; the turn between the bodies is free within `range`
        /// and resisted by `frictionTorque`.
        case pin(frictionTorque: CGFloat, range: UIFloatRange)
        /// The two points stay together and the bodies keep their turn.
        case fixed
        /// The second point moves only along `axis` from the first, within `range`, and the
        /// bodies keep their turn.
        case sliding(axis: CGPoint, range: UIFloatRange)
    }

    let first: DynamicsBody?
    let second: DynamicsBody
    let kind: Kind
    /// The first point: an offset in the first body's own axes, or the anchor in the reference view.
    let firstPoint: CGPoint
    /// The second point, an offset in the second body's own axes.
    let secondPoint: CGPoint
    /// The turn between the bodies the link keeps.
    let restAngle: CGFloat

    private struct Row {
        var direction: CGPoint  // zero for a row on the turn
        var firstOffset: CGPoint
        var secondOffset: CGPoint
        var error: CGFloat
        var spring: (frequency: CGFloat, damping: CGFloat)?
        var lower = -CGFloat.infinity
        var upper = CGFloat.infinity
        var impulse: CGFloat = 0
    }
    private var rows: [Row] = []

    init(first: DynamicsBody?, firstPoint: CGPoint, second: DynamicsBody, secondPoint: CGPoint, kind: Kind) {
        self.first = first
        self.firstPoint = firstPoint
        self.second = second
        self.secondPoint = secondPoint
        self.kind = kind
        restAngle = second.angle - (first?.angle ?? 0)
    }

    /// The first point in the reference view, and its offset from the first body's centre.
    private var firstWorld: (point: CGPoint, offset: CGPoint) {
        guard let first else { return (firstPoint, .zero) }
        let offset = firstPoint.rotated(by: first.angle)
        return (first.position + offset, offset)
    }

    private var secondWorld: (point: CGPoint, offset: CGPoint) {
        let offset = secondPoint.rotated(by: second.angle)
        return (second.position + offset, offset)
    }

    private var turn: CGFloat { second.angle - (first?.angle ?? 0) - restAngle }

    /// Sets the rows up from where the bodies are at the start of the step.
    func prepare() {
        let (pointA, offsetA) = firstWorld
        let (pointB, offsetB) = secondWorld
        let separation = pointB - pointA
        func linear(_ direction: CGPoint, _ error: CGFloat) -> Row {
            Row(direction: direction, firstOffset: offsetA, secondOffset: offsetB, error: error)
        }
        func angular(_ error: CGFloat) -> Row {
            Row(direction: .zero, firstOffset: .zero, secondOffset: .zero, error: error)
        }
        rows = []
        switch kind {
        case .distance(let length, let frequency, let damping):
            let direction = separation.length > 0 ? separation.normalized : CGPoint(x: 0, y: 1)
            var row = linear(direction, separation.length - length)
            if frequency > 0 { row.spring = (frequency, damping) }
            rows.append(row)
        case .rope(let length):
            guard separation.length > length - ContactDetection.margin, separation.length > 0 else { break }
            var row = linear(separation.normalized, separation.length - length)
            row.upper = 0
            rows.append(row)
        case .pin(_, let range):
            rows.append(linear(CGPoint(x: 1, y: 0), separation.x))
            rows.append(linear(CGPoint(x: 0, y: 1), separation.y))
            let turn = self.turn
            if !range.isInfinite, turn < range.minimum {
                var row = angular(turn - range.minimum)
                row.lower = 0
                rows.append(row)
            } else if !range.isInfinite, turn > range.maximum {
                var row = angular(turn - range.maximum)
                row.upper = 0
                rows.append(row)
            }
        case .fixed:
            rows.append(linear(CGPoint(x: 1, y: 0), separation.x))
            rows.append(linear(CGPoint(x: 0, y: 1), separation.y))
            rows.append(angular(turn))
        case .sliding(let axis, let range):
            let along = axis.rotated(by: first?.angle ?? 0).normalized
            let across = along.perpendicular
            rows.append(linear(across, across.dot(separation)))
            rows.append(angular(turn))
            let travel = along.dot(separation)
            if !range.isInfinite, travel < range.minimum {
                var row = linear(along, travel - range.minimum)
                row.lower = 0
                rows.append(row)
            } else if !range.isInfinite, travel > range.maximum {
                var row = linear(along, travel - range.maximum)
                row.upper = 0
                rows.append(row)
            }
        }
        if case .pin(let frictionTorque, _) = kind, frictionTorque > 0 {
            var row = angular(0)
            row.error = .nan  // a friction row: no position error, only a speed to stop
            row.lower = -frictionTorque
            row.upper = frictionTorque
            rows.append(row)
        }
    }

    /// One round of the impulses.
    func solveVelocities(step: CGFloat) {
        let firstInverseMass = first?.inverseMass ?? 0
        let firstInverseInertia = first?.inverseInertia ?? 0
        for index in rows.indices {
            var row = rows[index]
            let isAngular = row.direction == .zero
            let effective: CGFloat
            let speed: CGFloat
            if isAngular {
                effective = firstInverseInertia + second.inverseInertia
                speed = second.angularVelocity - (first?.angularVelocity ?? 0)
            } else {
                let turnA = row.firstOffset.cross(row.direction)
                let turnB = row.secondOffset.cross(row.direction)
                effective =
                    firstInverseMass + second.inverseMass + firstInverseInertia * turnA * turnA
                    + second.inverseInertia * turnB * turnB
                let velocityA = first?.velocity(at: row.firstOffset) ?? .zero
                speed = row.direction.dot(second.velocity(at: row.secondOffset) - velocityA)
            }
            guard effective > 0 else { continue }
            var lower = row.lower
            var upper = row.upper
            var delta: CGFloat
            if row.error.isNaN {
                // Friction on the turn: an impulse up to the torque times the step.
                lower *= step * 100
                upper *= step * 100
                delta = -speed / effective
            } else if let spring = row.spring {
                let mass = 1 / effective
                let omega = 2 * .pi * spring.frequency
                let damping = 2 * mass * spring.damping * omega
                let stiffness = mass * omega * omega
                var gamma = step * (damping + step * stiffness)
                gamma = gamma > 0 ? 1 / gamma : 0
                let bias = row.error * step * stiffness * gamma
                delta = -(speed + bias + gamma * row.impulse) / (effective + gamma)
            } else {
                delta = -(speed + Self.stiffness / step * row.error) / effective
            }
            let total = min(max(row.impulse + delta, lower), upper)
            delta = total - row.impulse
            row.impulse = total
            if isAngular {
                first?.angularVelocity -= delta * firstInverseInertia
                second.angularVelocity += delta * second.inverseInertia
            } else {
                first?.applyImpulse(-row.direction * delta, at: row.firstOffset)
                second.applyImpulse(row.direction * delta, at: row.secondOffset)
            }
            rows[index] = row
        }
    }

    /// After the step, moves the bodies so a rigid link's points are where it holds them (what
    /// the impulses left over), by their shares of the inverse mass.
    func correctPositions() {
        let (pointA, _) = firstWorld
        let (pointB, _) = secondWorld
        let separation = pointB - pointA
        let correction: CGPoint
        switch kind {
        case .distance(let length, let frequency, _):
            guard frequency <= 0, separation.length > 0 else { return }
            correction = separation.normalized * (separation.length - length)
        case .rope(let length):
            guard separation.length > length else { return }
            correction = separation.normalized * (separation.length - length)
        case .pin, .fixed:
            correction = separation
        case .sliding(let axis, _):
            let across = axis.rotated(by: first?.angle ?? 0).normalized.perpendicular
            correction = across * across.dot(separation)
        }
        let firstShare = first?.inverseMass ?? 0
        let total = firstShare + second.inverseMass
        guard total > 0 else { return }
        first?.position += correction * (firstShare / total)
        second.position -= correction * (second.inverseMass / total)
    }
}
