import Foundation
import TestSupport

/// The real apps of the shared corpus (`../shared/apps`, or `$OPENUIKIT_CORPUS/apps`): each one's
/// Xcode project and the tests its repository ships, as `SOURCES.tsv` lists them.
struct CorpusApp {
    var folder: String
    var project: URL
    /// SOURCES.tsv's `tests` column: `unit 19 / UI 0`.
    var tests: String

    /// Every app of `apps/SOURCES.tsv`; the corpus must be there (`make test-corpus` says where).
    static func all() throws -> [CorpusApp] {
        let corpus = try SharedCorpus.apps
        let table = try String(contentsOf: corpus.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        let lines = table.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        guard let header = lines.first, let projectColumn = header.firstIndex(of: "xcodeproj"),
            let testsColumn = header.firstIndex(of: "tests")
        else { return [] }
        return lines.dropFirst().compactMap { fields in
            guard fields.count > max(projectColumn, testsColumn) else { return nil }
            // `App/App.xcodeproj; Other.xcodeproj (open the workspace)`: the first is the app's.
            let project =
                fields[projectColumn].split(separator: ";").first.map {
                    String($0.split(separator: "(").first ?? $0).trimmingCharacters(in: .whitespaces)
                } ?? ""
            return CorpusApp(
                folder: fields[0], project: corpus.appendingPathComponent("\(fields[0])/\(project)"),
                tests: fields[testsColumn])
        }
    }
}
