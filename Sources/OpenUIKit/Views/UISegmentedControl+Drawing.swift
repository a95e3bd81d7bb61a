import Foundation

/// How a segmented control draws itself, as iOS does: a capsule track in the tertiary system
/// fill, the selected segment as a raised capsule (white, or grey in the dark, or
/// `selectedSegmentTintColor`) with a soft shadow, thin dividers between segments the selection
/// does not touch, and each segment's title centred (semibold when selected) or its image's
/// place. The design before iOS 26 rounds the corners by 9 points instead of a capsule.
extension UISegmentedControl {
    static let trackColor = UIColor.tertiarySystemFill
    static let defaultSelectedColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    })
    /// The gap around the selected segment.
    static let selectionInset: CGFloat = 2

    private func cornerRadius(for rect: CGRect) -> CGFloat {
        SystemDesign.requiresCompatibility ? min(9, rect.height / 2) : rect.height / 2
    }

    func drawSegments() {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        let traits = UITraitCollection.current
        let pixels = max(hypot(context.ctm.a, context.ctm.b), 1)
        Self.trackColor.resolvedColor(with: traits).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius(for: bounds)).fill()

        let frames = segmentFrames()
        let selected = isMomentary ? nil : frames.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
        if let highlighted = highlightedSegment, highlighted != selected {
            let rect = frames[highlighted].insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
            Self.trackColor.resolvedColor(with: traits).setFill()
            UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius(for: rect) - Self.selectionInset / 2).fill()
        }
        if let selected {
            let rect = frames[selected].insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
            let path = UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius(for: rect) - Self.selectionInset / 2)
            context.saveGState()
            if !isEnabled { context.setAlpha(0.5) }
            context.setShadow(
                offset: CGSize(width: 0, height: 3), blur: 8 * pixels, color: UIColor(white: 0, alpha: 0.12).cgColor)
            (selectedSegmentTintColor ?? Self.defaultSelectedColor).resolvedColor(with: traits).setFill()
            path.fill()
            context.restoreGState()
        }

        // Dividers stand between two segments neither of which is selected or pressed.
        UIColor.separator.resolvedColor(with: traits).setFill()
        for index in frames.indices.dropLast() {
            let touched: Set<Int> = [index, index + 1]
            if let selected, touched.contains(selected) { continue }
            if let highlightedSegment, touched.contains(highlightedSegment) { continue }
            let x = frames[index].maxX
            UIRectFill(CGRect(x: x - 0.5, y: bounds.midY - bounds.height / 4, width: 1, height: bounds.height / 2))
        }

        for (index, segment) in segments.enumerated() {
            var state: UIControl.State = []
            if index == selected { state.insert(.selected) }
            if index == highlightedSegment { state.insert(.highlighted) }
            if !isEnabled || !segment.isEnabled { state.insert(.disabled) }
            let area = frames[index].offsetBy(dx: segment.contentOffset.width, dy: segment.contentOffset.height)
            drawContent(of: segment, in: area, state: state, context: context, traits: traits)
        }
    }

    /// A title on one line, centred and truncated at the tail; an image centred, as a template
    /// in the title colour unless it is `alwaysOriginal` (its place as an outline when it has no
    /// pixels), as bars draw theirs.
    private func drawContent(
        of segment: Segment, in area: CGRect, state: UIControl.State, context: CGContext,
        traits: UITraitCollection
    ) {
        var attributes = resolvedTitleAttributes(for: state)
        let color = (attributes[.foregroundColor] as? UIColor ?? .label).resolvedColor(with: traits)
        attributes[.foregroundColor] = color
        if let image = segment.image {
            let size = CGSize(width: min(image.size.width, area.width), height: min(image.size.height, area.height))
            let rect = CGRect(
                x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
            BarDrawing.drawItemImage(image, in: rect, color: color)
            return
        }
        guard let title = segment.title, !title.isEmpty else { return }
        let text = NSAttributedString(string: title, attributes: attributes)
        let height = text.size().height
        let width = max(0, area.width - 2 * Self.selectionInset - 4)
        let rect = CGRect(x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)
        context.drawText(
            text, in: rect,
            options: TextLayoutOptions(
                maximumSize: rect.size, numberOfLines: 1,
                lineBreakMode: .byTruncatingTail, alignment: .center))
    }
}
