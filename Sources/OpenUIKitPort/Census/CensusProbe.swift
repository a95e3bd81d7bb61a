import Foundation

/// Asks the compiler which of a list of SDK names OpenUIKit's modules (and Foundation) lack: a
/// package of one library target naming each on a line of its own, built in the shared build so
/// OpenUIKit is not compiled again. A line with an error that says the name is not there
/// ("cannot find 'X' in scope", "type 'X' has no member 'y'") is a missing name; any other error
/// (a type used as a value, an ambiguous overload) means the name resolved.
struct CensusProbe {
    var names: [String]
    var cache: AppCache
    var dependency: OpenUIKitDependency

    /// The modules the probe imports: Foundation and the Apple modules a port links.
    static let imports = [
        "AVFoundation", "AVKit", "Combine", "CommonCrypto", "Contacts", "CoreData", "CoreGraphics", "CoreImage",
        "CoreLocation", "CoreMedia", "CryptoKit", "EventKit", "Foundation", "ImageIO", "LinkPresentation", "MapKit",
        "MessageUI", "MobileCoreServices", "Photos", "PhotosUI", "QuartzCore", "SafariServices", "StoreKit", "UIKit",
        "UniformTypeIdentifiers", "UserNotifications", "WebKit",
    ]

    /// The probe's source: line `n + firstLine` names `names[n]`.
    static let firstLine = imports.count + 1

    var source: String {
        var text = Self.imports.map { "import \($0)\n" }.joined()
        for (index, name) in names.enumerated() {
            text += "@MainActor func probe\(index)() { _ = \(name) }\n"
        }
        return text
    }

    /// The names that did not resolve. The build's output goes to `log`.
    /// - Throws: when the probe could not be built for another reason than the names (no error
    ///   on any name line, yet a failed build).
    func missing(log: URL) throws -> Set<String> {
        let package = cache.root.appendingPathComponent("census-probe")
        let sources = package.appendingPathComponent("Sources/CensusProbe")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let products = PackageManifest.appleModules.map {
            "                .product(name: \(literal($0)), package: \(literal(dependency.identity))),\n"
        }.joined()
        let manifest = """
            // swift-tools-version:6.0
            // Written by `openuikit census`: one line per SDK name, to ask the compiler which are here.
            import PackageDescription

            let package = Package(
                name: "CensusProbe",
                dependencies: [\(dependency.manifestEntry)],
                targets: [
                    .target(
                        name: "CensusProbe",
                        dependencies: [
            \(products)            ],
                        swiftSettings: [.swiftLanguageMode(.v5), \(PackageManifest.foundationAsOnIOS)]
                    )
                ]
            )

            """
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        let file = sources.appendingPathComponent("Probe.swift")
        try Data(source.utf8).write(to: file)
        try cache.prepareScratch(toBuild: package)
        let outcome = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "swift", "build", "--package-path", package.path, "--scratch-path", cache.scratch.path, "--target",
                "CensusProbe", "-Xswiftc", "-continue-building-after-errors",
            ],
            log: log
        ).run()
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let missing = Self.missingLines(in: text, file: file.lastPathComponent).compactMap { line -> String? in
            let index = line - Self.firstLine
            return names.indices.contains(index) ? names[index] : nil
        }
        // A failed build with an error on some name line is the probe doing its work (a type
        // named as a value is an error too); one with none failed for another reason.
        if outcome.status != 0 && !text.contains("\(file.lastPathComponent):") {
            throw PortDiagnostic(file: log.path, "the census probe did not build, for no name it holds: see the log")
        }
        return Set(missing)
    }

    /// The lines of `file` with an error saying a name is not there.
    static func missingLines(in log: String, file: String) -> Set<Int> {
        var lines: Set<Int> = []
        for line in log.split(separator: "\n") {
            guard let range = line.range(of: "\(file):"), line.contains(": error: ") else { continue }
            let message = line[line.range(of: ": error: ")!.upperBound...]
            guard
                message.hasPrefix("cannot find") || message.contains("has no member")
                    || message.contains("is not a member type") || message.hasPrefix("no such module")
            else { continue }
            let numbers = line[range.upperBound...].split(separator: ":")
            if let number = numbers.first.flatMap({ Int($0) }) { lines.insert(number) }
        }
        return lines
    }
}
