import Foundation

/// Ports an Xcode app target, and what Xcode builds with it, to a SwiftPM package that builds
/// against OpenUIKit.
///
/// The port follows the app's build graph (`BuildGraph`): framework and static-library targets
/// it links become library targets, local Swift packages become path dependencies, its unit-test
/// and UI-test bundles become test targets, and every other target is left out with a line in
/// `PORTING.md`. Files are copied, never edited in place. Swift files are rewritten only where
/// Swift forbids what they say off Apple platforms (`SourceRewriter`, `MemberMover`); resources
/// go where Xcode puts them in the bundle; the Info.plist is written as Xcode would write it; a
/// generated file makes the app's delegates and starts it. Every rewrite and every gap goes into
/// `PORTING.md`.
public struct Porter {
    public struct Options: Sendable {
        public var target: String?
        public var configuration: String?
        public var dependency: OpenUIKitDependency
        /// Port the project's UI Testing Bundles too (or these Swift files, when given), as test
        /// targets on `XCUIAutomation` (`openuikit test`).
        public var includesUITests = false
        public var uiTestFiles: [URL]?
        /// Port the project's unit-test bundles that test the app or its libraries, as test
        /// targets that `@testable import` them, with the app launched as their host.
        public var includesUnitTests = false
        public init(
            target: String? = nil, configuration: String? = nil, dependency: OpenUIKitDependency = .ownCheckout,
            includesUITests: Bool = false, uiTestFiles: [URL]? = nil, includesUnitTests: Bool = false
        ) {
            self.target = target
            self.configuration = configuration
            self.dependency = dependency
            self.includesUITests = includesUITests
            self.uiTestFiles = uiTestFiles
            self.includesUnitTests = includesUnitTests
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
        /// Files written from Core Data models as Xcode's code generation writes them, by their
        /// paths in the package (`Sources/App/CoreDataGenerated/Model/Review+CoreDataClass.swift`).
        public var generatedModelFiles: [String] = []
        /// Library targets written for the frameworks and static libraries the app links.
        public var libraries: [String] = []
        /// Local packages copied in (their folders), and remote packages named by URL.
        public var localPackages: [String] = []
        public var remotePackages: [String] = []
        /// Test targets written, and what their files needed.
        public var unitTestTargets: [String] = []
        public var uiTestTargets: [String] = []
        public var testRewrites: [String] = []
        /// Targets of the projects that were not ported, each a note at its definition.
        public var leftOut: [PortDiagnostic] = []
        /// Stray files compiled in because the code uses what they declare (project paths).
        public var strayFilesCompiledIn: [String] = []
        /// Modules the ported files import that nothing here provides, with why: a framework
        /// Linux lacks, a framework target in Objective-C.
        public var missingModules: [String: String] = [:]

        /// The first UI test target, if any.
        public var uiTestTarget: String? { uiTestTargets.first }
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
        let chosen = try appTarget(in: project)
        let graph = BuildGraph(
            app: chosen, in: project, includingTests: options.includesUnitTests || options.includesUITests)
        let app = XcodeTarget(chosen, in: project, configuration: options.configuration)
        guard !app.swiftFiles.isEmpty else {
            throw project.diagnostic(chosen, "target \(app.name) has no Swift sources to port")
        }
        let fileManager = FileManager.default
        for folder in ["Sources", "Tests", LocalPackagePorting.folder] {
            try? fileManager.removeItem(at: output.appendingPathComponent(folder))
        }
        try fileManager.createDirectory(at: output, withIntermediateDirectories: true)

        var report = Report(
            appName: app.name, moduleName: app.moduleName, swiftVersion: app.swiftVersion,
            languageMode: LanguageMode(swiftVersion: app.swiftVersion).manifestName, rewrites: [], gaps: [],
            diagnostics: graph.diagnostics + app.diagnostics, swiftFiles: app.swiftFiles.count,
            resources: app.resources.map(\.bundlePath), delegates: [],
            needsHandEdits: LanguageMode(swiftVersion: app.swiftVersion).isOlderThanCompiler)
        report.leftOut = graph.leftOut
        var modules: [PackageManifest.Module] = []
        var packages: [String] = []
        var moduleOf: [BuildGraph.Node: String] = [:]
        var declared = Set<String>()
        var imports: [String: Set<String>] = [:]
        var unportedLibraries = graph.unresolved

        // Swift packages: each local one copied in once, remote ones named.
        var packageIdentity: [BuildGraph.PackageSource: String] = [:]
        for product in graph.ported.flatMap({ graph.packageProducts[$0] ?? [] })
        where packageIdentity[product.source] == nil {
            switch product.source {
            case .local(let folder):
                guard fileManager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
                    report.diagnostics.append(
                        PortDiagnostic(
                            file: folder.path, severity: .warning,
                            "the local package the project names has no Package.swift; its products are left out"))
                    continue
                }
                let ported = try LocalPackagePorting.port(folder, into: output, dependency: options.dependency)
                packages.append(".package(path: \(literal(ported.path)))")
                packageIdentity[product.source] = ported.identity
                report.localPackages.append(ported.path)
                report.rewrites += ported.rewrites
                report.gaps += ported.gaps
            case .remote(let url, let requirement):
                packages.append(".package(url: \(literal(url)), \(requirement))")
                packageIdentity[product.source] = OpenUIKitDependency(url).identity
                report.remotePackages.append(url)
            }
        }
        func dependencies(of node: BuildGraph.Node) -> [PackageManifest.Module.Dependency] {
            let linked = (graph.linkedLibraries[node] ?? []).flatMap { library in
                moduleOf[library].map { [PackageManifest.Module.Dependency.module($0)] }
                    ?? Self.umbrellaDependencies(library, graph: graph, moduleOf: moduleOf)
            }
            let products = (graph.packageProducts[node] ?? []).compactMap { product in
                packageIdentity[product.source].map {
                    PackageManifest.Module.Dependency.product(name: product.product, package: $0)
                }
            }
            let apple = PackageManifest.appleModules.map {
                PackageManifest.Module.Dependency.product(name: $0, package: options.dependency.identity)
            }
            return linked + products + apple
        }

        // The libraries the app links, each after those it links.
        for node in graph.libraries {
            let target = XcodeTarget(graph.object(node)!, in: graph.project(node), configuration: options.configuration)
            report.diagnostics += target.diagnostics
            guard !target.swiftFiles.isEmpty else {
                if !target.skipped.isEmpty {
                    unportedLibraries[target.moduleName] =
                        "the framework target \(target.name) is written in Objective-C or C: only Swift is ported"
                }
                continue
            }
            let written = try ModulePorting.write(
                target, project: graph.project(node), module: target.moduleName,
                into: output.appendingPathComponent("Sources/\(target.moduleName)"))
            moduleOf[node] = target.moduleName
            declared.insert(target.moduleName)
            imports.merge(written.imports) { $0.union($1) }
            report.rewrites += written.rewrites
            report.gaps += written.gaps
            report.libraries.append(target.moduleName)
            report.generatedModelFiles += written.generatedModelFiles.map { "Sources/\(target.moduleName)/\($0)" }
            modules.append(
                .init(
                    name: target.moduleName, kind: .library, path: "Sources/\(target.moduleName)",
                    dependencies: dependencies(of: node), resources: written.resources,
                    swiftSettings: TargetSettings(target.settings).swiftSettings))
        }

        // The app.
        let module = app.moduleName
        let sourcesFolder = output.appendingPathComponent("Sources/\(module)")
        let written = try ModulePorting.write(app, project: project, module: module, into: sourcesFolder)
        moduleOf[graph.app] = module
        declared.insert(module)
        imports.merge(written.imports) { $0.union($1) }
        report.rewrites += written.rewrites
        report.gaps += written.gaps
        report.generatedModelFiles += written.generatedModelFiles.map { "Sources/\(module)/\($0)" }
        report.strayFilesCompiledIn = app.neededStrayFiles.map { ModulePorting.relative($0, to: project) }
        let info = try InfoPlistBuilder.build(for: app)
        let infoFolder = sourcesFolder.appendingPathComponent(PackageLayout.infoFolder)
        try fileManager.createDirectory(at: infoFolder, withIntermediateDirectories: true)
        try InfoPlistBuilder.xmlData(info).write(to: infoFolder.appendingPathComponent("Info.plist"))
        let entry = EntryPoint(
            index: written.index, module: module, nibInitializers: written.rewrites.contains { $0.kind == .dynamicInit }
        )
        report.gaps += entry.gaps
        report.delegates = entry.registered
        try Data(entry.source.utf8).write(to: sourcesFolder.appendingPathComponent(PackageLayout.entryFile))
        if app.settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] == "YES",
            let symbols = AssetSymbols.source(for: AssetSymbols.assets(in: app.resources))
        {
            try Data(symbols.utf8).write(to: sourcesFolder.appendingPathComponent(PackageLayout.assetSymbolsFile))
        }
        modules.append(
            .init(
                name: module, kind: .executable, path: "Sources/\(module)",
                dependencies: dependencies(of: graph.app) + [
                    .product(name: PackageManifest.runtime, package: options.dependency.identity)
                ],
                resources: [PackageLayout.infoFolder] + written.resources,
                swiftSettings: TargetSettings(app.settings).swiftSettings))

        // The tests.
        if options.includesUnitTests {
            for node in graph.unitTests {
                let target = XcodeTarget(
                    graph.object(node)!, in: graph.project(node), configuration: options.configuration)
                guard !target.swiftFiles.isEmpty, !declared.contains(target.moduleName) else { continue }
                let tests = try TestPorting.write(
                    target, project: graph.project(node),
                    into: output.appendingPathComponent("Tests/\(target.moduleName)"),
                    kind: .unit)
                declared.insert(target.moduleName)
                imports.merge(tests.imports) { $0.union($1) }
                report.testRewrites += tests.notes
                report.unitTestTargets.append(target.moduleName)
                modules.append(
                    .init(
                        name: target.moduleName, kind: .test, path: "Tests/\(target.moduleName)",
                        dependencies: [.module(module), .module(TestHostSupport.startTarget)] + dependencies(of: node)
                            + [.product(name: PackageManifest.runtime, package: options.dependency.identity)],
                        resources: tests.resources,
                        swiftSettings: TargetSettings(target.settings).swiftSettings + [PackageManifest.xctestAsOnIOS]))
            }
        }
        if options.includesUITests {
            var suites: [(name: String, files: [URL], settings: [String: String])] = []
            if let files = options.uiTestFiles {
                if !files.isEmpty { suites.append((UITestPorting.targetName(for: module), files, app.settings)) }
            } else {
                for node in graph.uiTests {
                    let target = XcodeTarget(
                        graph.object(node)!, in: graph.project(node), configuration: options.configuration)
                    if !target.swiftFiles.isEmpty {
                        suites.append((target.moduleName, target.swiftFiles, target.settings))
                    }
                }
            }
            for suite in suites where !declared.contains(suite.name) {
                let notes = try UITestPorting.write(suite.files, into: output, target: suite.name)
                declared.insert(suite.name)
                report.testRewrites += notes
                report.uiTestTargets.append(suite.name)
                modules.append(
                    .init(
                        name: suite.name, kind: .test, path: "Tests/\(suite.name)",
                        dependencies: [.product(name: PackageManifest.uiTesting, package: options.dependency.identity)],
                        swiftSettings: TargetSettings(suite.settings).swiftSettings))
            }
        }
        if let first = report.unitTestTargets.first {
            try TestHostSupport.write(into: output, firstTestTarget: first, appModule: module)
        }

        // What the files import that nothing here provides.
        let products = Set(graph.ported.flatMap { graph.packageProducts[$0] ?? [] }.map(\.product))
        for (name, files) in imports where !declared.contains(name) && !products.contains(name) {
            guard !ModuleSupport.available.contains(name) else { continue }
            let reason =
                unportedLibraries[name] ?? ModuleSupport.missing(name)
                ?? "no target of the project, package or toolchain here declares it"
            report.missingModules[name] = "\(reason) (imported by \(files.count) file\(files.count == 1 ? "" : "s"))"
        }

        let manifest = PackageManifest(
            name: app.name, mode: LanguageMode(swiftVersion: app.swiftVersion), dependency: options.dependency,
            modules: modules + (report.unitTestTargets.isEmpty ? [] : TestHostSupport.modules(options.dependency)),
            packages: packages)
        try Data(manifest.source.utf8).write(to: output.appendingPathComponent("Package.swift"))
        for stray in app.strayFiles {
            report.gaps.append(
                PortGap(
                    file: ModulePorting.relative(stray, to: project), line: 0, column: 0,
                    symbol: stray.lastPathComponent,
                    reason:
                        "in the app's folder but not in the target's sources in project.pbxproj, so Xcode does not compile it either; if the app needs it, copy it into Sources/\(module)"
                ))
        }
        for skipped in app.skipped {
            report.gaps.append(
                PortGap(
                    file: ModulePorting.relative(skipped, to: project), line: 0, column: 0,
                    symbol: skipped.lastPathComponent,
                    reason: "not Swift: only the target's Swift sources are ported"))
        }
        report.rewrites.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        report.gaps.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        try Data(PortingReport(report: report, projectName: projectURL.lastPathComponent).markdown.utf8)
            .write(to: output.appendingPathComponent("PORTING.md"))
        return report
    }

    /// The target `options.target` names, else the project's first app target.
    private func appTarget(in project: XcodeProject) throws -> XcodeProject.Object {
        if let name = options.target {
            guard let named = project.targets.first(where: { $0.string("name") == name }) else {
                throw project.diagnostic(
                    project.rootObject,
                    "the project has no target named \(name); its targets: \(project.targets.compactMap { $0.string("name") }.joined(separator: ", "))"
                )
            }
            return named
        }
        guard let first = project.applicationTargets.first else {
            throw project.diagnostic(
                project.rootObject, "the project has no iOS app target (com.apple.product-type.application)")
        }
        return first
    }

    /// A library with no Swift files of its own (CocoaPods' `Pods_App` umbrella framework): what
    /// links it links what it links.
    private static func umbrellaDependencies(
        _ library: BuildGraph.Node, graph: BuildGraph, moduleOf: [BuildGraph.Node: String]
    ) -> [PackageManifest.Module.Dependency] {
        (graph.linkedLibraries[library] ?? []).compactMap { moduleOf[$0].map { .module($0) } }
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
