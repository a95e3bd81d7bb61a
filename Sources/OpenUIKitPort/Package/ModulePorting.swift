import Foundation

/// One Xcode target's files written as a package target's folder: its Swift files rewritten
/// (`SwiftFilesPorting`) at their paths in the project, its resources where Xcode puts them in
/// the target's bundle (`AppBundle/…`).
enum ModulePorting {
    struct Written {
        var rewrites: [Rewrite]
        var gaps: [PortGap]
        /// The folder's entries a manifest copies as resources (`AppBundle/Base.lproj`…).
        var resources: [String]
        var imports: [String: Set<String>]
        var index: ModuleIndex
        /// The files written from the target's Core Data models (`ModelCodeGeneration`), by
        /// their paths in the folder.
        var generatedModelFiles: [String] = []
    }

    /// The folder of a module's Core Data classes, as Xcode's DerivedSources has it.
    static let generatedModelFolder = "CoreDataGenerated"

    /// `url`'s path from the project's folder, as the report names files; a file outside it is
    /// `External/<name>`.
    static func relative(_ url: URL, to project: XcodeProject) -> String {
        let root = project.sourceRoot.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        return "External/" + url.lastPathComponent
    }

    /// Writes `target`'s Swift files and resources into `folder`.
    static func write(_ target: XcodeTarget, project: XcodeProject, module: String, into folder: URL) throws -> Written
    {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        var sources: [(path: String, source: String)] = []
        var gaps: [PortGap] = []
        for url in target.swiftFiles {
            guard let data = fileManager.contents(atPath: url.path) else {
                gaps.append(
                    PortGap(
                        file: relative(url, to: project), line: 0, column: 0, symbol: url.lastPathComponent,
                        reason: "cannot read the file"))
                continue
            }
            sources.append((relative(url, to: project), String(decoding: data, as: UTF8.self)))
        }
        // Xcode's generated classes of the target's models, rewritten with the app's own files.
        var generated: [String] = []
        for resource in target.resources where XcodeTarget.compiledModelPath(resource.source) != nil {
            let model = resource.source.deletingPathExtension().lastPathComponent
            do {
                let entities = try ModelCodeGeneration.entities(inModelAt: resource.source)
                for file in ModelCodeGeneration.files(
                    for: entities, modelName: resource.source.lastPathComponent)
                {
                    let path = "\(generatedModelFolder)/\(model)/\(file.name)"
                    sources.append((path, file.text))
                    generated.append(path)
                }
            } catch {
                gaps.append(
                    PortGap(
                        file: relative(resource.source, to: project), line: 0, column: 0,
                        symbol: resource.source.lastPathComponent,
                        reason: "its classes were not generated: \(error)"))
            }
        }
        let rewritten = SwiftFilesPorting.rewrite(sources)
        for (path, text) in rewritten.files {
            let destination = folder.appendingPathComponent(path)
            try fileManager.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: destination)
        }
        let bundleFolder = folder.appendingPathComponent(PackageLayout.bundleFolder)
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
        return Written(
            rewrites: rewritten.rewrites, gaps: gaps + rewritten.gaps,
            resources: topLevel.sorted().map { "\(PackageLayout.bundleFolder)/\($0)" }, imports: rewritten.imports,
            index: rewritten.index, generatedModelFiles: generated)
    }
}
