import Foundation

/// A log to write to, as `os_log(_:log:type:_:)` and `Logger` take it: a subsystem and a
/// category, printed before each message.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    private init() {
        subsystem = ""
        category = ""
    }

    public static let `default` = OSLog()
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// `[subsystem:category] `, or nothing for the default log.
    var prefix: String { subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] " }
}

/// How important a log message is.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)

    var name: String {
        switch self {
        case .info: "Info"
        case .debug: "Debug"
        case .error: "Error"
        case .fault: "Fault"
        default: "Default"
        }
    }
}
