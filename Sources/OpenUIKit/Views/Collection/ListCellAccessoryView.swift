import Foundation

/// One system accessory of a list cell, drawn as UIKit draws it and sized to the room its
/// options keep; a tap on one that acts sends `.touchUpInside`. Disclosure indicators,
/// checkmarks and detail buttons are drawn as a table cell's accessories are; labels and custom
/// views are shown as they are, inside it.
@MainActor
final class ListCellAccessoryView: UIControl {
    let accessory: UICellAccessory
    /// Whether the row is selected (a multiselect circle fills) or its item expanded (an outline chevron turns down).
    var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    private let glyph: UIView?

    /// The size of the drawn glyph for each kind, in points.
    static func glyphSize(_ type: UICellAccessory.AccessoryType) -> CGSize {
        switch type {
        case .disclosureIndicator: UITableViewCellAccessoryView.size(for: .disclosureIndicator)
        case .checkmark: UITableViewCellAccessoryView.size(for: .checkmark)
        case .detail: UITableViewCellAccessoryView.size(for: .detailButton)
        case .delete, .insert, .multiselect: CGSize(width: 22, height: 22)
        case .reorder: CGSize(width: 18, height: 12)
        case .outlineDisclosure: CGSize(width: 12, height: 12)
        case .popUpMenu: CGSize(width: 10, height: 16)
        case .label, .customView: .zero
        }
    }

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        switch accessory.accessoryType {
        case .label:
            let label = UILabel()
            label.text = accessory.text
            label.font = accessory.font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            glyph = label
        case .customView:
            glyph = accessory.custom?.customView
        case .disclosureIndicator, .checkmark, .detail:
            let view = UITableViewCellAccessoryView()
            view.type = accessory.tableAccessoryType ?? .none
            glyph = view
        default:
            glyph = nil
        }
        super.init(frame: .zero)
        backgroundColor = .clear
        isOpaque = false
        if let glyph {
            glyph.isUserInteractionEnabled = accessory.accessoryType == .customView
            addSubview(glyph)
        }
        if let tint = accessory.tintColor { (glyph ?? self).tintColor = tint }
        isHidden = accessory.isHidden
        isUserInteractionEnabled = [.delete, .insert, .detail, .outlineDisclosure, .customView].contains(
            accessory.accessoryType)
        accessibilityTraits = isUserInteractionEnabled ? .button : .none
    }

    required init?(coder: NSCoder) { nil }

    /// The glyph's own size: a label's or custom view's fitting (or fixed) size, else the kind's.
    var contentSize: CGSize {
        switch accessory.accessoryType {
        case .label:
            return glyph?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)) ?? .zero
        case .customView:
            guard let view = glyph else { return .zero }
            if accessory.custom?.maintainsFixedSize == true { return view.bounds.size }
            let fitting = view.intrinsicContentSize
            return CGSize(
                width: fitting.width == UIView.noIntrinsicMetric ? view.bounds.width : fitting.width,
                height: fitting.height == UIView.noIntrinsicMetric ? view.bounds.height : fitting.height)
        default:
            return Self.glyphSize(accessory.accessoryType)
        }
    }

    /// The width of the room kept for it: its own, the kind's standard, or the app's.
    var reservedWidth: CGFloat {
        switch accessory.reservedLayoutWidth {
        case .actual: contentSize.width
        case .standard:
            switch accessory.accessoryType {
            case .delete, .insert, .multiselect, .reorder, .detail: max(contentSize.width, 24)
            default: contentSize.width
            }
        case .custom(let width): width
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let glyph else { return }
        let size = contentSize
        let height = min(size.height, bounds.height)
        glyph.frame = CGRect(
            x: (bounds.width - size.width) / 2, y: (bounds.height - height) / 2, width: size.width, height: height)
    }

    override var accessibilityLabel: String? {
        get {
            accessibilityOverrides?.label
                ?? {
                    switch accessory.accessoryType {
                    case .delete: "Delete"
                    case .insert: "Insert"
                    case .reorder: "Reorder"
                    case .detail: "More Info"
                    case .outlineDisclosure: isOn ? "Collapse" : "Expand"
                    case .label: accessory.text
                    default: nil
                    }
                }()
        }
        set { super.accessibilityLabel = newValue }
    }

    override func draw(_ rect: CGRect) {
        let size = Self.glyphSize(accessory.accessoryType)
        let box = CGRect(
            x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
            height: size.height)
        switch accessory.accessoryType {
        case .delete, .insert:
            let insert = accessory.accessoryType == .insert
            (accessory.backgroundColor ?? (insert ? .systemGreen : .systemRed)).setFill()
            UIBezierPath(ovalIn: box).fill()
            (accessory.tintColor ?? .white).setFill()
            UIBezierPath(
                roundedRect: CGRect(x: box.minX + 5, y: box.midY - 1, width: box.width - 10, height: 2), cornerRadius: 1
            ).fill()
            if insert {
                UIBezierPath(
                    roundedRect: CGRect(x: box.midX - 1, y: box.minY + 5, width: 2, height: box.height - 10),
                    cornerRadius: 1
                ).fill()
            }
        case .multiselect:
            if isOn {
                (accessory.backgroundColor ?? tintColor).setFill()
                UIBezierPath(ovalIn: box).fill()
                let check = UIBezierPath()
                check.move(to: CGPoint(x: box.minX + 6, y: box.midY))
                check.addLine(to: CGPoint(x: box.minX + 9.5, y: box.midY + 3.5))
                check.addLine(to: CGPoint(x: box.maxX - 6, y: box.midY - 4))
                check.lineWidth = 2
                check.lineCapStyle = .round
                check.lineJoinStyle = .round
                UIColor.white.setStroke()
                check.stroke()
            } else {
                let circle = UIBezierPath(ovalIn: box.insetBy(dx: 0.75, dy: 0.75))
                circle.lineWidth = 1.5
                (accessory.tintColor ?? .systemGray3).setStroke()
                circle.stroke()
            }
        case .reorder:
            (accessory.tintColor ?? .tertiaryLabel).setFill()
            for line in 0..<3 {
                UIBezierPath(
                    roundedRect: CGRect(x: box.minX, y: box.minY + CGFloat(line) * 5, width: box.width, height: 2),
                    cornerRadius: 1
                ).fill()
            }
        case .outlineDisclosure:
            let path = UIBezierPath()
            if isOn {
                path.move(to: CGPoint(x: box.minX + 1, y: box.minY + 3))
                path.addLine(to: CGPoint(x: box.midX, y: box.maxY - 3))
                path.addLine(to: CGPoint(x: box.maxX - 1, y: box.minY + 3))
            } else {
                path.move(to: CGPoint(x: box.minX + 3, y: box.minY + 1))
                path.addLine(to: CGPoint(x: box.maxX - 3, y: box.midY))
                path.addLine(to: CGPoint(x: box.minX + 3, y: box.maxY - 1))
            }
            path.lineWidth = 2
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            (accessory.tintColor ?? (accessory.outlineStyle == .header ? tintColor : .tertiaryLabel)).setStroke()
            path.stroke()
        case .popUpMenu:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: box.minX + 1, y: box.minY + 5))
            path.addLine(to: CGPoint(x: box.midX, y: box.minY + 1))
            path.addLine(to: CGPoint(x: box.maxX - 1, y: box.minY + 5))
            path.move(to: CGPoint(x: box.minX + 1, y: box.maxY - 5))
            path.addLine(to: CGPoint(x: box.midX, y: box.maxY - 1))
            path.addLine(to: CGPoint(x: box.maxX - 1, y: box.maxY - 5))
            path.lineWidth = 1.5
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            (accessory.tintColor ?? .secondaryLabel).setStroke()
            path.stroke()
        case .disclosureIndicator, .checkmark, .detail, .label, .customView:
            break
        }
    }
}
