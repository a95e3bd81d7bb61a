import Foundation

/// UIKit's public API as the iOS 17 SDK declares it (and QuartzCore's and CoreGraphics' that
/// UIKit apps use), each entry measured: implemented, implemented with a difference on Linux
/// that the documentation states, or missing. The lists are tab-separated files in
/// `docs/sdk/` (`area`, `kind`, `name`, `header`, `status`), one per framework; the names are
/// facts from the SDK's headers and Apple's documentation. Whether a name is here is asked of the
/// compiler, as the usage census asks it (`CensusProbe`): a probe file names every entry, so an
/// entry the list marks implemented is one that compiles. An implemented name the "Where Linux
/// differs" article names (in backticks) is marked as differing.
struct SDKCensus {
    /// What the measurement found for an entry.
    enum Status: String, CaseIterable, Sendable {
        case implemented
        case differs = "implemented, differs on Linux"
        case missing
    }

    struct Entry: Equatable, Sendable {
        var framework: String
        var area: String
        var kind: String
        var name: String
        var header: String
        var status: Status?
    }

    var entries: [Entry]

    /// The columns every list starts with; `status` is the census's own.
    static let columns = ["area", "kind", "name", "header", "status"]

    /// Reads one list; `framework` is its file's name (`UIKit.tsv` → UIKit).
    /// - Throws: a diagnostic with the line of a malformed entry.
    static func read(_ file: URL) throws -> [Entry] {
        let framework = file.deletingPathExtension().lastPathComponent
        let text = try String(contentsOf: file, encoding: .utf8)
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index == 0 || line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4, !fields[2].isEmpty else {
                throw PortDiagnostic(
                    file: file.path, line: index + 1, column: 1,
                    "an SDK census entry needs area, kind, name and header, separated by tabs")
            }
            entries.append(
                Entry(
                    framework: framework, area: fields[0], kind: fields[1], name: fields[2], header: fields[3],
                    status: fields.count > 4 ? Status(rawValue: fields[4]) : nil))
        }
        return entries
    }

    /// The lists in `folder` (every `.tsv`), in file-name order.
    static func lists(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "tsv" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Measures every entry of the lists in `folder`: a probe built in `cache` says which names
    /// resolve; `differences` (the "Where Linux differs" article's text) which of those differ.
    static func take(
        _ folder: URL, differences: String, cache: AppCache, dependency: OpenUIKitDependency, log: URL
    ) throws -> SDKCensus {
        var entries = try lists(in: folder).flatMap { try read($0) }
        let names = Array(Set(entries.map(\.name))).sorted()
        let missing = try CensusProbe(names: names, cache: cache, dependency: dependency).missing(log: log)
        let documented = Self.backtickedNames(in: differences)
        for index in entries.indices {
            let name = entries[index].name
            entries[index].status =
                missing.contains(name) ? .missing : documented.contains(name) ? .differs : .implemented
        }
        return SDKCensus(entries: entries)
    }

    /// The names written in backticks in `text` (`UIDevice`, `UIDevice.current`).
    static func backtickedNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        var inside = false
        var current = ""
        for character in text {
            if character == "`" {
                if inside, !current.isEmpty { names.insert(current) }
                inside.toggle()
                current = ""
            } else if inside {
                current.append(character)
            }
        }
        return names
    }

    /// One framework's list with the measured statuses, as the file in `docs/sdk/` holds it.
    func list(of framework: String) -> String {
        var text = Self.columns.joined(separator: "\t") + "\n"
        for entry in entries where entry.framework == framework {
            text +=
                [entry.area, entry.kind, entry.name, entry.header, entry.status?.rawValue ?? ""]
                .joined(separator: "\t") + "\n"
        }
        return text
    }

    var frameworks: [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.framework) { seen.append(entry.framework) }
        return seen
    }

    /// The report: per framework, implemented of total by area and by kind, then every missing
    /// name by area.
    var markdown: String {
        func percent(_ part: Int, _ whole: Int) -> String {
            String(format: "%.1f%%", 100 * Double(part) / Double(max(whole, 1)))
        }
        func here(_ list: [Entry]) -> Int { list.filter { $0.status != .missing }.count }
        var text = """
            # The SDK census

            UIKit's public API as the iOS 17 SDK declares it, and the QuartzCore and CoreGraphics API \
            UIKit apps use, each name measured against this checkout: a probe file names every entry \
            and the compiler says which resolve (`openuikit census --sdk docs/sdk`; `make test` holds \
            this page and the lists in `docs/sdk/` to the measurement). A name is *here* when it \
            resolves; *differs* when the \
            [Where Linux differs](../Sources/OpenUIKit/OpenUIKit.docc/Articles/WhereLinuxDiffersFromUIKit.md) \
            article names it too. The lists hold types (classes, protocols, enums and structs as Swift \
            names them), and for QuartzCore and CoreGraphics their free functions and constants; \
            members are not listed yet. What each corpus app needed is in [corpus-apps.md](corpus-apps.md), \
            and the SDK names real apps use, counted by use, in [usage-census.md](usage-census.md).


            """
        for framework in frameworks {
            let list = entries.filter { $0.framework == framework }
            let classes = list.filter { $0.kind == "class" }
            text += "## \(framework)\n\n"
            text += "\(here(list)) of \(list.count) names here (\(percent(here(list), list.count)))"
            if !classes.isEmpty {
                text +=
                    "; public classes \(here(classes)) of \(classes.count) (\(percent(here(classes), classes.count)))"
            }
            text += "; \(list.filter { $0.status == .differs }.count) of them differ on Linux.\n\n"
            let kinds = ["class", "protocol", "enum", "struct", "function", "constant"].filter { kind in
                list.contains { $0.kind == kind }
            }
            text += "| area | " + kinds.joined(separator: " | ") + " | all |\n"
            text += "|---|" + String(repeating: "---|", count: kinds.count + 1) + "\n"
            let areas = Array(Set(list.map(\.area))).sorted()
            for area in areas {
                let inArea = list.filter { $0.area == area }
                var row = "| \(area) |"
                for kind in kinds {
                    let some = inArea.filter { $0.kind == kind }
                    row += some.isEmpty ? " — |" : " \(here(some)) of \(some.count) |"
                }
                row += " \(here(inArea)) of \(inArea.count) (\(percent(here(inArea), inArea.count))) |\n"
                text += row
            }
            text += "\n### Missing from \(framework)\n\n"
            let missing = list.filter { $0.status == .missing }
            if missing.isEmpty { text += "Nothing.\n\n" }
            for area in areas {
                let names = missing.filter { $0.area == area }.map { "`\($0.name)`" }
                guard !names.isEmpty else { continue }
                text += "- **\(area)** (\(names.count)): " + names.joined(separator: ", ") + "\n"
            }
            text += "\n"
        }
        return text.trimmingCharacters(in: .newlines) + "\n"
    }
}
