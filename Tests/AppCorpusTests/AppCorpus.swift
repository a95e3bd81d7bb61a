import Foundation
import TestSupport

/// The real apps of the shared corpus (`../shared/apps`, or `$OPENUIKIT_CORPUS/apps`): each one's
/// Xcode project, Swift version and the hand edits its port needs, as `SOURCES.tsv` and the
/// app corpus article (`TheAppCorpus.md`) list them.
struct CorpusApp {
    var folder: String
    var project: URL
    var swiftVersion: String

    /// The edits a person makes after porting, before the app builds: FaceIt's project (Swift 3)
    /// leaves out a file its code uses, which its PORTING.md names.
    var handEdits: [(copy: String, into: String)] {
        folder == "yusungkim__FaceIt" ? [("FaceIt/EyeView.swift", "FaceIt")] : []
    }

    static var checkout: URL { OpenUIKitTool.checkout }
    static var cache: URL { OpenUIKitTool.cache }
    static func openuikitProcess(_ arguments: [String]) -> Process { OpenUIKitTool.process(arguments) }
    static func openuikit(_ arguments: [String], log: URL) throws -> Int32 {
        try OpenUIKitTool.run(arguments, log: log)
    }

    /// Every app of `apps/SOURCES.tsv`; the corpus must be there (`make test-corpus` says where).
    static func all() throws -> [CorpusApp] {
        let corpus = try SharedCorpus.apps
        let table = try String(contentsOf: corpus.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        var apps: [CorpusApp] = []
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count > 4 else { continue }
            let folder = fields[0]
            let project = corpus.appendingPathComponent("\(folder)/\(fields[3])")
            let version =
                fields.last?.range(of: #"Swift [0-9.]+"#, options: .regularExpression).map { String(fields.last![$0]) }
                ?? ""
            apps.append(CorpusApp(folder: folder, project: project, swiftVersion: version))
        }
        return apps
    }
}
