import Foundation
import SwiftParser
import SwiftSyntax

/// Overrides in an extension in another file than their class (`PlayerListViewController+Delegate
/// .swift`, the way many apps file a table view controller's delegate methods): moved into the
/// class's body in its file, with the imports the moved members' file has and the class's lacks.
/// A member naming `private` or `fileprivate` members of extensions of the same class in its
/// file (the helpers such files keep beside the overrides) takes them out of hiding: their
/// access becomes internal, as no other file declares those names for the class. One naming
/// any other private declaration, or a name another file declares for the class too, stays and
/// is reported: in the class's file it could not reach it.
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
        // Which files declare each member name of each type (in its body or its extensions).
        var declaring: [String: [String: Set<String>]] = [:]
        for (path, tree) in trees {
            for (type, names) in MemberNames.declared(in: tree) {
                for name in names { declaring[type, default: [:]][name, default: []].insert(path) }
            }
        }
        var widened: Set<String> = []
        for (path, _) in files {
            guard let tree = trees[path] else { continue }
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let privateNames = PrivateNames.declared(in: tree)
            for statement in tree.statements {
                guard let ext = statement.item.as(ExtensionDeclSyntax.self) else { continue }
                let name = ext.extendedType.trimmedDescription
                guard let home = classFiles[name], home != path else { continue }
                let helpers = PrivateNames.members(of: name, in: tree)
                for member in ext.memberBlock.members where isOverride(member.decl) {
                    let location = member.decl.startLocation(converter: converter)
                    let named = Set(
                        member.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                            if case .identifier(let text) = token.tokenKind { return text }
                            return nil
                        })
                    var blocking = named.intersection(privateNames).sorted()
                    let widenable = blocking.allSatisfy { helper in
                        helpers[helper] != nil && declaring[name]?[helper] == [path]
                    }
                    if !blocking.isEmpty, widenable {
                        for helper in blocking {
                            for modifier in helpers[helper] ?? []
                            where widened.insert("\(path):\(modifier.position.utf8Offset)").inserted {
                                let at = modifier.startLocation(converter: converter)
                                // The keyword and the space after it; the line's indentation stays.
                                let start = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
                                edits[path, default: []].append(
                                    TextEdit(range: start..<modifier.endPosition.utf8Offset, replacement: ""))
                                rewrites.append(
                                    Rewrite(
                                        file: display(path), line: at.line, column: at.column, kind: .widenedAccess,
                                        before: "\(modifier.trimmedDescription) \(helper)", after: helper))
                            }
                        }
                        blocking = []
                    }
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

/// The member names a file declares for each type, in the type's body or its extensions.
private enum MemberNames {
    static func declared(in tree: SourceFileSyntax) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for statement in tree.statements {
            let members: MemberBlockSyntax
            let type: String
            if let ext = statement.item.as(ExtensionDeclSyntax.self) {
                (type, members) = (ext.extendedType.trimmedDescription, ext.memberBlock)
            } else if let decl = statement.item.as(ClassDeclSyntax.self) {
                (type, members) = (decl.name.text, decl.memberBlock)
            } else {
                continue
            }
            for member in members.members {
                names[type, default: []].formUnion(PrivateNames.declaredNames(Syntax(member.decl)))
            }
        }
        return names
    }
}

/// The names a file declares `private` or `fileprivate`, at any depth, and the members of its
/// `private` extensions (private to the file too).
private enum PrivateNames {
    /// The `private` and `fileprivate` members of the file's extensions of `type` (those of
    /// extensions not themselves private), each with the modifiers making it so.
    static func members(of type: String, in tree: SourceFileSyntax) -> [String: [DeclModifierSyntax]] {
        var found: [String: [DeclModifierSyntax]] = [:]
        for statement in tree.statements {
            guard let ext = statement.item.as(ExtensionDeclSyntax.self), ext.extendedType.trimmedDescription == type,
                !isPrivate(ext.modifiers)
            else { continue }
            for member in ext.memberBlock.members {
                guard let decl = member.decl.asProtocol(WithModifiersSyntax.self) else { continue }
                let modifiers = decl.modifiers.filter {
                    [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil
                }
                guard !modifiers.isEmpty else { continue }
                for name in declaredNames(Syntax(member.decl)) { found[name, default: []] += modifiers }
            }
        }
        return found
    }

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
    static func declaredNames(_ node: Syntax) -> [String] {
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
