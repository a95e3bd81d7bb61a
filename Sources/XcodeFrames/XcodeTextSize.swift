import Foundation
@_spi(Tooling) import OpenUIKit
import StoryboardDocument

/// A view sized by its text (a label, button, text field or segmented control), its size as
/// measured here set against the size Xcode saved for it: Xcode measured with Apple's system
/// font, so this is how far our text metrics are from SF Pro's. Only the axes that follow the
/// view's content are compared; a constraint that fixes a width leaves the height alone.
public struct XcodeTextSize: Sendable {
    public var id: String
    public var elementName: String
    public var text: String
    /// The font's PostScript-style name and size, e.g. `.SFUI-Regular 17`.
    public var font: String
    public var xcode: CGSize
    public var ours: CGSize
    public var comparesWidth: Bool
    public var comparesHeight: Bool

    /// Ours minus Xcode's over Xcode's width, when the width is compared.
    public var widthError: Double? {
        comparesWidth && xcode.width > 0 ? Double((ours.width - xcode.width) / xcode.width) : nil
    }

    /// Ours minus Xcode's height in points, when the height is compared.
    public var heightError: Double? { comparesHeight ? Double(ours.height - xcode.height) : nil }

    /// The text-sized views Xcode measured: text views whose frame follows their content on at
    /// least one axis (found by `XcodeFrameComparison` growing their content), laid out at the
    /// size `measured` here along it (`laidOut`, the frame's size with our text), and not flagged
    /// misplaced or ambiguous.
    @MainActor
    static func measure(
        _ element: ViewElement, _ view: UIView, followsWidth: Bool, followsHeight: Bool, measured size: CGSize,
        laidOut: CGSize
    ) -> XcodeTextSize? {
        guard followsWidth || followsHeight, let saved = element.frame?.size,
            !element.node.flag("misplaced"), !element.node.flag("ambiguous")
        else { return nil }
        let font: UIFont?
        let text: String
        switch view {
        case let label as UILabel:
            font = label.font
            text = label.text ?? ""
        case let button as UIButton:
            font = button.titleLabel?.font
            text = button.currentTitle ?? ""
        case let field as UITextField:
            font = field.font
            text = field.text?.isEmpty == false ? field.text ?? "" : field.placeholder ?? ""
        case let control as UISegmentedControl:
            font = UIFont.systemFont(ofSize: 13)
            text = (0..<control.numberOfSegments).compactMap { control.titleForSegment(at: $0) }.joined(separator: "|")
        default:
            return nil
        }
        guard !text.isEmpty else { return nil }
        let sizedWidth = followsWidth && abs(laidOut.width - size.width) <= 0.5
        let sizedHeight = followsHeight && abs(laidOut.height - size.height) <= 0.5
        guard sizedWidth || sizedHeight else { return nil }
        let name = font.map { "\($0.fontName) \(Self.points($0.pointSize))" } ?? "?"
        return XcodeTextSize(
            id: element.id, elementName: element.elementName, text: text, font: name, xcode: saved, ours: size,
            comparesWidth: sizedWidth, comparesHeight: sizedHeight)
    }

    /// The size the view's text gives it where it is laid out: its intrinsic size, and for a
    /// label that wraps, its height at the width it has.
    @MainActor
    static func measuredSize(of view: UIView) -> CGSize {
        let size = view.intrinsicContentSize
        guard let label = view as? UILabel, label.numberOfLines != 1 else { return size }
        let wrapped = label.sizeThatFits(CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: wrapped.height)
    }

    /// The element kinds whose content size is their text.
    static let textElements: Set<String> = ["label", "button", "textField", "segmentedControl"]

    private static func points(_ size: CGFloat) -> String {
        size == size.rounded() ? String(Int(size)) : String(format: "%.1f", Double(size))
    }
}

extension Array where Element == XcodeTextSize {
    /// Median and 95th-percentile absolute width error (a fraction of Xcode's width) and height
    /// error (points), over the sizes that compare each axis.
    public var errorSummary:
        (widths: Int, widthMedian: Double, widthP95: Double, heights: Int, heightMedian: Double, heightP95: Double)
    {
        let widths = compactMap(\.widthError).map(abs).sorted()
        let heights = compactMap(\.heightError).map(abs).sorted()
        return (
            widths.count, FrameStatistics.nearestRank(50, of: widths) ?? 0,
            FrameStatistics.nearestRank(95, of: widths) ?? 0, heights.count,
            FrameStatistics.nearestRank(50, of: heights) ?? 0, FrameStatistics.nearestRank(95, of: heights) ?? 0
        )
    }

    /// One line per font and size, then the total: how many widths and heights were compared and
    /// their median and 95th-percentile errors.
    public var report: [String] {
        func line(_ name: String, _ group: [XcodeTextSize]) -> String {
            let summary = group.errorSummary
            return String(
                format:
                    "text %-24@ widths %3d  median %5.2f%%  p95 %5.2f%%   heights %3d  median %4.2f pt  p95 %4.2f pt",
                name, summary.widths, 100 * summary.widthMedian, 100 * summary.widthP95, summary.heights,
                summary.heightMedian, summary.heightP95)
        }
        return Dictionary(grouping: self, by: \.font).sorted { $0.key < $1.key }.map { line($0.key, $0.value) }
            + [line("overall", self)]
    }
}
