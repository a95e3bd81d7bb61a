import Foundation

/// Shows a short text when the pointer rests over a view, as Mac Catalyst and iPadOS with a
/// pointer do. When the pointer has been still over the view for `showDelay` seconds of the
/// animation clock, the delegate is asked for the configuration at that point (by default, the
/// `defaultToolTip`), and the tip shows as a small label just below the pointer, on top of the
/// window's views; it goes when the pointer moves out of the configuration's source rectangle
/// or leaves the view.
@preconcurrency @MainActor
open class UIToolTipInteraction: NSObject, UIInteraction, PointerHovering {
    /// How long the pointer must rest before a tip shows.
    static let showDelay: TimeInterval = 1
    /// The space between the pointer and the tip, in points.
    static let pointerGap: CGFloat = 16

    /// Whether the interaction shows tips; turning it off hides the one showing.
    open var isEnabled = true {
        didSet { if !isEnabled { hide() } }
    }
    /// The tip shown when the delegate gives none of its own.
    open var defaultToolTip: String?
    /// The object that gives the tip for a point; held weakly.
    open weak var delegate: (any UIToolTipInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    private var timer: ClockTimer?
    /// The tip on screen, with the configuration it shows.
    private(set) var shownTip: (label: UILabel, configuration: UIToolTipConfiguration)?

    /// An interaction with no default tip; give one or a delegate.
    public override init() {
        super.init()
    }

    /// An interaction that shows `defaultToolTip`.
    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }

    /// Called before the interaction moves to another view; a tip showing goes.
    public func willMove(to view: UIView?) { hide() }

    /// Called after the interaction moved to `view`.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    func hover(at location: CGPoint?, in window: UIWindow, modifierFlags: UIKeyModifierFlags) {
        timer?.invalidate()
        timer = nil
        guard isEnabled, let location, let view else {
            hide()
            return
        }
        let point = view.convert(location, from: window)
        if let shown = shownTip {
            let source = shown.configuration.sourceRect.isNull ? view.bounds : shown.configuration.sourceRect
            if source.contains(point) { return }
            hide()
        }
        timer = ClockTimer(after: Self.showDelay) { [weak self, weak window] in
            guard let self, let window else { return }
            self.show(at: point, in: window)
        }
    }

    private func show(at point: CGPoint, in window: UIWindow) {
        guard let view, view.window === window else { return }
        let configuration: UIToolTipConfiguration?
        if let delegate {
            configuration = delegate.toolTipInteraction(self, configurationAt: point)
        } else {
            configuration = defaultToolTip.map { UIToolTipConfiguration(toolTip: $0) }
        }
        guard let configuration, !configuration.toolTip.isEmpty else { return }
        let label = UILabel()
        label.text = configuration.toolTip
        label.font = .systemFont(ofSize: 12)
        label.backgroundColor = .secondarySystemBackground
        label.layer.borderWidth = 1
        label.layer.borderColor = UIColor.separator.cgColor
        label.layer.cornerRadius = 4
        label.clipsToBounds = true
        label.sizeToFit()
        let inWindow = view.convert(point, to: window)
        label.frame = CGRect(
            x: min(inWindow.x, max(0, window.bounds.width - label.frame.width - 8)), y: inWindow.y + Self.pointerGap,
            width: label.frame.width + 8, height: label.frame.height + 4)
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        window.addSubview(label)
        shownTip = (label, configuration)
    }

    private func hide() {
        timer?.invalidate()
        timer = nil
        shownTip?.label.removeFromSuperview()
        shownTip = nil
    }
}
