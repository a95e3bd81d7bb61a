import Foundation

/// One kind of particle a `CAEmitterLayer` emits: how many a second (`birthRate`), how long each
/// lives, how it moves (velocity within `emissionRange` of `emissionLongitude`, accelerated), how
/// it scales, spins and changes colour, and the image it is drawn as (`contents`). Each `…Range`
/// spreads a particle's starting value evenly by up to that much either way, from the emitter's
/// `seed`, so the same seed and clock time give the same picture.
///
/// Linux: a cell's own `emitterCells` (particles that emit particles) are stored but not emitted,
/// `emissionLatitude` and `zAcceleration` are stored (particles move in the layer's plane), and the
/// timing properties other than `beginTime`, `duration` and `speed` are stored only.
@preconcurrency @MainActor
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// A name for the cell, for the app's own use.
    open var name: String?
    /// Whether the cell emits; true by default.
    open var isEnabled = true
    /// Particles born each second (times the layer's `birthRate`); 0 by default.
    open var birthRate: Float = 0
    /// Seconds each particle lives (times the layer's `lifetime`); 0 by default.
    open var lifetime: Float = 0
    /// The spread of `lifetime`.
    open var lifetimeRange: Float = 0
    /// The angle out of the layer's plane particles leave at; stored, as particles move in the plane here.
    open var emissionLatitude: CGFloat = 0
    /// The angle in the layer's plane particles leave at, in radians from the x axis towards the y axis.
    open var emissionLongitude: CGFloat = 0
    /// The width of the fan of directions about `emissionLongitude` particles leave in; 2π is every way.
    open var emissionRange: CGFloat = 0
    /// The speed particles leave at, in points a second (times the layer's `velocity`).
    open var velocity: CGFloat = 0
    /// The spread of `velocity`.
    open var velocityRange: CGFloat = 0
    /// The acceleration along x, in points a second squared.
    open var xAcceleration: CGFloat = 0
    /// The acceleration along y (down the screen), in points a second squared.
    open var yAcceleration: CGFloat = 0
    /// The acceleration along z; stored, as particles move in the plane here.
    open var zAcceleration: CGFloat = 0
    /// The scale the `contents` image is drawn at (times the layer's `scale`); 1 by default.
    open var scale: CGFloat = 1
    /// The spread of `scale`.
    open var scaleRange: CGFloat = 0
    /// How much the scale changes each second.
    open var scaleSpeed: CGFloat = 0
    /// How fast particles turn, in radians a second (times the layer's `spin`).
    open var spin: CGFloat = 0
    /// The spread of `spin`.
    open var spinRange: CGFloat = 0
    /// The colour particles are tinted with; opaque white (no tint) by default.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The spread of the red component.
    open var redRange: Float = 0
    /// The spread of the green component.
    open var greenRange: Float = 0
    /// The spread of the blue component.
    open var blueRange: Float = 0
    /// The spread of the alpha component.
    open var alphaRange: Float = 0
    /// How much red changes each second.
    open var redSpeed: Float = 0
    /// How much green changes each second.
    open var greenSpeed: Float = 0
    /// How much blue changes each second.
    open var blueSpeed: Float = 0
    /// How much alpha changes each second: a negative value fades particles out.
    open var alphaSpeed: Float = 0
    /// The image each particle is drawn as: a `CGImage` (Linux also takes a `UIImage`); a cell with
    /// none draws nothing.
    open var contents: Any?
    /// The part of `contents` drawn, in its unit square; the whole image by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The image's pixels per point; 1 by default.
    open var contentsScale: CGFloat = 1
    /// The filter used when the image is drawn smaller; `"linear"` by default.
    open var minificationFilter = "linear"
    /// The filter used when the image is drawn larger; `"linear"` by default.
    open var magnificationFilter = "linear"
    /// The level-of-detail bias of trilinear minification; stored.
    open var minificationFilterBias: Float = 0
    /// Cells each particle of this one emits; stored, not emitted on Linux.
    open var emitterCells: [CAEmitterCell]?
    /// Default values by key, for the app's own use.
    open var style: [AnyHashable: Any]?

    /// When, in the emitter's time, the cell starts emitting; 0 by default.
    open var beginTime: CFTimeInterval = 0
    /// How long the cell emits; 0 (the default) emits for ever.
    open var duration: CFTimeInterval = 0
    /// How fast the cell's time runs against the emitter's; 1 by default.
    open var speed: Float = 1
    /// An offset into the cell's time; stored.
    open var timeOffset: CFTimeInterval = 0
    /// Stored.
    open var repeatCount: Float = 0
    /// Stored.
    open var repeatDuration: CFTimeInterval = 0
    /// Stored.
    open var autoreverses = false
    /// Stored.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Creates a cell that emits nothing until its `birthRate` and `lifetime` are set. Required,
    /// as `emitterCell()` makes one of the class it is called on.
    public required override init() {
        super.init()
    }

    /// A new cell, as `init()` makes.
    open class func emitterCell() -> Self { Self() }

    /// The value a property of this name has before it is set; nil here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the property is archived; true for every property.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }
}
