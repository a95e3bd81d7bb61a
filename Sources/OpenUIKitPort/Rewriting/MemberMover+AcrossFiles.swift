import Foundation
import SwiftParser
import SwiftSyntax

/// Overrides in an extension in another file than their class (`PlayerListViewController+Delegate
/// .swift`, the way many apps file a table view controller's delegate methods): moved into the
/// class's body in its file, with the imports the moved members' file has and the class's lacks.
/// A member that names a `private` or `fileprivate` declaration of its own file stays, and is
/// reported: in the class's file it could not reach it.
extension MemberMover {
    struct CrossFileMoves {
        var files: [(path: String, text: String)]
        var rewrites: [Rewrite]
        var gaps: [PortGap]
    }

    /// `files` (paths relative to the module, with their ported text) with the overrides moved;
    /// `classFiles` gives each class of the module the file declaring it, `display` the name a
    /// report gives a path.
    static func moveAcrossFiles(
        _ files: [(path: String, text: String)], classFiles: [String: String], display: (String) -> String
    ) -> CrossFileMoves {
        var edits: [String: [TextEdit]] = [:]
        var arriving: [String: [String: String]] = [:]  // class file → class → moved text
        var importsNeeded: [String: [String]] = [:]
        var rewrites: [Rewrite] = []
        var gaps: [PortGap] = []
        let trees = Dictionary(uniqueKeysWithValues: files.map { ($0.path, Parser.parse(source: $0.text)) })
        for (path, _) in files {
            guard let tree = trees[path] else { continue }
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let privateNames = PrivateNames.declared(in: tree)
            for statement in tree.statements {
                guard let ext = statement.item.as(ExtensionDeclSyntax.self) else { continue }
                let name = ext.extendedType.trimmedDescription
                guard let home = classFiles[name], home != path else { continue }
                for member in ext.memberBlock.members where isOverride(member.decl) {
                    let location = member.decl.startLocation(converter: converter)
                    let named = Set(
                        member.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                            if case .identifier(let text) = token.tokenKind { return text }
                            return nil
                        })
                    let blocking = named.intersection(privateNames).sorted()
                    guard blocking.isEmpty else {
                        gaps.append(
                            PortGap(
                                file: display(path), line: location.line, column: location.column,
                                symbol: firstLine(member.decl),
                                reason: "an override in an extension in another file than class \(name), naming "
                                    + "\(blocking.joined(separator: ", ")) private to its file; move it into the class")
                        )
                        continue
                    }
                    edits[path, default: []].append(
                        TextEdit(range: member.position.utf8Offset..<member.endPosition.utf8Offset, replacement: ""))
                    arriving[home, default: [:]][name, default: ""] += member.description
                    importsNeeded[home, default: []] += imports(of: tree)
                    rewrites.append(
                        Rewrite(
                            file: display(path), line: location.line, column: location.column, kind: .movedOverride,
                            before: "extension \(name): \(firstLine(member.decl))",
                            after: "class \(name) in \(display(home)): \(firstLine(member.decl))"))
                }
            }
        }
        for (home, classes) in arriving {
            guard let tree = trees[home] else { continue }
            for (name, moved) in classes {
                guard
                    let classDecl = tree.statements.lazy.compactMap({ $0.item.as(ClassDeclSyntax.self) }).first(where: {
                        $0.name.text == name
                    })
                else { continue }
                let end = classDecl.memberBlock.rightBrace.position.utf8Offset
                edits[home, default: []].append(TextEdit(range: end..<end, replacement: "\n" + moved))
            }
            let present = Set(imports(of: tree))
            var added: [String] = []
            for module in importsNeeded[home] ?? [] where !present.contains(module) && !added.contains(module) {
                added.append(module)
            }
            if !added.isEmpty {
                let line = added.map { "import \($0)\n" }.joined()
                edits[home, default: []].append(TextEdit(range: 0..<0, replacement: line))
            }
        }
        let result = files.map { file in
            (path: file.path, text: edits[file.path].map { TextEdit.apply($0, to: file.text) } ?? file.text)
        }
        return CrossFileMoves(files: result, rewrites: rewrites, gaps: gaps)
    }

    /// The modules `tree` imports at file scope, outside `#if`.
    private static func imports(of tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription }
    }

}

/// The names a file declares `private` or `fileprivate`, at any depth, and the members of its
/// `private` extensions (private to the file too).
private enum PrivateNames {
    static func declared(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        func visit(_ node: Syntax) {
            if let decl = node.asProtocol(WithModifiersSyntax.self), isPrivate(decl.modifiers) {
                if let ext = node.as(ExtensionDeclSyntax.self) {
                    for member in ext.memberBlock.members { names.formUnion(declaredNames(Syntax(member.decl))) }
                } else {
                    names.formUnion(declaredNames(node))
                }
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(tree))
        return names
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    /// What a declaration names: a type's or function's name, a variable's identifiers.
    private static func declaredNames(_ node: Syntax) -> [String] {
        if let named = node.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        guard let variable = node.as(VariableDeclSyntax.self) else { return [] }
        return variable.bindings.flatMap { binding in
            binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            }
        }
    }
}
