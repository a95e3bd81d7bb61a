import Foundation

/// The content of a list row, header or footer (iOS 14): an image, a text and a secondary
/// text with their looks, in one of the system's styles — the table cell styles' successor.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
    /// How the text or secondary text of a list content configuration looks: font, colour, alignment, lines.
    public struct TextProperties: Sendable {
        /// The font the text is drawn in.
        public var font: UIFont
        /// The colour of the text.
        public var color: UIColor
        /// How the text is aligned in its column; natural by default (a value cell's secondary text is right-aligned
        /// regardless).
        public var alignment: NSTextAlignment = .natural
        /// The most lines the text wraps to; 0 (the default) for no limit.
        public var numberOfLines = 0
        /// How text that does not fit is wrapped or truncated; truncating the tail by default.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether the font shrinks for the text to fit the width; stored but not applied here.
        public var adjustsFontSizeToFitWidth = false
    }

    /// How the image of a list content configuration looks: tint, size limit, corner radius.
    public struct ImageProperties: Sendable {
        /// The tint colour for a template image; `nil` uses the view's tint.
        public var tintColor: UIColor?
        /// The largest size the image is shown at; a zero width or height leaves that dimension unlimited.
        public var maximumSize: CGSize = .zero
        /// The space to set aside for the image so texts line up across rows; stored but not used in layout here.
        public var reservedLayoutSize: CGSize = .zero
        /// The radius of the image's rounded corners.
        public var cornerRadius: CGFloat = 0
    }

    /// Which system style this is, for laying the texts out.
    enum Style: Sendable {
        case cell, subtitleCell, valueCell, header, footer
    }

    let style: Style
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; shown instead of `text` when set.
    public var attributedText: NSAttributedString?
    /// The secondary text: below the text in a subtitle cell, at the trailing edge in a value cell.
    public var secondaryText: String?
    /// The secondary text with attributes; shown instead of `secondaryText` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// The image shown at the leading margin, or `nil` for none.
    public var image: UIImage?
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The margins around the content: 11 points above and below and 20 at the sides for cells, 7 and 20 for
    /// headers and footers.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the texts sit side by side rather than stacked; `true` for a value cell, though layout here
    /// follows the style, not this flag.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the texts; 16 points by default.
    public var imageToTextPadding: CGFloat = 16
    /// The space between side-by-side texts; stored but not used in layout here.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the stacked texts of a subtitle cell; 2 points by default.
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    /// Which axes keep the superview's layout margins; stored as a raw `Int` and not used here.
    public var axesPreservingSuperviewLayoutMargins: Int = 0

    init(style: Style) {
        self.style = style
        let header = style == .header || style == .footer
        textProperties = TextProperties(
            font: header ? .preferredFont(forTextStyle: .footnote) : .preferredFont(forTextStyle: .body),
            color: header ? .secondaryLabel : .label)
        secondaryTextProperties = TextProperties(
            font: style == .subtitleCell
                ? .preferredFont(forTextStyle: .subheadline)
                : .preferredFont(forTextStyle: .body),
            color: .secondaryLabel)
        directionalLayoutMargins =
            header
            ? NSDirectionalEdgeInsets(top: 7, leading: 20, bottom: 7, trailing: 20)
            : NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
        prefersSideBySideTextAndSecondaryText = style == .valueCell
    }

    /// The style of a basic list cell: body text beside an optional image.
    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    /// A cell style with the secondary text below the text, in a smaller font.
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    /// A cell style with the secondary text beside the text, right-aligned at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
    /// A sidebar cell style; the same as `cell()` here.
    public static func sidebarCell() -> UIListContentConfiguration { .init(style: .cell) }
    /// A sidebar cell style with a subtitle; the same as `subtitleCell()` here.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    /// A cell style for a sidebar beside other columns; the same as `cell()` here.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(style: .cell) }
    /// A header style: uppercased footnote text in the secondary label colour.
    public static func header() -> UIListContentConfiguration { .init(style: .header) }
    /// A footer style: footnote text in the secondary label colour.
    public static func footer() -> UIListContentConfiguration { .init(style: .footer) }
    /// A header style for a plain list; the same as `header()` here.
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .header) }
    /// A footer style for a plain list; the same as `footer()` here.
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .footer) }
    /// A header style for a grouped list; the same as `header()` here.
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .header) }
    /// A footer style for a grouped list; the same as `footer()` here.
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .footer) }
    /// A prominent header style for an inset grouped list; the same as `header()` here.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .header) }
    /// An extra prominent header style for an inset grouped list; the same as `header()` here.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .header) }
    /// A sidebar header style; the same as `header()` here.
    public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .header) }

    /// Makes a `UIListContentView` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// Shows a `UIListContentConfiguration`: the image at the leading margin, the text beside it,
/// the secondary text below it (subtitle) or at the trailing edge (value).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// Creates a view showing the configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) { nil }

    /// The list content configuration the view shows; setting a configuration of another type is ignored.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    private func apply() {
        let configuration = listConfiguration
        func style(
            _ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
            _ properties: UIListContentConfiguration.TextProperties
        ) {
            if let attributed { label.attributedText = attributed } else { label.text = text }
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            label.isHidden = (text ?? attributed?.string ?? "").isEmpty
        }
        style(
            textLabel, configuration.style == .header ? configuration.text?.uppercased() : configuration.text,
            configuration.attributedText, configuration.textProperties)
        style(
            secondaryLabel, configuration.secondaryText, configuration.secondaryAttributedText,
            configuration.secondaryTextProperties)
        if configuration.style == .valueCell { secondaryLabel.textAlignment = .right }
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.isHidden = configuration.image == nil
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func lineHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
        guard !label.isHidden else { return 0 }
        let measured = label.sizeThatFits(CGSize(width: width, height: 0)).height
        return measured > 0 ? measured : label.font.lineHeight.rounded(.up)
    }

    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        let maximum = listConfiguration.imageProperties.maximumSize
        var size = image.size
        if maximum.width > 0 { size.width = min(size.width, maximum.width) }
        if maximum.height > 0 { size.height = min(size.height, maximum.height) }
        return size
    }

    /// The leading edge of the texts and the width they have.
    private func textColumn(width: CGFloat) -> (x: CGFloat, width: CGFloat) {
        let margins = listConfiguration.directionalLayoutMargins
        let image = imageSize
        let x = margins.leading + (image.width > 0 ? image.width + listConfiguration.imageToTextPadding : 0)
        return (x, max(0, width - x - margins.trailing))
    }

    /// The given width and the height that fits the image and texts within the margins, at least the standard
    /// row height for cell styles.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = listConfiguration.directionalLayoutMargins
        let column = textColumn(width: size.width)
        let text = lineHeight(textLabel, width: column.width)
        let secondary = lineHeight(secondaryLabel, width: column.width)
        let stacked = listConfiguration.style == .subtitleCell && secondary > 0
        let content =
            stacked ? text + listConfiguration.textToSecondaryTextVerticalPadding + secondary : max(text, secondary)
        let minimum: CGFloat =
            listConfiguration.style == .header || listConfiguration.style == .footer ? 0 : UITableView.defaultRowHeight
        return CGSize(
            width: size.width,
            height: max(minimum, (max(content, imageSize.height) + margins.top + margins.bottom).rounded(.up)))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = listConfiguration.directionalLayoutMargins
        let image = imageSize
        imageView.frame = CGRect(
            x: margins.leading, y: (bounds.height - image.height) / 2, width: image.width, height: image.height)
        let column = textColumn(width: bounds.width)
        let text = lineHeight(textLabel, width: column.width)
        let secondary = lineHeight(secondaryLabel, width: column.width)
        switch listConfiguration.style {
        case .subtitleCell where secondary > 0:
            let total = text + listConfiguration.textToSecondaryTextVerticalPadding + secondary
            let top = (bounds.height - total) / 2
            textLabel.frame = CGRect(x: column.x, y: top, width: column.width, height: text)
            secondaryLabel.frame = CGRect(
                x: column.x, y: top + text + listConfiguration.textToSecondaryTextVerticalPadding,
                width: column.width, height: secondary)
        case .header, .footer:
            textLabel.frame = CGRect(
                x: column.x, y: margins.top, width: column.width,
                height: max(0, bounds.height - margins.top - margins.bottom))
        default:
            textLabel.frame = CGRect(x: column.x, y: (bounds.height - text) / 2, width: column.width, height: text)
            secondaryLabel.frame = CGRect(
                x: column.x, y: (bounds.height - secondary) / 2, width: column.width, height: secondary)
        }
    }
}
