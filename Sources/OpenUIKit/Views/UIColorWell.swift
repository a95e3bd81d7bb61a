import Foundation

/// A control that shows a color and lets the user choose another (iOS 14): a ring of every hue
/// around the chosen color (or an empty middle while there is none). A tap presents a
/// ``UIColorPickerViewController`` titled `title`, over the frontmost controller of the well's
/// window; each color chosen there becomes `selectedColor` and sends `.valueChanged`. Setting
/// `selectedColor` in code sends nothing.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    static let side: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let ringGap: CGFloat = 2
    /// The wedges the hue ring is drawn in.
    static let ringSegments = 48

    /// The title of the picker the well presents.
    open var title: String?
    /// Whether the picker lets the user choose an opacity; true by default.
    open var supportsAlpha = true
    /// The color shown in the well's middle; nil for none.
    open var selectedColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The picker on screen, while the well shows one.
    private(set) var picker: UIColorPickerViewController?
    private lazy var bridge = ColorWellPickerBridge(well: self)

    /// Creates a well with no color chosen.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    override var isTapControl: Bool { true }

    /// A well's size: 28 by 28 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: Self.side, height: Self.side) }

    /// The well's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A tap presents the picker.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard touch != nil, isTouchInside else { return }
        presentPicker()
    }

    /// Presents the picker, set up with the well's title, opacity choice and color.
    func presentPicker() {
        guard picker == nil, let presenter = LegacyAlertPresenter.presenter(near: self) else { return }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        if let selectedColor { picker.selectedColor = selectedColor }
        picker.delegate = bridge
        self.picker = picker
        presenter.present(picker, animated: true)
    }

    /// The picker chose `color`.
    func pickerDidSelect(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }

    /// The picker went away.
    func pickerDidFinish() {
        picker = nil
    }

    /// Draws the hue ring and the chosen color in its middle.
    open override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, inner = outer - Self.ringWidth
        for segment in 0..<Self.ringSegments {
            let start = CGFloat(segment) / CGFloat(Self.ringSegments) * 2 * .pi - .pi / 2
            let end = CGFloat(segment + 1) / CGFloat(Self.ringSegments) * 2 * .pi - .pi / 2 + 0.01
            let wedge = UIBezierPath()
            wedge.addArc(withCenter: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
            wedge.addArc(withCenter: center, radius: inner, startAngle: end, endAngle: start, clockwise: false)
            wedge.close()
            UIColor(hue: CGFloat(segment) / CGFloat(Self.ringSegments), saturation: 1, brightness: 1, alpha: 1)
                .setFill()
            wedge.fill()
        }
        let middle = inner - Self.ringGap
        guard middle > 0 else { return }
        let dot = UIBezierPath(
            ovalIn: CGRect(x: center.x - middle, y: center.y - middle, width: 2 * middle, height: 2 * middle))
        (selectedColor ?? .clear).resolvedColor(with: traitCollection).setFill()
        dot.fill()
        if selectedColor == nil {
            UIColor.separator.resolvedColor(with: traitCollection).setStroke()
            dot.stroke()
        }
    }
}

/// The well's picker delegate, which UIKit keeps private: it hands the picker's choices to the
/// well.
@MainActor
final class ColorWellPickerBridge: UIColorPickerViewControllerDelegate {
    private weak var well: UIColorWell?

    init(well: UIColorWell) {
        self.well = well
    }

    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {
        well?.pickerDidSelect(color)
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        well?.pickerDidFinish()
    }
}
