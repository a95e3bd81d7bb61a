import Foundation

/// The icon of a quick action: one of the system's, an SF Symbol, or an image of the app's.
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    /// The system's quick-action icons.
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite,
            love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task,
            taskCompleted, alarm, bookmark, shuffle, audio, update

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
