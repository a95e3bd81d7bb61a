import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy moved by one more
/// `instanceTransform` (about the layer's anchor point) than the last and tinted by
/// `instanceColor` stepped by the colour offsets: a row of dots, a ring of spokes from one sublayer.
///
/// The copies are drawn, not made: `sublayers` holds the originals only, and hit-testing sees
/// them alone. Drawing costs `instanceCount` times the sublayers' drawing, plus an offscreen group
/// per copy whose colour is not opaque white. Each copy shows its sublayers' animations
/// `instanceDelay` later than the copy before it.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the first untransformed; 1 by default, and
    /// 0 or less draws none.
    open var instanceCount = 1 { didSet { noteRenderingChange(.appearance) } }
    /// The transform taking one copy to the next, applied about the layer's anchor point; the
    /// identity by default.
    open var instanceTransform = CATransform3DIdentity { didSet { noteRenderingChange(.appearance) } }
    /// How many seconds later each copy shows its sublayers' animations (and an emitter's
    /// particles) than the previous copy; 0 by default.
    open var instanceDelay: CFTimeInterval = 0
    /// The colour the first copy's colours are multiplied by; `nil` (the default) is opaque white,
    /// which leaves them as they are.
    open var instanceColor: CGColor? { didSet { noteRenderingChange(.appearance) } }
    /// How much each copy's red is moved from the previous copy's, clamped to 0...1.
    open var instanceRedOffset: Float = 0 { didSet { noteRenderingChange(.appearance) } }
    /// How much each copy's green is moved from the previous copy's, clamped to 0...1.
    open var instanceGreenOffset: Float = 0 { didSet { noteRenderingChange(.appearance) } }
    /// How much each copy's blue is moved from the previous copy's, clamped to 0...1.
    open var instanceBlueOffset: Float = 0 { didSet { noteRenderingChange(.appearance) } }
    /// How much each copy's alpha is moved from the previous copy's, clamped to 0...1.
    open var instanceAlphaOffset: Float = 0 { didSet { noteRenderingChange(.appearance) } }
    /// Whether the copies keep depth among themselves; stored, as copies are drawn flattened, in
    /// order, on Linux.
    open var preservesDepth = false

    /// Creates a replicator that draws its sublayers once.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s replicator settings, for `presentation()`.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAReplicatorLayer {
            instanceCount = other.instanceCount
            instanceTransform = other.instanceTransform
            instanceDelay = other.instanceDelay
            instanceColor = other.instanceColor
            instanceRedOffset = other.instanceRedOffset
            instanceGreenOffset = other.instanceGreenOffset
            instanceBlueOffset = other.instanceBlueOffset
            instanceAlphaOffset = other.instanceAlphaOffset
            preservesDepth = other.preservesDepth
        }
    }

    /// The affine part of the transform copy `index` is drawn with, in the layer's bounds space:
    /// `instanceTransform` applied `index` times about the anchor point. O(index).
    public func instanceAffineTransform(_ index: Int) -> CGAffineTransform {
        let step = CATransform3DGetAffineTransform(instanceTransform)
        var accumulated = CGAffineTransform.identity
        for _ in 0..<max(index, 0) { accumulated = accumulated.concatenating(step) }
        let anchor = CGPoint(
            x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(accumulated)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// The red, green, blue and alpha copy `index` is multiplied by: `instanceColor` (white when
    /// nil) moved by `index` times each offset, each clamped to 0...1. O(1).
    public func instanceColorComponents(_ index: Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        var base: [CGFloat] = [1, 1, 1, 1]
        if let components = instanceColor?.components {
            if components.count == 2 {
                base = [components[0], components[0], components[0], components[1]]
            } else if components.count == 4 {
                base = components
            }
        }
        let n = CGFloat(max(index, 0))
        func step(_ value: CGFloat, _ offset: Float) -> CGFloat { min(max(value + n * CGFloat(offset), 0), 1) }
        return (
            step(base[0], instanceRedOffset), step(base[1], instanceGreenOffset), step(base[2], instanceBlueOffset),
            step(base[3], instanceAlphaOffset)
        )
    }
}
