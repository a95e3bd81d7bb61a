import Foundation
import SwiftParser
import SwiftSyntax

/// Moves members Swift cannot keep in an extension into their class's body, in the same file:
/// overrides (Swift overrides only `@objc` members from extensions, and there is no `@objc`
/// here) and storyboard actions (`@Connectable` reads the class body). Overrides in an extension
/// in another file than their class move there afterwards (`moveAcrossFiles`).
enum MemberMover {
    /// The members of `tree`'s extensions that must move, by the class they move to.
    static func membersToMove(in tree: SourceFileSyntax, classesHere: Set<String>) -> [String: [MemberBlockItemSyntax]]
    {
        var result: [String: [MemberBlockItemSyntax]] = [:]
        for statement in tree.statements {
            guard let ext = statement.item.as(ExtensionDeclSyntax.self) else { continue }
            let name = ext.extendedType.trimmedDescription
            guard classesHere.contains(name), ext.genericWhereClause == nil else { continue }
            for member in ext.memberBlock.members where mustMove(member.decl) {
                result[name, default: []].append(member)
            }
        }
        return result
    }

    /// Overrides, and actions a storyboard calls by name.
    static func mustMove(_ decl: DeclSyntax) -> Bool {
        if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
            modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
        {
            return true
        }
        guard let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes else { return false }
        return attributes.contains { attribute in
            let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            return name == "IBAction" || name == "Action" || name == "IBSegueAction"
        }
    }

    /// The classes of the module that take members moved from extensions in their files, and
    /// whether an action is among them (so the class needs `@Connectable`).
    static func receivers(in index: ModuleIndex) -> (all: Set<String>, withActions: Set<String>) {
        var all: Set<String> = []
        var withActions: Set<String> = []
        for (file, tree) in index.files {
            let here = Set(index.classes.values.filter { $0.file == file }.map(\.name))
            for (name, members) in membersToMove(in: tree, classesHere: here) {
                all.insert(name)
                if members.contains(where: { !isOverride($0.decl) }) { withActions.insert(name) }
            }
        }
        return (all, withActions)
    }

    static func isOverride(_ decl: DeclSyntax) -> Bool {
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            == true
    }

    /// `source` with the members of its extensions of classes declared in it moved, each recorded.
    static func move(source: String, file: String, classesHere: Set<String>) -> (String, [Rewrite]) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        var rewrites: [Rewrite] = []
        let moving = membersToMove(in: tree, classesHere: classesHere)
        guard !moving.isEmpty else { return (source, rewrites) }
        var edits: [TextEdit] = []
        for (className, members) in moving {
            guard
                let classDecl = tree.statements.lazy.compactMap({ $0.item.as(ClassDeclSyntax.self) }).first(where: {
                    $0.name.text == className
                })
            else { continue }
            var moved = ""
            for member in members {
                let start = member.position.utf8Offset
                let end = member.endPosition.utf8Offset
                edits.append(TextEdit(range: start..<end, replacement: ""))
                moved += member.description
                let location = member.decl.startLocation(converter: converter)
                let classLine = classDecl.startLocation(converter: converter).line
                rewrites.append(
                    Rewrite(
                        file: file, line: location.line, column: location.column, kind: .movedOverride,
                        before: "extension \(className): \(firstLine(member.decl))",
                        after: "class \(className) (line \(classLine)): \(firstLine(member.decl))"))
            }
            // After the class's last member, each moved member with the trivia it had.
            let end = classDecl.memberBlock.rightBrace.position.utf8Offset
            edits.append(TextEdit(range: end..<end, replacement: "\n" + moved))
        }
        return (TextEdit.apply(edits, to: source), rewrites)
    }

    /// The declaration's first line, without the brace that opens its body.
    static func firstLine(_ decl: DeclSyntax) -> String {
        var line = String(decl.trimmedDescription.split(separator: "\n").first ?? "")
        if line.hasSuffix("{") { line = String(line.dropLast()).trimmingCharacters(in: .whitespaces) }
        return line
    }
}
