import Foundation

/// Placing a configuration's content: the title over the subtitle (`titlePadding` apart), the
/// image on the side `imagePlacement` names (`imagePadding` from the text), the whole inset by
/// `contentInsets` and aligned by the content alignments (centred by default). The intrinsic
/// size is that content plus the insets; titles need the text seam, so a titled button has none
/// while no text measurer is installed, as with other buttons.
extension UIButton {
    /// The sizes of the parts and of the whole.
    struct ConfigurationContent {
        var image: CGSize
        var title: CGSize
        var subtitle: CGSize
        var text: CGSize
        var total: CGSize
        var imageBeside: Bool
    }

    private func directionalInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// The parts measured with text wrapped at `width` (nil: one line each); nil when a text
    /// cannot be measured.
    func configurationContent(_ configuration: Configuration, width: CGFloat?) -> ConfigurationContent? {
        let image = existingImageView?.image?.size ?? .zero
        let hasImage = existingImageView?.image != nil
        let title = existingTitleLabel.flatMap { ($0.attributedText?.length ?? 0) > 0 ? $0 : nil }
        let subtitle = subtitleLabelStorage.flatMap { ($0.attributedText?.length ?? 0) > 0 ? $0 : nil }
        let hasText = title != nil || subtitle != nil
        let beside = configuration.imagePlacement != .top && configuration.imagePlacement != .bottom
        let padding = hasImage && hasText ? configuration.imagePadding : 0
        let textWidth = width.map { max(0, $0 - (beside && hasImage ? image.width + padding : 0)) } ?? 0
        func measured(_ label: UILabel?) -> CGSize? {
            guard let label else { return .zero }
            return label.measuredSize(fitting: CGSize(width: textWidth, height: 0))
        }
        guard let titleSize = measured(title), let subtitleSize = measured(subtitle) else { return nil }
        let text = CGSize(
            width: max(titleSize.width, subtitleSize.width),
            height: titleSize.height + subtitleSize.height
                + (title != nil && subtitle != nil ? configuration.titlePadding : 0))
        let total =
            beside
            ? CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
            : CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
        return ConfigurationContent(
            image: image, title: titleSize, subtitle: subtitleSize, text: text, total: total, imageBeside: beside)
    }

    func measuredConfigurationSize(_ configuration: Configuration, fittingWidth width: CGFloat?) -> CGSize? {
        let insets = directionalInsets(configuration.contentInsets)
        let available = width.map { max(0, $0 - insets.left - insets.right) }
        guard let content = configurationContent(configuration, width: available) else { return nil }
        return CGSize(
            width: content.total.width + insets.left + insets.right,
            height: content.total.height + insets.top + insets.bottom)
    }

    func layOutConfigurationContent(_ configuration: Configuration) {
        let area = bounds.inset(by: directionalInsets(configuration.contentInsets))
        // Without a measurer the title takes the whole content area.
        var content =
            configurationContent(configuration, width: area.width)
            ?? ConfigurationContent(
                image: .zero, title: area.size, subtitle: .zero, text: area.size, total: area.size, imageBeside: true)
        content.total = CGSize(
            width: min(content.total.width, area.width), height: min(content.total.height, area.height))
        content.text.width = min(content.text.width, area.width)

        let x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - content.total.width
        case .center, .fill: x = area.midX - content.total.width / 2
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = area.minY
        case .bottom: y = area.maxY - content.total.height
        case .center, .fill: y = area.midY - content.total.height / 2
        }
        let whole = CGRect(x: x, y: y, width: content.total.width, height: content.total.height)
        let hasText = content.text.width > 0 || content.text.height > 0
        let padding = content.image != .zero && hasText ? configuration.imagePadding : 0

        var imageOrigin = CGPoint.zero, textOrigin = CGPoint.zero
        switch configuration.imagePlacement {
        case .top:
            imageOrigin = CGPoint(x: whole.midX - content.image.width / 2, y: whole.minY)
            textOrigin = CGPoint(x: whole.midX - content.text.width / 2, y: whole.minY + content.image.height + padding)
        case .bottom:
            textOrigin = CGPoint(x: whole.midX - content.text.width / 2, y: whole.minY)
            imageOrigin = CGPoint(
                x: whole.midX - content.image.width / 2, y: whole.minY + content.text.height + padding)
        case .trailing:
            textOrigin = CGPoint(x: whole.minX, y: whole.midY - content.text.height / 2)
            imageOrigin = CGPoint(x: whole.maxX - content.image.width, y: whole.midY - content.image.height / 2)
        default:
            imageOrigin = CGPoint(x: whole.minX, y: whole.midY - content.image.height / 2)
            textOrigin = CGPoint(x: whole.maxX - content.text.width, y: whole.midY - content.text.height / 2)
        }
        existingImageView?.frame = CGRect(origin: imageOrigin, size: content.image)

        let alignment = existingTitleLabel?.textAlignment ?? .center
        func placed(_ size: CGSize, at top: CGFloat) -> CGRect {
            let width = min(size.width, content.text.width)
            let left: CGFloat
            switch alignment {
            case .left: left = textOrigin.x
            case .right: left = textOrigin.x + content.text.width - width
            default: left = textOrigin.x + (content.text.width - width) / 2
            }
            return CGRect(x: left, y: top, width: width, height: size.height)
        }
        existingTitleLabel?.frame = placed(content.title, at: textOrigin.y)
        let subtitleTop =
            textOrigin.y + content.title.height + (content.title.height > 0 ? configuration.titlePadding : 0)
        subtitleLabelStorage?.frame = placed(content.subtitle, at: subtitleTop)
    }
}
