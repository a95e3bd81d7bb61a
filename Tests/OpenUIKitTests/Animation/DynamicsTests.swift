import TestSupport
import XCTest

@testable import OpenUIKit

/// What an animator and a collision behavior tell their delegate, as lines.
@MainActor
private final class DynamicsRecorder: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var events: [String] = []
    var contactPoints: [CGPoint] = []

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("willResume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("didPause") }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) {
        events.append("began \(Self.name(identifier))")
        contactPoints.append(p)
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) {
        events.append("ended \(Self.name(identifier))")
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
        at p: CGPoint
    ) {
        events.append("began items \((item1 as? UIView)?.tag ?? -1) \((item2 as? UIView)?.tag ?? -1)")
    }

    private static func name(_ identifier: (any NSCopying)?) -> String {
        guard let identifier else { return "nil" }
        return "\(identifier)"
    }
}

/// A reference view of `size` with a square (or rectangle) of `itemSize` centred at `center` in it.
@MainActor
private func scene(
    _ size: CGSize = CGSize(width: 400, height: 1000), item itemSize: CGSize = CGSize(width: 100, height: 100),
    at center: CGPoint
) -> (UIView, UIView) {
    let reference = UIView(frame: CGRect(origin: .zero, size: size))
    let item = UIView(frame: CGRect(origin: .zero, size: itemSize))
    item.center = center
    reference.addSubview(item)
    return (reference, item)
}

/// Moves the animation clock on by `frames` display frames of 1/60 s, as a screen would.
@MainActor
private func advance(frames: Int) {
    for _ in 0..<frames { UIApplication.shared.advance(by: 1.0 / 60) }
}

/// UIKit Dynamics on the animation clock: gravity's ½·g·t² at 1000 points a second squared,
/// collisions with the reference bounds and with boundaries (and the delegate's calls), snaps
/// that settle and pause the animator, pushes, attachments, item velocities, fields and regions,
/// and motion effects on a device held still.
final class DynamicsTests: UIKitTestCase {
    func testGravityMovesAnItemByHalfGTSquared() {
        onMain {
            let (reference, square) = scene(at: CGPoint(x: 200, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let gravity = UIGravityBehavior(items: [square])
            XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
            XCTAssertEqual(gravity.magnitude, 1, accuracy: 1e-12)
            XCTAssertEqual(gravity.angle, .pi / 2, accuracy: 1e-12)
            XCTAssertFalse(animator.isRunning)
            animator.addBehavior(gravity)
            XCTAssertTrue(animator.isRunning, "adding a behavior resumes the animator")
            pump()
            XCTAssertEqual(square.center, CGPoint(x: 200, y: 100), "runUntilIdle does not step it: no clock step")

            advance(frames: 30)
            XCTAssertEqual(animator.elapsedTime(), 0.5, accuracy: 1e-9)
            XCTAssertEqual(square.center.y, 100 + 0.5 * 1000 * 0.5 * 0.5, accuracy: 0.01, "½·g·t² with g = 1000")
            XCTAssertEqual(square.center.x, 200, accuracy: 1e-9)

            // Half the magnitude, pointing left: a quarter of a second more adds ½·500·t² to the left.
            gravity.setAngle(.pi, magnitude: 0.5)
            XCTAssertEqual(gravity.gravityDirection.dx, -0.5, accuracy: 1e-12)
            let before = square.center
            advance(frames: 15)
            XCTAssertEqual(square.center.x - before.x, -0.5 * 500 * 0.25 * 0.25, accuracy: 0.01)
            XCTAssertEqual(square.center.y - before.y, 500 * 0.25, accuracy: 0.01, "the downward speed carries on")
            animator.removeAllBehaviors()
            XCTAssertFalse(animator.isRunning)
        }
    }

    func testTheReferenceBoundsStopAFallingItemAtTheFloorAndTheDelegateHearsOfIt() {
        onMain {
            let (reference, square) = scene(
                CGSize(width: 300, height: 400), item: CGSize(width: 50, height: 50), at: CGPoint(x: 150, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let recorder = DynamicsRecorder()
            animator.delegate = recorder
            let collision = UICollisionBehavior(items: [square])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = recorder
            XCTAssertNil(collision.boundaryIdentifiers, "the reference bounds have no identifier")
            animator.addBehavior(UIGravityBehavior(items: [square]))
            animator.addBehavior(collision)

            advance(frames: 120)
            XCTAssertEqual(square.center.y, 375, accuracy: 0.5, "resting on the floor, 25 points above it")
            XCTAssertEqual(square.center.x, 150, accuracy: 1e-6)
            XCTAssertEqual(
                atan2(square.transform.b, square.transform.a), 0, accuracy: 1e-6, "a flat landing does not turn it")
            XCTAssertEqual(recorder.events, ["willResume", "began nil", "didPause"])
            XCTAssertEqual(recorder.contactPoints.first?.y ?? 0, 400, accuracy: 5, "the contact is on the floor")
            XCTAssertFalse(animator.isRunning, "at rest, the animator paused")
            let paused = animator.elapsedTime()
            advance(frames: 10)
            XCTAssertEqual(animator.elapsedTime(), paused, "paused time does not count")
        }
    }

    func testABoundaryWithAnIdentifierStopsTheItemAndIsNamedToTheDelegate() {
        onMain {
            let (reference, square) = scene(
                CGSize(width: 300, height: 400), item: CGSize(width: 50, height: 50), at: CGPoint(x: 150, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let recorder = DynamicsRecorder()
            let collision = UICollisionBehavior(items: [square])
            collision.collisionDelegate = recorder
            collision.addBoundary(
                withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 300, y: 300))
            XCTAssertEqual(collision.boundaryIdentifiers?.map { "\($0)" }, ["shelf"])
            XCTAssertNotNil(collision.boundary(withIdentifier: "shelf" as NSCopying))
            animator.addBehavior(UIGravityBehavior(items: [square]))
            animator.addBehavior(collision)
            advance(frames: 90)
            XCTAssertEqual(square.center.y, 275, accuracy: 0.5)
            XCTAssertEqual(recorder.events, ["began shelf"])

            // Without the shelf the item falls on, and the contact ends.
            collision.removeBoundary(withIdentifier: "shelf" as NSCopying)
            XCTAssertNil(collision.boundaryIdentifiers)
            advance(frames: 10)
            XCTAssertGreaterThan(square.center.y, 280)
            XCTAssertEqual(recorder.events, ["began shelf", "ended shelf"])
        }
    }

    func testItemsStackAndAnElasticItemBounces() {
        onMain {
            let (reference, lower) = scene(
                CGSize(width: 300, height: 400), item: CGSize(width: 50, height: 50), at: CGPoint(x: 150, y: 300))
            let upper = UIView(frame: CGRect(x: 125, y: 100, width: 50, height: 50))
            lower.tag = 1
            upper.tag = 2
            reference.addSubview(upper)
            let animator = UIDynamicAnimator(referenceView: reference)
            let recorder = DynamicsRecorder()
            let collision = UICollisionBehavior(items: [lower, upper])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = recorder
            animator.addBehavior(UIGravityBehavior(items: [lower, upper]))
            animator.addBehavior(collision)
            advance(frames: 180)
            XCTAssertEqual(lower.center.y, 375, accuracy: 1)
            XCTAssertEqual(upper.center.y, 325, accuracy: 1.5, "the upper square rests on the lower")
            XCTAssertEqual(upper.center.x, 150, accuracy: 0.5)
            XCTAssertTrue(recorder.events.contains("began items 1 2"), "\(recorder.events)")

            // An item of elasticity 1 dropped from 300 points above the floor comes back near its height.
            let (room, ball) = scene(
                CGSize(width: 300, height: 400), item: CGSize(width: 50, height: 50), at: CGPoint(x: 150, y: 75))
            let bouncy = UIDynamicAnimator(referenceView: room)
            let bounds = UICollisionBehavior(items: [ball])
            bounds.translatesReferenceBoundsIntoBoundary = true
            let material = UIDynamicItemBehavior(items: [ball])
            material.elasticity = 1
            bouncy.addBehavior(UIGravityBehavior(items: [ball]))
            bouncy.addBehavior(bounds)
            bouncy.addBehavior(material)
            var heights: [CGFloat] = []
            for _ in 0..<100 {
                advance(frames: 1)
                heights.append(ball.center.y)
            }
            let lowest = heights.indices.max { heights[$0] < heights[$1] } ?? 0
            XCTAssertGreaterThan(heights[lowest], 360, "it reached the floor")
            let highest = heights[lowest...].min() ?? .infinity
            XCTAssertLessThan(highest, 75 + 20, "it bounces back up to within 20 points of where it fell from")
        }
    }

    func testASnapEndsAtItsPointAndTheAnimatorPauses() {
        onMain {
            let (reference, square) = scene(item: CGSize(width: 60, height: 60), at: CGPoint(x: 50, y: 50))
            let animator = UIDynamicAnimator(referenceView: reference)
            let recorder = DynamicsRecorder()
            animator.delegate = recorder
            let snap = UISnapBehavior(item: square, snapTo: CGPoint(x: 200, y: 300))
            XCTAssertEqual(snap.damping, 0.5)
            var actions = 0
            snap.action = { actions += 1 }
            animator.addBehavior(snap)
            advance(frames: 20)
            XCTAssertEqual(actions, 20, "the action runs once a frame")
            XCTAssertNotEqual(square.center, CGPoint(x: 50, y: 50))
            var frames = 20
            while animator.isRunning, frames < 600 {
                advance(frames: 1)
                frames += 1
            }
            XCTAssertFalse(animator.isRunning, "the snap settles and the animator pauses")
            XCTAssertLessThan(frames, 300, "within five seconds")
            XCTAssertEqual(square.center.x, 200, accuracy: 0.5)
            XCTAssertEqual(square.center.y, 300, accuracy: 0.5)
            XCTAssertEqual(recorder.events, ["willResume", "didPause"])

            // A new point sends it there: the animator resumes.
            snap.snapPoint = CGPoint(x: 100, y: 100)
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual(recorder.events, ["willResume", "didPause", "willResume"])
            advance(frames: 300)
            XCTAssertEqual(square.center.x, 100, accuracy: 0.5)
            XCTAssertEqual(square.center.y, 100, accuracy: 0.5)
            XCTAssertEqual(recorder.events, ["willResume", "didPause", "willResume", "didPause"])
        }
    }

    func testAnInstantaneousPushGivesUIKitsVelocity() {
        onMain {
            let (reference, square) = scene(at: CGPoint(x: 200, y: 200))
            let narrow = UIView(frame: CGRect(x: 0, y: 600, width: 50, height: 100))
            reference.addSubview(narrow)
            let animator = UIDynamicAnimator(referenceView: reference)
            let push = UIPushBehavior(items: [square, narrow], mode: .instantaneous)
            XCTAssertEqual(push.mode, .instantaneous)
            XCTAssertTrue(push.active)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            let material = UIDynamicItemBehavior(items: [square, narrow])
            animator.addBehavior(push)
            animator.addBehavior(material)
            advance(frames: 1)
            XCTAssertFalse(push.active, "an instantaneous push turns itself off once given")
            XCTAssertEqual(
                material.linearVelocity(for: square).x, 100, accuracy: 1e-6, "magnitude 1 on 100 × 100: 100 pt/s")
            XCTAssertEqual(
                material.linearVelocity(for: narrow).x, 200, accuracy: 1e-6, "half the mass, twice the speed")
            advance(frames: 60)
            XCTAssertEqual(square.center.x, 300, accuracy: 2, "a second at 100 points a second")
            XCTAssertEqual(material.linearVelocity(for: square).x, 100, accuracy: 1e-6, "nothing slows it")

            // A steady push of magnitude 1 accelerates the 100-point square at 100 pt/s².
            let (room, block) = scene(at: CGPoint(x: 100, y: 100))
            let steady = UIDynamicAnimator(referenceView: room)
            let continuous = UIPushBehavior(items: [block], mode: .continuous)
            continuous.setAngle(0, magnitude: 1)
            let blockMaterial = UIDynamicItemBehavior(items: [block])
            steady.addBehavior(continuous)
            steady.addBehavior(blockMaterial)
            advance(frames: 60)
            XCTAssertEqual(blockMaterial.linearVelocity(for: block).x, 100, accuracy: 1e-6)
            XCTAssertEqual(block.center.x, 100 + 0.5 * 100, accuracy: 0.01)
        }
    }

    func testAnAttachmentKeepsItsLengthAndASpringPullsToIt() {
        onMain {
            let (reference, bob) = scene(item: CGSize(width: 20, height: 20), at: CGPoint(x: 300, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let rod = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 200, y: 100))
            XCTAssertEqual(rod.attachedBehaviorType, .anchor)
            XCTAssertEqual(rod.length, 100, accuracy: 1e-9, "the distance when made")
            XCTAssertEqual(rod.frequency, 0)
            animator.addBehavior(rod)
            animator.addBehavior(UIGravityBehavior(items: [bob]))
            var lowest: CGFloat = 0
            for _ in 0..<60 {
                advance(frames: 1)
                let distance = hypot(bob.center.x - 200, bob.center.y - 100)
                XCTAssertEqual(distance, 100, accuracy: 0.5, "the rod keeps its length")
                lowest = max(lowest, bob.center.y)
            }
            XCTAssertGreaterThan(lowest, 195, "the pendulum swung through the bottom")

            // A spring made 100 long and set to 50 pulls the item in to 50 from the anchor.
            let (room, weight) = scene(item: CGSize(width: 20, height: 20), at: CGPoint(x: 300, y: 100))
            let springy = UIDynamicAnimator(referenceView: room)
            let spring = UIAttachmentBehavior(item: weight, attachedToAnchor: CGPoint(x: 200, y: 100))
            spring.frequency = 2
            spring.damping = 1
            spring.length = 50
            springy.addBehavior(spring)
            advance(frames: 10)
            XCTAssertLessThan(weight.center.x, 300)
            XCTAssertGreaterThan(weight.center.x, 250, "a spring, not a rod: it takes time")
            advance(frames: 170)
            XCTAssertEqual(weight.center.x, 250, accuracy: 0.5)
            XCTAssertEqual(weight.center.y, 100, accuracy: 0.01)

            // Two items on a rod: the distance between them stays.
            let (hall, first) = scene(item: CGSize(width: 20, height: 20), at: CGPoint(x: 100, y: 100))
            let second = UIView(frame: CGRect(x: 140, y: 90, width: 20, height: 20))
            hall.addSubview(second)
            let pair = UIDynamicAnimator(referenceView: hall)
            let link = UIAttachmentBehavior(item: first, attachedTo: second)
            XCTAssertEqual(link.attachedBehaviorType, .items)
            XCTAssertEqual(link.length, 50, accuracy: 1e-9)
            let kick = UIDynamicItemBehavior(items: [second])
            kick.addLinearVelocity(CGPoint(x: 0, y: 200), for: second)
            pair.addBehavior(link)
            pair.addBehavior(kick)
            advance(frames: 30)
            XCTAssertEqual(hypot(second.center.x - first.center.x, second.center.y - first.center.y), 50, accuracy: 0.5)
            XCTAssertGreaterThan(first.center.y, 100, "the rod dragged the first item along")
        }
    }

    func testAnItemBehaviorsVelocitiesMoveAndTurnTheItem() {
        onMain {
            let (reference, square) = scene(at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let material = UIDynamicItemBehavior(items: [square])
            XCTAssertEqual(material.density, 1)
            XCTAssertEqual(material.elasticity, 0)
            XCTAssertTrue(material.allowsRotation)
            material.addLinearVelocity(CGPoint(x: 200, y: 0), for: square)
            material.addAngularVelocity(.pi, for: square)
            XCTAssertEqual(
                material.linearVelocity(for: square), CGPoint(x: 200, y: 0), "kept until the animator has it")
            XCTAssertEqual(material.angularVelocity(for: square), .pi)
            animator.addBehavior(material)
            advance(frames: 30)
            XCTAssertEqual(square.center.x, 200, accuracy: 1e-6, "half a second at 200 points a second")
            XCTAssertEqual(atan2(square.transform.b, square.transform.a), .pi / 2, accuracy: 1e-6, "a quarter turn")
            XCTAssertEqual(square.bounds.size, CGSize(width: 100, height: 100), "turning leaves the bounds")

            // Resistance slows it; an anchored item does not move at all.
            material.resistance = 2
            let speed = material.linearVelocity(for: square).x
            advance(frames: 30)
            XCTAssertLessThan(material.linearVelocity(for: square).x, speed * 0.5)
            material.isAnchored = true
            let anchored = square.center
            advance(frames: 5)
            XCTAssertEqual(square.center, anchored)
            XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 0, width: 400, height: 400)).count, 1)
            XCTAssertTrue(animator.items(in: CGRect(x: 0, y: 900, width: 10, height: 10)).isEmpty)
        }
    }

    func testFieldsMoveItemsTowardsAndAwayAsDocumented() {
        onMain {
            /// Where a 20-point item that starts at (100, 200) is after half a second in `field`.
            @MainActor func run(_ field: UIFieldBehavior, charge: CGFloat = 0, velocity: CGPoint = .zero) -> CGPoint {
                let (reference, item) = scene(item: CGSize(width: 20, height: 20), at: CGPoint(x: 100, y: 200))
                let animator = UIDynamicAnimator(referenceView: reference)
                field.addItem(item)
                let material = UIDynamicItemBehavior(items: [item])
                material.charge = charge
                material.addLinearVelocity(velocity, for: item)
                animator.addBehavior(field)
                animator.addBehavior(material)
                advance(frames: 30)
                return item.center
            }
            let attracted = run(UIFieldBehavior.radialGravityField(position: CGPoint(x: 300, y: 200)))
            XCTAssertEqual(attracted.x, 100 + 125, accuracy: 0.5, "radial gravity: 1000 pt/s² towards the position")
            XCTAssertEqual(attracted.y, 200, accuracy: 1e-6)
            let repelling = UIFieldBehavior.radialGravityField(position: CGPoint(x: 300, y: 200))
            repelling.strength = -1
            XCTAssertLessThan(run(repelling).x, 100, "a negative strength pushes away")
            let outside = UIFieldBehavior.radialGravityField(position: CGPoint(x: 300, y: 200))
            outside.region = UIRegion(radius: 150)
            XCTAssertEqual(run(outside), CGPoint(x: 100, y: 200), "outside the region the field does nothing")

            let linear = run(UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: -1)))
            XCTAssertEqual(linear.y, 200 - 125, accuracy: 0.01, "linear gravity as UIGravityBehavior's")

            let current = run(UIFieldBehavior.velocityField(direction: CGVector(dx: 100, dy: 0)))
            XCTAssertEqual(current.x, 150, accuracy: 1, "carried at 100 points a second")

            let vortex = UIFieldBehavior.vortexField()
            vortex.position = CGPoint(x: 0, y: 200)
            XCTAssertGreaterThan(run(vortex).y, 200, "right of the centre, a positive vortex turns clockwise: down")

            let electric = UIFieldBehavior.electricField()
            electric.position = CGPoint(x: 0, y: 200)
            XCTAssertGreaterThan(run(electric, charge: 1).x, 100, "like charges repel")
            XCTAssertLessThan(run(electric, charge: -1).x, 100, "unlike charges attract")
            XCTAssertEqual(
                run(UIFieldBehavior.electricField(), charge: 0), CGPoint(x: 100, y: 200), "no charge, no force")

            let magnetic = run(UIFieldBehavior.magneticField(), charge: 0.01, velocity: CGPoint(x: 100, y: 0))
            XCTAssertGreaterThan(magnetic.y, 200, "moving right, a positive charge turns clockwise")

            let drag = run(UIFieldBehavior.dragField(), velocity: CGPoint(x: 100, y: 0))
            XCTAssertLessThan(drag.x, 150, "drag slows it below its coasting distance")
            XCTAssertGreaterThan(drag.x, 100)

            let spring = UIFieldBehavior.springField()
            spring.position = CGPoint(x: 200, y: 200)
            XCTAssertGreaterThan(run(spring).x, 100, "a spring field pulls towards its position")

            let noise = run(UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1))
            XCTAssertNotEqual(noise, CGPoint(x: 100, y: 200), "noise pushes it somewhere")
            XCTAssertEqual(
                noise, run(UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)), "the same each run")

            let custom = run(UIFieldBehavior.field { _, _, _, _, _, _ in CGVector(dx: 1, dy: 0) })
            XCTAssertEqual(custom.x, 100 + 0.5 * 2500 * 0.25, accuracy: 0.5, "a force of 1 on a mass of 0.04")
        }
    }

    func testRegionSetOperations() {
        onMain {
            let disc = UIRegion(radius: 100)
            let box = UIRegion(size: CGSize(width: 50, height: 300))
            XCTAssertTrue(disc.contains(CGPoint(x: 60, y: 60)))
            XCTAssertFalse(disc.contains(CGPoint(x: 80, y: 80)))
            XCTAssertTrue(disc.contains(CGPoint(x: 100, y: 0)), "the edge is inside")
            XCTAssertTrue(box.contains(CGPoint(x: 25, y: -150)))
            XCTAssertFalse(box.contains(CGPoint(x: 26, y: 0)))
            XCTAssertTrue(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
            XCTAssertFalse(disc.inverse().contains(.zero))
            XCTAssertTrue(disc.inverse().contains(CGPoint(x: 200, y: 0)))
            let union = disc.union(with: box)
            XCTAssertTrue(union.contains(CGPoint(x: 0, y: 140)), "in the box only")
            XCTAssertTrue(union.contains(CGPoint(x: 90, y: 0)), "in the disc only")
            let ring = disc.difference(from: UIRegion(radius: 50))
            XCTAssertFalse(ring.contains(CGPoint(x: 10, y: 0)))
            XCTAssertTrue(ring.contains(CGPoint(x: 70, y: 0)))
            let both = disc.intersection(with: box)
            XCTAssertTrue(both.contains(CGPoint(x: 0, y: 90)))
            XCTAssertFalse(both.contains(CGPoint(x: 0, y: 140)))
            XCTAssertFalse(both.contains(CGPoint(x: 90, y: 0)))
            let copy = ring.copy() as? UIRegion
            XCTAssertEqual(copy?.contains(CGPoint(x: 70, y: 0)), true)
        }
    }

    func testBehaviorsTreeWillMoveAndRefusals() {
        onMain {
            final class Composite: UIDynamicBehavior {
                var moves: [String] = []
                override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
                    moves.append(dynamicAnimator == nil ? "nil" : "animator")
                }
            }
            let (reference, square) = scene(at: CGPoint(x: 200, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            XCTAssertTrue(animator.referenceView === reference)
            let composite = Composite()
            let gravity = UIGravityBehavior(items: [square])
            composite.addChildBehavior(gravity)
            XCTAssertTrue(composite.childBehaviors.first === gravity)
            animator.addBehavior(composite)
            XCTAssertEqual(composite.moves, ["animator"])
            XCTAssertTrue(gravity.dynamicAnimator === animator, "a child is in its parent's animator")
            XCTAssertEqual(animator.behaviors.count, 1, "children are not listed")
            advance(frames: 6)
            XCTAssertGreaterThan(square.center.y, 100, "the child's gravity pulls")

            var diagnostics: [UIKitDiagnostic] = []
            let previous = UIKitDiagnostics.handler
            UIKitDiagnostics.handler = { diagnostics.append($0) }
            defer { UIKitDiagnostics.handler = previous }
            animator.addBehavior(gravity)
            XCTAssertEqual(diagnostics.map(\.name), [UIKitDiagnostic.invalidArgument], "a child cannot be added again")
            XCTAssertEqual(animator.behaviors.count, 1)

            composite.removeChildBehavior(gravity)
            XCTAssertNil(gravity.dynamicAnimator)
            animator.removeBehavior(composite)
            XCTAssertEqual(composite.moves, ["animator", "nil"])
            XCTAssertNil(composite.dynamicAnimator)
            XCTAssertFalse(animator.isRunning)
        }
    }

    func testUpdateItemUsingCurrentStateAndGroups() {
        onMain {
            let (reference, square) = scene(at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let material = UIDynamicItemBehavior(items: [square])
            material.addLinearVelocity(CGPoint(x: 60, y: 0), for: square)
            animator.addBehavior(material)
            advance(frames: 60)
            XCTAssertEqual(square.center.x, 160, accuracy: 1e-6)
            square.center = CGPoint(x: 10, y: 10)
            advance(frames: 1)
            XCTAssertEqual(square.center.x, 161, accuracy: 1e-6, "the animator goes on from its own state")
            square.center = CGPoint(x: 10, y: 10)
            animator.updateItem(usingCurrentState: square)
            advance(frames: 60)
            XCTAssertEqual(square.center.x, 70, accuracy: 1e-6, "from the state read again, at the same speed")

            // A group falls as one.
            let (room, left) = scene(item: CGSize(width: 20, height: 20), at: CGPoint(x: 100, y: 100))
            let right = UIView(frame: CGRect(x: 140, y: 120, width: 20, height: 20))
            room.addSubview(right)
            let group = UIDynamicItemGroup(items: [left, right])
            XCTAssertEqual(group.center, CGPoint(x: 125, y: 115))
            XCTAssertEqual(group.bounds.size, CGSize(width: 70, height: 50))
            let together = UIDynamicAnimator(referenceView: room)
            together.addBehavior(UIGravityBehavior(items: [group]))
            advance(frames: 30)
            XCTAssertEqual(left.center.y, 225, accuracy: 0.01)
            XCTAssertEqual(right.center.y, 255, accuracy: 0.01)
            XCTAssertEqual(right.center.x - left.center.x, 50, accuracy: 1e-9)
        }
    }

    func testMotionEffectsInterpolateButTheDeviceIsHeldStill() {
        onMain {
            let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            horizontal.minimumRelativeValue = -10
            horizontal.maximumRelativeValue = 10
            let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
            vertical.minimumRelativeValue = CGFloat(-20)
            vertical.maximumRelativeValue = CGFloat(20)
            let tilted = horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))
            XCTAssertEqual(tilted?["center.x"] as? CGFloat, 5)
            XCTAssertEqual(
                vertical.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))?[
                    "center.y"]
                    as? CGFloat, -20)
            XCTAssertNil(
                UIInterpolatingMotionEffect(keyPath: "alpha", type: .tiltAlongVerticalAxis)
                    .keyPathsAndRelativeValues(forViewerOffset: UIOffset()))
            let group = UIMotionEffectGroup()
            group.motionEffects = [horizontal, vertical]
            let both = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0))
            XCTAssertEqual(both?["center.x"] as? CGFloat, 10)
            XCTAssertEqual(both?["center.y"] as? CGFloat, 0)

            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view.addMotionEffect(group)
            view.addMotionEffect(group)
            XCTAssertEqual(view.motionEffects.count, 1)
            advance(frames: 10)
            XCTAssertEqual(view.center, CGPoint(x: 25, y: 25), "held still: the view does not move")
            view.removeMotionEffect(group)
            XCTAssertTrue(view.motionEffects.isEmpty)
        }
    }

    func testEllipsesAndPathsCollideByTheirOutlines() {
        onMain {
            final class Ball: UIView {
                override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
            }
            final class Wedge: UIView {
                override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
                override var collisionBoundingPath: UIBezierPath {
                    let path = UIBezierPath()
                    path.move(to: CGPoint(x: -20, y: 10))
                    path.addLine(to: CGPoint(x: 20, y: 10))
                    path.addLine(to: CGPoint(x: 0, y: -10))
                    path.close()
                    return path
                }
            }
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let ball = Ball(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            let wedge = Wedge(frame: CGRect(x: 200, y: 100, width: 40, height: 40))
            reference.addSubview(ball)
            reference.addSubview(wedge)
            let animator = UIDynamicAnimator(referenceView: reference)
            let collision = UICollisionBehavior(items: [ball, wedge])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [ball, wedge]))
            animator.addBehavior(collision)
            advance(frames: 120)
            XCTAssertEqual(ball.center.y, 380, accuracy: 0.75, "a circle of radius 20 rests 20 points up")
            XCTAssertEqual(wedge.center.y, 390, accuracy: 0.75, "the path's flat base, 10 points below its centre")
        }
    }

    func testSlidingAndPinAttachmentsAndALayoutsAttributes() {
        onMain {
            // A slide along x through its anchor: gravity cannot pull the item down.
            let (reference, slider) = scene(item: CGSize(width: 20, height: 20), at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let slide = UIAttachmentBehavior.slidingAttachment(
                with: slider, attachmentAnchor: CGPoint(x: 100, y: 100), axisOfTranslation: CGVector(dx: 1, dy: 0))
            let material = UIDynamicItemBehavior(items: [slider])
            material.addLinearVelocity(CGPoint(x: 50, y: 0), for: slider)
            animator.addBehavior(slide)
            animator.addBehavior(material)
            animator.addBehavior(UIGravityBehavior(items: [slider]))
            advance(frames: 30)
            XCTAssertEqual(slider.center.y, 100, accuracy: 0.5, "held on the axis")
            XCTAssertEqual(slider.center.x, 125, accuracy: 0.5, "free along it")

            // Two items pinned at a point stay together there.
            let (room, first) = scene(item: CGSize(width: 40, height: 20), at: CGPoint(x: 100, y: 100))
            let second = UIView(frame: CGRect(x: 120, y: 90, width: 40, height: 20))
            room.addSubview(second)
            let pinned = UIDynamicAnimator(referenceView: room)
            let pin = UIAttachmentBehavior.pinAttachment(
                with: first, attachedTo: second, attachmentAnchor: CGPoint(x: 120, y: 100))
            pinned.addBehavior(pin)
            pinned.addBehavior(UIGravityBehavior(items: [second]))
            advance(frames: 30)
            let firstEnd = CGPoint(x: 20, y: 0).applying(first.transform)
            let secondEnd = CGPoint(x: -20, y: 0).applying(second.transform)
            XCTAssertEqual(first.center.x + firstEnd.x, second.center.x + secondEnd.x, accuracy: 0.5)
            XCTAssertEqual(first.center.y + firstEnd.y, second.center.y + secondEnd.y, accuracy: 0.5)
            XCTAssertGreaterThan(second.center.y, 110, "the second item swung down on the pin")

            // An animator for a layout moves its attributes and hands them back.
            let layout = UICollectionViewFlowLayout()
            let layoutAnimator = UIDynamicAnimator(collectionViewLayout: layout)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            layoutAnimator.addBehavior(UIGravityBehavior(items: [attributes]))
            advance(frames: 30)
            XCTAssertEqual(attributes.center.y, 25 + 125, accuracy: 0.01)
            XCTAssertTrue(layoutAnimator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) === attributes)
            XCTAssertNil(layoutAnimator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)))
        }
    }

}
