import Foundation

/// `os_log` and `Logger` on Linux: messages go to standard error, one line each, with their
/// type and log, where Apple's unified logging would keep them. `printf`-style formats take the
/// arguments as `String(format:)` does (`%{public}@` and `%{private}d` as `%@` and `%d`).
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    LogSink.write(LogSink.format(message.description, args), log: log, type: type)
}

public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    LogSink.write(LogSink.format(message.description, args), log: log, type: type)
}

/// The structured logger of iOS 14: interpolations are written out whole (there is no private
/// redaction on Linux).
public struct Logger: Sendable {
    let log: OSLog

    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { self.log = log }

    public func log(level: OSLogType, _ message: String) { LogSink.write(message, log: log, type: level) }
    public func log(_ message: String) { LogSink.write(message, log: log, type: .default) }
    public func trace(_ message: String) { LogSink.write(message, log: log, type: .debug) }
    public func debug(_ message: String) { LogSink.write(message, log: log, type: .debug) }
    public func info(_ message: String) { LogSink.write(message, log: log, type: .info) }
    public func notice(_ message: String) { LogSink.write(message, log: log, type: .default) }
    public func warning(_ message: String) { LogSink.write(message, log: log, type: .error) }
    public func error(_ message: String) { LogSink.write(message, log: log, type: .error) }
    public func critical(_ message: String) { LogSink.write(message, log: log, type: .fault) }
    public func fault(_ message: String) { LogSink.write(message, log: log, type: .fault) }
}

enum LogSink {
    static func write(_ message: String, log: OSLog, type: OSLogType) {
        guard log !== OSLog.disabled else { return }
        FileHandle.standardError.write(Data("\(type.name): \(log.prefix)\(message)\n".utf8))
    }

    /// `%{public}@` → `%@`, then `String(format:)`.
    static func format(_ format: String, _ args: [CVarArg]) -> String {
        var plain = format
        for privacy in ["{public}", "{private}", "{sensitive}"] {
            plain = plain.replacingOccurrences(of: "%" + privacy, with: "%")
        }
        return args.isEmpty ? plain : String(format: plain, arguments: args)
    }
}
