import Foundation
import OpenUIKit

/// A view tree as text that is the same on every run: no addresses, numbers rounded to what a
/// screen shows.
@MainActor
enum ViewDescription {
    static func lines(of view: UIView, depth: Int = 0) -> [String] {
        let indent = String(repeating: "   | ", count: depth)
        var parts = [
            "\(type(of: view))",
            "frame = (\(number(view.frame.minX)) \(number(view.frame.minY)); "
                + "\(number(view.frame.width)) \(number(view.frame.height)))",
        ]
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha < 1 { parts.append("alpha = \(number(view.alpha))") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        switch view {
        case let label as UILabel: parts.append("text = '\(label.text ?? "")'")
        case let button as UIButton:
            parts.append("title = '\(button.currentTitle ?? button.configuration?.title ?? "")'")
        case let field as UITextField:
            parts.append("text = '\(field.text ?? "")'; placeholder = '\(field.placeholder ?? "")'")
        case let toggle as UISwitch: parts.append("on = \(toggle.isOn ? "YES" : "NO")")
        default: break
        }
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
            parts.append("identifier = '\(identifier)'")
        }
        var lines = ["\(indent)<\(parts.joined(separator: "; "))>"]
        for subview in view.subviews { lines += Self.lines(of: subview, depth: depth + 1) }
        return lines
    }

    private static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
    }
}
