import ArgumentParser
import Foundation

/// `openuikit census PATH…`: the Apple SDK names the apps under the paths use, and which of them
/// OpenUIKit declares, before porting them. `openuikit census --sdk docs/sdk`: the SDK census,
/// every name of the lists measured (`SDKCensus`).
struct CensusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "census",
        abstract: "List the Apple SDK names apps use, how many apps use each, and which OpenUIKit lacks.",
        discussion:
            "Each path is an .xcodeproj or a folder searched for them. The names are read from the app targets' Swift files; whether each is declared is asked of the compiler against OpenUIKit, in the shared build ($OPENUIKIT_CACHE). With --sdk, the names are the SDK census lists' (tab-separated files of area, kind, name, header, status) instead, and the report gives implemented of total by framework, area and kind."
    )

    @Argument(help: "Xcode projects, or folders holding them.")
    var paths: [String] = []

    @Option(help: "Take the SDK census of the lists (.tsv) in this folder instead of apps' names.")
    var sdk: String?

    @Option(
        help:
            "With --sdk: write the lists with their measured statuses into this folder (the --sdk folder updates them)."
    )
    var writeLists: String?

    @Option(
        help:
            "With --sdk: the article whose backticked names differ on Linux (default: the checkout's Where Linux differs)."
    )
    var differences: String?

    @Option(help: "Write the report (Markdown) here instead of printing it.")
    var output: String?

    @Option(help: "Write every name with its apps, uses and whether it is declared as JSON here.")
    var json: String?

    @OptionGroup var openUIKit: OpenUIKitOption

    func run() throws {
        if let sdk { return try takeSDKCensus(URL(fileURLWithPath: sdk).standardizedFileURL) }
        let projects = UsageCensus.projects(in: paths.map { URL(fileURLWithPath: $0).standardizedFileURL })
        guard !projects.isEmpty else {
            FileHandle.standardError.write(
                Data("no Xcode project with an app target under \(paths.joined(separator: " "))\n".utf8))
            throw ExitCode(1)
        }
        var apps: [UsageCensus.App] = []
        for project in projects {
            do {
                apps.append(try UsageCensus.app(project))
            } catch let diagnostic as PortDiagnostic {
                FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            }
        }
        let cache = AppCache.standard
        let dependency = openUIKit.dependency
        let log = cache.root.appendingPathComponent("census-probe.log")
        let census: UsageCensus
        do {
            census = try UsageCensus.take(apps, cache: cache, dependency: dependency, log: log)
        } catch let diagnostic as PortDiagnostic {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            throw ExitCode(1)
        }
        if let json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(census.entries).write(to: URL(fileURLWithPath: json))
        }
        if let output {
            try Data(census.markdown.utf8).write(to: URL(fileURLWithPath: output))
            let (declared, all) = census.usesDeclared
            print(
                "\(census.apps.count) apps, \(census.entries.count) names, \(declared) of \(all) uses declared: \(output)"
            )
        } else {
            print(census.markdown)
        }
    }

    /// The SDK census of the lists in `folder`: the report, and the lists with their statuses.
    private func takeSDKCensus(_ folder: URL) throws {
        let article =
            differences.map { URL(fileURLWithPath: $0) }
            ?? folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/OpenUIKit/OpenUIKit.docc/Articles/WhereLinuxDiffersFromUIKit.md")
        let cache = AppCache.standard
        let census: SDKCensus
        do {
            census = try SDKCensus.take(
                folder, differences: (try? String(contentsOf: article, encoding: .utf8)) ?? "", cache: cache,
                dependency: openUIKit.dependency, log: cache.root.appendingPathComponent("sdk-census-probe.log"))
        } catch let diagnostic as PortDiagnostic {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            throw ExitCode(1)
        }
        if let writeLists {
            let out = URL(fileURLWithPath: writeLists)
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            for framework in census.frameworks {
                try Data(census.list(of: framework).utf8).write(to: out.appendingPathComponent(framework + ".tsv"))
            }
        }
        if let output {
            try Data(census.markdown.utf8).write(to: URL(fileURLWithPath: output))
            let here = census.entries.filter { $0.status != .missing }.count
            print("\(census.entries.count) SDK names, \(here) here: \(output)")
        } else {
            print(census.markdown)
        }
    }
}
