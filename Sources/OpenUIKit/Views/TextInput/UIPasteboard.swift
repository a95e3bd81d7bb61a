import Foundation

/// Copied data, shared within the app (named pasteboards) or with every program (`general`,
/// which reads and writes the desktop's clipboard through `SystemClipboards.clipboard`). Strings,
/// images and URLs; typed items are not modelled. The desktop's clipboard holds one string, so
/// several strings given to `general` reach other programs as the first, and images and URLs
/// stay within the app.
@preconcurrency @MainActor
open class UIPasteboard {
    /// The name of a pasteboard.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a pasteboard name from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name; it shares text with the desktop's clipboard.
        public static let general = Name("com.apple.UIKit.pboard.general")
        /// The find pasteboard's name, for the search string; kept within the app here.
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// Posted when a pasteboard's contents change through this app; not posted for other programs' copies.
    public nonisolated static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when an app pasteboard is removed with `remove(withName:)`.
    public nonisolated static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// Each name's contents and change count: instances of one name share them, as UIKit's do.
    private static var contents: [Name: (strings: [String], changeCount: Int)] = [.general: ([], 0), .find: ([], 0)]
    private static let generalPasteboard = UIPasteboard(existing: .general)

    /// The pasteboard shared with every program, through the desktop's clipboard.
    open class var general: UIPasteboard { generalPasteboard }

    /// The pasteboard of that name: made when `create` is true, nil for an unknown name otherwise.
    public init?(name pasteboardName: Name, create: Bool) {
        guard create || Self.contents[pasteboardName] != nil else { return nil }
        name = pasteboardName
        if Self.contents[pasteboardName] == nil { Self.contents[pasteboardName] = ([], 0) }
    }

    private init(existing name: Name) {
        self.name = name
    }

    /// A pasteboard no one else has the name of.
    open class func withUniqueName() -> UIPasteboard {
        let name = Name("com.apple.UIKit.pboard.unique-\(UUID().uuidString)")
        contents[name] = ([], 0)
        return UIPasteboard(existing: name)
    }

    /// Removes a pasteboard and its contents; the general pasteboard cannot be removed.
    open class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general, contents.removeValue(forKey: pasteboardName) != nil else { return }
        NotificationCenter.default.post(name: removedNotification, object: nil)
    }

    /// The name the pasteboard was created or looked up with.
    public let name: Name

    /// How many times this app has changed the pasteboard's contents; other programs' copies do not count here.
    open var changeCount: Int { Self.contents[name]?.changeCount ?? 0 }

    /// The first string, or nil.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The strings on the pasteboard, or `nil`; for `general`, the desktop clipboard's text when another
    /// program set it.
    open var strings: [String]? {
        get {
            let stored = Self.contents[name]?.strings ?? []
            guard name == .general else { return stored.isEmpty ? nil : stored }
            // Another program may have put text there since this app last wrote.
            guard let system = SystemClipboards.clipboard.readString() else { return nil }
            return stored.first == system ? stored : [system]
        }
        set {
            let strings = newValue ?? []
            Self.contents[name] = (strings, changeCount + 1)
            if name == .general { SystemClipboards.clipboard.write(strings.first) }
            NotificationCenter.default.post(name: Self.changedNotification, object: nil)
        }
    }

    /// Whether the pasteboard holds at least one string.
    open var hasStrings: Bool { !(strings ?? []).isEmpty }

    /// Images and URLs by pasteboard name; setting either replaces what the pasteboard held.
    private static var objects: [Name: [Any]] = [:]

    private func objects<T>(of type: T.Type) -> [T]? {
        let found = (Self.objects[name] ?? []).compactMap { $0 as? T }
        return found.isEmpty ? nil : found
    }

    private func setObjects(_ values: [Any]?) {
        Self.objects[name] = values ?? []
        Self.contents[name] = (Self.contents[name]?.strings ?? [], changeCount + 1)
        NotificationCenter.default.post(name: Self.changedNotification, object: nil)
    }

    /// The first image on the pasteboard, or `nil`; setting it replaces the images and URLs.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// The images on the pasteboard, or `nil`; kept within the app, and setting them replaces any URLs.
    open var images: [UIImage]? {
        get { objects(of: UIImage.self) }
        set { setObjects(newValue) }
    }

    /// Whether the pasteboard holds at least one image.
    open var hasImages: Bool { images != nil }

    /// The first URL on the pasteboard, or `nil`; setting it replaces the images and URLs.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// The URLs on the pasteboard, or `nil`; kept within the app, and setting them replaces any images.
    open var urls: [URL]? {
        get { objects(of: URL.self) }
        set { setObjects(newValue) }
    }

    /// Whether the pasteboard holds at least one URL.
    open var hasURLs: Bool { urls != nil }

    /// How many strings, images and URLs the pasteboard holds, each counted as one item.
    open var numberOfItems: Int { (strings?.count ?? 0) + (Self.objects[name]?.count ?? 0) }
}
