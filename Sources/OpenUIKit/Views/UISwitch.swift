import Foundation

/// An on/off control. A tap flips it and sends `.valueChanged` (with `.primaryActionTriggered`,
/// so `init(frame:primaryAction:)` works as in UIKit); setting `isOn` in code sends nothing.
///
/// A switch has one size whatever frame it is given, as UIKit's does: iOS 26's 63×28 (what Xcode
/// 26 draws and saves), or the 51×31 of iOS 7 to 18 in an app that keeps that design
/// (`SystemDesign`). In both designs the frame reaches 2 points past what constraints align on
/// its right (`alignmentRectInsets`: documents that pin a switch's trailing edge show it, from
/// Xcode 8's to Xcode 26's), so its intrinsic size, which measures the alignment rectangle, is
/// 61×28, or 49×31. It draws itself
/// (`UISwitch+Drawing.swift`): a capsule track, green when on, and a white knob.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch looks: the sliding track of iOS, or a Mac checkbox.
    public enum Style: Int, Sendable {
        /// The platform's style: sliding on iOS.
        case automatic = 0
        /// A checkbox, as on the Mac; drawn here as the sliding style.
        case checkbox = 1
        /// The sliding track and knob of iOS.
        case sliding = 2
    }

    static var fixedSize: CGSize {
        SystemDesign.requiresCompatibility ? CGSize(width: 51, height: 31) : CGSize(width: 63, height: 28)
    }

    /// Flipped by a tap; setting it sends no action, as in UIKit.
    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The track's colour when on; nil is the system green.
    open var onTintColor: UIColor? {
        didSet {
            noteAppearance("onTintColor") { [value = onTintColor] view in view.onTintColor = value }
            setNeedsDisplay()
        }
    }
    /// The knob's colour; nil is white.
    open var thumbTintColor: UIColor? {
        didSet {
            noteAppearance("thumbTintColor") { [value = thumbTintColor] view in view.thumbTintColor = value }
            setNeedsDisplay()
        }
    }
    /// iOS ignores these since iOS 7; kept so code that sets them compiles.
    open var onImage: UIImage? {
        didSet { noteAppearance("onImage") { [value = onImage] view in view.onImage = value } }
    }
    /// The image for the off state; kept so code that sets it compiles, as iOS has ignored it since iOS 7.
    open var offImage: UIImage? {
        didSet { noteAppearance("offImage") { [value = offImage] view in view.offImage = value } }
    }
    /// Shown beside a checkbox on the Mac only.
    open var title: String?
    /// The style the app asks for; the switch slides whatever it says, as on iOS.
    open var preferredStyle: Style = .automatic
    /// The style in effect: iOS always slides.
    open var style: Style { .sliding }

    /// The size part of `frame` is ignored: a switch enforces its own.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.frame = CGRect(origin: .zero, size: Self.fixedSize)
    }

    /// No action is sent; the knob is drawn at its end at once (the slide is not animated).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// A held switch stretches its knob; a disabled one fades.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Whether the switch responds to taps; a disabled switch draws faded.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    /// Draws the capsule track, in the on color when on, and the knob at the matching end.
    open override func draw(_ rect: CGRect) {
        drawSwitch()
    }

    /// Keeps the switch's own size, as UIKit does for a frame set after creation.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.fixedSize) }
    }

    /// The size of the switch's alignment rectangle: 61 by 28 points, or 49 by 31 in the iOS 7 to 18 design.
    open override var intrinsicContentSize: CGSize {
        alignmentRect(forFrame: CGRect(origin: .zero, size: Self.fixedSize)).size
    }

    open override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }

    /// Returns the switch's fixed frame size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    override var keepsSingleTaps: Bool { true }

    /// A tap that lifts inside (within UIKit's margin) flips the switch before `.touchUpInside`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }
}
