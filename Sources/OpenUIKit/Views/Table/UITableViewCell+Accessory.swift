import Foundation

/// The accessory at a cell's trailing edge: the view set as `accessoryView`, or the drawing of
/// `accessoryType` (a chevron, a checkmark, an info button), placed before the trailing margin;
/// the content view ends where it starts.
extension UITableViewCell {
    func accessoryDidChange() {
        if accessoryView != nil || accessoryType == .none {
            accessoryTypeView?.removeFromSuperview()
            accessoryTypeView = nil
        } else {
            let view = accessoryTypeView ?? UITableViewCellAccessoryView()
            view.type = accessoryType
            if view.superview !== self { addSubview(view) }
            accessoryTypeView = view
        }
        if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
        // One set while the row is editing waits, hidden, for editing to end.
        if isEditing { updateAccessoriesForEditing() }
        setNeedsLayout()
    }

    /// Places the accessory and returns how much of the cell's width it takes from the content.
    func layOutAccessory() -> CGFloat {
        guard let view = accessoryView ?? accessoryTypeView else { return 0 }
        let size = accessorySize
        view.frame = CGRect(
            x: bounds.width - defaultContentInset - size.width, y: (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
        return accessoryWidth
    }

    /// What the accessory takes from the content view's width, with the space around it: a
    /// disclosure chevron 10.5 points past the list's inset (Xcode 12 to 16 save a 414-point
    /// cell's content view 383 or 383.5 wide beside one, an inset grouped 343-point one's 316.5).
    var accessoryWidth: CGFloat {
        guard accessoryView != nil || accessoryTypeView != nil else { return 0 }
        if accessoryView == nil, accessoryType == .disclosureIndicator { return defaultContentInset + 10.5 }
        return defaultContentInset + accessorySize.width + 8
    }

    private var accessorySize: CGSize {
        accessoryView.map { $0.bounds.size } ?? UITableViewCellAccessoryView.size(for: accessoryType)
    }
}

/// Draws an accessory type as iOS does: the grey chevron, the tinted checkmark, the tinted
/// circled "i" (beside a chevron for the detail disclosure button).
@MainActor
final class UITableViewCellAccessoryView: UIView {
    var type: UITableViewCell.AccessoryType = .none { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    static func size(for type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 14)
        case .checkmark: CGSize(width: 14, height: 12)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 40, height: 22)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            drawChevron(in: bounds)
        case .checkmark:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 1, y: bounds.height * 0.55))
            path.addLine(to: CGPoint(x: bounds.width * 0.38, y: bounds.height - 1.5))
            path.addLine(to: CGPoint(x: bounds.width - 1, y: 1.5))
            path.lineWidth = 2
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            tintColor.setStroke()
            path.stroke()
        case .detailButton:
            drawInfo(in: CGRect(x: 0, y: 0, width: 22, height: 22))
        case .detailDisclosureButton:
            drawInfo(in: CGRect(x: 0, y: 0, width: 22, height: 22))
            drawChevron(in: CGRect(x: bounds.width - 8, y: (bounds.height - 14) / 2, width: 8, height: 14))
        }
    }

    private func drawChevron(in rect: CGRect) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
        path.addLine(to: CGPoint(x: rect.maxX - 1.5, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + 1, y: rect.maxY - 1))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        UIColor.tertiaryLabel.setStroke()
        path.stroke()
    }

    private func drawInfo(in rect: CGRect) {
        let circle = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
        circle.lineWidth = 1.5
        tintColor.setStroke()
        circle.stroke()
        tintColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: rect.midX - 1.25, y: rect.minY + 5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(roundedRect: CGRect(x: rect.midX - 1, y: rect.minY + 9, width: 2, height: 8), cornerRadius: 1)
            .fill()
    }
}
