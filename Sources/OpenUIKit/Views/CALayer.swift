import Foundation

/// What a layer asks of the object that owns it (a view, for a view's layer).
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    func layoutSublayers(of layer: CALayer)
    func display(_ layer: CALayer)
}

public extension CALayerDelegate {
    func layoutSublayers(of layer: CALayer) {}
    func display(_ layer: CALayer) {}
}

/// The geometry and appearance a renderer draws. A view's frame, bounds, center, transform, alpha,
/// hidden state, clipping and background live here, and nowhere else; the view reads them back.
@preconcurrency @MainActor
open class CALayer {
    open var bounds: CGRect = .zero {
        didSet {
            valueChanged("bounds", from: .rect(oldValue), to: .rect(bounds))
            noteRenderingChange(.geometry)
        }
    }
    open var position: CGPoint = .zero {
        didSet {
            valueChanged("position", from: .point(oldValue), to: .point(position))
            noteRenderingChange(.geometry)
        }
    }
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { noteRenderingChange(.geometry) } }
    open var zPosition: CGFloat = 0 { didSet { noteRenderingChange(.geometry) } }
    open var transform: CATransform3D = CATransform3DIdentity {
        didSet {
            valueChanged("transform", from: .transform(oldValue), to: .transform(transform))
            noteRenderingChange(.geometry)
        }
    }
    open var opacity: Float = 1 {
        didSet {
            valueChanged("opacity", from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(opacity)))
            noteRenderingChange(.geometry)
        }
    }
    open var isHidden = false { didSet { noteRenderingChange(.geometry) } }
    open var masksToBounds = false { didSet { noteRenderingChange(.geometry) } }
    open var backgroundColor: CGColor? {
        didSet {
            valueChanged("backgroundColor", from: .color(oldValue), to: .color(backgroundColor))
            noteRenderingChange(.appearance)
        }
    }
    open var cornerRadius: CGFloat = 0 {
        didSet {
            valueChanged("cornerRadius", from: .scalar(oldValue), to: .scalar(cornerRadius))
            noteRenderingChange(.appearance)
        }
    }
    /// The corners `cornerRadius` rounds (an inset grouped section rounds only its ends).
    open var maskedCorners: CACornerMask = .all {
        didSet { if maskedCorners != oldValue { noteRenderingChange(.appearance) } }
    }
    open var borderWidth: CGFloat = 0 { didSet { noteRenderingChange(.appearance) } }
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { noteRenderingChange(.appearance) }
    }
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { noteRenderingChange(.appearance) }
    }
    open var shadowOpacity: Float = 0 { didSet { noteRenderingChange(.appearance) } }
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { noteRenderingChange(.appearance) } }
    open var shadowRadius: CGFloat = 3 { didSet { noteRenderingChange(.appearance) } }
    open var contents: Any? { didSet { noteRenderingChange(.display) } }
    open var contentsScale: CGFloat = 1 { didSet { noteRenderingChange(.display) } }
    open var isOpaque = false
    open var name: String?
    open weak var delegate: (any CALayerDelegate)?

    public private(set) weak var superlayer: CALayer?
    private var sublayerStorage: [CALayer] = []
    /// The views whose layers are sublayers here. A layer does not own its delegate, but UIKit's
    /// superview owns its subviews, and the child list lives in the layer tree, so the strong
    /// references live beside it (superlayer to view to layer: no cycle).
    private var sublayerViews: [ObjectIdentifier: UIView] = [:]
    /// Running animations by key path; see `presentation()`. A layer that starts or stops
    /// animating tells the renderers' registry (`CALayer+RenderingChanges.swift`).
    var animations: [String: LayerPropertyAnimation] = [:] {
        didSet { if animations.isEmpty != oldValue.isEmpty { noteAnimating(!animations.isEmpty) } }
    }
    var needsDisplayFlag = false
    /// When what this layer shows last changed, by kind (see `CALayer+RenderingChanges.swift`).
    var renderingStamps = RenderingStamps()
    /// What a renderer keeps for this layer between frames (its painted area, a backing store).
    /// The layer owns it so it goes when the layer goes.
    @_spi(Rendering) public var renderingState: AnyObject?

    public required init() {}

    /// Makes a copy for `presentation()`; a subclass with stored appearance of its own overrides it.
    public required init(layer: Any) {
        if let other = layer as? CALayer { copyAppearance(from: other) }
    }

    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.superlayer = nil }
            sublayerStorage = []
            sublayerViews = [:]
            noteRenderingChange(.sublayers)
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The sublayer list without the optional wrapper, for traversals.
    var sublayerList: [CALayer] { sublayerStorage }

    open var frame: CGRect {
        get {
            let size = bounds.size
            let origin = CGPoint(
                x: position.x - size.width * anchorPoint.x, y: position.y - size.height * anchorPoint.y)
            let rect = CGRect(origin: origin, size: size)
            guard !CATransform3DIsIdentity(transform) else { return rect }
            let anchor = CGPoint(x: position.x, y: position.y)
            let local = CGRect(
                x: -size.width * anchorPoint.x, y: -size.height * anchorPoint.y, width: size.width, height: size.height)
            return local.applying(CATransform3DGetAffineTransform(transform)).offsetBy(dx: anchor.x, dy: anchor.y)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.origin.x + newValue.size.width * anchorPoint.x,
                y: newValue.origin.y + newValue.size.height * anchorPoint.y)
        }
    }

    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerStorage.count))
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        if layer.superlayer === self, let current = sublayerStorage.lastIndex(where: { $0 === layer }) {
            sublayerStorage.remove(at: current)
        } else {
            layer.removeFromSuperlayer()
        }
        sublayerStorage.insert(layer, at: min(Int(index), sublayerStorage.count))
        layer.superlayer = self
        if let view = layer.delegate as? UIView { sublayerViews[ObjectIdentifier(layer)] = view }
        noteRenderingChange(.sublayers)
        layer.noteRenderingChange(.geometry)
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            return insertSublayer(layer, at: 0)
        }
        insertSublayer(layer, at: UInt32(layer.superlayer === self && indexOf(layer)! < index ? index - 1 : index))
    }

    /// The index is counted after `layer` leaves its old place, so one already below `sibling`
    /// lands at the sibling's index; above itself is where it is.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            return addSublayer(layer)
        }
        guard layer !== sibling else { return }
        insertSublayer(layer, at: UInt32(layer.superlayer === self && indexOf(layer)! < index ? index : index + 1))
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self, let index = indexOf(oldLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        if let index = parent.indexOf(self) { parent.sublayerStorage.remove(at: index) }
        superlayer = nil
        parent.sublayerViews[ObjectIdentifier(self)] = nil
        parent.noteRenderingChange(.sublayers)
    }

    /// Searches from the end: the common removals (last added first) stay O(1).
    func indexOf(_ layer: CALayer) -> Int? {
        sublayerStorage.lastIndex { $0 === layer }
    }

    func exchangeSublayer(at first: Int, withSublayerAt second: Int) {
        sublayerStorage.swapAt(first, second)
        sublayerStorage[first].noteRenderingChange(.geometry)
        sublayerStorage[second].noteRenderingChange(.geometry)
    }

    /// Draws the layer and its sublayers into `ctx`, its bounds at the context's origin, through
    /// the installed renderer (nothing headless).
    open func render(in ctx: CGContext) {
        _ = BitmapRenderers.renderer?.render(self, in: ctx)
    }

    open func setNeedsDisplay() {
        needsDisplayFlag = true
        noteRenderingChange(.display)
    }
    open var needsDisplay: Bool { needsDisplayFlag }
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        delegate?.display(self)
    }

    /// A copy showing the values the screen shows now: running animations interpolated at the
    /// animation clock's time.
    open func presentation() -> Self? {
        let copy = Self(layer: self)
        let now = UIApplication.shared.animationClock.now
        for (key, animation) in animations {
            copy.applyPresentationValue(animation.value(at: now), forKey: key)
        }
        return copy
    }

    /// The layer the app sets values on.
    open func model() -> Self { self }

    /// Removing an animation interrupts it: a block animation left with nothing running
    /// completes with `finished == false`.
    open func removeAllAnimations() {
        let groupIDs = Set(animations.values.map(\.groupID))
        animations.removeAll()
        UIApplication.shared.animations.layerAnimationsRemoved(groupIDs: groupIDs)
    }

    open func removeAnimation(forKey key: String) {
        guard let removed = animations.removeValue(forKey: key) else { return }
        UIApplication.shared.animations.layerAnimationsRemoved(groupIDs: [removed.groupID])
    }
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.keys.sorted() }

    private func copyAppearance(from other: CALayer) {
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        zPosition = other.zPosition
        transform = other.transform
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        contents = other.contents
        contentsScale = other.contentsScale
        isOpaque = other.isOpaque
        name = other.name
    }

    /// Sets a model value from an animation's value (an interactive transition that reverses).
    func setModelValue(_ value: AnimatableValue, forKey key: String) {
        applyPresentationValue(value, forKey: key)
    }

    private func applyPresentationValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("bounds", .rect(let rect)): bounds = rect
        case ("position", .point(let point)): position = point
        case ("transform", .transform(let matrix)): transform = matrix
        case ("opacity", .scalar(let scalar)): opacity = Float(scalar)
        case ("backgroundColor", .color(let color)): backgroundColor = color
        case ("cornerRadius", .scalar(let scalar)): cornerRadius = scalar
        default: break
        }
    }

    /// Inside a `UIView.animate` block a change becomes an animation from the old value.
    private func valueChanged(_ key: String, from old: AnimatableValue, to new: AnimatableValue) {
        guard let context = UIViewAnimationContext.current, old != new else { return }
        context.record(
            layer: self, key: key, from: animations[key]?.value(at: UIApplication.shared.animationClock.now) ?? old,
            to: new)
    }
}
