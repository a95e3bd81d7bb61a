import Foundation

/// How a switch draws itself, as iOS does: a capsule track (green, or `onTintColor`, when on; a
/// light grey fill when off) and a white knob with a soft shadow at the end `isOn` names. iOS
/// 26's knob is a pill that a finger stretches wider; the earlier design's is a circle. iOS 26's
/// track fills the alignment rectangle, so the 2 points on its right stay empty; the earlier
/// design's fills its whole 51-point frame.
extension UISwitch {
    /// The off track: a translucent grey, so it reads on any background.
    static let offTrackColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36)
            : UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    })

    /// The gap between the track's edge and the knob.
    static let knobInset: CGFloat = 2

    /// The knob's rectangle in the track for the current state (and a finger on it).
    func knobRect(in track: CGRect) -> CGRect {
        let height = track.height - 2 * Self.knobInset
        var width = SystemDesign.requiresCompatibility ? height : (track.width * 0.6).rounded()
        if isHighlighted { width += SystemDesign.requiresCompatibility ? 7 : 4 }
        let x = isOn ? track.maxX - Self.knobInset - width : track.minX + Self.knobInset
        return CGRect(x: x, y: track.minY + Self.knobInset, width: width, height: height)
    }

    func drawSwitch() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let traits = UITraitCollection.current
        let track = SystemDesign.requiresCompatibility ? bounds : bounds.inset(by: alignmentRectInsets)
        guard track.width > 0, track.height > 0 else { return }
        let knob = knobRect(in: track)
        // Blur is measured in device pixels, so it is scaled with the context.
        let pixels = max(hypot(context.ctm.a, context.ctm.b), 1)
        let trackColor = isOn ? (onTintColor ?? .systemGreen) : Self.offTrackColor
        let knobColor = thumbTintColor ?? .white
        context.saveGState()
        defer { context.restoreGState() }

        let trackPath = UIBezierPath(roundedRect: track, cornerRadius: track.height / 2)
        let knobPath = UIBezierPath(roundedRect: knob, cornerRadius: knob.height / 2)
        if isEnabled {
            trackColor.resolvedColor(with: traits).setFill()
            trackPath.fill()
            // Two shadows, as iOS gives the knob: a wide soft one and a tight one at its edge.
            context.saveGState()
            context.setShadow(
                offset: CGSize(width: 0, height: 2), blur: 5 * pixels,
                color: UIColor(white: 0, alpha: 0.15).cgColor)
            knobColor.resolvedColor(with: traits).setFill()
            knobPath.fill()
            context.restoreGState()
            context.setShadow(
                offset: CGSize(width: 0, height: 1), blur: 1 * pixels,
                color: UIColor(white: 0, alpha: 0.06).cgColor)
            knobColor.resolvedColor(with: traits).setFill()
            knobPath.fill()
        } else {
            // Faded as one piece: the track has a hole where the knob is, so the knob shows the
            // background through it, not the track.
            context.setAlpha(0.5)
            let holed = UIBezierPath()
            holed.append(trackPath)
            holed.append(knobPath)
            holed.usesEvenOddFillRule = true
            trackColor.resolvedColor(with: traits).setFill()
            holed.fill()
            knobColor.resolvedColor(with: traits).setFill()
            knobPath.fill()
        }
    }
}
