import Foundation

/// What Xcode builds for an app target, read from the projects: the framework and
/// static-library targets it links (in its own project, in projects it references, and in the
/// workspace beside it), the Swift package products each of those uses, the test targets that
/// test them, and every other target with why a port leaves it out.
///
/// A port follows this graph so that a module the app imports is a module of the package, and
/// so that no file of another target is compiled into the app.
struct BuildGraph {
    /// A target of one of the projects.
    struct Node: Hashable {
        var project: Int
        var id: String
    }

    /// What a target builds, from its `productType`.
    enum Kind: Equatable {
        case application, library, unitTests, uiTests, appExtension, watch, other(String)

        init(productType: String?) {
            let type = productType ?? ""
            switch type {
            case "com.apple.product-type.application", "com.apple.product-type.application.messages":
                self = .application
            case "com.apple.product-type.framework", "com.apple.product-type.framework.static",
                "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic":
                self = .library
            case "com.apple.product-type.bundle.unit-test": self = .unitTests
            case "com.apple.product-type.bundle.ui-testing": self = .uiTests
            default:
                if type.contains("watch") {
                    self = .watch
                } else if type.contains("extension") || type.contains("xpc-service") {
                    self = .appExtension
                } else {
                    self = .other(type.isEmpty ? "a target with no product type" : type)
                }
            }
        }
    }

    /// Where a Swift package comes from, as the project names it.
    enum PackageSource: Hashable {
        /// A folder holding `Package.swift` (`XCLocalSwiftPackageReference`, or an older
        /// project's folder reference).
        case local(URL)
        /// A repository and the version rule Xcode resolves it with.
        case remote(url: String, requirement: String)
    }

    struct PackageProduct: Hashable {
        var product: String
        var source: PackageSource
    }

    private(set) var projects: [XcodeProject]
    let app: Node
    /// Library targets the app links, directly or through another library, each after those it
    /// links itself.
    private(set) var libraries: [Node] = []
    /// The library targets each ported target links directly.
    private(set) var linkedLibraries: [Node: [Node]] = [:]
    /// The package products each ported target uses.
    private(set) var packageProducts: [Node: [PackageProduct]] = [:]
    private(set) var unitTests: [Node] = []
    private(set) var uiTests: [Node] = []
    /// Targets of the app's project (and of library targets' projects) that the port leaves
    /// out, each a note located at the target's definition.
    private(set) var leftOut: [PortDiagnostic] = []
    /// Frameworks the app links that no project here builds, by product name (an
    /// Objective-C framework target, a prebuilt binary), with why.
    private(set) var unresolved: [String: String] = [:]
    private(set) var diagnostics: [PortDiagnostic] = []

    /// Projects of the workspaces beside the app's project, read only when a product is not
    /// found in the projects read so far.
    private var workspaceProjects: [URL]
    private var workspaceProjectsRead = false

    /// The graph of `target`; with `includingTests`, its test bundles and what they link too.
    init(app target: XcodeProject.Object, in project: XcodeProject, includingTests: Bool) {
        projects = [project]
        app = Node(project: 0, id: target.id)
        workspaceProjects = XcodeWorkspace.workspaces(opening: project.url).flatMap(\.projects)
            .filter { $0.path != project.url.standardizedFileURL.path }
        var visiting: Set<Node> = []
        resolve(app, visiting: &visiting)
        if includingTests { findTests() }
        noteLeftOut()
    }

    func object(_ node: Node) -> XcodeProject.Object? { projects[node.project].objects[node.id] }
    func project(_ node: Node) -> XcodeProject { projects[node.project] }
    func kind(_ node: Node) -> Kind { Kind(productType: object(node)?.string("productType")) }

    /// Every target the port writes a module for.
    var ported: [Node] { libraries + [app] + unitTests + uiTests }

    // MARK: Linking

    /// Follows `node`'s frameworks build phase, its target dependencies and its package products.
    private mutating func resolve(_ node: Node, visiting: inout Set<Node>) {
        guard visiting.insert(node).inserted, let target = object(node) else { return }
        let project = projects[node.project]
        var linked: [Node] = []
        var products: [PackageProduct] = []
        func add(_ library: Node) {
            if library != node, !linked.contains(library) { linked.append(library) }
        }
        for phaseID in target.ids("buildPhases") {
            guard let phase = project.objects[phaseID], phase.isa == "PBXFrameworksBuildPhase" else { continue }
            for buildFileID in phase.ids("files") {
                guard let buildFile = project.objects[buildFileID] else { continue }
                if let productID = buildFile.string("productRef") {
                    if let product = packageProduct(productID, in: node.project) { products.append(product) }
                    continue
                }
                guard let refID = buildFile.string("fileRef"), let ref = project.objects[refID] else { continue }
                if let library = producer(of: ref, in: node.project) { add(library) }
            }
        }
        for dependencyID in target.ids("dependencies") {
            guard let dependency = project.objects[dependencyID],
                let other = dependencyTarget(dependency, in: node.project)
            else { continue }
            if kind(other) == .library { add(other) }
        }
        for productID in target.ids("packageProductDependencies") {
            if let product = packageProduct(productID, in: node.project), !products.contains(product) {
                products.append(product)
            }
        }
        // Each library after what it links itself.
        for library in linked {
            resolve(library, visiting: &visiting)
            if !libraries.contains(library) { libraries.append(library) }
        }
        linkedLibraries[node] = linked
        packageProducts[node] = products
    }

    /// The target a build file's reference is the product of: the same project's target whose
    /// `productReference` it is, a referenced project's (`PBXReferenceProxy`), or, for a
    /// product in `BUILT_PRODUCTS_DIR`, the target of any project here that builds that name.
    private mutating func producer(of ref: XcodeProject.Object, in projectIndex: Int) -> Node? {
        let project = projects[projectIndex]
        if let own = project.targets.first(where: { $0.string("productReference") == ref.id }) {
            return Node(project: projectIndex, id: own.id)
        }
        let name = ref.string("path").map { URL(fileURLWithPath: $0).lastPathComponent } ?? ref.string("name")
        if ref.isa == "PBXReferenceProxy", let proxyID = ref.string("remoteRef"),
            let proxy = project.objects[proxyID], let remote = proxy.string("remoteGlobalIDString"),
            let other = containerProject(of: proxy, in: projectIndex),
            let target = projects[other].targets.first(where: { $0.string("productReference") == remote })
        {
            return Node(project: other, id: target.id)
        }
        guard let name, ref.isa == "PBXReferenceProxy" || ref.string("sourceTree") == "BUILT_PRODUCTS_DIR" else {
            return nil
        }
        if let found = target(producing: name) { return found }
        if !workspaceProjectsRead {
            workspaceProjectsRead = true
            for url in workspaceProjects { _ = load(url) }
            if let found = target(producing: name) { return found }
        }
        unresolved[name] = "no project here builds \(name)"
        return nil
    }

    /// The target, in any project read, whose product file is called `name`.
    private func target(producing name: String) -> Node? {
        for (index, project) in projects.enumerated() {
            for target in project.targets {
                guard let productID = target.string("productReference"), let product = project.objects[productID]
                else { continue }
                // CocoaPods names the file `Pods_App.framework` and its path `Pods-App.framework`.
                let names = [product.string("path"), product.string("name")].compactMap { $0 }.map {
                    URL(fileURLWithPath: $0).lastPathComponent
                }
                if names.contains(name) { return Node(project: index, id: target.id) }
            }
        }
        return nil
    }

    /// A `PBXTargetDependency`'s target: in the same project (`target`), or through a
    /// `PBXContainerItemProxy` in another.
    private mutating func dependencyTarget(_ dependency: XcodeProject.Object, in projectIndex: Int) -> Node? {
        let project = projects[projectIndex]
        if let id = dependency.string("target"), project.objects[id] != nil {
            return Node(project: projectIndex, id: id)
        }
        guard let proxyID = dependency.string("targetProxy"), let proxy = project.objects[proxyID],
            let remote = proxy.string("remoteGlobalIDString"),
            let other = containerProject(of: proxy, in: projectIndex),
            projects[other].objects[remote] != nil
        else { return nil }
        return Node(project: other, id: remote)
    }

    /// The project a `PBXContainerItemProxy` points into: its own (the portal is the project
    /// object) or the `.xcodeproj` its file reference names.
    private mutating func containerProject(of proxy: XcodeProject.Object, in projectIndex: Int) -> Int? {
        let project = projects[projectIndex]
        guard let portal = proxy.string("containerPortal") else { return nil }
        if portal == project.rootObjectID { return projectIndex }
        guard let url = project.location(of: portal), url.pathExtension == "xcodeproj" else { return nil }
        return load(url)
    }

    /// The index of the project at `url`, read now if it was not; nil when it cannot be read.
    private mutating func load(_ url: URL) -> Int? {
        let path = url.standardizedFileURL.path
        if let index = projects.firstIndex(where: { $0.url.standardizedFileURL.path == path }) { return index }
        do {
            projects.append(try XcodeProject(contentsOf: url))
            return projects.count - 1
        } catch let diagnostic as PortDiagnostic {
            var warning = diagnostic
            warning.severity = .warning
            diagnostics.append(warning)
        } catch {
            diagnostics.append(PortDiagnostic(file: path, severity: .warning, "cannot read the project: \(error)"))
        }
        return nil
    }

    // MARK: Packages

    /// An `XCSwiftPackageProductDependency`: its product and the package reference it names, or,
    /// with none (a local package an older Xcode added as a folder), the folder reference of the
    /// project whose `Package.swift` declares the product.
    private func packageProduct(_ id: String, in projectIndex: Int) -> PackageProduct? {
        let project = projects[projectIndex]
        guard let dependency = project.objects[id], var product = dependency.string("productName") else { return nil }
        // Xcode writes `plugin:Name` for a build-tool plugin: nothing a package target links.
        if product.hasPrefix("plugin:") { return nil }
        if let colon = product.firstIndex(of: ":") { product = String(product[product.index(after: colon)...]) }
        if let packageID = dependency.string("package"), let package = project.objects[packageID] {
            switch package.isa {
            case "XCLocalSwiftPackageReference":
                guard let path = package.string("relativePath") else { return nil }
                let folder =
                    path.hasPrefix("/") ? URL(fileURLWithPath: path) : project.sourceRoot.appendingPathComponent(path)
                return PackageProduct(product: product, source: .local(folder.standardizedFileURL))
            case "XCRemoteSwiftPackageReference":
                guard let url = package.string("repositoryURL") else { return nil }
                return PackageProduct(
                    product: product, source: .remote(url: url, requirement: Self.requirement(package["requirement"])))
            default:
                return nil
            }
        }
        for object in project.objects.values.sorted(by: { $0.id < $1.id })
        where object.isa == "PBXFileReference" && ["wrapper", "folder"].contains(object.string("lastKnownFileType")) {
            guard let folder = project.location(of: object.id),
                let manifest = try? String(
                    contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8),
                manifest.contains("\"\(product)\"")
            else { continue }
            return PackageProduct(product: product, source: .local(folder.standardizedFileURL))
        }
        return nil
    }

    /// A remote package's `requirement` as a `.package(url:…)` argument.
    static func requirement(_ value: ASCIIPropertyList?) -> String {
        func field(_ key: String) -> String? { value?[key]?.string }
        switch field("kind") {
        case "exactVersion": return "exact: \(literal(field("version") ?? "1.0.0"))"
        case "branch": return "branch: \(literal(field("branch") ?? "main"))"
        case "revision": return "revision: \(literal(field("revision") ?? ""))"
        case "versionRange":
            return "\(literal(field("minimumVersion") ?? "1.0.0"))..<\(literal(field("maximumVersion") ?? "2.0.0"))"
        case "upToNextMinorVersion": return ".upToNextMinor(from: \(literal(field("minimumVersion") ?? "1.0.0")))"
        default: return "from: \(literal(field("minimumVersion") ?? "1.0.0"))"
        }
    }

    // MARK: Tests and the rest

    /// The unit-test and UI-test targets of the app's project that test a ported target: one that
    /// depends on it, or whose `TEST_TARGET_NAME` or `TEST_HOST` names the app.
    private mutating func findTests() {
        let project = projects[0]
        let appName = object(app)?.string("name") ?? ""
        let portedIDs = Set(([app] + libraries).filter { $0.project == 0 }.map(\.id))
        for target in project.targets {
            let node = Node(project: 0, id: target.id)
            let kind = kind(node)
            guard kind == .unitTests || kind == .uiTests else { continue }
            let settings = project.buildSettings(of: target)
            let dependsOnPorted = target.ids("dependencies").contains { id in
                project.objects[id]?.string("target").map(portedIDs.contains) ?? false
            }
            let host = settings["TEST_HOST"] ?? ""
            guard
                dependsOnPorted || settings["TEST_TARGET_NAME"] == appName
                    || host.contains("/\(appName).app/") || host.contains("$(TARGET_NAME)")
            else { continue }
            var visiting: Set<Node> = [app]
            resolve(node, visiting: &visiting)
            if kind == .unitTests { unitTests.append(node) } else { uiTests.append(node) }
        }
    }

    /// Every target of the projects the port reads from that it does not port, with why.
    private mutating func noteLeftOut() {
        let ported = Set(ported)
        var projectsOfPorted = Set(ported.map(\.project))
        projectsOfPorted.insert(0)
        for index in projectsOfPorted.sorted() {
            let project = projects[index]
            for target in project.targets where !ported.contains(Node(project: index, id: target.id)) {
                let name = target.string("name") ?? target.id
                let reason: String
                switch Kind(productType: target.string("productType")) {
                case .appExtension:
                    reason =
                        "an app extension: iOS starts it in a process of its own for the system (a widget, a share sheet, a keyboard), which Linux has no counterpart of"
                case .watch: reason = "a watchOS target: it runs on the watch, not in the app"
                case .application: reason = "another app of the project (port it with --target \(name))"
                case .library: reason = "a library the app does not link"
                case .unitTests, .uiTests: reason = "a test bundle: `openuikit test` ports and runs it"
                case .other(let type): reason = "not a Swift target the app builds on (\(type))"
                }
                leftOut.append(project.diagnostic(target, severity: .note, "target \(name) left out: \(reason)"))
            }
        }
    }
}
