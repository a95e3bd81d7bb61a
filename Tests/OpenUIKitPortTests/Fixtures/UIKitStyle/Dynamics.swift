import UIKit

/// "Falling squares", as apps write it with UIKit Dynamics: squares dropped from the top fall,
/// bounce off a barrier and the screen's edges, and a tap snaps the last one to the middle.
class FallingSquaresViewController: UIViewController, UICollisionBehaviorDelegate, UIDynamicAnimatorDelegate {
    var animator: UIDynamicAnimator!
    var gravity: UIGravityBehavior!
    var collision: UICollisionBehavior!
    var itemBehavior: UIDynamicItemBehavior!
    var snap: UISnapBehavior?
    var squares: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self

        gravity = UIGravityBehavior()
        gravity.magnitude = 0.8
        animator.addBehavior(gravity)

        collision = UICollisionBehavior()
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = self
        let barrier = UIView(frame: CGRect(x: 0, y: 300, width: 130, height: 20))
        barrier.backgroundColor = .red
        view.addSubview(barrier)
        collision.addBoundary(withIdentifier: "barrier" as NSCopying, for: UIBezierPath(rect: barrier.frame))
        collision.action = { [weak self] in
            guard let self = self else { return }
            for square in self.squares where !self.view.bounds.intersects(square.frame) {
                self.remove(square)
            }
        }
        animator.addBehavior(collision)

        itemBehavior = UIDynamicItemBehavior()
        itemBehavior.elasticity = 0.6
        itemBehavior.friction = 0.2
        itemBehavior.resistance = 0.1
        itemBehavior.allowsRotation = true
        animator.addBehavior(itemBehavior)

        let dropButton = UIButton(type: .system)
        dropButton.setTitle("Drop", for: .normal)
        dropButton.frame = CGRect(x: 20, y: 40, width: 80, height: 44)
        dropButton.addAction(UIAction { [weak self] _ in self?.dropSquare() }, for: .touchUpInside)
        view.addSubview(dropButton)
    }

    func dropSquare() {
        let square = UIView(frame: CGRect(x: CGFloat.random(in: 0...(view.bounds.width - 40)), y: 0, width: 40, height: 40))
        square.backgroundColor = UIColor(hue: CGFloat.random(in: 0...1), saturation: 0.8, brightness: 0.9, alpha: 1)
        view.addSubview(square)
        squares.append(square)
        gravity.addItem(square)
        collision.addItem(square)
        itemBehavior.addItem(square)
        itemBehavior.addAngularVelocity(CGFloat.random(in: -2...2), for: square)

        let push = UIPushBehavior(items: [square], mode: .instantaneous)
        push.setAngle(.pi / 2, magnitude: 0.2)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 5, vertical: 0), for: square)
        push.action = { [weak self, unowned push] in
            if !push.active { self?.animator.removeBehavior(push) }
        }
        animator.addBehavior(push)
    }

    func remove(_ square: UIView) {
        gravity.removeItem(square)
        collision.removeItem(square)
        itemBehavior.removeItem(square)
        square.removeFromSuperview()
        squares.removeAll { $0 === square }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let last = squares.last, let touch = touches.first else { return }
        if let snap = snap { animator.removeBehavior(snap) }
        let newSnap = UISnapBehavior(item: last, snapTo: touch.location(in: view))
        newSnap.damping = 0.3
        animator.addBehavior(newSnap)
        snap = newSnap
    }

    // MARK: UICollisionBehaviorDelegate

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        guard let view = item as? UIView else { return }
        if let name = identifier as? NSString, name == "barrier" {
            view.backgroundColor = .orange
        }
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {
        (item1 as? UIView)?.alpha = 0.8
        (item2 as? UIView)?.alpha = 0.8
    }

    // MARK: UIDynamicAnimatorDelegate

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        print("settled after \(animator.elapsedTime()) s with \(animator.items(in: view.bounds).count) squares")
    }
}

/// A card that hangs from the top on a spring and sways with the device (on a device held still,
/// as on the simulator, it does not), as a settings screen's badge might.
class HangingCardView: UIView {
    private var animator: UIDynamicAnimator?

    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }

    func hang(in container: UIView) {
        let animator = UIDynamicAnimator(referenceView: container)
        let attachment = UIAttachmentBehavior(item: self, offsetFromCenter: UIOffset(horizontal: 0, vertical: -20), attachedToAnchor: CGPoint(x: container.bounds.midX, y: 0))
        attachment.frequency = 1.5
        attachment.damping = 0.4
        attachment.length = 120
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [self]))
        let field = UIFieldBehavior.springField()
        field.position = CGPoint(x: container.bounds.midX, y: 140)
        field.region = UIRegion(radius: 200)
        field.addItem(self)
        animator.addBehavior(field)
        self.animator = animator

        let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        tilt.minimumRelativeValue = -15
        tilt.maximumRelativeValue = 15
        let group = UIMotionEffectGroup()
        group.motionEffects = [tilt]
        addMotionEffect(group)
    }
}
