import Foundation

/// A quick action on the app's icon: a type the app recognizes, a title and subtitle, an icon
/// and data of the app's own. Linux has no home screen to press, so a quick action reaches the
/// app only when a host or test performs it (`UIApplication.performShortcutItem(_:)`), as the
/// simulator's home screen would. A value object, usable from any thread, as UIKit's is.
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    /// The app's name for the action, which its handler switches on.
    open internal(set) var type: String
    /// The title shown on the action.
    open internal(set) var localizedTitle: String
    /// The line under the title, if any.
    open internal(set) var localizedSubtitle: String?
    /// The action's icon, if any.
    open internal(set) var icon: UIApplicationShortcutIcon?
    /// Data the app keeps with the action (property-list values).
    open internal(set) var userInfo: [String: any NSSecureCoding]?
    /// The object the action stands for; never set here, where no other app shares one.
    open internal(set) var targetContentIdentifier: Any?

    /// An action of `type` with its title, subtitle, icon and data.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    /// An action of `type` with only a title.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// An action read from an Info.plist `UIApplicationShortcutItems` entry (its
    /// `UIApplicationShortcutItemType`, `…Title`, `…Subtitle`, `…IconType` or `…IconSymbolName` or
    /// `…IconFile`, and `…UserInfo`); nil without a type and a title.
    convenience init?(infoPlistEntry entry: [String: Any]) {
        guard let type = entry["UIApplicationShortcutItemType"] as? String,
            let title = entry["UIApplicationShortcutItemTitle"] as? String
        else { return nil }
        var icon: UIApplicationShortcutIcon?
        if let symbol = entry["UIApplicationShortcutItemIconSymbolName"] as? String {
            icon = UIApplicationShortcutIcon(systemImageName: symbol)
        } else if let file = entry["UIApplicationShortcutItemIconFile"] as? String {
            icon = UIApplicationShortcutIcon(templateImageName: file)
        } else if let name = entry["UIApplicationShortcutItemIconType"] as? String {
            icon = UIApplicationShortcutIcon.IconType(infoPlistName: name).map { UIApplicationShortcutIcon(type: $0) }
        }
        let userInfo = (entry["UIApplicationShortcutItemUserInfo"] as? [String: Any])?
            .compactMapValues { $0 as? any NSSecureCoding }
        self.init(
            type: type, localizedTitle: title, localizedSubtitle: entry["UIApplicationShortcutItemSubtitle"] as? String,
            icon: icon, userInfo: userInfo)
    }

    /// A mutable copy.
    open override func mutableCopy() -> Any {
        UIMutableApplicationShortcutItem(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon,
            userInfo: userInfo)
    }

    /// Equal when type, titles and data agree, as UIKit compares items.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutItem else { return false }
        return type == other.type && localizedTitle == other.localizedTitle
            && localizedSubtitle == other.localizedSubtitle && icon == other.icon
            && (userInfo.map { NSDictionary(dictionary: $0) } == other.userInfo.map { NSDictionary(dictionary: $0) })
    }

    /// Hashes the type and title.
    open override var hash: Int { type.hashValue ^ localizedTitle.hashValue }
}

/// A quick action whose properties can be changed, as apps build dynamic actions.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
    /// The app's name for the action.
    open override var type: String {
        get { super.type }
        set { super.type = newValue }
    }
    /// The title shown on the action.
    open override var localizedTitle: String {
        get { super.localizedTitle }
        set { super.localizedTitle = newValue }
    }
    /// The line under the title, if any.
    open override var localizedSubtitle: String? {
        get { super.localizedSubtitle }
        set { super.localizedSubtitle = newValue }
    }
    /// The action's icon, if any.
    open override var icon: UIApplicationShortcutIcon? {
        get { super.icon }
        set { super.icon = newValue }
    }
    /// Data the app keeps with the action.
    open override var userInfo: [String: any NSSecureCoding]? {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
}
