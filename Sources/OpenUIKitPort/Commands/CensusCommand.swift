import ArgumentParser
import Foundation

/// `openuikit census PATH…`: the Apple SDK names the apps under the paths use, and which of them
/// OpenUIKit declares, before porting them.
struct CensusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "census",
        abstract: "List the Apple SDK names apps use, how many apps use each, and which OpenUIKit lacks.",
        discussion:
            "Each path is an .xcodeproj or a folder searched for them. The names are read from the app targets' Swift files; whether each is declared is asked of the compiler against OpenUIKit, in the shared build ($OPENUIKIT_CACHE)."
    )

    @Argument(help: "Xcode projects, or folders holding them.")
    var paths: [String]

    @Option(help: "Write the report (Markdown) here instead of printing it.")
    var output: String?

    @Option(help: "Write every name with its apps, uses and whether it is declared as JSON here.")
    var json: String?

    @OptionGroup var openUIKit: OpenUIKitOption

    func run() throws {
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
}
