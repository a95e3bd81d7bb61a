import ArgumentParser
import Foundation

/// `openuikit`: bring an Xcode app to Linux.
public struct OpenUIKitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "openuikit",
        abstract: "Port an iOS app's Xcode project to a Swift package on OpenUIKit, build it and run it.",
        subcommands: [PortCommand.self, RunCommand.self, TestCommand.self, CensusCommand.self]
    )

    public init() {}
}

/// Options every subcommand that ports takes.
struct PortOptions: ParsableArguments {
    @Argument(help: "The app's .xcodeproj folder (for run, also a package `openuikit port` wrote).")
    var project: String

    @Option(help: "The app target to port (default: the project's first app target).")
    var target: String?

    @Option(help: "The build configuration whose settings are read (default: the target's default).")
    var configuration: String?

    @OptionGroup var openUIKit: OpenUIKitOption

    var porterOptions: Porter.Options {
        Porter.Options(target: target, configuration: configuration, dependency: openUIKit.dependency)
    }

    var projectURL: URL { URL(fileURLWithPath: project).standardizedFileURL }
}

/// `--openuikit PATH_OR_URL`: the OpenUIKit a command builds against.
struct OpenUIKitOption: ParsableArguments {
    @Option(
        name: .customLong("openuikit"),
        help:
            "OpenUIKit to build against: a checkout's path or a git URL (default: the checkout this tool was built from)."
    )
    var location: String?

    var dependency: OpenUIKitDependency {
        location.map {
            OpenUIKitDependency($0.contains("://") ? $0 : URL(fileURLWithPath: $0).standardizedFileURL.path)
        } ?? .ownCheckout
    }
}

/// `openuikit port App.xcodeproj --output DIR`.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract:
            "Write the app as a SwiftPM package that builds against OpenUIKit, with PORTING.md listing every rewrite."
    )

    @OptionGroup var options: PortOptions

    @Option(help: "The package folder to write.")
    var output: String

    @Flag(help: "Port the app's unit-test and UI-test bundles too, as test targets (what `openuikit test` runs).")
    var tests = false

    func run() throws {
        let report: Porter.Report
        var porter = options.porterOptions
        porter.includesUnitTests = tests
        porter.includesUITests = tests
        do {
            report = try Porter(projectURL: options.projectURL, options: porter).port(to: URL(fileURLWithPath: output))
        } catch let diagnostic as PortDiagnostic {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            throw ExitCode(1)
        }
        for diagnostic in report.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
        print(
            "Ported \(report.appName) to \(output): \(report.swiftFiles) Swift files, \(report.resources.count) resources, "
                + "\(report.rewrites.count) rewrites, \(report.gaps.count) not ported (see \(output)/PORTING.md)")
    }
}
