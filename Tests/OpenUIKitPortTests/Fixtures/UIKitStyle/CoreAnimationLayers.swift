import QuartzCore
import UIKit

/// A loading indicator made of one dot copied round a ring, as apps build it with a replicator.
class DotsIndicatorView: UIView {
    let replicator = CAReplicatorLayer()
    let dot = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.frame = bounds
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(CGFloat.pi * 2 / 12, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12
        replicator.instanceColor = UIColor.systemBlue.cgColor
        replicator.instanceAlphaOffset = -1.0 / 12
        dot.frame = CGRect(x: bounds.midX - 3, y: 0, width: 6, height: 6)
        dot.cornerRadius = 3
        dot.cornerCurve = .continuous
        dot.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(dot)
        layer.addSublayer(replicator)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        if event == "opacity" {
            return CABasicAnimation(keyPath: event)
        }
        return super.action(for: layer, forKey: event)
    }

    func startSpinning() {
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        replicator.add(spin, forKey: "spin")
    }
}

/// A badge drawn with a text layer over a radial gradient, and an image placed by gravity.
class BadgeViewController: UIViewController {
    private let glow = CAGradientLayer()
    private let label = CATextLayer()
    private let picture = CALayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        glow.type = .radial
        glow.colors = [UIColor.systemYellow.cgColor, UIColor.clear.cgColor]
        glow.startPoint = CGPoint(x: 0.5, y: 0.5)
        glow.endPoint = CGPoint(x: 1, y: 1)
        view.layer.addSublayer(glow)

        label.string = "NEW"
        label.font = UIFont.boldSystemFont(ofSize: 14)
        label.fontSize = 14
        label.foregroundColor = UIColor.label.cgColor
        label.alignmentMode = .center
        label.truncationMode = .end
        label.isWrapped = false
        label.contentsScale = UIScreen.main.scale
        view.layer.addSublayer(label)

        picture.contents = UIImage(systemName: "star.fill")?.cgImage
        picture.contentsGravity = .resizeAspect
        picture.contentsScale = UIScreen.main.scale
        picture.masksToBounds = true
        picture.allowsEdgeAntialiasing = true
        picture.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge]
        view.layer.addSublayer(picture)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        glow.frame = view.bounds
        label.frame = CGRect(x: 0, y: view.bounds.midY - 10, width: view.bounds.width, height: 20)
        picture.frame = view.bounds.insetBy(dx: 20, dy: 20)
    }
}

/// Confetti from an emitter along the top edge, stopped after a burst.
class ConfettiView: UIView {
    private let emitter = CAEmitterLayer()

    func burst(colors: [UIColor]) {
        emitter.emitterPosition = CGPoint(x: bounds.midX, y: -10)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: bounds.width, height: 1)
        emitter.emitterMode = .outline
        emitter.renderMode = .oldestFirst
        emitter.emitterCells = colors.map { color -> CAEmitterCell in
            let cell = CAEmitterCell()
            cell.birthRate = 6
            cell.lifetime = 8
            cell.velocity = 150
            cell.velocityRange = 50
            cell.emissionLongitude = .pi
            cell.emissionRange = .pi / 4
            cell.yAcceleration = 100
            cell.spin = 2
            cell.spinRange = 3
            cell.scaleRange = 0.25
            cell.alphaSpeed = -0.1
            cell.color = color.cgColor
            cell.contents = UIImage(systemName: "circle.fill")?.cgImage
            return cell
        }
        layer.addSublayer(emitter)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            self?.emitter.birthRate = 0
        }
    }
}

/// A strip that scrolls its content layer by hand, and a cube of faces and a map of tiles.
final class LayerGalleryView: UIView {
    let strip = CAScrollLayer()
    let cube = CATransformLayer()
    let tiles = CATiledLayer()

    func setUp() {
        strip.scrollMode = .horizontally
        strip.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 800, height: 50)
        strip.addSublayer(content)
        layer.addSublayer(strip)
        strip.scroll(to: CGPoint(x: 100, y: 0))
        content.scrollRectToVisible(CGRect(x: 600, y: 0, width: 100, height: 50))

        for index in 0..<4 {
            let face = CALayer()
            face.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            face.transform = CATransform3DMakeRotation(CGFloat(index) * .pi / 2, 0, 1, 0)
            cube.addSublayer(face)
        }
        layer.addSublayer(cube)

        tiles.tileSize = CGSize(width: 512, height: 512)
        tiles.levelsOfDetail = 4
        tiles.levelsOfDetailBias = 2
        tiles.contentsFormat = .RGBA8Uint
        layer.addSublayer(tiles)
        _ = CATiledLayer.fadeDuration()

        let fade = CATransition()
        layer.actions = [kCAOnOrderIn: fade, kCAOnOrderOut: NSNull()]
        if let action = layer.action(forKey: kCAOnOrderIn) {
            action.run(forKey: kCAOnOrderIn, object: layer, arguments: nil)
        }
    }
}
