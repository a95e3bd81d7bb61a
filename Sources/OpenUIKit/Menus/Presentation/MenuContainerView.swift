import Foundation

/// The view a menu puts over its window, as UIKit puts its context menu container over the
/// window's content: it takes the touches outside the menu (a tap there dismisses it, or, on a
/// context menu's preview, commits it), holds the dimming, the preview and the platter, and has
/// the menu placed again when it lays out.
@MainActor
final class MenuContainerView: UIView {
    weak var presentation: MenuPresentation?
    /// The dimming of a context menu, with a hole where the pressed view shows through.
    let dimming = MenuDimmingView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.frame = bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.isUserInteractionEnabled = false
        addSubview(dimming)
        let tap = UITapGestureRecognizer { [weak self] recognizer in
            guard let self else { return }
            self.presentation?.backgroundTapped(at: recognizer.location(in: self))
        }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        presentation?.layOut()
    }
}

/// A context menu's dimming: the window darkened, except for a rounded hole where the pressed
/// view is lifted (iOS also blurs it; this only darkens).
@MainActor
final class MenuDimmingView: UIView {
    static let color = UIColor(white: 0, alpha: 0.2)
    /// The hole, in the view's coordinates; nil dims everything.
    var hole: UIBezierPath? { didSet { setNeedsDisplay() } }
    /// Whether anything is dimmed (a control's menu shown as its primary action dims nothing).
    var dims = true { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard dims, let context = UIGraphicsGetCurrentContext() else { return }
        let shape = UIBezierPath(rect: bounds)
        if let hole { shape.append(hole) }
        shape.usesEvenOddFillRule = true
        context.saveGState()
        defer { context.restoreGState() }
        Self.color.setFill()
        shape.fill()
    }
}

/// A context menu's preview controller's view, on a rounded platter; the whole of it is one
/// target, a tap committing the preview, as the preview's own controls take no touches on iOS.
@MainActor
final class MenuPreviewView: UIView {
    let controller: UIViewController
    private let clip = UIView(frame: .zero)

    init(controller: UIViewController) {
        self.controller = controller
        super.init(frame: .zero)
        clip.layer.cornerRadius = MenuPlatterView.cornerRadius
        clip.clipsToBounds = true
        addSubview(clip)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 8)
    }

    required init?(coder: NSCoder) { nil }

    /// Puts the controller's view on the platter.
    func showController() {
        let view = controller.view!
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clip.addSubview(view)
    }

    /// Takes the controller's view off, so the app can show the controller elsewhere.
    func removeController() {
        if controller.viewIfLoaded?.superview === clip { controller.view.removeFromSuperview() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        clip.frame = bounds
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        self.point(inside: point, with: event) && !isHidden && isUserInteractionEnabled ? self : nil
    }
}
