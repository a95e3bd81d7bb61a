import Foundation

/// How a background is drawn: a colour (or a visual effect, an image, a view of the app's own)
/// in a rounded rectangle, inset from the view's bounds, with an optional stroke. Cells, headers
/// and footers show one in place of their background views; a button configuration keeps one
/// (`background`) and fills in what it leaves nil from its style. The list styles
/// (`listPlainCell()` and the rest) update for a state as UIKit's do: a selected or highlighted
/// cell turns system gray 4, a sidebar's selected cell its tint colour.
public struct UIBackgroundConfiguration: Hashable {
    /// The list style it was made for, which decides its colours for a state.
    enum ListStyle: Hashable {
        case plainCell, plainHeaderFooter, groupedCell, groupedHeaderFooter, sidebarHeader, sidebarCell,
            accompaniedSidebarCell
    }

    var listStyle: ListStyle?
    /// Nil uses the tint colour (a cell's) or lets the owner choose (a button's style).
    public var backgroundColor: UIColor?
    /// A function applied to the resolved background colour, such as `grayscale`; `nil` applies none.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A visual effect (a blur) drawn under the colour.
    public var visualEffect: UIVisualEffect?
    /// An image drawn over the colour, placed by `imageContentMode`.
    public var image: UIImage?
    /// How `image` fills the background; `.scaleToFill` by default.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// A view of the app's own, drawn over the colour and image and sized to the background.
    public var customView: UIView?
    /// The radius of the background's corners; a button uses it when its corner style is `.fixed`.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's bounds.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose layout margins are added to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// Nil with a positive width strokes in the tint colour, as UIKit does.
    public var strokeColor: UIColor?
    /// A function applied to the resolved stroke colour; `nil` applies none.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the stroke around the background; 0 (the default) draws none.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches past the background's edge.
    public var strokeOutset: CGFloat = 0

    /// Creates a configuration with no colour, no stroke, square corners and no insets.
    public init() {}

    init(list style: ListStyle, color: UIColor?) {
        listStyle = style
        backgroundColor = color
    }

    /// A transparent background with no styling.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// A cell's background in a plain list or table: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(list: .plainCell, color: .systemBackground)
    }

    /// A header's or footer's background in a plain list or table.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(list: .plainHeaderFooter, color: .systemBackground)
    }

    /// A cell's background in a grouped or inset grouped list or table.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(list: .groupedCell, color: .secondarySystemGroupedBackground)
    }

    /// A header's or footer's background in a grouped list or table: none, over the list's own.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(list: .groupedHeaderFooter, color: .clear)
    }

    /// A header's background in a sidebar.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(list: .sidebarHeader, color: .clear)
    }

    /// A cell's background in a sidebar: none until selected, then rounded.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(list: .sidebarCell, color: .clear)
        configuration.cornerRadius = 10
        return configuration
    }

    /// A cell's background in a sidebar shown beside other content.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(list: .accompaniedSidebarCell, color: .clear)
        configuration.cornerRadius = 10
        return configuration
    }

    /// The configuration styled for `state`: a list style's colour for a selected or highlighted
    /// cell; other configurations unchanged.
    @MainActor public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let listStyle, let cell = state as? UICellConfigurationState else { return self }
        var configuration = self
        let base = Self.listColor(listStyle)
        let lit = cell.isSelected || cell.isHighlighted || cell.cellDropState == .targeted
        switch listStyle {
        case .plainCell, .groupedCell:
            configuration.backgroundColor = lit ? .systemGray4 : base
        case .sidebarCell, .accompaniedSidebarCell:
            configuration.backgroundColor =
                cell.isSelected
                ? (listStyle == .sidebarCell ? .systemGray5 : nil) : cell.isHighlighted ? .systemGray5 : base
        case .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader:
            break
        }
        return configuration
    }

    private static func listColor(_ style: ListStyle) -> UIColor {
        switch style {
        case .plainCell, .plainHeaderFooter: .systemBackground
        case .groupedCell: .secondarySystemGroupedBackground
        case .groupedHeaderFooter, .sidebarHeader, .sidebarCell, .accompaniedSidebarCell: .clear
        }
    }

    /// `backgroundColor` (or `tintColor` when nil) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// `strokeColor` (or `tintColor` when it is `nil`) through the stroke colour transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// Transformers are functions, which have no equality: two configurations that differ only
    /// in them compare equal. Views and effects compare by identity.
    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.listStyle == rhs.listStyle && lhs.backgroundColor == rhs.backgroundColor
            && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
            && lhs.strokeOutset == rhs.strokeOutset && lhs.image === rhs.image
            && lhs.imageContentMode == rhs.imageContentMode && lhs.customView === rhs.customView
            && lhs.visualEffect === rhs.visualEffect
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(listStyle)
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
        hasher.combine(backgroundInsets)
        hasher.combine(strokeColor)
        hasher.combine(strokeWidth)
        hasher.combine(strokeOutset)
        hasher.combine(customView.map(ObjectIdentifier.init))
    }
}
