import Foundation
import StoryboardDocument

/// What the app's Swift sources declare that a storyboard can name: classes with their
/// superclass, properties (outlets), methods as Objective-C selectors (actions, unwind actions,
/// segue actions) and the relationships a custom container declares
/// (`static let storyboardRelationships = ["tabs"]`). Read textually, without a compiler: a
/// lexer drops comments and strings, and declarations are recognized where a type's body holds
/// them, so a local variable or a method of another type never counts.
struct SwiftSourceIndex {
    struct TypeInfo {
        var name: String
        /// The first type of a class's inheritance clause: its superclass, or a protocol.
        var superclass: String?
        var inherits: [String] = []
        var properties: Set<String> = []
        var selectors: Set<String> = []
        /// `storyboardRelationships`, when the type (or an extension) declares it.
        var relationships: [String]?
        var location: SourceLocation?
    }

    private(set) var types: [String: TypeInfo] = [:]
    /// Every selector any type declares: what an unwind segue or the first responder can reach.
    private(set) var allSelectors: Set<String> = []
    private(set) var fileCount = 0

    /// Every `.swift` file below each path (or the file itself).
    init(paths: [String]) throws(InputError) {
        var files: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw InputError(path: path, message: "no such file or folder")
            }
            if !isFolder.boolValue {
                files.append(url)
                continue
            }
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                if file.pathExtension == "swift" { files.append(file.standardizedFileURL) }
            }
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            add(source: String(decoding: data, as: UTF8.self), file: file.path)
        }
    }

    init() {}

    /// The declarations of one file.
    mutating func add(source: String, file: String) {
        fileCount += 1
        var scanner = SwiftDeclarationScanner(tokens: SwiftToken.tokens(of: source), file: file)
        for found in scanner.scan() {
            var info = types[found.name] ?? TypeInfo(name: found.name)
            if !found.isExtension {
                info.superclass = info.superclass ?? found.inherits.first
                info.location = info.location ?? found.location
            }
            info.inherits += found.inherits
            info.properties.formUnion(found.properties)
            info.selectors.formUnion(found.selectors)
            if let relationships = found.relationships {
                info.relationships = (info.relationships ?? []) + relationships
            }
            allSelectors.formUnion(found.selectors)
            types[found.name] = info
        }
    }

    /// A class and what it inherits from the sources, or why that cannot be known.
    enum Lookup {
        /// The class is not in the sources.
        case absent
        /// The chain of superclasses leaves the sources for a class of another library, whose
        /// members cannot be read.
        case unknownAncestor(String)
        /// The class and its superclasses in the sources; `framework` is the UIKit (or
        /// Foundation) class the chain ends in, if it ends in one.
        case found(chain: [TypeInfo], framework: String?)
    }

    func lookup(_ name: String) -> Lookup {
        guard types[name] != nil else { return .absent }
        var chain: [TypeInfo] = []
        var next: String? = name
        var seen: Set<String> = []
        while let current = next, seen.insert(current).inserted {
            guard let info = types[current] else {
                return Self.isFrameworkClass(current)
                    ? .found(chain: chain, framework: current) : .unknownAncestor(current)
            }
            chain.append(info)
            next = info.superclass
        }
        return .found(chain: chain, framework: nil)
    }

    /// UIKit's and Foundation's classes, whose members a storyboard may name too.
    static func isFrameworkClass(_ name: String) -> Bool {
        name.hasPrefix("UI") || name.hasPrefix("NS")
    }
}
