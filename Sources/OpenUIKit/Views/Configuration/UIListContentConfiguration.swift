import Foundation

/// The content of a list row, header or footer (iOS 14): an image, a text and a secondary
/// text with their looks, in one of the system's styles — the table cell styles' successor.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
    public struct TextProperties: Sendable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontSizeToFitWidth = false
    }

    public struct ImageProperties: Sendable {
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
    }

    /// Which system style this is, for laying the texts out.
    enum Style: Sendable {
        case cell, subtitleCell, valueCell, header, footer
    }

    let style: Style
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
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

    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
    public static func sidebarCell() -> UIListContentConfiguration { .init(style: .cell) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(style: .cell) }
    public static func header() -> UIListContentConfiguration { .init(style: .header) }
    public static func footer() -> UIListContentConfiguration { .init(style: .footer) }
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .footer) }
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .footer) }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .header) }

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

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) { nil }

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
