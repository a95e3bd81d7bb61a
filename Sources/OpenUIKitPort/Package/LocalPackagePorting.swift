import Foundation

/// A Swift package in the app's repository that the project uses (`XCLocalSwiftPackageReference`),
/// as a path dependency of the ported package.
///
/// The package is copied into `LocalPackages/<name>` (the port never writes into the app's
/// checkout) and built by its own `Package.swift`, kept as it is, with a block appended: on iOS
/// the SDK gives every target `import UIKit`, so here each of its targets gets OpenUIKit's Apple
/// modules as dependencies, and URL loading visible as on iOS. Its Swift files get the same
/// rewrites as the app's.
enum LocalPackagePorting {
    static let folder = "LocalPackages"

    /// Folders never copied: build products and checkouts of the package's own dependencies.
    private static let skipped: Set<String> = [".build", ".swiftpm", ".git", "Package.resolved", "DerivedData"]

    /// Copies the package at `source` into `package`'s `LocalPackages`, rewritten; the path the
    /// manifest names, its SwiftPM identity, and what the rewriting did.
    static func port(
        _ source: URL, into package: URL, dependency: OpenUIKitDependency
    ) throws -> (path: String, identity: String, rewrites: [Rewrite], gaps: [PortGap]) {
        let name = source.lastPathComponent
        let destination = package.appendingPathComponent(folder).appendingPathComponent(name)
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: destination)
        try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
        var swiftFiles: [(path: String, source: String)] = []
        let enumerator = fileManager.enumerator(at: source, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(source.standardizedFileURL.path.count + 1))
            if skipped.contains(url.lastPathComponent) {
                enumerator?.skipDescendants()
                continue
            }
            let target = destination.appendingPathComponent(relative)
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                try fileManager.createDirectory(at: target, withIntermediateDirectories: true)
            } else if url.pathExtension == "swift", relative != "Package.swift", !relative.hasPrefix("Package@") {
                swiftFiles.append((relative, String(decoding: try Data(contentsOf: url), as: UTF8.self)))
            } else {
                try fileManager.copyItem(at: url, to: target)
            }
        }
        let displayRoot = "\(folder)/\(name)"
        let rewritten = SwiftFilesPorting.rewrite(swiftFiles, displayRoot: displayRoot)
        for (path, text) in rewritten.files {
            try Data(text.utf8).write(to: destination.appendingPathComponent(path))
        }
        let manifest = destination.appendingPathComponent("Package.swift")
        if let text = try? String(contentsOf: manifest, encoding: .utf8) {
            try Data((text + supplyBlock(dependency)).utf8).write(to: manifest)
        }
        return ("\(folder)/\(name)", name.lowercased(), rewritten.rewrites, rewritten.gaps)
    }

    /// What is appended to the package's manifest.
    static func supplyBlock(_ dependency: OpenUIKitDependency) -> String {
        let products = PackageManifest.appleModules.map {
            ".product(name: \(literal($0)), package: \(literal(dependency.identity)))"
        }
        return """


            // Added by `openuikit port`: on iOS the SDK gives every target UIKit and the frameworks beside
            // it, and Foundation with URL loading in it; here OpenUIKit gives them to each target.
            package.dependencies.append(\(dependency.manifestEntry))
            for target in package.targets where [.regular, .executable, .test].contains(target.type) {
                target.dependencies += [
                    \(products.joined(separator: ",\n        "))
                ]
                target.swiftSettings = (target.swiftSettings ?? []) + [
                    \(PackageManifest.foundationAsOnIOS)
                ]
            }

            """
    }
}
