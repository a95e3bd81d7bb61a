import Foundation

/// What a layer asks of the object that owns it (a view, for a view's layer).
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Asked to lay out the layer's sublayers; the layer itself never calls this here, views lay out in
    /// `layoutSubviews()`.
    func layoutSublayers(of layer: CALayer)
    /// Asked to update the layer's content when `displayIfNeeded()` finds it marked by `setNeedsDisplay()`.
    func display(_ layer: CALayer)
    /// Asked first by `CALayer.action(forKey:)` for the action of `event`; nil lets the search go
    /// on, `NSNull()` stops it with no action.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

public extension CALayerDelegate {
    /// Does nothing by default.
    func layoutSublayers(of layer: CALayer) {}
    /// Does nothing by default.
    func display(_ layer: CALayer) {}
    /// Nil by default: the layer goes on to its `actions`.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// The geometry and appearance a renderer draws. A view's frame, bounds, center, transform, alpha,
/// hidden state, clipping and background live here, and nowhere else; the view reads them back.
@preconcurrency @MainActor
open class CALayer {
    /// The layer's rectangle in its own coordinate space: its size, and the origin its sublayers are placed from.
    open var bounds: CGRect = .zero {
        didSet {
            valueChanged("bounds", from: .rect(oldValue), to: .rect(bounds))
            noteRenderingChange(.geometry)
        }
    }
    /// Where the layer's anchor point sits in its superlayer's coordinate space.
    open var position: CGPoint = .zero {
        didSet {
            valueChanged("position", from: .point(oldValue), to: .point(position))
            noteRenderingChange(.geometry)
        }
    }
    /// The point in the unit square of the bounds that `position` places and `transform` turns about; the
    /// centre by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { noteRenderingChange(.geometry) } }
    /// The layer's order among its siblings: the renderer paints higher values later, equal ones in list order.
    open var zPosition: CGFloat = 0 { didSet { noteRenderingChange(.geometry) } }
    /// The transform applied about the anchor point; only its 2D affine part is drawn here (no perspective).
    open var transform: CATransform3D = CATransform3DIdentity {
        didSet {
            valueChanged("transform", from: .transform(oldValue), to: .transform(transform))
            noteRenderingChange(.geometry)
        }
    }
    /// The layer's opacity, from 0 (invisible) to 1; the renderer composites the layer and its sublayers as one.
    open var opacity: Float = 1 {
        didSet {
            valueChanged("opacity", from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(opacity)))
            noteRenderingChange(.geometry)
        }
    }
    /// Whether the layer and its sublayers are left out of drawing.
    open var isHidden = false { didSet { noteRenderingChange(.geometry) } }
    /// Whether sublayers and drawn content are clipped to the bounds, rounded by `cornerRadius`.
    open var masksToBounds = false { didSet { noteRenderingChange(.geometry) } }
    /// The colour filling the bounds behind the layer's content; `nil` fills nothing.
    open var backgroundColor: CGColor? {
        didSet {
            valueChanged("backgroundColor", from: .color(oldValue), to: .color(backgroundColor))
            noteRenderingChange(.appearance)
        }
    }
    /// The radius of the rounded corners of the background, border and `masksToBounds` clip.
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
    /// The width of the border drawn inside the bounds, above the content and sublayers; 0 draws none.
    open var borderWidth: CGFloat = 0 { didSet { noteRenderingChange(.appearance) } }
    /// The colour of the border; opaque black by default.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { noteRenderingChange(.appearance) }
    }
    /// The colour of the shadow cast by everything the layer draws; opaque black by default.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { noteRenderingChange(.appearance) }
    }
    /// The opacity of the shadow, from 0 to 1; 0 (the default) casts no shadow.
    open var shadowOpacity: Float = 0 { didSet { noteRenderingChange(.appearance) } }
    /// How far the shadow is moved from the layer's content; (0, -3) by default, as in UIKit.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { noteRenderingChange(.appearance) } }
    /// The blur radius of the shadow; 3 by default.
    open var shadowRadius: CGFloat = 3 { didSet { noteRenderingChange(.appearance) } }
    /// An image for the layer to show, a `CGImage` (Linux also takes a `UIImage`), drawn over the
    /// background and under the sublayers, placed by `contentsGravity` and cut to `contentsRect`
    /// (`CALayer+Contents.swift`); anything else draws nothing.
    open var contents: Any? { didSet { noteRenderingChange(.display) } }
    /// The scale of the layer's content in pixels per point: a `contents` image of 200 pixels at
    /// scale 2 is 100 points wide under a gravity that keeps its size. It backs
    /// `UIView.contentScaleFactor`.
    open var contentsScale: CGFloat = 1 { didSet { noteRenderingChange(.display) } }
    /// Where the `contents` image sits in the bounds and whether it is scaled; `.resize` (stretched
    /// to fill) by default.
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { noteRenderingChange(.display) } }
    /// The part of the `contents` image drawn, in its unit square; the whole image by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { noteRenderingChange(.display) } }
    /// The pixel format asked of the layer's backing store; stored, as the renderer keeps 8-bit
    /// ARGB for every layer (`CALayerContentsFormat`).
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    /// The curve of the rounded corners; `.circular` by default. Linux: `.continuous` is drawn
    /// with circular arcs too.
    open var cornerCurve: CALayerCornerCurve = .circular { didSet { noteRenderingChange(.appearance) } }
    /// The edges antialiased when `allowsEdgeAntialiasing` is on; all four by default. Linux:
    /// stored; Cairo antialiases every edge.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    /// Whether a transformed layer's edges are antialiased; off by default, as on iOS. Linux:
    /// stored; Cairo antialiases edges either way.
    open var allowsEdgeAntialiasing = false
    /// The actions `action(forKey:)` finds by event name (a key path, `kCAOnOrderIn`, …); `NSNull`
    /// for a name stops the search with no action.
    open var actions: [String: any CAAction]?
    /// How the content is sampled when drawn larger than its pixels; `.nearest` keeps hard pixel
    /// edges. The renderer honours it for an image view's image and the `contents` image.
    open var magnificationFilter: CALayerContentsFilter = .linear { didSet { noteRenderingChange(.display) } }
    /// How the content is sampled when drawn smaller than its pixels; honoured as
    /// `magnificationFilter` is.
    open var minificationFilter: CALayerContentsFilter = .linear { didSet { noteRenderingChange(.display) } }
    /// The level-of-detail bias of `.trilinear` minification; stored, not consulted here.
    open var minificationFilterBias: Float = 0
    /// Whether the layer's content fills its bounds opaquely; stored as a hint, not consulted here.
    open var isOpaque = false
    /// A name for the layer, for the app's own use.
    open var name: String?
    /// The object the layer asks to display and lay out its content; a view for a view's layer.
    open weak var delegate: (any CALayerDelegate)?

    /// The layer this one is a sublayer of, or `nil` when it is not in a layer tree.
    public private(set) weak var superlayer: CALayer?
    private var sublayerStorage: [CALayer] = []
    /// The views whose layers are sublayers here. A layer does not own its delegate, but UIKit's
    /// superview owns its subviews, and the child list lives in the layer tree, so the strong
    /// references live beside it (superlayer to view to layer: no cycle).
    private var sublayerViews: [ObjectIdentifier: UIView] = [:]
    /// Running animations by key path; see `presentation()`. A layer that starts or stops
    /// animating tells the renderers' registry (`CALayer+RenderingChanges.swift`).
    var animations: [String: LayerPropertyAnimation] = [:] {
        didSet { if animations.isEmpty != oldValue.isEmpty { noteAnimating(isAnimatingAtAll) } }
    }
    /// Core Animation animations added with `add(_:forKey:)`, in the order added
    /// (`CALayer+Animations.swift`).
    var addedAnimations: [AddedAnimation] = [] {
        didSet { if addedAnimations.isEmpty != oldValue.isEmpty { noteAnimating(isAnimatingAtAll) } }
    }
    var needsDisplayFlag = false
    /// When what this layer shows last changed, by kind (see `CALayer+RenderingChanges.swift`).
    var renderingStamps = RenderingStamps()
    /// What a renderer keeps for this layer between frames (its painted area, a backing store).
    /// The layer owns it so it goes when the layer goes.
    @_spi(Rendering) public var renderingState: AnyObject?

    /// Creates a layer with zero bounds and position and the default appearance.
    public required init() {}

    /// Makes a copy for `presentation()`; a subclass with stored appearance of its own overrides it.
    public required init(layer: Any) {
        if let other = layer as? CALayer { copyAppearance(from: other) }
    }

    /// The layer's sublayers, back to front, or `nil` when it has none; setting it replaces them all.
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

    /// The layer's rectangle in its superlayer's coordinate space, made from `bounds`, `position`,
    /// `anchorPoint` and the transform (its box, when transformed); setting it sets the bounds'
    /// size (undoing a transform's scale) and the position.
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
            guard !CATransform3DIsIdentity(transform) else {
                bounds.size = newValue.size
                position = CGPoint(
                    x: newValue.origin.x + newValue.size.width * anchorPoint.x,
                    y: newValue.origin.y + newValue.size.height * anchorPoint.y)
                return
            }
            // Transformed, the bounds take the size whose transformed box is the frame's (a view
            // scaled 8 times keeps an eighth of the frame's size), and the position moves the box
            // to the frame's origin. A transform no size can meet (a quarter turn's box of a
            // 45° rotation, say) keeps the bounds' size and moves the layer alone.
            let m = affineTransform()
            let determinant = abs(m.a) * abs(m.d) - abs(m.c) * abs(m.b)
            if abs(determinant) > 1e-9 {
                let width = (abs(m.d) * newValue.width - abs(m.c) * newValue.height) / determinant
                let height = (abs(m.a) * newValue.height - abs(m.b) * newValue.width) / determinant
                if width >= -1e-9, height >= -1e-9 {
                    bounds.size = CGSize(width: max(0, width), height: max(0, height))
                }
            }
            let size = bounds.size
            let local = CGRect(
                x: -size.width * anchorPoint.x, y: -size.height * anchorPoint.y, width: size.width, height: size.height
            ).applying(m)
            position = CGPoint(x: newValue.minX - local.minX, y: newValue.minY - local.minY)
        }
    }

    /// The layer's transform as an affine transform (its 2D part).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets the layer's transform to the given affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Adds the layer to the end of the sublayers, in front of the others, removing it from its old superlayer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerStorage.count))
    }

    /// Inserts the layer into the sublayers at the index (or at the end when past it), taking it from its old
    /// place or superlayer.
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

    /// Inserts the layer just behind `sibling`, or at the back when `sibling` is `nil` or not a sublayer here.
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

    /// Puts `newLayer` in the place of `oldLayer`, which is removed; does nothing if `oldLayer` is not a sublayer
    /// here.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self, let index = indexOf(oldLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer's sublayers.
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

    /// The action for `event`: the delegate's, then `actions`', then the class's default; nil
    /// when none is found or an `NSNull` stops the search. O(1) dictionary look-ups.
    open func action(forKey event: String) -> (any CAAction)? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return Self.defaultAction(forKey: event)
    }

    /// The action a layer class runs for `event` when the delegate and `actions` have none; nil
    /// here, as Core Animation's implicit animations are not run on Linux (`CAAction`).
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// How much larger than `cornerRadius` a corner drawn with `curve` reaches along each edge:
    /// 1 for `.circular`, Apple's 1.528665 for `.continuous`.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    /// Draws what the layer itself shows between its background and its sublayers, in its bounds
    /// space: the `contents` image here; text, particles and the like in the subclasses that have
    /// them. The renderer calls it through `drawLayerContent(in:)`.
    func drawOwnContent(in ctx: CGContext) {
        drawContentsImage(in: ctx)
    }

    /// Whether `drawOwnContent(in:)` has anything to draw, so the renderer sets no context up for
    /// the many layers that draw nothing of their own.
    var hasOwnContent: Bool { contents != nil }

    /// Where, in the bounds space, `drawOwnContent(in:)` may draw outside the bounds (an emitter's
    /// particles); nil when it stays inside them.
    var ownContentReach: CGRect? { nil }

    /// Draws the layer and its sublayers into `ctx`, its bounds at the context's origin, through
    /// the installed renderer (nothing headless).
    open func render(in ctx: CGContext) {
        _ = BitmapRenderers.renderer?.render(self, in: ctx)
    }

    /// Marks the layer's content as needing to be drawn again.
    open func setNeedsDisplay() {
        needsDisplayFlag = true
        noteRenderingChange(.display)
    }
    /// Whether the layer has been marked by `setNeedsDisplay()` and not displayed since.
    open var needsDisplay: Bool { needsDisplayFlag }
    /// If the layer is marked as needing display, clears the mark and asks the delegate to `display(_:)` it.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        delegate?.display(self)
    }

    /// A copy showing the values the screen shows now: running animations interpolated at the
    /// animation clock's time.
    open func presentation() -> Self? {
        let copy = Self(layer: self)
        let now = UIApplication.shared.animationClock.now - CALayer.presentationDelay
        for (key, animation) in animations {
            copy.applyPresentationValue(animation.value(at: now), forKey: key)
        }
        applyAddedAnimations(to: copy, at: now)
        return copy
    }

    /// The layer the app sets values on.
    open func model() -> Self { self }

    /// Removing an animation interrupts it: a block animation left with nothing running
    /// completes with `finished == false`, and an added one tells its delegate it did not finish.
    open func removeAllAnimations() {
        let groupIDs = Set(animations.values.map(\.groupID))
        animations.removeAll()
        UIApplication.shared.animations.layerAnimationsRemoved(groupIDs: groupIDs)
        removeAddedAnimations { _ in true }
    }

    /// Removes the animation added under `key`, or the view animation of that key path,
    /// interrupting it; a block animation completes with `finished == false` when nothing else of
    /// it runs.
    open func removeAnimation(forKey key: String) {
        removeAddedAnimations { $0.key == key }
        guard let removed = animations.removeValue(forKey: key) else { return }
        UIApplication.shared.animations.layerAnimationsRemoved(groupIDs: [removed.groupID])
    }
    /// The key paths of the running view animations, sorted, then the keys of the animations
    /// added with `add(_:forKey:)` in the order added; `nil` when there are none.
    open func animationKeys() -> [String]? {
        var keys = animations.keys.sorted()
        for key in addedAnimationKeys where !keys.contains(key) { keys.append(key) }
        return keys.isEmpty ? nil : keys
    }

    /// Adds a copy of `anim` (a `CABasicAnimation`, `CAKeyframeAnimation`, …) to run on the layer's
    /// presentation, under `key` (replacing the one there), or under no key; see
    /// `CALayer+Animations.swift`.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        addAnimationCopy(of: anim, forKey: key)
    }

    /// The animation added under `key` (the layer's copy), or for a key path a view animation
    /// animates, a basic animation describing it; nil when there is none.
    open func animation(forKey key: String) -> CAAnimation? {
        addedAnimation(forKey: key)
    }

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
        contentsGravity = other.contentsGravity
        contentsRect = other.contentsRect
        contentsFormat = other.contentsFormat
        cornerCurve = other.cornerCurve
        edgeAntialiasingMask = other.edgeAntialiasingMask
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        actions = other.actions
        magnificationFilter = other.magnificationFilter
        minificationFilter = other.minificationFilter
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
