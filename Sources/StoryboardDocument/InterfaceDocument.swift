import Foundation

/// A decoded `.storyboard` or `.xib`: the document's settings, its scenes (or a xib's top-level
/// objects), its resources, and the whole element tree.
public struct InterfaceDocument: Hashable, Sendable {
    public enum Format: Hashable, Sendable { case storyboard, xib }

    /// What the document targets. iOS and tvOS documents are UIKit documents; the others are
    /// refused with a message.
    public enum Runtime: Hashable, Sendable {
        case iOS, iPad, tvOS, watchOS, macOS
        case other(String)

        init(_ value: String) {
            switch value {
            case "iOS.CocoaTouch": self = .iOS
            case "iOS.CocoaTouch.iPad": self = .iPad
            case "AppleTV": self = .tvOS
            case "watchKit": self = .watchOS
            case "MacOSX.Cocoa": self = .macOS
            default: self = .other(value)
            }
        }

        public var isUIKit: Bool {
            switch self {
            case .iOS, .iPad, .tvOS: true
            default: false
            }
        }
    }

    public var file: String
    public var format: Format
    public var type: String
    public var version: String
    public var toolsVersion: String
    public var targetRuntime: Runtime
    public var initialViewController: String?
    public var isLaunchScreen: Bool
    public var useAutolayout: Bool
    public var useTraitCollections: Bool
    public var useSafeAreas: Bool
    public var colorMatched: Bool
    public var device: String?
    /// The device `device` names, with its orientation: the screen and safe area Xcode saved
    /// the document's frames for. Nil without a `<device>` or for an id the table lacks.
    public var simulatedDevice: StoryboardDevice? {
        root.child("device").flatMap { StoryboardDevice($0, toolsVersion: toolsVersion) }
    }
    /// `<capability name=… minToolsVersion=…>` entries.
    public var capabilities: [String: String]
    public var root: XMLNode

    // The typed model is read from the element tree when asked for, so a decoded document keeps
    // one copy of what the file says and decoding does no work nobody uses.

    public var scenes: [Scene] { root.child("scenes")?.children("scene").map(Scene.init) ?? [] }
    /// A xib's top-level objects (storyboards have none).
    public var objects: [SceneObject] { root.child("objects")?.children.map(SceneObject.init) ?? [] }
    public var resources: [XMLNode] { root.children(ofChild: "resources") }
    /// `<resources><namedColor>` values by name: what asset-catalog colours look like, for a
    /// renderer that has no asset catalog.
    public var namedColors: [String: ColorValue] { Self.colors(named: "namedColor", in: resources) }
    /// `<resources><systemColor>` values by name (`systemBackgroundColor`, …), as IB resolved them.
    public var systemColors: [String: ColorValue] { Self.colors(named: "systemColor", in: resources) }
    /// `<resources><image name=… width=… height=…>` sizes in points by name: what the app's
    /// images measure, for a runtime that cannot read the asset catalog. SF Symbols
    /// (`catalog="system"`) are left out: their size is a glyph's, set by the symbol's font.
    public var imageSizes: [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        for entry in resources where entry.name == "image" && entry["catalog"] != "system" {
            guard let name = entry["name"], let width = entry.number("width"), let height = entry.number("height"),
                width >= 0, height >= 0
            else { continue }
            sizes[name] = CGSize(width: width, height: height)
        }
        return sizes
    }

    init(root: XMLNode, file: String) {
        self.root = root
        self.file = file
        type = root["type"] ?? ""
        format = type.hasSuffix("Storyboard.XIB") || type.hasSuffix(".Storyboard") ? .storyboard : .xib
        version = root["version"] ?? ""
        toolsVersion = root["toolsVersion"] ?? ""
        targetRuntime = Runtime(root["targetRuntime"] ?? "")
        initialViewController = root["initialViewController"]
        isLaunchScreen = root.flag("launchScreen")
        useAutolayout = root.flag("useAutolayout")
        useTraitCollections = root.flag("useTraitCollections")
        useSafeAreas = root.flag("useSafeAreas")
        colorMatched = root.flag("colorMatched")
        device = root.child("device")?["id"]
        var capabilities: [String: String] = [:]
        for capability in root.child("dependencies")?.children("capability") ?? [] {
            if let name = capability["name"] { capabilities[name] = capability["minToolsVersion"] ?? "" }
        }
        self.capabilities = capabilities
    }

    /// `<namedColor name=…><color …/></namedColor>` entries (or `systemColor`) by name.
    private static func colors(named element: String, in resources: [XMLNode]) -> [String: ColorValue] {
        var colors: [String: ColorValue] = [:]
        for entry in resources where entry.name == element {
            if let name = entry["name"], let color = entry.child("color").flatMap(ColorValue.init) {
                colors[name] = color
            }
        }
        return colors
    }

    /// The scene whose controller (or reference) has `id`.
    public func scene(containing id: String) -> Scene? {
        scenes.first { $0.controller?.id == id }
    }

    /// The controller with `storyboardIdentifier`.
    public func controller(withIdentifier identifier: String) -> SceneObject? {
        scenes.lazy.compactMap(\.controller).first { $0.storyboardIdentifier == identifier }
    }

    /// Every segue of every scene, in document order.
    public var segues: [Segue] {
        (scenes.flatMap(\.objects) + objects).flatMap(\.segues)
    }

    /// Every outlet, outlet collection and action.
    public var connections: [Connection] {
        (scenes.flatMap(\.objects) + objects).flatMap(\.connections)
    }
}
