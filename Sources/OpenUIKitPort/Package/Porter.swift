import Foundation

/// Ports an Xcode app target to a SwiftPM package that builds against OpenUIKit.
///
/// The app's files are copied, never edited in place. Swift files are rewritten only where
/// Swift forbids what they say off Apple platforms (`SourceRewriter`, `MemberMover`); resources
/// go where Xcode puts them in the app bundle; the Info.plist is written as Xcode would write it;
/// a generated file makes the app's delegates and starts it. Every rewrite and every gap goes
/// into `PORTING.md`.
public struct Porter {
    public struct Options: Sendable {
        public var target: String?
        public var configuration: String?
        public var dependency: OpenUIKitDependency
        /// Port the project's UI Testing Bundle too (or these Swift files, when given), as a test
        /// target on `XCUIAutomation` (`openuikit test`).
        public var includesUITests = false
        public var uiTestFiles: [URL]?
        public init(
            target: String? = nil, configuration: String? = nil, dependency: OpenUIKitDependency = .ownCheckout,
            includesUITests: Bool = false, uiTestFiles: [URL]? = nil
        ) {
            self.target = target
            self.configuration = configuration
            self.dependency = dependency
            self.includesUITests = includesUITests
            self.uiTestFiles = uiTestFiles
        }
    }

    /// What a port produced.
    public struct Report {
        public var appName: String
        public var moduleName: String
        public var swiftVersion: String?
        public var languageMode: String
        public var rewrites: [Rewrite]
        public var gaps: [PortGap]
        public var diagnostics: [PortDiagnostic]
        public var swiftFiles: Int
        public var resources: [String]
        public var delegates: [String]
        /// Set when the app's Swift version is older than the compiler's oldest mode (Swift 3):
        /// the port builds in Swift 4 mode after the hand edits the compiler asks for.
        public var needsHandEdits: Bool
        /// The UI test target written, if any, and what its files needed.
        public var uiTestTarget: String?
        public var uiTestRewrites: [String]
    }

    public let projectURL: URL
    public let options: Options

    public init(projectURL: URL, options: Options = Options()) {
        self.projectURL = projectURL
        self.options = options
    }

    /// Writes the package to `output` (created, or emptied of a previous port's files).
    /// - Throws: `PortDiagnostic` for a project that cannot be read or has no app target.
    @discardableResult
    public func port(to output: URL) throws -> Report {
        let project = try XcodeProject(contentsOf: projectURL)
        let candidates = project.applicationTargets
        let chosen: XcodeProject.Object
        if let name = options.target {
            guard let named = project.targets.first(where: { $0.string("name") == name }) else {
                throw project.diagnostic(
                    project.rootObject,
                    "the project has no target named \(name); its targets: \(project.targets.compactMap { $0.string("name") }.joined(separator: ", "))"
                )
            }
            chosen = named
        } else {
            guard let first = candidates.first else {
                throw project.diagnostic(
                    project.rootObject, "the project has no iOS app target (com.apple.product-type.application)")
            }
            chosen = first
        }
        let target = try AppTarget(chosen, in: project, configuration: options.configuration)
        let module = target.moduleName
        let fileManager = FileManager.default
        let sourcesFolder = output.appendingPathComponent("Sources/\(module)")
        try? fileManager.removeItem(at: output.appendingPathComponent("Sources"))
        try fileManager.createDirectory(at: sourcesFolder, withIntermediateDirectories: true)

        // Swift files, rewritten.
        let root = project.sourceRoot.standardizedFileURL.path
        func relative(_ url: URL) -> String {
            let path = url.standardizedFileURL.path
            if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
            return "External/" + url.lastPathComponent
        }
        var sources: [(path: String, source: String)] = []
        var diagnostics = target.diagnostics
        for url in target.swiftFiles {
            guard let data = fileManager.contents(atPath: url.path) else {
                diagnostics.append(PortDiagnostic(file: url.path, "cannot read the file"))
                continue
            }
            sources.append((relative(url), String(decoding: data, as: UTF8.self)))
        }
        var uiTestNotes: [String] = []
        let index = ModuleIndex(files: sources)
        let receivers = MemberMover.receivers(in: index)
        let rewriter = SourceRewriter(index: index, classesReceivingActions: receivers.withActions)
        let moduleClasses = Set(index.classes.keys)
        var rewrites: [Rewrite] = []
        var gaps: [PortGap] = []
        for (path, source) in sources {
            let first = rewriter.rewrite(file: path, source: source, displayPath: path)
            let here = Set(index.classes.values.filter { $0.file == path }.map(\.name))
            let (moved, moves, moveGaps) = MemberMover.move(
                source: first.source, file: path, classesHere: here, moduleClasses: moduleClasses)
            rewrites += first.rewrites + moves
            gaps += first.gaps + moveGaps
            let destination = sourcesFolder.appendingPathComponent(path)
            try fileManager.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(moved.utf8).write(to: destination)
        }

        // Resources where the app bundle has them, and the Info.plist.
        let bundleFolder = sourcesFolder.appendingPathComponent(PackageLayout.bundleFolder)
        var topLevel: [String] = []
        for resource in target.resources {
            let destination = bundleFolder.appendingPathComponent(resource.bundlePath)
            try fileManager.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? fileManager.removeItem(at: destination)
            try fileManager.copyItem(at: resource.source, to: destination)
            let top = String(resource.bundlePath.split(separator: "/").first ?? "")
            if !topLevel.contains(top) { topLevel.append(top) }
        }
        let info = try InfoPlistBuilder.build(for: target)
        let infoFolder = sourcesFolder.appendingPathComponent(PackageLayout.infoFolder)
        try fileManager.createDirectory(at: infoFolder, withIntermediateDirectories: true)
        try InfoPlistBuilder.xmlData(info).write(to: infoFolder.appendingPathComponent("Info.plist"))

        // The entry point, and the asset symbols when the target asks for them.
        let entry = EntryPoint(index: index, module: module)
        gaps += entry.gaps
        try Data(entry.source.utf8).write(to: sourcesFolder.appendingPathComponent(PackageLayout.entryFile))
        if target.settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] == "YES",
            let symbols = AssetSymbols.source(for: AssetSymbols.assets(in: target.resources))
        {
            try Data(symbols.utf8).write(to: sourcesFolder.appendingPathComponent(PackageLayout.assetSymbolsFile))
        }

        let mode = LanguageMode(swiftVersion: target.swiftVersion)
        var uiTests: String?
        if options.includesUITests {
            let files = try options.uiTestFiles ?? UITestPorting.sourceFiles(of: project, testing: target.name)
            if !files.isEmpty {
                let name = UITestPorting.targetName(for: module)
                uiTestNotes = try UITestPorting.write(files, into: output, target: name)
                uiTests = name
            }
        }
        let manifest = PackageManifest(
            name: target.name, module: module, mode: mode, dependency: options.dependency,
            resources: topLevel.sorted(), uiTests: uiTests)
        try Data(manifest.source.utf8).write(to: output.appendingPathComponent("Package.swift"))
        for stray in target.strayFiles {
            gaps.append(
                PortGap(
                    file: relative(stray), line: 0, column: 0, symbol: stray.lastPathComponent,
                    reason:
                        "in the app's folder but not in the target's sources in project.pbxproj, so Xcode does not compile it either; if the app needs it, copy it into Sources/\(module)"
                ))
        }
        for skipped in target.skipped {
            gaps.append(
                PortGap(
                    file: relative(skipped), line: 0, column: 0, symbol: skipped.lastPathComponent,
                    reason: "not Swift: only the target's Swift sources are ported"))
        }
        let report = Report(
            appName: target.name, moduleName: module, swiftVersion: target.swiftVersion,
            languageMode: mode.manifestName,
            rewrites: rewrites.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) },
            gaps: gaps.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) },
            diagnostics: diagnostics, swiftFiles: sources.count, resources: target.resources.map(\.bundlePath),
            delegates: entry.registered, needsHandEdits: mode.isOlderThanCompiler,
            uiTestTarget: uiTests, uiTestRewrites: uiTestNotes)
        try Data(PortingReport(report: report, projectName: projectURL.lastPathComponent).markdown.utf8)
            .write(to: output.appendingPathComponent("PORTING.md"))
        return report
    }
}

/// Where a port puts things in the package's target folder.
enum PackageLayout {
    /// Resources, laid out as the app bundle has them (`Base.lproj/Main.storyboard`…).
    static let bundleFolder = "AppBundle"
    /// The Info.plist, in a folder of its own: SwiftPM refuses an Info.plist at the top of a
    /// resource bundle, and OpenUIKit looks one folder down.
    static let infoFolder = "AppInfo"
    static let entryFile = "OpenUIKitMain.swift"
    static let assetSymbolsFile = "GeneratedAssetSymbols.swift"
}

/// The Swift language mode a port builds in, from the target's `SWIFT_VERSION`.
struct LanguageMode {
    var manifestName: String
    /// Swift 3 and older: the compiler's oldest mode is 4, so the code needs hand edits.
    var isOlderThanCompiler: Bool

    init(swiftVersion: String?) {
        let version = swiftVersion ?? "5.0"
        let major = Int(version.split(separator: ".").first ?? "5") ?? 5
        switch major {
        case ..<4:
            manifestName = ".v4"
            isOlderThanCompiler = true
        case 4:
            manifestName = version.hasPrefix("4.2") ? ".v4_2" : ".v4"
            isOlderThanCompiler = false
        case 5:
            manifestName = ".v5"
            isOlderThanCompiler = false
        default:
            manifestName = ".v6"
            isOlderThanCompiler = false
        }
    }
}
