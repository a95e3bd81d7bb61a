import Foundation

/// A view that shows a visual effect behind its content: with a `UIBlurEffect`, what lies behind
/// it blurred under the material's tint; with a `UIVibrancyEffect`, its content at the vibrancy
/// style's strength. Add subviews to `contentView`, not to the effect view itself.
///
/// Changing `effect` inside an animation block (or a property animator) fades the blur and its
/// tint in or out over the animation, so an animator paused part way shows a partial blur, as on
/// iOS. The blur is the renderer's: each frame it blurs the pixels drawn behind the view (costing
/// a copy of that area at a quarter of its size, three box blurs and a scaled paint); without a
/// renderer the tint alone shows, as iOS draws it with Reduce Transparency on.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to; it fills the effect view.
    public let contentView = UIView()
    /// The blurred backdrop, faded in and out with the effect.
    let backdropView = VisualEffectBackdropView()
    /// The material's tint over the backdrop.
    let tintView = UIView()

    /// The effect shown; nil shows none. Set inside an animation, the change is animated.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        assemble()
    }

    /// An effect view with no effect and the given frame.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// An effect view from a storyboard: the storyboard's effect and content view are applied
    /// by the storyboard loader.
    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        assemble()
    }

    private func assemble() {
        for part in [backdropView, tintView, contentView] {
            part.frame = bounds
            part.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(part)
        }
        backdropView.isUserInteractionEnabled = false
        tintView.isUserInteractionEnabled = false
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// Shows the effect: the backdrop and tint of a blur (faded out for none, keeping the last
    /// radius so a fade out still blurs), a vibrancy effect's content strength.
    private func applyEffect() {
        if let blur = effect as? UIBlurEffect {
            let material = blur.material
            backdropView.blur = BackdropBlur(radius: material.radius, saturation: material.saturation)
            backdropView.alpha = 1
            tintView.backgroundColor = material.tint
            tintView.alpha = 1
        } else {
            backdropView.alpha = 0
            tintView.alpha = 0
        }
        contentView.layer.noteRenderingChange(.appearance)
    }

    /// The view's layer tells it when its corners change.
    open override class var layerClass: CALayer.Type { VisualEffectLayer.self }

    /// The backdrop and tint follow the view's corner radius, as iOS rounds the effect with it.
    fileprivate func matchCorners() {
        for part in [backdropView, tintView] {
            part.layer.cornerRadius = layer.cornerRadius
            part.layer.maskedCorners = layer.maskedCorners
        }
    }
}

/// An effect view's layer: its corners round the effect's parts too.
private final class VisualEffectLayer: CALayer {
    override var cornerRadius: CGFloat {
        didSet { (delegate as? UIVisualEffectView)?.matchCorners() }
    }
    override var maskedCorners: CACornerMask {
        didSet { (delegate as? UIVisualEffectView)?.matchCorners() }
    }
}

/// How the renderer blurs what lies behind a view: a Gaussian of `radius` points, then colours
/// made `saturation` times as vivid.
@_spi(Rendering) public struct BackdropBlur: Equatable, Sendable {
    /// The blur's standard deviation, in points.
    public var radius: CGFloat
    /// How much more vivid the blurred colours are made (1 unchanged).
    public var saturation: CGFloat
}

/// The part of an effect view the renderer fills with the blurred backdrop.
final class VisualEffectBackdropView: UIView {
    var blur: BackdropBlur? {
        didSet { if blur != oldValue { layer.setNeedsDisplay() } }
    }

    init() {
        super.init(frame: .zero)
        CALayer.registerBackdropLayer(layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        CALayer.registerBackdropLayer(layer)
    }
}

@_spi(Rendering) extension CALayer {
    /// Layers that show a blurred backdrop, by identity (weakly): a frame renderer repaints all
    /// of one, and what its blur reaches, when anything below it changes.
    private static var backdrops: [ObjectIdentifier: WeakBox<CALayer>] = [:]

    static func registerBackdropLayer(_ layer: CALayer) {
        backdrops = backdrops.filter { $0.value.value != nil }
        backdrops[ObjectIdentifier(layer)] = WeakBox(layer)
    }

    /// The layers showing a blurred backdrop now (those freed dropped).
    public static var backdropLayers: [CALayer] {
        backdrops.values.compactMap(\.value)
    }

    /// The blur this layer shows of what lies behind it, or nil for an ordinary layer.
    public var backdropBlur: BackdropBlur? {
        (delegate as? VisualEffectBackdropView)?.blur
    }

    /// The share of its opacity the layer keeps as a vibrancy effect view's content view (its
    /// `UIVibrancyEffect` style's strength); 1 for any other layer. Two casts a call.
    public var vibrancyOpacity: Float {
        guard let view = delegate as? UIView, let effectView = view.superview as? UIVisualEffectView,
            effectView.contentView === view, let vibrancy = effectView.effect as? UIVibrancyEffect
        else { return 1 }
        return vibrancy.contentOpacity
    }
}
