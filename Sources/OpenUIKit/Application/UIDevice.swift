import Foundation

/// The physical orientation of the device, which a person turns; not the interface's.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known yet, as before orientation notifications begin.
    case unknown = 0
    /// Upright, the home indicator at the bottom.
    case portrait = 1
    /// Upside down, the home indicator at the top.
    case portraitUpsideDown = 2
    /// On its side, the home indicator on the right.
    case landscapeLeft = 3
    /// On its side, the home indicator on the left.
    case landscapeRight = 4
    /// Flat, the screen up.
    case faceUp = 5
    /// Flat, the screen down.
    case faceDown = 6

    /// Upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// On either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Portrait or landscape: an orientation the interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device the app runs on, as an iPhone simulator reports itself: an iPhone (or an iPad, when
/// the main screen is one) running iOS 17.0, named generically as iOS 16 and later name it to
/// apps. The orientation follows the main screen's shape. The battery is the machine's own when it
/// has one (Linux's `/sys/class/power_supply`), else unknown as on the simulator; there is no
/// proximity sensor, so proximity monitoring stays off, as UIKit documents for such devices.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The charging state of the battery.
    public enum BatteryState: Int, Sendable {
        /// Not monitored, or the machine has no battery.
        case unknown = 0
        /// Running on the battery.
        case unplugged = 1
        /// Plugged in and charging.
        case charging = 2
        /// Plugged in and fully charged.
        case full = 3
    }

    /// Posted when the orientation changes while notifications are generated.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes while it is monitored.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes by a step while it is monitored.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity state changes; never here, as there is no sensor.
    public static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")

    /// The device the app runs on.
    public static let current = UIDevice()

    /// Where `identifierForVendor` is kept: the container's Library; tests point it elsewhere.
    static var vendorIdentifierFile: URL? = FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask)
        .first?.appendingPathComponent("OpenUIKit/identifierForVendor")

    /// Where the machine's batteries are described; tests point it at a folder of their own.
    static var powerSupplies = URL(fileURLWithPath: "/sys/class/power_supply")

    /// A device object; apps use `current`.
    public override init() {
        super.init()
    }

    /// The device's name as apps see it: "iPhone" (or "iPad"), as iOS 16 and later give apps
    /// without the user-assigned-name entitlement.
    open var name: String { model }
    /// "iPhone", or "iPad" when the main screen is a pad's.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model, as iOS localizes it (here the same words).
    open var localizedModel: String { model }
    /// "iOS", the operating system whose behaviour OpenUIKit follows.
    open var systemName: String { "iOS" }
    /// The iOS version whose behaviour OpenUIKit follows.
    open var systemVersion: String { "17.0" }
    /// The main screen's idiom: a phone unless a host or tour made it a pad.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let idiom = UIScreen.main.traitCollection.userInterfaceIdiom
        return idiom == .unspecified ? .phone : idiom
    }
    /// True, as on every device iOS 17 runs on.
    open var isMultitaskingSupported: Bool { true }

    /// A UUID for the apps of one vendor on this device, kept in the app's container
    /// (`Library/OpenUIKit/identifierForVendor`): the same on every launch, new after the app's
    /// data is gone, as after reinstalling every app of the vendor. Nil when it can be neither
    /// read nor written.
    open var identifierForVendor: UUID? {
        let fileManager = FileManager.default
        guard let file = Self.vendorIdentifierFile else { return nil }
        if let text = try? String(contentsOf: file, encoding: .utf8),
            let id = UUID(uuidString: text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            return id
        }
        let id = UUID()
        do {
            try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(id.uuidString.utf8).write(to: file, options: .atomic)
        } catch {
            return nil
        }
        return id
    }

    // MARK: Orientation

    private var orientationObservers = 0

    /// The device's orientation: the one that holds the interface as the first scene's
    /// orientation has it (interface landscape right is the device turned left), else the main
    /// screen's shape (portrait when it is at least as tall as it is wide, landscape left
    /// otherwise). The device turns only when a scene rotates
    /// (`UIWindowScene.requestGeometryUpdate(_:errorHandler:)`), which posts
    /// `orientationDidChangeNotification`.
    open var orientation: UIDeviceOrientation {
        let scene = UIApplication.shared.sceneList.lazy.compactMap { $0 as? UIWindowScene }.first
        switch scene?.interfaceOrientation ?? UIInterfaceOrientation(screenSize: UIScreen.main.bounds.size) {
        case .portrait, .unknown: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeRight: return .landscapeLeft
        case .landscapeLeft: return .landscapeRight
        }
    }

    /// Whether more `begin…` than `end…` calls have been made.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }

    /// Calls nest: notifications stop after as many `end…` calls as `begin…` calls.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationObservers += 1
    }

    /// Undoes one `beginGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationObservers = max(0, orientationObservers - 1)
    }

    // MARK: Battery

    /// Off by default; while off, the state is unknown and the level -1, as on iOS.
    open var isBatteryMonitoringEnabled = false

    /// Read from the machine's battery while monitored; unknown otherwise.
    open var batteryState: BatteryState {
        guard isBatteryMonitoringEnabled, let battery = battery() else { return .unknown }
        switch battery.status {
        case "Charging": return .charging
        case "Full": return .full
        case "Discharging", "Not charging": return .unplugged
        default: return .unknown
        }
    }

    /// From 0 to 1 in steps of 0.05, as iOS rounds it; -1 when monitoring is off or the machine
    /// has no battery.
    open var batteryLevel: Float {
        guard isBatteryMonitoringEnabled, let battery = battery(), let capacity = battery.capacity else { return -1 }
        return (Float(min(max(capacity, 0), 100)) / 5).rounded() / 20
    }

    /// The first battery the machine lists, read now: its status and its capacity in percent.
    private func battery() -> (status: String, capacity: Int?)? {
        let folder = Self.powerSupplies
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names {
            let supply = folder.appendingPathComponent(name)
            func read(_ file: String) -> String? {
                (try? String(contentsOf: supply.appendingPathComponent(file), encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard read("type") == "Battery" else { continue }
            return (read("status") ?? "Unknown", read("capacity").flatMap { Int($0) })
        }
        return nil
    }

    // MARK: Proximity

    /// There is no proximity sensor here, so this stays false when set, as UIKit documents for a
    /// device without one.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}  // A device without the sensor keeps it off.
    }

    /// False: nothing is ever near a sensor that is not there.
    open var proximityState: Bool { false }
}
