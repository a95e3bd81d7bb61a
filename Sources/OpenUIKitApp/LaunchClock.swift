import Foundation
internal import OpenUIKitContracts

#if canImport(Glibc)
    import Glibc
#endif

/// When the process started, for launch-to-first-frame times: the moment the launcher wrote
/// into `OPENUIKIT_LAUNCH_START` (seconds since 1970) just before starting it, or else the
/// kernel's start time (`/proc/self/stat`, to a clock tick).
enum LaunchClock {
    static func processStart(environment: [String: String]) -> Date? {
        if let seconds = environment[.launchStart].flatMap(Double.init) {
            return Date(timeIntervalSince1970: seconds)
        }
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name start at field 3; the start time is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]),
            let up = Double(uptime.split(separator: " ").first ?? "")
        else { return nil }
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return Date(timeIntervalSinceNow: ticks / hertz - up)
    }
}
