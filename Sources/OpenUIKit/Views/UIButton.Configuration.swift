import Foundation

extension UIButton {
    /// What a button shows and how, in one value (iOS 15): title, subtitle and image, their
    /// placement and padding, the insets, and the style's background and colours. The styles
    /// differ only in their defaults: filled is the tint behind white text, tinted a pale tint
    /// behind tinted text, gray a grey fill, plain none. A button resolves the colours for its
    /// state when it applies one (`UIButton+Configuration.swift`).
    public struct Configuration: Hashable {
        /// How round the background's corners are; `.dynamic` is the system's choice for the
        /// size: a capsule in iOS 26's design, a few points before it.
        public enum CornerStyle: Int, Sendable {
            /// `background.cornerRadius`, as given.
            case fixed = -1
            /// The system's choice for the button's size: a capsule in iOS 26's design, a 5 to 8 point radius
            /// before it.
            case dynamic = 0
            /// Slightly rounded corners: a 4-point radius.
            case small = 1
            /// Rounded corners with an 8-point radius.
            case medium = 2
            /// Rounded corners with a 12-point radius.
            case large = 3
            /// Fully rounded ends: a radius of half the shorter side.
            case capsule = 4
        }

        /// The size class of the text and the default insets.
        public enum Size: Int, Sendable {
            /// The standard size: a 17-point title, insets of 7 points above and below and 12 at the sides.
            case medium = 0
            /// A 15-point title, insets of 5 points above and below and 10 at the sides.
            case small = 1
            /// A 12-point title, insets of 3 points above and below and 8 at the sides.
            case mini = 2
            /// A 17-point title, insets of 14 points above and below and 20 at the sides.
            case large = 3
        }

        /// How the title and subtitle line up with each other.
        public enum TitleAlignment: Int, Sendable {
            /// The texts line up on the leading edge beside a leading or trailing image, and are centred otherwise.
            case automatic = 0
            /// The texts line up on the leading edge (drawn left-aligned here).
            case leading = 1
            /// The texts are centred.
            case center = 2
            /// The texts line up on the trailing edge (drawn right-aligned here).
            case trailing = 3
        }

        /// How the button looks on the Mac; kept, not used here.
        public enum MacIdiomStyle: Int, Sendable {
            /// The system's choice for the Mac.
            case automatic = 0
            /// A bordered Mac button.
            case bordered = 1
            /// A borderless Mac button.
            case borderless = 2
            /// A borderless Mac button in the tint colour.
            case borderlessTinted = 3
        }

        /// A pop-up indicator beside the title (for menus); kept, not drawn here.
        public enum Indicator: Int, Sendable {
            /// The system's choice: a pop-up indicator when the button's menu picks an option.
            case automatic = 0
            /// No indicator.
            case none = 1
            /// A pop-up indicator (up and down chevrons) beside the title.
            case popup = 2
        }

        /// The style the configuration was made with, which decides its default colours.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        private(set) var style: Style

        // MARK: Styles

        /// No background; the title in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// The tint colour, faint, behind a title in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey fill behind a title in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// The tint colour behind a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background; the title in the tint colour, like `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A grey fill behind a title in the tint colour, like `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// The tint colour, faint, behind a title in the tint colour, like `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// The tint colour behind a white title, like `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        init(style: Style) {
            self.style = style
        }

        // MARK: Background and colours

        /// Its colour, when set, replaces the style's background colour.
        public var background = UIBackgroundConfiguration()
        /// How round the background's corners are; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// Sets the fonts and, unless `contentInsets` were set, the insets.
        public var buttonSize: Size = .medium
        /// How the button looks on the Mac; stored but not used here.
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The text and image colour; nil is the style's (white for filled, else the tint).
        public var baseForegroundColor: UIColor?
        /// The colour the style builds its background from; nil is the tint.
        public var baseBackgroundColor: UIColor?

        // MARK: Content

        /// The image shown beside the title at `imagePlacement`; an image set with `setImage(_:for:)` for the
        /// button's state wins.
        public var image: UIImage?
        /// A function applied to the foreground colour to tint the image; `nil` tints it the foreground colour.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Stored only: no activity indicator is drawn here.
        public var showsActivityIndicator = false

        /// Setting it drops `attributedTitle`; setting that sets this to its characters.
        public var title: String? {
            get { titleStorage }
            set {
                titleStorage = newValue
                attributedTitleStorage = nil
            }
        }

        /// Its font and colours (`AttributeScopes.UIKitAttributes`) override the style's.
        public var attributedTitle: AttributedString? {
            get { attributedTitleStorage }
            set {
                attributedTitleStorage = newValue
                titleStorage = newValue.map { String($0.characters) }
            }
        }

        /// A function that may change each run of the title's attributes after the size's font and the colour are set.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

        /// The smaller text below the title; setting it drops `attributedSubtitle`.
        public var subtitle: String? {
            get { subtitleStorage }
            set {
                subtitleStorage = newValue
                attributedSubtitleStorage = nil
            }
        }

        /// The subtitle with attributes, whose font and colours override the style's; setting it sets `subtitle` to
        /// its characters.
        public var attributedSubtitle: AttributedString? {
            get { attributedSubtitleStorage }
            set {
                attributedSubtitleStorage = newValue
                subtitleStorage = newValue.map { String($0.characters) }
            }
        }

        /// A function that may change each run of the subtitle's attributes after the size's font and the colour are
        /// set.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title and subtitle line up; `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic
        /// How the title wraps or truncates; at word boundaries by default.
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the subtitle wraps or truncates; at word boundaries by default.
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// A pop-up indicator beside the title; stored but not drawn here.
        public var indicator: Indicator = .automatic
        /// Kept; selection does not change the look here.
        public var automaticallyUpdateForSelection = true

        // MARK: Placement

        /// From the bounds to the content; until set, the default for `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage ?? Self.defaultContentInsets(for: buttonSize) }
            set { contentInsetsStorage = newValue }
        }

        /// Puts back the insets `buttonSize` implies.
        public mutating func setDefaultContentInsets() {
            contentInsetsStorage = nil
        }

        /// The side of the title the image goes on.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Between the title and the subtitle.
        public var titlePadding: CGFloat = 0

        private var titleStorage: String?
        private var attributedTitleStorage: AttributedString?
        private var subtitleStorage: String?
        private var attributedSubtitleStorage: AttributedString?
        private var contentInsetsStorage: NSDirectionalEdgeInsets?

        // MARK: Updating

        /// A copy with the colours the button's state resolves set as its base colours and
        /// background colour, as UIKit returns them.
        @preconcurrency @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.baseForegroundColor = resolvedForegroundColor(tint: button.tintColor, state: button.state)
            copy.background.backgroundColor =
                resolvedBackgroundColor(tint: button.tintColor, state: button.state) ?? .clear
            copy.background.backgroundColorTransformer = nil
            return copy
        }

        // MARK: Equality

        /// Images compare by identity and transformers (functions) not at all.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.style == rhs.style && lhs.background == rhs.background && lhs.cornerStyle == rhs.cornerStyle
                && lhs.buttonSize == rhs.buttonSize && lhs.macIdiomStyle == rhs.macIdiomStyle
                && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor
                && lhs.image === rhs.image && lhs.showsActivityIndicator == rhs.showsActivityIndicator
                && lhs.titleStorage == rhs.titleStorage && lhs.attributedTitleStorage == rhs.attributedTitleStorage
                && lhs.subtitleStorage == rhs.subtitleStorage
                && lhs.attributedSubtitleStorage == rhs.attributedSubtitleStorage
                && lhs.titleAlignment == rhs.titleAlignment && lhs.titleLineBreakMode == rhs.titleLineBreakMode
                && lhs.subtitleLineBreakMode == rhs.subtitleLineBreakMode && lhs.indicator == rhs.indicator
                && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
                && lhs.contentInsetsStorage == rhs.contentInsetsStorage && lhs.imagePlacement == rhs.imagePlacement
                && lhs.imagePadding == rhs.imagePadding && lhs.titlePadding == rhs.titlePadding
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(background)
            hasher.combine(cornerStyle)
            hasher.combine(buttonSize)
            hasher.combine(baseForegroundColor)
            hasher.combine(baseBackgroundColor)
            hasher.combine(image.map(ObjectIdentifier.init))
            hasher.combine(titleStorage)
            hasher.combine(subtitleStorage)
            hasher.combine(contentInsets)
            hasher.combine(imagePlacement)
            hasher.combine(imagePadding)
            hasher.combine(titlePadding)
        }
    }
}
