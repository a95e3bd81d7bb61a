import Foundation

/// What a view shows when it has no content (iOS 17): an image, a text and a secondary text,
/// and up to two buttons, stacked in the middle of the view, as a ``UIContentUnavailableView``
/// or a view controller's `contentUnavailableConfiguration` shows them. `empty()` starts blank,
/// `loading()` shows a spinner over "Loading…", and `search()` shows a magnifying glass over
/// "No Results".
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    /// How the content sits in the view.
    public enum Alignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Along the leading edge, as text reads.
        case natural = 1
    }

    /// How a text looks.
    public struct TextProperties {
        /// The font the text is drawn in.
        public var font: UIFont
        /// The colour of the text.
        public var color: UIColor
        /// The most lines the text wraps to; 0 for no limit.
        public var numberOfLines = 0
        /// How text that does not fit is wrapped or truncated.
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    }

    /// How the image looks.
    public struct ImageProperties {
        /// The tint colour of a template image; nil for the secondary label colour.
        public var tintColor: UIColor?
        /// The largest size the image is shown at; zero leaves it unlimited.
        public var maximumSize: CGSize = .zero
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
    }

    /// What a button does.
    public struct ButtonProperties {
        /// The action the button runs when tapped.
        public var primaryAction: UIAction?
        /// The menu the button shows when tapped.
        public var menu: UIMenu?
        /// Whether the button can be tapped.
        public var isEnabled = true
        /// The part the button plays.
        public var role: UIButton.Role = .normal
    }

    /// Whether this is the loading configuration, which shows a spinner in the image's place.
    let showsActivityIndicator: Bool
    /// The image over the texts.
    public var image: UIImage?
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The main text.
    public var text: String?
    /// The main text with attributes; shown instead of `text` when set.
    public var attributedText: NSAttributedString?
    /// How the main text looks: title 3, semibold, in the label colour.
    public var textProperties = TextProperties(font: .systemFont(ofSize: 20, weight: .semibold), color: .label)
    /// The text under the main one.
    public var secondaryText: String?
    /// The secondary text with attributes; shown instead of `secondaryText` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text looks: callout size, in the secondary label colour.
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 16), color: .secondaryLabel)
    /// The button under the texts; shown when it has a title or an image.
    public var button = UIButton.Configuration.plain()
    /// What the button does.
    public var buttonProperties = ButtonProperties()
    /// A second button under the first.
    public var secondaryButton = UIButton.Configuration.plain()
    /// What the second button does.
    public var secondaryButtonProperties = ButtonProperties()
    /// How the content sits in the view; centred by default.
    public var alignment: Alignment = .center
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 10
    /// The space between the text and the secondary text.
    public var textToSecondaryTextPadding: CGFloat = 5
    /// The space between the texts and the button.
    public var textToButtonPadding: CGFloat = 12
    /// The space between the two buttons.
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)

    init(showsActivityIndicator: Bool = false) {
        self.showsActivityIndicator = showsActivityIndicator
    }

    /// A configuration with nothing set.
    public static func empty() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration()
    }

    /// A spinner over "Loading…", in the secondary label colour.
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(showsActivityIndicator: true)
        configuration.text = "Loading…"
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 16), color: .secondaryLabel)
        return configuration
    }

    /// A magnifying glass over "No Results" and a hint to search again.
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    /// Makes a view that shows the configuration.
    public func makeContentView() -> any UIView & UIContentView {
        ContentUnavailableHostView(configuration: self)
    }

    /// The configuration for a state: unchanged.
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}

/// The content view a configuration makes: a ``UIContentUnavailableView`` filling it, as the
/// typed `configuration` of that view cannot also be the protocol's.
@MainActor
final class ContentUnavailableHostView: UIView, UIContentView {
    let contentView: UIContentUnavailableView

    init(configuration: UIContentUnavailableConfiguration) {
        contentView = UIContentUnavailableView(configuration: configuration)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    required init?(coder: NSCoder) { nil }

    var configuration: any UIContentConfiguration {
        get { contentView.configuration }
        set { if let shown = newValue as? UIContentUnavailableConfiguration { contentView.configuration = shown } }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
