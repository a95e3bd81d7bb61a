import Foundation

/// Column widths and how columns share the width (iOS 14): tiled beside the secondary, laid over
/// it, or pushing it aside.
extension UISplitViewController {
    /// Which side the primary column sits on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side: left in left-to-right layouts.
        case leading
        /// The trailing side.
        case trailing
    }

    /// How the columns beside the secondary share the width.
    public enum SplitBehavior: Int, Sendable {
        /// The system's choice: tiled here, as on an iPad in landscape.
        case automatic
        /// Columns side by side, the secondary narrowed to fit.
        case tile
        /// Columns laid over a full-width secondary.
        case overlay
        /// Columns push the full-width secondary aside, partly off screen.
        case displace
    }

    /// The primary column's background.
    public enum BackgroundStyle: Int, Sendable {
        /// The column's own background.
        case none
        /// The sidebar look.
        case sidebar
    }

    /// When the button that changes the display mode shows.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// When the system thinks it useful.
        case automatic
        /// Never.
        case never
        /// Always.
        case always
    }

    /// The value that asks for the system's width: each width property's default.
    public static let automaticDimension: CGFloat = -1

    /// The behavior in effect: the preferred one, with `.automatic` tiling.
    public var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }

    /// The primary column's width as laid out now: the fraction of the width, or the preferred
    /// width, clamped by the minimum and maximum.
    public var primaryColumnWidth: CGFloat {
        resolvedColumnWidth(
            fraction: preferredPrimaryColumnWidthFraction, preferred: preferredPrimaryColumnWidth,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The supplementary column's width, resolved as the primary's is.
    public var supplementaryColumnWidth: CGFloat {
        resolvedColumnWidth(
            fraction: preferredSupplementaryColumnWidthFraction, preferred: preferredSupplementaryColumnWidth,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    private func resolvedColumnWidth(
        fraction: CGFloat, preferred: CGFloat, minimum: CGFloat, maximum: CGFloat
    )
        -> CGFloat
    {
        let total = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        var width = fraction != Self.automaticDimension ? total * fraction : preferred
        if minimum != Self.automaticDimension { width = max(width, minimum) }
        if maximum != Self.automaticDimension { width = min(width, maximum) }
        return max(0, width)
    }

    /// Where each visible column goes. The secondary is last: tiled, it takes what the others
    /// leave; in an over mode (or with `.overlay`) it spans the width beneath them; in the
    /// displace mode (or with `.displace`) it keeps the full width, moved aside by them. A
    /// trailing primary edge mirrors it all.
    func columnFrames(for visible: [UIViewController], in bounds: CGRect) -> [CGRect] {
        guard !visible.isEmpty else { return [] }
        let hasSecondary = visible.last === secondary && visible.count > 1
        let others = hasSecondary ? Array(visible.dropLast()) : visible
        let widths = others.map { $0 === supplementary ? supplementaryColumnWidth : primaryColumnWidth }
        var frames: [CGRect] = []
        var x = bounds.minX
        for (index, width) in widths.enumerated() {
            let isLast = !hasSecondary && index == widths.count - 1
            let w = isLast ? max(0, bounds.maxX - x) : width
            frames.append(CGRect(x: x, y: bounds.minY, width: w, height: bounds.height))
            x += w
        }
        if hasSecondary {
            let used = x - bounds.minX
            switch effectiveArrangement {
            case .tile:
                frames.append(CGRect(x: x, y: bounds.minY, width: max(0, bounds.maxX - x), height: bounds.height))
            case .overlay, .automatic:
                frames.append(bounds)
            case .displace:
                frames.append(CGRect(x: bounds.minX + used, y: bounds.minY, width: bounds.width, height: bounds.height))
            }
        }
        guard primaryEdge == .trailing else { return frames }
        return frames.map {
            CGRect(x: bounds.minX + bounds.maxX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height)
        }
    }

    /// The display mode decides where an explicit one is asked for; `.automatic` follows the
    /// split behavior.
    private var effectiveArrangement: SplitBehavior {
        switch displayMode {
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        case .oneBesideSecondary, .twoBesideSecondary: return splitBehavior == .displace ? .displace : .tile
        default: return .tile
        }
    }
}
