import Foundation
import SwiftParser
import SwiftSyntax

/// Swift files beside a target's own that its project does not list. Most are left-overs Xcode
/// skips too; one that declares a type the target's files use and none of them declares is a
/// file the project lost (an old project whose reference went missing while the author's copy
/// still built): without it the app cannot compile, so the port compiles it in and says so.
enum StrayFiles {
    /// The strays `compiled` needs, found to a fixed point (a needed stray may need another).
    /// Parses each file once.
    static func needed(_ strays: [URL], by compiled: [URL]) -> [URL] {
        guard !strays.isEmpty else { return [] }
        var declared: Set<String> = []
        var used: Set<String> = []
        for url in compiled {
            guard let names = names(in: url) else { continue }
            declared.formUnion(names.declared)
            used.formUnion(names.used)
        }
        var candidates = strays.compactMap { url in names(in: url).map { (url, $0) } }
        var needed: [URL] = []
        var changed = true
        while changed {
            changed = false
            for (index, (url, names)) in candidates.enumerated().reversed() {
                let provides = names.declared.subtracting(declared)
                guard !provides.isEmpty, !provides.isDisjoint(with: used) else { continue }
                needed.append(url)
                declared.formUnion(names.declared)
                used.formUnion(names.used)
                candidates.remove(at: index)
                changed = true
            }
        }
        return strays.filter(needed.contains)
    }

    struct Names {
        var declared: Set<String> = []
        var used: Set<String> = []
    }

    /// The types a file declares at its top level and the type names and identifiers it uses.
    static func names(in url: URL) -> Names? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
        var names = Names()
        for item in tree.statements {
            // The file's top-level types; its functions and variables are not what makes a file lost.
            guard !item.item.is(FunctionDeclSyntax.self), let named = item.item.asProtocol(NamedDeclSyntax.self)
            else { continue }
            names.declared.insert(named.name.text)
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.used.insert(name) }
        }
        names.used.subtract(names.declared)
        return names
    }
}
