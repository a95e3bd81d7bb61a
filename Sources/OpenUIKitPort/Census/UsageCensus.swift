import Foundation

/// The Apple SDK names a set of apps uses, how many apps use each, and whether OpenUIKit (with
/// the toolchain's Foundation) declares it: what a person learns before porting ("what will be
/// missing?"), and the measure of how much of the SDK as apps use it is here.
///
/// Each app's Swift files (its app target and the libraries it links, as a port follows them)
/// are read for the names (`SDKNames`); whether each is declared is asked of the compiler, once
/// for all names, by building a probe file that names each on a line of its own against
/// OpenUIKit's modules in the shared build (`AppCache`): a line the compiler cannot resolve
/// ("cannot find", "has no member") is a name that is missing.
struct UsageCensus {
    struct App {
        var name: String
        var project: URL
        var uses: [String: Int]
    }

    struct Entry: Codable, Equatable {
        var name: String
        var apps: [String]
        var uses: Int
        var declared: Bool
    }

    var apps: [App]
    var entries: [Entry]

    /// The `.xcodeproj` folders with an app target under `paths` (a project itself, or a folder
    /// searched a few levels down), CocoaPods' and Carthage's projects left out.
    static func projects(in paths: [URL]) -> [URL] {
        var found: [URL] = []
        func search(_ folder: URL, depth: Int) {
            guard depth < 7 else { return }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") && !["Pods", "Carthage", "DerivedData"].contains(name) {
                let url = folder.appendingPathComponent(name)
                if name.hasSuffix(".xcodeproj") {
                    if let project = try? XcodeProject(contentsOf: url), !project.applicationTargets.isEmpty {
                        found.append(url)
                    }
                } else if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                    search(url, depth: depth + 1)
                }
            }
        }
        for path in paths {
            if path.pathExtension == "xcodeproj" { found.append(path) } else { search(path, depth: 0) }
        }
        return found
    }

    /// The names the app target of `project` (and the libraries it links) uses.
    static func app(_ project: URL, named name: String? = nil) throws -> App {
        let xcode = try XcodeProject(contentsOf: project)
        guard let target = xcode.applicationTargets.first else {
            throw xcode.diagnostic(xcode.rootObject, "the project has no iOS app target")
        }
        let graph = BuildGraph(app: target, in: xcode, includingTests: false)
        var sources: [String] = []
        for node in [graph.app] + graph.libraries {
            let resolved = XcodeTarget(graph.object(node)!, in: graph.project(node))
            for url in resolved.swiftFiles {
                if let data = FileManager.default.contents(atPath: url.path) {
                    sources.append(String(decoding: data, as: UTF8.self))
                }
            }
        }
        let declared = sources.reduce(into: Set<String>()) { $0.formUnion(SDKNames.declaredTypes(in: $1)) }
        let names = SDKNames(files: sources, declared: declared)
        return App(name: name ?? project.deletingPathExtension().lastPathComponent, project: project, uses: names.uses)
    }

    /// The census of `apps`, each name asked of the compiler through a probe built in `cache`.
    static func take(_ apps: [App], cache: AppCache, dependency: OpenUIKitDependency, log: URL) throws -> UsageCensus {
        var byName: [String: (apps: [String], uses: Int)] = [:]
        for app in apps {
            for (name, count) in app.uses {
                byName[name, default: ([], 0)].apps.append(app.name)
                byName[name, default: ([], 0)].uses += count
            }
        }
        let names = byName.keys.sorted()
        let missing = try CensusProbe(names: names, cache: cache, dependency: dependency).missing(log: log)
        let entries = names.map { name in
            Entry(
                name: name, apps: byName[name]!.apps.sorted(), uses: byName[name]!.uses,
                declared: !missing.contains(name))
        }
        return UsageCensus(apps: apps, entries: entries)
    }

    var usesDeclared: (declared: Int, all: Int) {
        (entries.filter(\.declared).reduce(0) { $0 + $1.uses }, entries.reduce(0) { $0 + $1.uses })
    }

    /// The report: the figures, then every missing name with the apps that use it, most used first.
    var markdown: String {
        let (declaredUses, allUses) = usesDeclared
        let declaredNames = entries.filter(\.declared).count
        func percent(_ part: Int, _ whole: Int) -> String {
            String(format: "%.1f%%", 100 * Double(part) / Double(max(whole, 1)))
        }
        var text = """
            # The SDK as these apps use it

            \(apps.count) apps use \(entries.count) distinct Apple SDK names (types, functions, constants and the \
            static members named on them), \(allUses) times in all. OpenUIKit, with the toolchain's Foundation, \
            declares \(declaredNames) of the names (\(percent(declaredNames, entries.count))), which make \
            \(declaredUses) of the uses (\(percent(declaredUses, allUses))).

            Instance members (`view.layer.cornerRadius`) are not counted here: which type a value has needs \
            the compiler, and a port's build names each one it lacks.

            ## Missing, most used first

            | name | apps | uses | used by |
            |---|---|---|---|

            """
        let missing = entries.filter { !$0.declared }.sorted {
            ($0.apps.count, $0.uses, $1.name) > ($1.apps.count, $1.uses, $0.name)
        }
        for entry in missing {
            text +=
                "| `\(entry.name)` | \(entry.apps.count) | \(entry.uses) | \(entry.apps.joined(separator: ", ")) |\n"
        }
        if missing.isEmpty { text += "| — | | | |\n" }
        return text
    }
}
