import Foundation

/// A layer that emits particles of its `emitterCells` from `emitterShape` at `emitterPosition`,
/// and draws them: each particle born at its cell's rate, moved by its velocity and acceleration,
/// scaled, spun and faded (`alphaSpeed`) over its lifetime, drawn as its cell's `contents` image.
///
/// Linux, drawn plainly: the particles are worked out from the animation clock alone, not
/// simulated step by step, so a picture depends only on the clock's time since the layer was
/// made (or since `beginTime` in its cells) and on `seed`, never on wall time or how often frames
/// were drawn. The flip side: changing a rate re-plays the emission as if the layer had always
/// had it (setting `birthRate` to 0 clears the particles at once). Particles are drawn oldest
/// first (newest first for `.oldestLast`), tinted by their colour (which replaces the image's colour, as Apple's multiply does for
/// the usual white particle images), with no depth. Drawing costs O(birth rate × lifetime) per
/// frame; the renderer repaints the layer every frame while it has cells.
@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
    /// The kinds of particle emitted, drawn in order.
    open var emitterCells: [CAEmitterCell]? {
        didSet {
            noteRenderingChange(.display)
            noteAnimating(!(emitterCells ?? []).isEmpty || isAnimatingAtAll)
        }
    }
    /// A multiplier of every cell's birth rate; 1 by default.
    open var birthRate: Float = 1 { didSet { noteRenderingChange(.display) } }
    /// A multiplier of every cell's lifetime; 1 by default.
    open var lifetime: Float = 1 { didSet { noteRenderingChange(.display) } }
    /// The centre of the emitter shape, in the layer's bounds space; the origin by default.
    open var emitterPosition: CGPoint = .zero { didSet { noteRenderingChange(.display) } }
    /// The depth of the emitter shape's centre; stored.
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter shape; zero by default.
    open var emitterSize: CGSize = .zero { didSet { noteRenderingChange(.display) } }
    /// The depth of the emitter shape; stored.
    open var emitterDepth: CGFloat = 0
    /// The shape particles are born in; `.point` by default.
    open var emitterShape: CAEmitterLayerEmitterShape = .point { didSet { noteRenderingChange(.display) } }
    /// Which part of the shape particles are born on; `.volume` by default.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume { didSet { noteRenderingChange(.display) } }
    /// The order and way particles are composited; `.unordered` by default.
    open var renderMode: CAEmitterLayerRenderMode = .unordered { didSet { noteRenderingChange(.display) } }
    /// Whether particles keep depth among themselves; stored, as they are drawn flat here.
    open var preservesDepth = false
    /// A multiplier of every cell's velocity; 1 by default.
    open var velocity: Float = 1 { didSet { noteRenderingChange(.display) } }
    /// A multiplier of every cell's scale; 1 by default.
    open var scale: Float = 1 { didSet { noteRenderingChange(.display) } }
    /// A multiplier of every cell's spin; 1 by default.
    open var spin: Float = 1 { didSet { noteRenderingChange(.display) } }
    /// The seed the cells' random ranges are drawn from; the same seed gives the same particles.
    open var seed: UInt32 = 0 { didSet { noteRenderingChange(.display) } }

    /// The animation clock's time when the layer was made: particle time counts from here.
    public private(set) var emissionStartTime: CFTimeInterval

    /// Creates an emitter with no cells, its emission starting at the animation clock's time now.
    public required init() {
        emissionStartTime = UIApplication.shared.animationClock.now
        super.init()
    }

    /// A copy of `layer`'s emitter settings, for `presentation()`.
    public required init(layer: Any) {
        emissionStartTime = (layer as? CAEmitterLayer)?.emissionStartTime ?? UIApplication.shared.animationClock.now
        super.init(layer: layer)
        if let other = layer as? CAEmitterLayer {
            emitterCells = other.emitterCells
            birthRate = other.birthRate
            lifetime = other.lifetime
            emitterPosition = other.emitterPosition
            emitterZPosition = other.emitterZPosition
            emitterSize = other.emitterSize
            emitterDepth = other.emitterDepth
            emitterShape = other.emitterShape
            emitterMode = other.emitterMode
            renderMode = other.renderMode
            preservesDepth = other.preservesDepth
            velocity = other.velocity
            scale = other.scale
            spin = other.spin
            seed = other.seed
        }
    }

    /// One particle as it shows at a moment.
    public struct Particle: Equatable, Sendable {
        /// The index of its cell in `emitterCells`.
        public var cell: Int
        /// Its centre, in the layer's bounds space.
        public var position: CGPoint
        /// How long it has lived, in seconds.
        public var age: CFTimeInterval
        /// The scale its image is drawn at.
        public var scale: CGFloat
        /// How far it has turned, in radians.
        public var angle: CGFloat
        /// Its colour: red, green, blue and alpha, each in 0...1.
        public var color: [CGFloat]
    }

    /// The particles alive at `time` on the animation clock, oldest first within each cell.
    /// O(birth rate × lifetime).
    public func particles(at time: CFTimeInterval) -> [Particle] {
        let elapsed = time - emissionStartTime
        guard elapsed >= 0, birthRate > 0 else { return [] }
        var result: [Particle] = []
        for (index, cell) in (emitterCells ?? []).enumerated() where cell.isEnabled {
            appendParticles(of: cell, index: index, elapsed: elapsed, to: &result)
        }
        return result
    }

    private func appendParticles(
        of cell: CAEmitterCell, index: Int, elapsed: CFTimeInterval, to result: inout [Particle]
    ) {
        let rate = Double(cell.birthRate) * Double(birthRate)
        let longest = Double(cell.lifetime + abs(cell.lifetimeRange)) * Double(lifetime)
        let cellTime = (elapsed - cell.beginTime) * Double(cell.speed)
        guard rate > 0, longest > 0, cellTime >= 0, rate.isFinite else { return }
        let emitting = cell.duration > 0 ? min(cellTime, cell.duration) : cellTime
        // Particle k is born at k / rate; only the last `longest` seconds' can still be alive.
        let last = Int((emitting * rate).rounded(.down))
        let first = max(0, Int(((cellTime - longest) * rate).rounded(.up)))
        guard first <= last else { return }
        for k in first...last {
            let born = Double(k) / rate
            var random = ParticleRandom(seed: seed, cell: index, particle: k)
            let life = (Double(cell.lifetime) + Double(cell.lifetimeRange) * random.spread()) * Double(lifetime)
            let age = cellTime - born
            guard age < life else { continue }
            result.append(particle(of: cell, index: index, age: age, random: &random))
        }
    }

    private func particle(
        of cell: CAEmitterCell, index: Int, age: CFTimeInterval, random: inout ParticleRandom
    ) -> Particle {
        let origin = birthPoint(&random)
        let angle = cell.emissionLongitude + cell.emissionRange / 2 * CGFloat(random.spread())
        let speed = (cell.velocity + cell.velocityRange * CGFloat(random.spread())) * CGFloat(velocity)
        let t = CGFloat(age)
        let position = CGPoint(
            x: origin.x + speed * cos(angle) * t + cell.xAcceleration * t * t / 2,
            y: origin.y + speed * sin(angle) * t + cell.yAcceleration * t * t / 2)
        let scale =
            max(0, (cell.scale + cell.scaleRange * CGFloat(random.spread()) + cell.scaleSpeed * t))
            * CGFloat(self.scale)
        let turn = (cell.spin + cell.spinRange * CGFloat(random.spread())) * CGFloat(spin) * t
        var base: [CGFloat] = [1, 1, 1, 1]
        if let components = cell.color?.components {
            base = components.count == 2 ? [components[0], components[0], components[0], components[1]] : components
        }
        let ranges = [cell.redRange, cell.greenRange, cell.blueRange, cell.alphaRange]
        let speeds = [cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed]
        let color = (0..<4).map { channel in
            min(
                max(
                    base[min(channel, base.count - 1)] + CGFloat(ranges[channel]) * CGFloat(random.spread())
                        + CGFloat(speeds[channel]) * t, 0), 1)
        }
        return Particle(cell: index, position: position, age: age, scale: scale, angle: turn, color: color)
    }

    /// Where a particle is born: a point of `emitterShape` chosen by `emitterMode`.
    private func birthPoint(_ random: inout ParticleRandom) -> CGPoint {
        let c = emitterPosition, w = emitterSize.width, h = emitterSize.height
        let u = CGFloat(random.unit()), v = CGFloat(random.unit())
        switch emitterShape {
        case .line:
            if emitterMode == .points { return CGPoint(x: c.x + (u < 0.5 ? -w : w) / 2, y: c.y) }
            return CGPoint(x: c.x + (u - 0.5) * w, y: c.y)
        case .rectangle, .cuboid:
            switch emitterMode {
            case .points:
                return CGPoint(x: c.x + (u < 0.5 ? -w : w) / 2, y: c.y + (v < 0.5 ? -h : h) / 2)
            case .outline:
                let along = u * 2 * (w + h)
                if along < w { return CGPoint(x: c.x - w / 2 + along, y: c.y - h / 2) }
                if along < w + h { return CGPoint(x: c.x + w / 2, y: c.y - h / 2 + along - w) }
                if along < 2 * w + h { return CGPoint(x: c.x + w / 2 - (along - w - h), y: c.y + h / 2) }
                return CGPoint(x: c.x - w / 2, y: c.y + h / 2 - (along - 2 * w - h))
            default:
                return CGPoint(x: c.x + (u - 0.5) * w, y: c.y + (v - 0.5) * h)
            }
        case .circle, .sphere:
            let radius = w / 2
            let theta = u * 2 * .pi
            let r = emitterMode == .outline || emitterMode == .points ? radius : radius * v.squareRoot()
            return CGPoint(x: c.x + r * cos(theta), y: c.y + r * sin(theta))
        default:
            return c
        }
    }

    /// The box of the particles alive now, grown by the largest image each cell draws.
    override var ownContentReach: CGRect? {
        let alive = particles(at: UIApplication.shared.animationClock.now - CALayer.presentationDelay)
        guard !alive.isEmpty else { return nil }
        var box = CGRect.null
        for particle in alive {
            let cell = emitterCells?[particle.cell]
            let size =
                (cell?.contents as? UIImage)?.size
                ?? (cell?.contents).flatMap { $0 as? CGImage }.map {
                    CGSize(width: CGFloat($0.width), height: CGFloat($0.height))
                } ?? .zero
            let reach = max(size.width, size.height) * particle.scale
            box = box.union(
                CGRect(
                    x: particle.position.x - reach, y: particle.position.y - reach, width: 2 * reach, height: 2 * reach)
            )
        }
        return box
    }

    override var hasOwnContent: Bool { super.hasOwnContent || !(emitterCells ?? []).isEmpty }

    override func drawOwnContent(in ctx: CGContext) {
        super.drawOwnContent(in: ctx)
        let cells = emitterCells ?? []
        guard !cells.isEmpty else { return }
        let images = cells.map { cell -> UIImage? in
            if let image = cell.contents as? UIImage { return image }
            guard let bitmap = cell.contents.flatMap({ $0 as? CGImage }) else { return nil }
            return UIImage(cgImage: bitmap, scale: max(cell.contentsScale, 0.01), orientation: .up)
        }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        let alive = particles(at: UIApplication.shared.animationClock.now - CALayer.presentationDelay)
        for particle in renderMode == .oldestLast ? alive.reversed() : alive {
            guard let image = images[particle.cell], particle.scale > 0, particle.color[3] > 0 else { continue }
            let size = image.size
            let color = UIColor(
                red: particle.color[0], green: particle.color[1], blue: particle.color[2], alpha: 1)
            let tinted = particle.color[0...2].allSatisfy { $0 >= 1 } ? image : image.withTintColor(color)
            ctx.saveGState()
            ctx.translateBy(x: particle.position.x, y: particle.position.y)
            if particle.angle != 0 { ctx.rotate(by: particle.angle) }
            ctx.scaleBy(x: particle.scale, y: particle.scale)
            tinted.draw(
                in: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height),
                blendMode: renderMode == .additive ? .plusLighter : .normal, alpha: particle.color[3])
            ctx.restoreGState()
        }
    }
}

/// The random numbers of one particle: SplitMix64 from the emitter's seed, the cell and the
/// particle's birth number, so each particle's draws are the same every time it is worked out.
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, cell: Int, particle: Int) {
        state =
            UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: particle) &* 0x94D0_49BB_1331_11EB
    }

    /// The next number in 0..<1.
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    /// The next number in -1..<1: how far along a `…Range` a value is moved.
    mutating func spread() -> Double { unit() * 2 - 1 }
}
