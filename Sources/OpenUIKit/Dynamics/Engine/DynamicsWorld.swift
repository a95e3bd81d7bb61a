import Foundation

/// The bodies an animator moves and the fixed-step loop that moves them. Each step: the item
/// behaviors set each body's material, the other behaviors add their forces (or a snap its pull),
/// velocities take the forces, collision behaviors find contacts, contacts and attachments trade
/// impulses for `iterations` rounds, positions take the velocities, and a last pass moves apart
/// what still overlaps and straightens rigid links.
@MainActor
final class DynamicsWorld {
    /// The engine's step: UIKit's display frame, cut in two for steadier contacts.
    static let stepsPerFrame = 2
    /// Rounds of impulses a step: enough for a stack of a few items to settle.
    static let iterations = 10

    private var bodiesByItem: [ObjectIdentifier: DynamicsBody] = [:]
    /// The bodies in the order their items first appeared, so every run steps them alike.
    private(set) var bodies: [DynamicsBody] = []
    /// Velocities added to items before their bodies were made.
    private var pendingVelocities: [ObjectIdentifier: (linear: CGPoint, angular: CGFloat)] = [:]
    /// Seconds simulated so far.
    private(set) var time: TimeInterval = 0

    /// The body of `item`, made from the item's current state the first time it is asked for.
    func body(for item: any UIDynamicItem) -> DynamicsBody {
        let key = ObjectIdentifier(item)
        if let body = bodiesByItem[key] { return body }
        let body = DynamicsBody(item: item)
        if let pending = pendingVelocities.removeValue(forKey: key) {
            body.velocity = pending.linear
            body.angularVelocity = pending.angular
        }
        bodiesByItem[key] = body
        bodies.append(body)
        return body
    }

    /// The body of `item` if it has one.
    func existingBody(for item: any UIDynamicItem) -> DynamicsBody? { bodiesByItem[ObjectIdentifier(item)] }

    /// Adds to the velocity of `item`'s body, or keeps it for the body to start with.
    func addVelocity(_ linear: CGPoint, angular: CGFloat, to item: any UIDynamicItem) {
        if let body = existingBody(for: item) {
            body.velocity += linear
            body.angularVelocity += angular
        } else {
            let key = ObjectIdentifier(item)
            let pending = pendingVelocities[key] ?? (.zero, 0)
            pendingVelocities[key] = (pending.linear + linear, pending.angular + angular)
        }
    }

    /// The velocity `item` has (or is kept for it).
    func velocity(of item: any UIDynamicItem) -> (linear: CGPoint, angular: CGFloat) {
        if let body = existingBody(for: item) { return (body.velocity, body.angularVelocity) }
        return pendingVelocities[ObjectIdentifier(item)] ?? (.zero, 0)
    }

    /// Keeps the bodies of `items` (making those missing) and lets the others go.
    func keep(_ items: [any UIDynamicItem]) {
        let wanted = Set(items.map(ObjectIdentifier.init))
        bodies.removeAll { !wanted.contains(ObjectIdentifier($0.item)) }
        bodiesByItem = bodiesByItem.filter { wanted.contains($0.key) }
        for item in items { _ = body(for: item) }
    }

    /// Moves the world on by `step` seconds under `behaviors` (every behavior of the animator,
    /// children included, in order).
    func step(_ step: CGFloat, behaviors: [UIDynamicBehavior]) {
        for body in bodies {
            body.density = 1
            body.elasticity = 0
            body.friction = 0
            body.resistance = 0
            body.angularResistance = 0
            body.charge = 0
            body.isAnchored = false
            body.allowsRotation = true
            body.acceleration = .zero
            body.angularAcceleration = 0
            body.snapAcceleration = nil
            body.snapAngularAcceleration = 0
            body.touched = false
        }
        for behavior in behaviors { behavior.applyMaterial(in: self) }
        for behavior in behaviors { behavior.applyForces(in: self, step: step) }

        var applied: [ObjectIdentifier: CGPoint] = [:]
        for body in bodies where body.inverseMass > 0 || body.snapAcceleration != nil {
            guard !body.isAnchored else { continue }
            let acceleration = body.snapAcceleration ?? body.acceleration
            let angular = body.snapAcceleration == nil ? body.angularAcceleration : body.snapAngularAcceleration
            applied[ObjectIdentifier(body)] = acceleration
            body.velocity += acceleration * step
            if body.inverseInertia > 0 { body.angularVelocity += angular * step }
            body.velocity = body.velocity * max(0, 1 - body.resistance * step)
            body.angularVelocity *= max(0, 1 - body.angularResistance * step)
        }
        for body in bodies where body.isAnchored {
            body.velocity = .zero
            body.angularVelocity = 0
        }
        for body in bodies where body.inverseInertia == 0 { body.angularVelocity = 0 }

        let contacts = behaviors.compactMap { $0 as? UICollisionBehavior }.flatMap { $0.contacts(in: self) }
        let joints = behaviors.compactMap { $0 as? UIAttachmentBehavior }.compactMap { $0.joint(in: self) }
        for contact in contacts { contact.prepare(step: step) }
        for joint in joints { joint.prepare() }
        for _ in 0..<Self.iterations {
            for joint in joints { joint.solveVelocities(step: step) }
            for contact in contacts { contact.solveVelocities() }
        }

        for body in bodies where !body.isAnchored {
            // Free flight under a steady force lands exactly where ½·a·t² puts it: the step
            // moves by the mean of the speeds before and after the force.
            let acceleration = body.touched ? .zero : applied[ObjectIdentifier(body)] ?? .zero
            body.position += body.velocity * step - acceleration * (step * step / 2)
            body.angle += body.angularVelocity * step
        }
        for contact in contacts { contact.correctPositions() }
        for joint in joints { joint.correctPositions() }
        for behavior in behaviors {
            (behavior as? UICollisionBehavior)?.report(contacts.filter { $0.owner === behavior })
        }
        time += TimeInterval(step)
    }

    /// Speeds (points a second, radians a second) below which a body counts as still.
    static let restSpeed: CGFloat = 1
    static let restAngularSpeed: CGFloat = 0.02

    /// Whether nothing moves: every body slower than the rest speeds.
    var isAtRest: Bool {
        bodies.allSatisfy { body in
            body.isAnchored
                || (body.velocity.length < Self.restSpeed && abs(body.angularVelocity) < Self.restAngularSpeed)
        }
    }
}
