import Foundation

/// A target of an Xcode project (the app, a framework it links, a test bundle) resolved to what
/// a package needs: its Swift files, the resources its bundle holds (and where), its Info.plist
/// and its build settings.
public struct XcodeTarget {
    /// A resource and where Xcode puts it in the app bundle: a file or folder at the bundle's
    /// top (`meal1.png`, `Assets.xcassets`), or inside a language folder (`Base.lproj/Main.storyboard`).
    public struct Resource: Hashable {
        public var source: URL
        public var bundlePath: String
    }

    public var name: String
    public var settings: [String: String]
    public var swiftFiles: [URL]
    public var resources: [Resource]
    /// `INFOPLIST_FILE`, resolved against the project folder; nil when Xcode generates the
    /// whole Info.plist from `INFOPLIST_KEY_*` settings.
    public var infoPlist: URL?
    /// Files of the target that a package cannot use (headers, Objective-C sources…), noted in
    /// the report.
    public var skipped: [URL]
    /// Swift files in the folders of the target's Swift files that the target does not compile
    /// (a project file that was not updated when a file was added): Xcode leaves them out too.
    public var strayFiles: [URL]
    /// Stray files the target's code cannot do without: they declare a type its files use that
    /// none of them declares (a project file that lost a file Xcode still had open). They are
    /// compiled in, and the report says so; `swiftFiles` holds them.
    public var neededStrayFiles: [URL]
    /// What was odd but not fatal about the project.
    public var diagnostics: [PortDiagnostic]

    /// The Swift language version the target asks for (`SWIFT_VERSION`), e.g. "5.0".
    public var swiftVersion: String? { settings["SWIFT_VERSION"] }

    /// The module name Xcode gives the target: `PRODUCT_MODULE_NAME`, else the product name with
    /// characters a Swift identifier cannot hold replaced by `_`.
    public var moduleName: String {
        if let module = settings["PRODUCT_MODULE_NAME"], !module.contains("$") { return module }
        var product = settings["PRODUCT_NAME"] ?? name
        if product.contains("$(TARGET_NAME") || product.contains("${TARGET_NAME") { product = name }
        return Self.c99Identifier(product)
    }

    static func c99Identifier(_ text: String) -> String {
        var result = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "App" : result
    }

    /// Resolves `target` of `project`. A file the project names that the checkout lacks is a
    /// warning located at its reference in `project.pbxproj`, never a failure: Xcode warns and
    /// builds the rest.
    public init(_ target: XcodeProject.Object, in project: XcodeProject, configuration: String? = nil) {
        name = target.string("name") ?? target.string("productName") ?? "App"
        settings = project.buildSettings(of: target, configuration: configuration)
        var swiftFiles: [URL] = []
        var resources: [Resource] = []
        var skipped: [URL] = []
        var diagnostics: [PortDiagnostic] = []
        let fileManager = FileManager.default

        // Build phases: each build file's reference, or a variant group's children.
        for phaseID in target.ids("buildPhases") {
            guard let phase = project.objects[phaseID] else { continue }
            let isSources = phase.isa == "PBXSourcesBuildPhase"
            let isResources = phase.isa == "PBXResourcesBuildPhase"
            guard isSources || isResources else { continue }
            for buildFileID in phase.ids("files") {
                guard let buildFile = project.objects[buildFileID], let refID = buildFile.string("fileRef"),
                    let ref = project.objects[refID]
                else {
                    diagnostics.append(
                        project.diagnostic(
                            project.objects[buildFileID], severity: .warning,
                            "build file \(buildFileID) names no file; left out"))
                    continue
                }
                if ref.isa == "PBXVariantGroup" {
                    // One file per language; a language whose file the checkout lacks is left out,
                    // as Xcode warns and builds without it.
                    for childID in ref.ids("children") {
                        guard let url = project.location(of: childID) else { continue }
                        guard fileManager.fileExists(atPath: url.path) else {
                            diagnostics.append(
                                project.diagnostic(
                                    project.objects[childID], severity: .warning,
                                    "\(url.path) is missing; left out (\(ref.string("name") ?? url.lastPathComponent), \(url.deletingLastPathComponent().lastPathComponent))"
                                ))
                            continue
                        }
                        resources.append(Resource(source: url, bundlePath: Self.variantBundlePath(url)))
                    }
                    continue
                }
                guard let url = project.location(of: refID) else { continue }
                guard fileManager.fileExists(atPath: url.path) else {
                    diagnostics.append(project.diagnostic(ref, severity: .warning, "\(url.path) is missing; left out"))
                    continue
                }
                if isSources {
                    if url.pathExtension == "swift" {
                        swiftFiles.append(url)
                    } else if let model = Self.compiledModelPath(url) {
                        // Xcode compiles a Core Data model into `<Name>.momd`; CoreData reads the
                        // model editor's XML inside it at launch.
                        resources.append(Resource(source: url, bundlePath: model))
                    } else {
                        skipped.append(url)
                    }
                } else {
                    resources.append(Resource(source: url, bundlePath: Self.variantBundlePath(url)))
                }
            }
        }

        // Xcode 16's folder-synchronized groups: every file under the folder belongs to the
        // target, but for the exceptions listed for it.
        for groupID in target.ids("fileSystemSynchronizedGroups") {
            guard let group = project.objects[groupID], let folder = project.location(of: groupID) else { continue }
            var excluded: Set<String> = []
            for exceptionID in group.ids("exceptions") {
                guard let exception = project.objects[exceptionID], exception.string("target") == target.id else {
                    continue
                }
                excluded.formUnion(exception.ids("membershipExceptions"))
            }
            for (url, relative) in Self.synchronizedMembers(of: folder) where !excluded.contains(relative) {
                if url.pathExtension == "swift" {
                    swiftFiles.append(url)
                } else if let model = Self.compiledModelPath(url) {
                    resources.append(Resource(source: url, bundlePath: model))
                } else if ["h", "m", "mm", "c", "cpp"].contains(url.pathExtension) {
                    skipped.append(url)
                } else {
                    resources.append(Resource(source: url, bundlePath: Self.variantBundlePath(url)))
                }
            }
        }

        var infoPlist: URL?
        if let plist = settings["INFOPLIST_FILE"], !plist.isEmpty {
            let path = Self.expand(plist, settings: settings, sourceRoot: project.sourceRoot)
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : project.sourceRoot.appendingPathComponent(path)
            if fileManager.fileExists(atPath: url.path) {
                infoPlist = url
            } else {
                diagnostics.append(project.diagnostic(target, severity: .warning, "INFOPLIST_FILE \(plist) is missing"))
            }
        }
        // The Info.plist is the app's settings, not a resource.
        resources.removeAll { $0.source.standardizedFileURL == infoPlist?.standardizedFileURL }
        var seen: Set<String> = []
        self.resources = resources.filter { seen.insert($0.bundlePath).inserted }
        self.infoPlist = infoPlist
        let compiled = Set(swiftFiles.map { $0.standardizedFileURL.path })
        let folders = Set(swiftFiles.map { $0.deletingLastPathComponent().standardizedFileURL })
        let strays = folders.sorted { $0.path < $1.path }.flatMap { folder in
            ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                .filter { $0.hasSuffix(".swift") }
                .map { folder.appendingPathComponent($0) }
                .filter { !compiled.contains($0.standardizedFileURL.path) }
        }
        let needed = StrayFiles.needed(strays, by: swiftFiles)
        neededStrayFiles = needed
        strayFiles = strays.filter { !needed.contains($0) }
        self.swiftFiles = swiftFiles + needed
        self.skipped = skipped
        self.diagnostics = diagnostics
    }

    /// Where Xcode puts a compiled Core Data model: `Model.xcdatamodeld` → `Model.momd`,
    /// `Model.xcdatamodel` → `Model.mom`; nil for other files.
    static func compiledModelPath(_ url: URL) -> String? {
        let name = url.deletingPathExtension().lastPathComponent
        switch url.pathExtension {
        case "xcdatamodeld": return name + ".momd"
        case "xcdatamodel": return name + ".mom"
        default: return nil
        }
    }

    /// `Base.lproj/Main.storyboard` stays in its language folder; anything else goes to the
    /// bundle's top by its name, as Xcode copies it.
    static func variantBundlePath(_ url: URL) -> String {
        let parent = url.deletingLastPathComponent().lastPathComponent
        return parent.hasSuffix(".lproj") ? "\(parent)/\(url.lastPathComponent)" : url.lastPathComponent
    }

    /// A synchronized folder's members with their paths relative to it; asset catalogs and
    /// bundles are one member each, as Xcode treats them.
    static func synchronizedMembers(of folder: URL) -> [(URL, String)] {
        var members: [(URL, String)] = []
        let packageExtensions: Set<String> = ["xcassets", "bundle", "xcdatamodeld", "scnassets", "storyboardc"]
        func walk(_ url: URL, _ relative: String) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name)
                let childRelative = relative.isEmpty ? name : "\(relative)/\(name)"
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory)
                if exists, isDirectory.boolValue && !packageExtensions.contains(child.pathExtension) {
                    walk(child, childRelative)
                } else {
                    members.append((child, childRelative))
                }
            }
        }
        walk(folder, "")
        return members
    }

    /// Expands `$(SRCROOT)`, `$(PROJECT_DIR)`, `$(TARGET_NAME)` and other settings in a path.
    static func expand(_ text: String, settings: [String: String], sourceRoot: URL) -> String {
        var values = settings
        values["SRCROOT"] = sourceRoot.path
        values["PROJECT_DIR"] = sourceRoot.path
        values["SOURCE_ROOT"] = sourceRoot.path
        return BuildSettingExpansion.expand(text, values)
    }
}

/// Xcode's `$(NAME)` and `${NAME}` references in settings and Info.plist values.
enum BuildSettingExpansion {
    /// Replaces each reference with its value (with `:rfc1034identifier` and `:c99extidentifier`
    /// applied); unknown names stay as written. References nest at most a few levels.
    static func expand(_ text: String, _ values: [String: String], depth: Int = 0) -> String {
        guard depth < 8, text.contains("$") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "$", next < text.endIndex, text[next] == "(" || text[next] == "{" {
                let close: Character = text[next] == "(" ? ")" : "}"
                if let end = text[next...].firstIndex(of: close) {
                    let reference = String(text[text.index(after: next)..<end])
                    let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
                    if let name = parts.first, let value = values[name] {
                        var expanded = expand(value, values, depth: depth + 1)
                        if parts.count > 1 {
                            if parts[1] == "rfc1034identifier" {
                                expanded = String(expanded.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
                            } else if parts[1] == "c99extidentifier" {
                                expanded = XcodeTarget.c99Identifier(expanded)
                            }
                        }
                        result += expanded
                        index = text.index(after: end)
                        continue
                    }
                }
            }
            result.append(character)
            index = next
        }
        return result
    }
}
