import Foundation

/// Keeps items from passing through each other and through boundaries: the reference view's
/// edges, lines, and the outlines of paths.
/// ```swift
/// let collision = UICollisionBehavior(items: [square])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 200, y: 300))
/// ```
/// Items bounce by their elasticity (the larger of two items') and slide against their friction
/// (`UIDynamicItemBehavior`); the delegate hears when contacts begin and end. A path boundary
/// collides along its outline (curves cut into short lines), from either side.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What a collision behavior's items collide with.
    public struct Mode: OptionSet, Hashable, Sendable {
        /// The mode's bits.
        public let rawValue: UInt
        /// Makes a mode from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// The items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// The items collide with each other and with the boundaries.
        public static let everything = Mode(rawValue: UInt.max)
    }

    private struct Boundary {
        let identifier: any NSCopying
        let path: UIBezierPath
        let segments: [[CGPoint]]
        let serial: Int
    }

    /// A contact the delegate was told began, kept to tell when it ends.
    private struct Touch {
        let item: any UIDynamicItem
        let other: (any UIDynamicItem)?
        let identifier: (any NSCopying)?
    }

    private struct TouchKey: Hashable {
        let body: ObjectIdentifier
        let partner: Contact.Partner
    }

    private var itemList: [any UIDynamicItem]
    private var boundaries: [Boundary] = []
    private var nextSerial = 0
    private var referenceInsets: UIEdgeInsets?
    private var touches: [TouchKey: Touch] = [:]
    private var pendingEvents: [() -> Void] = []

    /// Makes a collision behavior for `items`, colliding with everything.
    public init(items: [any UIDynamicItem]) {
        itemList = items
        super.init()
    }

    /// Makes a collision behavior with no items yet.
    public convenience override init() {
        self.init(items: [])
    }

    /// The items that collide.
    open var items: [any UIDynamicItem] { itemList }

    /// Adds an item to collide.
    open func addItem(_ item: any UIDynamicItem) {
        add(item, to: &itemList)
    }

    /// Stops an item colliding.
    open func removeItem(_ item: any UIDynamicItem) {
        touches = touches.filter { $0.value.item !== item && $0.value.other !== item }
        remove(item, from: &itemList)
    }

    /// What the items collide with: `.everything` by default.
    open var collisionMode: Mode = .everything {
        didSet { wakeAnimator() }
    }

    /// Whether the reference view's bounds are a boundary the items stay inside.
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set {
            referenceInsets = newValue ? (referenceInsets ?? .zero) : nil
            wakeAnimator()
        }
    }

    /// Makes the reference view's bounds, inset by `insets`, a boundary the items stay inside.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        wakeAnimator()
    }

    /// Adds the outline of `bezierPath` (in the reference view's coordinates) as a boundary,
    /// replacing one with an equal identifier.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        let path = bezierPath.copy() as? UIBezierPath ?? bezierPath
        removeBoundary(withIdentifier: identifier)
        boundaries.append(
            Boundary(identifier: identifier, path: path, segments: Self.segments(of: path.cgPath), serial: nextSerial))
        nextSerial += 1
        wakeAnimator()
    }

    /// Adds the line from `p1` to `p2` as a boundary, replacing one with an equal identifier.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary with an identifier equal to `identifier`.
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary with an identifier equal to `identifier`.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        wakeAnimator()
    }

    /// The identifiers of the boundaries added, in order; nil with none (the reference bounds
    /// have no identifier).
    open var boundaryIdentifiers: [any NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    /// Removes every boundary added with an identifier.
    open func removeAllBoundaries() {
        boundaries.removeAll()
        wakeAnimator()
    }

    /// Told when contacts begin and end.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    private static func same(_ lhs: any NSCopying, _ rhs: any NSCopying) -> Bool {
        if let object = lhs as? NSObject { return object.isEqual(rhs) }
        return false
    }

    /// The lines a path's outline is made of, curves flattened.
    private static func segments(of path: CGPath) -> [[CGPoint]] {
        var segments: [[CGPoint]] = []
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in path.elements {
            switch element.type {
            case .moveToPoint:
                start = element.points[0]
                current = start
            case .addLineToPoint:
                segments.append([current, element.points[0]])
                current = element.points[0]
            case .addQuadCurveToPoint, .addCurveToPoint:
                let piece = CGPath(elements: [
                    CGPath.Element(type: .moveToPoint, points: [current]), element,
                ])
                let points = CollisionShape.flattenedPoints(of: piece)
                for index in points.indices.dropFirst() { segments.append([points[index - 1], points[index]]) }
                current = element.points[element.points.count - 1]
            case .closeSubpath:
                if current != start { segments.append([current, start]) }
                current = start
            }
        }
        return segments.filter { $0[0] != $0[1] }
    }

    // MARK: Engine

    override var dynamicItems: [any UIDynamicItem] { itemList }

    /// The reference bounds' edges as half-planes the items stay in: (inward normal, offset, serial).
    private var referencePlanes: [(CGPoint, CGFloat, Int)] {
        guard let insets = referenceInsets, let view = dynamicAnimator?.referenceView else { return [] }
        let bounds = view.bounds.inset(by: insets)
        return [
            (CGPoint(x: 1, y: 0), bounds.minX, -1), (CGPoint(x: -1, y: 0), -bounds.maxX, -2),
            (CGPoint(x: 0, y: 1), bounds.minY, -3), (CGPoint(x: 0, y: -1), -bounds.maxY, -4),
        ]
    }

    /// The contacts of the behavior's items where their bodies are now.
    func contacts(in world: DynamicsWorld) -> [Contact] {
        let bodies = itemList.map { world.body(for: $0) }
        var contacts: [Contact] = []
        if collisionMode.contains(.boundaries) {
            let planes = referencePlanes
            for body in bodies {
                for (normal, offset, serial) in planes {
                    let find = { ContactDetection.collide(body.worldVertices, insideNormal: normal, offset: offset) }
                    guard let manifold = find() else { continue }
                    contacts.append(
                        Contact(
                            owner: self, first: nil, second: body, partner: .boundary(serial), manifold: manifold,
                            elasticity: body.elasticity, friction: body.friction, recollide: find))
                }
                for boundary in boundaries {
                    for segment in boundary.segments {
                        let normals = CollisionShape.normals(of: segment)
                        let find = {
                            ContactDetection.collide(
                                segment, normals: normals, body.worldVertices,
                                normals: body.shape.normals(turnedBy: body.angle))
                        }
                        guard let manifold = find() else { continue }
                        contacts.append(
                            Contact(
                                owner: self, first: nil, second: body, partner: .boundary(boundary.serial),
                                manifold: manifold, elasticity: body.elasticity, friction: body.friction,
                                recollide: find))
                    }
                }
            }
        }
        if collisionMode.contains(.items) {
            for (index, first) in bodies.enumerated() {
                for second in bodies[(index + 1)...] where first !== second {
                    guard first.inverseMass > 0 || second.inverseMass > 0 else { continue }
                    guard
                        first.frame.insetBy(dx: -ContactDetection.margin, dy: -ContactDetection.margin)
                            .intersects(second.frame)
                    else { continue }
                    let find = {
                        ContactDetection.collide(
                            first.worldVertices, normals: first.shape.normals(turnedBy: first.angle),
                            second.worldVertices, normals: second.shape.normals(turnedBy: second.angle))
                    }
                    guard let manifold = find() else { continue }
                    contacts.append(
                        Contact(
                            owner: self, first: first, second: second, partner: .item(ObjectIdentifier(first.item)),
                            manifold: manifold, elasticity: max(first.elasticity, second.elasticity),
                            friction: (first.friction * second.friction).squareRoot(), recollide: find))
                }
            }
        }
        return contacts
    }

    /// Notes the contacts of a step against those before it, queueing the delegate's calls.
    func report(_ contacts: [Contact]) {
        var current: [TouchKey: Touch] = [:]
        for contact in contacts {
            let key = TouchKey(body: ObjectIdentifier(contact.second), partner: contact.partner)
            guard current[key] == nil else { continue }
            let touch: Touch
            switch contact.partner {
            case .item:
                touch = Touch(
                    item: contact.first?.item ?? contact.second.item, other: contact.second.item, identifier: nil)
            case .boundary(let serial):
                touch = Touch(
                    item: contact.second.item, other: nil,
                    identifier: boundaries.first { $0.serial == serial }?.identifier)
            }
            current[key] = touch
            if touches[key] == nil {
                let point = contact.point
                pendingEvents.append { [weak self] in
                    guard let self, let delegate = self.collisionDelegate else { return }
                    if let other = touch.other {
                        delegate.collisionBehavior(self, beganContactFor: touch.item, with: other, at: point)
                    } else {
                        delegate.collisionBehavior(
                            self, beganContactFor: touch.item, withBoundaryIdentifier: touch.identifier, at: point)
                    }
                }
            }
        }
        for (key, touch) in touches where current[key] == nil {
            pendingEvents.append { [weak self] in
                guard let self, let delegate = self.collisionDelegate else { return }
                if let other = touch.other {
                    delegate.collisionBehavior(self, endedContactFor: touch.item, with: other)
                } else {
                    delegate.collisionBehavior(
                        self, endedContactFor: touch.item, withBoundaryIdentifier: touch.identifier)
                }
            }
        }
        touches = current
    }

    /// Tells the delegate what the frame's steps found, once the items are where they were found.
    func deliverContactEvents() {
        let events = pendingEvents
        pendingEvents.removeAll()
        for event in events { event() }
    }
}
