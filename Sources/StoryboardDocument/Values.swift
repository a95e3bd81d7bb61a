import Foundation

/// A colour as IB wrote it, in the colour space it named.
public enum ColorValue: Hashable, Sendable {
    /// Red, green, blue, alpha in the named space (`sRGB`, `calibratedRGB`, `deviceRGB`, `displayP3`, …).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: String)
    /// A grey in the named space (`calibratedWhite`, `genericGamma22GrayColorSpace`, …).
    case white(white: Double, alpha: Double, space: String)
    /// An asset catalog colour.
    case named(String)
    /// A UIKit system colour (`systemBackgroundColor`, or the older `darkTextColor` names).
    case system(String)
    /// `<nil key=…/>`: explicitly the default.
    case none

    /// The colour a `<color>` (or `<nil>`) element holds; nil for any other element.
    public init?(_ node: XMLNode) {
        if node.name == "nil" {
            self = .none
            return
        }
        guard node.name == "color" else { return nil }
        if let name = node["name"] {
            self = .named(name)
            return
        }
        if let system = node["systemColor"] ?? node["xcode11CocoaTouchSystemColor"] ?? node["cocoaTouchSystemColor"] {
            self = .system(system)
            return
        }
        let space = node["customColorSpace"] ?? node["colorSpace"] ?? "unknown"
        let alpha = node.number("alpha") ?? 1
        if let white = node.number("white") {
            self = .white(white: white, alpha: alpha, space: space)
        } else if let red = node.number("red") {
            self = .rgb(
                red: red, green: node.number("green") ?? 0,
                blue: node.number("blue") ?? 0, alpha: alpha, space: space)
        } else {
            return nil
        }
    }
}

/// A font as IB describes it.
public enum FontValue: Hashable, Sendable {
    /// `type` is `system`, `boldSystem`, `italicSystem`; a nil size is Xcode 7's `size="system"`.
    case system(type: String, weight: String?, pointSize: Double?)
    case custom(name: String, family: String?, pointSize: Double?)
    /// Dynamic Type: `UICTFontTextStyleBody` and the like.
    case textStyle(String)

    init?(_ node: XMLNode) {
        guard node.name == "fontDescription" || node.name == "font" else { return nil }
        let size = node.number("pointSize")
        if let style = node["style"] {
            self = .textStyle(style)
        } else if let name = node["name"] {
            self = .custom(name: name, family: node["family"], pointSize: size)
        } else {
            self = .system(type: node["type"] ?? "system", weight: node["weight"], pointSize: size)
        }
    }
}

/// A user-defined runtime attribute (also how `@IBInspectable` values are stored).
public struct RuntimeAttribute: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case boolean(Bool)
        case number(Double)
        case string(String)
        case localizedString(String)
        case point(x: Double, y: Double)
        case size(width: Double, height: Double)
        case rect(x: Double, y: Double, width: Double, height: Double)
        case range(location: Int, length: Int)
        case color(ColorValue)
        case image(String)
        case none
        /// A type this model has no case for, with its raw value.
        case other(type: String, value: String?)
    }

    public var keyPath: String
    public var value: Value
    public var location: SourceLocation

    init(_ node: XMLNode) {
        keyPath = node["keyPath"] ?? ""
        location = node.location
        let type = node["type"] ?? ""
        let raw = node["value"]
        let child = node.children.first { $0["key"] == "value" }
        func number(_ key: String, in n: XMLNode?) -> Double { n?.number(key) ?? 0 }
        // `Int(exactly:)`: a number too large for an `Int` reads as 0 instead of trapping.
        func integer(_ key: String) -> Int { Int(exactly: number(key, in: child).rounded(.towardZero)) ?? 0 }
        switch type {
        case "boolean": value = .boolean(raw == "YES")
        case "number": value = .number(child?.number("value") ?? node.number("value") ?? 0)
        case "string": value = .string(raw ?? child?.text ?? "")
        case "localizedString": value = .localizedString(raw ?? child?.text ?? "")
        case "point": value = .point(x: number("x", in: child), y: number("y", in: child))
        case "size": value = .size(width: number("width", in: child), height: number("height", in: child))
        case "rect":
            value = .rect(
                x: number("x", in: child), y: number("y", in: child),
                width: number("width", in: child), height: number("height", in: child))
        case "range": value = .range(location: integer("location"), length: integer("length"))
        case "color": value = child.flatMap(ColorValue.init).map(Value.color) ?? .none
        case "image": value = .image(raw ?? "")
        case "nil": value = .none
        default: value = .other(type: type, value: raw)
        }
    }
}

/// The autoresizing flags as IB names them.
public struct AutoresizingFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleMinX = AutoresizingFlags(rawValue: 1 << 0)
    public static let widthSizable = AutoresizingFlags(rawValue: 1 << 1)
    public static let flexibleMaxX = AutoresizingFlags(rawValue: 1 << 2)
    public static let flexibleMinY = AutoresizingFlags(rawValue: 1 << 3)
    public static let heightSizable = AutoresizingFlags(rawValue: 1 << 4)
    public static let flexibleMaxY = AutoresizingFlags(rawValue: 1 << 5)

    init(_ node: XMLNode) {
        var flags: AutoresizingFlags = []
        let names: [(String, AutoresizingFlags)] = [
            ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
            ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
        ]
        for (name, flag) in names where node.flag(name) { flags.insert(flag) }
        self = flags
    }
}
