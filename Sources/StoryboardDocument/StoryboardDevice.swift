import Foundation

/// The device a document is laid out for in Interface Builder (`<device id="retina6_1"
/// orientation="portrait"/>`): its screen in points and the safe-area insets the system gives a
/// full-screen window on it (status bar or sensor housing at the top, home indicator at the
/// bottom; the housing moves to the sides in landscape). Xcode saves every frame for this
/// device, so a renderer, a linter or a layout check needs the same figures.
///
/// The screen sizes are those Apple's Human Interface Guidelines list for each device (Layout,
/// "Device screen sizes and orientations"). The insets are the `safeAreaInsets` UIKit reports
/// for a full-screen window on the device: 20 points of status bar on devices with a Home
/// button (hidden in landscape on iPhone); on Face ID iPhones the sensor housing's inset at the
/// top (47 on iPhone 12–14, 48 on iPhone 11 since iOS 14, 50 on the mini models, 59 with the
/// Dynamic Island, 62 on iPhone 16 Pro; 44 on iPhone X-class screens) and 34 points for the
/// home indicator, 21 in landscape; on iPad with rounded corners 24 and 20. Ids not listed
/// here read as unknown rather than guessed.
public struct StoryboardDevice: Hashable, Sendable {
    public enum Orientation: String, Hashable, Sendable {
        case portrait, landscape
    }

    /// Edge insets in points (the document model has no UIKit types).
    public struct Insets: Hashable, Sendable {
        public var top: Double
        public var left: Double
        public var bottom: Double
        public var right: Double

        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Interface Builder's id (`retina4_7`, `ipad12_9rounded`, …).
    public var id: String
    public var orientation: Orientation
    /// The screen in points, in `orientation`.
    public var screenSize: CGSize
    /// A full-screen window's safe-area insets on this device, in `orientation`.
    public var safeAreaInsets: Insets
    /// iPad screens are regular in both size classes; iPhone screens are compact in width.
    public var isPad: Bool
    /// Pixels per point.
    public var scale: Double

    /// The device for an Interface Builder id, or nil for an id this table does not know. Some
    /// ids have named another device in older Xcodes; `toolsVersion` (the document's, which
    /// records the Xcode that saved it) picks the one that Xcode meant.
    public init?(id: String, orientation: Orientation = .portrait, toolsVersion: String? = nil) {
        guard var entry = Self.table[id] else { return nil }
        if let earlier = entry.earlier, let version = toolsVersion.flatMap(Self.majorVersion), version < earlier.before
        {
            entry.top = earlier.top
        }
        self.id = id
        self.orientation = orientation
        isPad = entry.isPad
        scale = entry.scale
        switch orientation {
        case .portrait:
            screenSize = CGSize(width: entry.width, height: entry.height)
            safeAreaInsets = Insets(top: entry.top, left: 0, bottom: entry.bottom, right: 0)
        case .landscape:
            screenSize = CGSize(width: entry.height, height: entry.width)
            safeAreaInsets =
                entry.isPad
                // iPad keeps its status bar at the top in landscape.
                ? Insets(top: entry.top, left: 0, bottom: entry.bottom, right: 0)
                // iPhone hides the status bar; the sensor housing takes a side, mirrored on the other.
                : Insets(
                    top: 0, left: entry.bottom > 0 ? entry.top : 0, bottom: entry.bottom > 0 ? 21 : 0,
                    right: entry.bottom > 0 ? entry.top : 0)
        }
    }

    /// A `<device>` element, or nil when it names a device this table does not know. A missing
    /// or unknown orientation reads as portrait.
    public init?(_ node: XMLNode, toolsVersion: String? = nil) {
        guard node.name == "device", let id = node["id"] else { return nil }
        self.init(
            id: id, orientation: node["orientation"].flatMap(Orientation.init(rawValue:)) ?? .portrait,
            toolsVersion: toolsVersion)
    }

    /// `24127`, `14460.31` → the build number before the dot.
    private static func majorVersion(_ toolsVersion: String) -> Int? {
        Int(toolsVersion.prefix { $0 != "." })
    }

    /// Every id the table knows.
    public static var knownIDs: [String] { table.keys.sorted() }

    /// Portrait figures: width, height, top and bottom insets; `earlier` is the top inset of the
    /// device the id named in documents saved before a tools version.
    private struct Entry {
        var width: Double, height: Double, top: Double, bottom: Double, isPad = false, scale = 2.0
        var earlier: (before: Int, top: Double)?
    }

    private static let table: [String: Entry] = [
        "retina3_5": Entry(width: 320, height: 480, top: 20, bottom: 0),  // iPhone 4s
        "retina4_0": Entry(width: 320, height: 568, top: 20, bottom: 0),  // iPhone SE (1st generation)
        "retina4_7": Entry(width: 375, height: 667, top: 20, bottom: 0),  // iPhone 8, SE (2nd and 3rd generation)
        "retina5_5": Entry(width: 414, height: 736, top: 20, bottom: 0, scale: 3),  // iPhone 8 Plus
        // iPhone 13 mini; iPhone X and 11 Pro (44) before Xcode 12, which brought the mini (the
        // corpus has 44 in Xcode 11 documents and 50 in Xcode 15 ones).
        "retina5_9": Entry(width: 375, height: 812, top: 50, bottom: 34, scale: 3, earlier: (17000, 44)),
        "retina6_0": Entry(width: 390, height: 844, top: 47, bottom: 34, scale: 3),  // iPhone 12, 13, 14
        // iPhone 11 on iOS 14 and later; iPhone XR and 11 on iOS 12 and 13 (44) before Xcode 12.
        "retina6_1": Entry(width: 414, height: 896, top: 48, bottom: 34, earlier: (17000, 44)),
        "retina6_12": Entry(width: 393, height: 852, top: 59, bottom: 34, scale: 3),  // iPhone 15, 16
        "retina6_72": Entry(width: 430, height: 932, top: 59, bottom: 34, scale: 3),  // iPhone 15 Plus, 16 Plus
        "retina6_3": Entry(width: 402, height: 874, top: 62, bottom: 34, scale: 3),  // iPhone 16 Pro
        "ipad9_7": Entry(width: 768, height: 1024, top: 20, bottom: 0, isPad: true),  // iPad (6th generation)
        // iPad Pro 12.9" (3rd generation and later)
        "ipad12_9rounded": Entry(width: 1024, height: 1366, top: 24, bottom: 20, isPad: true),
        "ipad13_0rounded": Entry(width: 1032, height: 1376, top: 24, bottom: 20, isPad: true),  // iPad Pro 13" (M4)
    ]
}
