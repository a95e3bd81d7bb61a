import Foundation

/// The kinds of change a renderer redraws differently.
@_spi(Rendering) public enum RenderingChange: Sendable {
    /// Where the layer and its sublayers are, or whether they show: bounds, position, anchor,
    /// transform, opacity, hidden, masking, z order, a new superlayer. The area the subtree
    /// covered and the area it covers now both need drawing again.
    case geometry
    /// How the layer itself looks in the same place: background, corners, border, shadow.
    case appearance
    /// The layer's drawn content: `setNeedsDisplay()`, `contents`. Its backing store is stale.
    case display
    /// Sublayers came or went.
    case sublayers
}

/// When each kind of change last happened to a layer, in rendering epochs, and the latest
/// change anywhere below it. A renderer remembers the epoch of its last frame and looks only
/// where a stamp is newer, so it finds what changed by walking down the marked paths instead of
/// over the whole tree, and several renderers of one tree (a window, a screenshot) never take
/// changes away from each other, as flags cleared by one would.
struct RenderingStamps {
    var geometry: UInt64 = 0
    var appearance: UInt64 = 0
    var display: UInt64 = 0
    var sublayers: UInt64 = 0
    /// The latest change of this layer or any layer below it.
    var subtree: UInt64 = 0
}

extension CALayer {
    /// The epoch changes are stamped with now. Renderers move it on when they start a frame, so
    /// one frame's changes are told apart from the next's.
    private static var currentRenderingEpoch: UInt64 = 1

    /// Stamps the change and marks the path up to the root, stopping where an ancestor already
    /// carries this epoch's mark (everything above it does too): a burst of changes costs a
    /// few stores each.
    func noteRenderingChange(_ change: RenderingChange) {
        let epoch = Self.currentRenderingEpoch
        switch change {
        case .geometry: renderingStamps.geometry = epoch
        case .appearance: renderingStamps.appearance = epoch
        case .display: renderingStamps.display = epoch
        case .sublayers: renderingStamps.sublayers = epoch
        }
        renderingStamps.subtree = epoch
        var ancestor = superlayer
        while let layer = ancestor, layer.renderingStamps.subtree != epoch {
            layer.renderingStamps.subtree = epoch
            ancestor = layer.superlayer
        }
    }
}

extension CALayer {
    /// The layers with running animations, by identity: a renderer draws their presentation
    /// values and repaints them every frame while they run.
    private static var animating: [ObjectIdentifier: WeakBox<CALayer>] = [:]

    func noteAnimating(_ isAnimating: Bool) {
        if isAnimating {
            Self.animating[ObjectIdentifier(self)] = WeakBox(self)
        } else {
            Self.animating[ObjectIdentifier(self)] = nil
        }
    }
}

@_spi(Rendering) extension CALayer {
    /// How many seconds behind the animation clock `presentation()` (and an emitter's particles)
    /// are shown: 0, but for the copies of a `CAReplicatorLayer`, which the renderer draws
    /// `instanceDelay` later each.
    public static var presentationDelay: CFTimeInterval = 0

    /// The layers running animations now (those freed while animating dropped).
    public static var animatingLayers: [CALayer] {
        animating = animating.filter { $0.value.value != nil }
        return animating.values.compactMap(\.value)
    }

    /// What a renderer draws: the presentation copy (running animations at the clock's time)
    /// while the layer animates, the layer itself otherwise. Identity, sublayers and the
    /// delegate are the layer's own.
    public var renderedValues: CALayer { isAnimatingAtAll ? (presentation() ?? self) : self }

    /// Whether the property at `key` (`"backgroundColor"`, `"opacity"`, …) is animating.
    public func isAnimating(_ key: String) -> Bool { animations[key] != nil || hasAddedAnimation(animating: key) }

    /// Whether any of its properties is animating.
    public var isAnimatingAtAll: Bool { !animations.isEmpty || !addedAnimations.isEmpty }

    /// Marks the layer changed where it is and how it looks, so the next frame repaints the area
    /// its subtree covered and covers now (an animation's step).
    public func noteAnimationStep() {
        noteRenderingChange(.geometry)
        noteRenderingChange(.appearance)
    }

    /// Starts a frame: returns the epoch whose changes (and all earlier ones) the frame draws,
    /// and stamps later changes with the next one.
    public static func beginRenderingFrame() -> UInt64 {
        let epoch = currentRenderingEpoch
        currentRenderingEpoch += 1
        return epoch
    }

    /// The epoch of the layer's latest change of `kind`; 0 when it never changed.
    public func renderingChangeEpoch(_ kind: RenderingChange) -> UInt64 {
        switch kind {
        case .geometry: renderingStamps.geometry
        case .appearance: renderingStamps.appearance
        case .display: renderingStamps.display
        case .sublayers: renderingStamps.sublayers
        }
    }

    /// The epoch of the latest change of this layer or any below it.
    public var subtreeRenderingChangeEpoch: UInt64 { renderingStamps.subtree }
}
