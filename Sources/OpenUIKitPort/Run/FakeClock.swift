import Foundation

/// An app's wall clock started at a date of the caller's choosing, through libfaketime (Debian's
/// `libfaketime`, preloaded into the app's process only): what the app shows of "now" (a due
/// date, a time stamp) comes out the same on every run, so its pictures can be compared. Time
/// then runs on as usual, so durations (the tour's limits, launch times) are unchanged; the
/// monotonic clock timers run on is left alone.
struct FakeClock {
    /// `2026-01-06 09:41:00`, in UTC (the app runs in UTC too).
    var start: Date

    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter
    }()

    init?(_ text: String) {
        guard let start = Self.formatter.date(from: text) else { return nil }
        self.start = start
    }

    /// The multithreaded library (an app decodes images on other threads), where Debian puts it.
    static var library: String? {
        let root = "/usr/lib"
        let architectures = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let candidates =
            architectures.sorted().map { "\(root)/\($0)/faketime/libfaketimeMT.so.1" } + [
                "\(root)/faketime/libfaketimeMT.so.1"
            ]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// What the app's process needs in its environment, or nil without libfaketime.
    var environment: [String: String]? {
        guard let library = Self.library else { return nil }
        return [
            "LD_PRELOAD": library, "FAKETIME": "@" + Self.formatter.string(from: start),
            "FAKETIME_DONT_FAKE_MONOTONIC": "1", "TZ": "UTC",
        ]
    }
}
