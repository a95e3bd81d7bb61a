import Foundation

/// The README's compatibility table: a row per corpus app with what a user gets today (it ports,
/// it builds, its tour, its own tests) and, where it stops, what stops it. `AppCorpusTests`
/// measures every row and holds the README to it, so the table is never older than the code.
struct CorpusTable {
    struct Row: Equatable {
        var app: String
        var builds: String
        var tours: String
        var ownTests: String
        var stoppedBy: String

        var markdown: String { "| \(app) | \(builds) | \(tours) | \(ownTests) | \(stoppedBy) |" }
    }

    static let begin = "<!-- corpus table: measured by AppCorpusTests (make test-corpus); do not edit by hand -->"
    static let end = "<!-- end of corpus table -->"
    static let header =
        "| app | builds | tour: scenes reached | own tests passed | what stops it |\n|---|---|---|---|---|"

    var rows: [Row]

    var markdown: String { ([Self.begin, Self.header] + rows.map(\.markdown) + [Self.end]).joined(separator: "\n") }

    /// The table between the markers in `text`, if there is one.
    static func table(in text: String) -> String? {
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.lowerBound..<stop.upperBound])
    }

    /// What compiler errors say is missing, as names (`UIMenu`, `CALayer.magnificationFilter`),
    /// each once, sorted.
    static func missingNames(inBuildLog log: String) -> [String] {
        var names: Set<String> = []
        let patterns = [
            #"error: cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope"#,
            #"error: (?:value of type|type) '([A-Za-z_][A-Za-z0-9_.]*)' has no member '([A-Za-z_][A-Za-z0-9_]*)'"#,
            #"error: module '([A-Za-z_][A-Za-z0-9_]*)' has no member named '([A-Za-z_][A-Za-z0-9_]*)'"#,
        ]
        for pattern in patterns {
            let expression = try! NSRegularExpression(pattern: pattern)
            for match in expression.matches(in: log, range: NSRange(log.startIndex..., in: log)) {
                let parts = (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: log) }.map {
                    String(log[$0])
                }
                names.insert(parts.joined(separator: "."))
            }
        }
        return names.sorted()
    }

    /// The first compiler error's message, for a build that failed without a missing name
    /// (`missing argument for parameter 'coder' in call`), shortened to a table cell. "First"
    /// is by place (file path, line, column), not by the log's order: the compiler's parallel
    /// jobs print their errors in a different order from run to run, and the table must not.
    /// Errors with no place count after every placed one, in the log's order.
    static func firstError(inBuildLog log: String) -> String? {
        var placed: [(path: Substring, line: Int, column: Int, message: Substring)] = []
        var unplaced: [Substring] = []
        for line in log.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let message = line[range.upperBound...]
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            if place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) {
                let path = line[..<place[place.count - 2].startIndex].dropLast()
                placed.append((path, row, column, message))
            } else {
                unplaced.append(message)
            }
        }
        let first =
            placed.min { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }?.message ?? unplaced.first
        guard let first else { return nil }
        let message = first.trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "|", with: "\\|")
        let trimmed = message.replacingOccurrences(of: #" \[#[A-Za-z]+\]$"#, with: "", options: .regularExpression)
        return trimmed.count > 120 ? String(trimmed.prefix(117)) + "…" : trimmed
    }

    /// A list of names cut to its first few.
    static func shortList(_ names: [String], count: Int = 6) -> String {
        let shown = names.prefix(count).map { "`\($0)`" }.joined(separator: ", ")
        return names.count > count ? "\(shown) and \(names.count - count) more" : shown
    }
}
