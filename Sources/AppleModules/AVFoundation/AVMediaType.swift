/// The kind of media a track or capture device carries, with Apple's four-letter values.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide")
    public static let audio = AVMediaType("soun")
    public static let text = AVMediaType("text")
    public static let closedCaption = AVMediaType("clcp")
    public static let subtitle = AVMediaType("sbtl")
    public static let timecode = AVMediaType("tmcd")
    public static let metadata = AVMediaType("meta")
    public static let muxed = AVMediaType("muxx")
    public static let depthData = AVMediaType("dpth")
}

/// Whether the user lets the app use a capture device.
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
}
