import Foundation

/// The icon of a quick action: one of the system's, an SF Symbol, or an image of the app's.
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    /// The system's quick-action icons.
    public enum IconType: Int, Sendable {
        /// A pencil on paper: write something new.
        case compose
        /// A play triangle.
        case play
        /// Two pause bars.
        case pause
        /// A plus sign.
        case add
        /// A location arrow.
        case location
        /// A magnifying glass.
        case search
        /// A box with an arrow out of it.
        case share
        /// A circle struck through.
        case prohibit
        /// A person's silhouette.
        case contact
        /// A house.
        case home
        /// A map pin.
        case markLocation
        /// A star.
        case favorite
        /// A heart.
        case love
        /// A cloud.
        case cloud
        /// An envelope with a card.
        case invitation
        /// A checkmark in a circle.
        case confirmation
        /// An envelope.
        case mail
        /// A speech bubble.
        case message
        /// A calendar page.
        case date
        /// A clock face.
        case time
        /// A camera.
        case capturePhoto
        /// A video camera.
        case captureVideo
        /// An empty checkbox.
        case task
        /// A ticked checkbox.
        case taskCompleted
        /// An alarm clock.
        case alarm
        /// A bookmark ribbon.
        case bookmark
        /// Crossed shuffle arrows.
        case shuffle
        /// A speaker.
        case audio
        /// Circular arrows: refresh.
        case update

        /// The type an Info.plist names `UIApplicationShortcutIconTypeCompose` and so on.
        init?(infoPlistName name: String) {
            let prefix = "UIApplicationShortcutIconType"
            guard name.hasPrefix(prefix) else { return nil }
            let word = name.dropFirst(prefix.count)
            guard let first = word.first else { return nil }
            let camel = first.lowercased() + word.dropFirst()
            guard let type = Self.allNamed[camel] else { return nil }
            self = type
        }

        private static let allNamed: [String: IconType] = Dictionary(
            uniqueKeysWithValues: (0...IconType.update.rawValue).compactMap(IconType.init(rawValue:)).map {
                ("\($0)", $0)
            })
    }

    /// What the icon is drawn from.
    enum Source: Equatable {
        case system(IconType)
        case symbol(String)
        case template(String)
    }

    let source: Source

    /// One of the system's icons.
    public init(type: IconType) {
        source = .system(type)
        super.init()
    }

    /// An SF Symbol by name.
    public init(systemImageName: String) {
        source = .symbol(systemImageName)
        super.init()
    }

    /// An image of the app's asset catalog, drawn as a template.
    public init(templateImageName: String) {
        source = .template(templateImageName)
        super.init()
    }

    /// Equal when drawn from the same thing.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIApplicationShortcutIcon)?.source == source
    }

    /// Hashes what the icon is drawn from.
    open override var hash: Int { "\(source)".hashValue }
}
