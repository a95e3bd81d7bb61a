import Foundation

/// Showing a configuration: the title, subtitle and image go into `titleLabel`, `subtitleLabel`
/// and `imageView` in the fonts of the configuration's size and the colours its style resolves
/// for the button's state; the background is drawn by the button (`UIButton+Drawing.swift`).
/// A title or image set for the state with `setTitle(_:for:)` or `setImage(_:for:)` is shown in
/// place of the configuration's.
extension UIButton {
    /// Switching to or from a configuration: without one, the labels go back to the button
    /// type's look.
    func configurationDidChange() {
        if configuration == nil {
            subtitleLabelStorage?.removeFromSuperview()
            subtitleLabelStorage = nil
            if let label = existingTitleLabel {
                label.attributedText = nil
                label.font = Self.defaultTitleFont(for: buttonType)
                label.numberOfLines = 1
                label.lineBreakMode = .byTruncatingMiddle
                label.textAlignment = .natural
            }
            existingImageView?.tintColor = nil
        }
        contentDidChange()
    }

    /// The state the configuration is resolved for: the button's, unless it updates itself by
    /// hand (`automaticallyUpdatesConfiguration` false), which keeps the normal look.
    var configurationState: State { automaticallyUpdatesConfiguration ? state : .normal }

    func applyConfiguration() {
        guard let configuration else { return }
        let state = configurationState
        let foreground = configuration.resolvedForegroundColor(tint: tintColor ?? .systemBlue, state: state)
        let alignment = textAlignment(for: configuration)

        let title = styledTitle(configuration, foreground: foreground)
        if let title {
            let label = madeTitleLabel()
            label.attributedText = title
            label.numberOfLines = 0
            label.lineBreakMode = configuration.titleLineBreakMode
            label.textAlignment = alignment
        } else {
            existingTitleLabel?.attributedText = nil
        }

        if let subtitle = configuration.attributedSubtitle ?? configuration.subtitle.map({ AttributedString($0) }),
            !subtitle.characters.isEmpty
        {
            let label = subtitleLabelStorage ?? madeSubtitleLabel()
            label.attributedText = Self.styled(
                subtitle, font: configuration.subtitleFont, color: foreground,
                transformer: configuration.subtitleTextAttributesTransformer)
            label.numberOfLines = 0
            label.lineBreakMode = configuration.subtitleLineBreakMode
            label.textAlignment = alignment
        } else {
            subtitleLabelStorage?.attributedText = nil
        }

        if let image = image(for: state) ?? configuration.image {
            let view = madeImageView()
            view.image = image
            view.tintColor = configuration.imageColorTransformer?(foreground) ?? foreground
        } else {
            existingImageView?.image = nil
        }
        contentGeometryDidChange()
        setNeedsDisplay()
    }

    /// The state's own title if it has one, else the configuration's, in the size's font and
    /// the foreground colour (under what the attributed title sets).
    private func styledTitle(_ configuration: Configuration, foreground: UIColor) -> NSAttributedString? {
        let font = configuration.titleFont
        let transformer = configuration.titleTextAttributesTransformer
        if let attributed = attributedTitle(for: configurationState), attributed.length > 0 {
            let styled = NSMutableAttributedString(attributedString: attributed)
            let whole = NSRange(location: 0, length: styled.length)
            for (key, value) in [(NSAttributedString.Key.font, font as Any), (.foregroundColor, foreground as Any)] {
                styled.enumerateAttribute(key, in: whole) { existing, range, _ in
                    if existing == nil { styled.addAttribute(key, value: value, range: range) }
                }
            }
            return styled
        }
        let text =
            title(for: configurationState).map { AttributedString($0) } ?? configuration.attributedTitle
            ?? configuration.title.map { AttributedString($0) }
        guard let text, !text.characters.isEmpty else { return nil }
        return Self.styled(text, font: font, color: foreground, transformer: transformer)
    }

    /// Each run keeps its own font and colours over the defaults; the transformer then sees
    /// (and may change) every run's attributes.
    static func styled(
        _ text: AttributedString, font: UIFont, color: UIColor,
        transformer: UIConfigurationTextAttributesTransformer?
    ) -> NSAttributedString {
        var defaults = AttributeContainer()
        defaults[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
        defaults[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color
        var styled = text
        for (range, attributes) in text.runs.map({ ($0.range, $0.attributes) }) {
            var container = defaults
            container.merge(attributes)
            if let transformer { container = transformer(container) }
            styled[range].setAttributes(container)
        }
        return NSAttributedString.converting(styled)
    }

    /// `.automatic` lines the texts up on the leading edge beside an image and centres them
    /// otherwise.
    private func textAlignment(for configuration: Configuration) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: return .left
        case .center: return .center
        case .trailing: return .right
        case .automatic:
            let beside = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
            return beside && (image(for: configurationState) ?? configuration.image) != nil ? .left : .center
        }
    }

    private func madeSubtitleLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        subtitleLabelStorage = label
        if let titleLabel = existingTitleLabel {
            insertSubview(label, aboveSubview: titleLabel)
        } else {
            addSubview(label)
        }
        return label
    }
}
