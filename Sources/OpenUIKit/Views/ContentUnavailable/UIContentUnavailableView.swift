import Foundation

/// A view that shows a ``UIContentUnavailableConfiguration`` (iOS 17), as iOS lays it out: the
/// image (or, loading, a spinner), the text and the secondary text, then the buttons, stacked and
/// centred in the view within its margins, each text wrapping to the width.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView {
    static let imageSide: CGFloat = 48

    /// What the view shows; setting it updates the view.
    open var configuration: UIContentUnavailableConfiguration {
        didSet { apply() }
    }

    let imageView = UIImageView(frame: .zero)
    let spinner = UIActivityIndicatorView(style: .medium)
    let textLabel = UILabel(frame: .zero)
    let secondaryTextLabel = UILabel(frame: .zero)
    let primaryButton = UIButton(type: .system)
    let secondaryButton = UIButton(type: .system)

    /// Creates a view showing `configuration`.
    public init(configuration: UIContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for view in [imageView, spinner, textLabel, secondaryTextLabel, primaryButton, secondaryButton] as [UIView] {
            addSubview(view)
        }
        imageView.contentMode = .scaleAspectFit
        apply()
    }

    public required init?(coder: NSCoder) { nil }

    /// The parts shown, top to bottom.
    var shownParts: [UIView] {
        [spinner, imageView, textLabel, secondaryTextLabel, primaryButton, secondaryButton].filter { !$0.isHidden }
    }

    private func apply() {
        let configuration = self.configuration
        spinner.isHidden = !configuration.showsActivityIndicator
        if configuration.showsActivityIndicator { spinner.startAnimating() } else { spinner.stopAnimating() }
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor ?? .secondaryLabel
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        style(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
        style(
            secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText,
            configuration.secondaryTextProperties)
        style(primaryButton, configuration.button, configuration.buttonProperties)
        style(secondaryButton, configuration.secondaryButton, configuration.secondaryButtonProperties)
        setNeedsLayout()
    }

    private func style(
        _ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
        _ properties: UIContentUnavailableConfiguration.TextProperties
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = configuration.alignment == .center ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
    }

    private func style(
        _ button: UIButton, _ buttonConfiguration: UIButton.Configuration,
        _ properties: UIContentUnavailableConfiguration.ButtonProperties
    ) {
        button.configuration = buttonConfiguration
        button.isEnabled = properties.isEnabled
        button.role = properties.role
        button.menu = properties.menu
        button.showsMenuAsPrimaryAction = properties.menu != nil && properties.primaryAction == nil
        if let action = properties.primaryAction {
            button.removeAction(identifiedBy: action.identifier, for: .primaryActionTriggered)
            button.addAction(action, for: .primaryActionTriggered)
        }
        button.isHidden = (buttonConfiguration.title ?? "").isEmpty && buttonConfiguration.image == nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = configuration.directionalLayoutMargins
        let area = bounds.inset(
            by: UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing))
        let parts = shownParts
        var sizes: [CGSize] = parts.map { part in
            switch part {
            case imageView:
                var side = CGSize(width: Self.imageSide, height: Self.imageSide)
                let limit = configuration.imageProperties.maximumSize
                if limit.width > 0 { side.width = min(side.width, limit.width) }
                if limit.height > 0 { side.height = min(side.height, limit.height) }
                return side
            case textLabel, secondaryTextLabel:
                let fitted = part.sizeThatFits(CGSize(width: area.width, height: .greatestFiniteMagnitude))
                return CGSize(width: min(area.width, fitted.width), height: fitted.height)
            default:
                return part.sizeThatFits(CGSize(width: area.width, height: .greatestFiniteMagnitude))
            }
        }
        sizes = sizes.map { CGSize(width: max(0, $0.width), height: max(0, $0.height)) }
        let gaps = zip(parts, parts.dropFirst()).map { gap(between: $0.0, and: $0.1) }
        let total = sizes.reduce(0) { $0 + $1.height } + gaps.reduce(0, +)
        var y = area.midY - total / 2
        for (index, part) in parts.enumerated() {
            let size = sizes[index]
            let x = configuration.alignment == .center ? area.midX - size.width / 2 : area.minX
            part.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            y += size.height + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// The configured space between two parts stacked one after the other.
    private func gap(between upper: UIView, and lower: UIView) -> CGFloat {
        switch (upper, lower) {
        case (imageView, _), (spinner, _): configuration.imageToTextPadding
        case (textLabel, secondaryTextLabel): configuration.textToSecondaryTextPadding
        case (primaryButton, secondaryButton): configuration.buttonToSecondaryButtonPadding
        default: configuration.textToButtonPadding
        }
    }
}
