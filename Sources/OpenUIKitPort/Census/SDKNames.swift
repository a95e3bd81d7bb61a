import Foundation
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// The Apple SDK names a set of Swift files uses, read from their syntax: types, functions and
/// constants with an Apple framework's prefix (`UIDevice`, `CACurrentMediaTime`, `kCAFillModeForwards`)
/// that the files do not declare themselves, and the static members named on them
/// (`UIColor.systemBlue`, `UIFont.preferredFont`). Instance members are not seen here (which
/// type `view.layer` has needs the compiler); the build reports those it lacks.
struct SDKNames {
    /// Names used, each with how many times.
    var uses: [String: Int] = [:]

    /// The prefixes of Apple's frameworks' names (UIKit, Foundation's `NS`, Core Animation,
    /// Core Graphics, Core Foundation, and the frameworks apps import beside them).
    static let prefixes = [
        "UI", "NS", "CA", "CG", "CF", "CI", "AV", "MK", "CL", "WK", "SF", "UN", "PH", "CN", "EK", "SK", "GK", "MF",
        "LA", "AS", "LP", "UT", "CK", "HK", "CM", "CT", "NW", "SCN", "AR", "MTL", "GLK", "QL", "VN", "WC", "PK",
        "kCA", "kCG", "kCF", "kUT", "kCT",
    ]

    /// Whether `name` reads as an Apple SDK name: a prefix followed by an uppercase letter.
    static func isSDKName(_ name: String) -> Bool {
        for prefix in prefixes where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { return true }
        }
        return false
    }

    /// The names `files` use that `declared` (the app's own types) does not hold.
    init(files: [String], declared: Set<String>) {
        for source in files {
            let collector = Collector(declared: declared)
            collector.walk(Parser.parse(source: source))
            uses.merge(collector.uses, uniquingKeysWith: +)
        }
    }

    /// The type names a file declares at any depth (an app's own `UIColorPalette` is not the SDK's),
    /// and the members its extensions add to other types (`UIColor.brand`, as `Type.member`).
    static func declaredTypes(in source: String) -> Set<String> {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: source))
        return collector.names
    }

    private final class DeclarationCollector: SyntaxAnyVisitor {
        var names: Set<String> = []

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            // Types, type aliases, functions: every declaration with a name.
            if let named = node.asProtocol(NamedDeclSyntax.self) { names.insert(named.name.text) }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let type = node.extendedType.trimmedDescription
            for member in node.memberBlock.members {
                let decl = member.decl
                // `Type.member`, and `.member` for what a protocol extension gives every
                // conforming type (`UILabel.create` from `extension Creatable`).
                if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            names.insert("\(type).\(name)")
                            names.insert(".\(name)")
                        }
                    }
                } else if let named = decl.asProtocol(NamedDeclSyntax.self) {
                    names.insert("\(type).\(named.name.text)")
                    if decl.is(FunctionDeclSyntax.self) { names.insert(".\(named.name.text)") }
                }
            }
            return .visitChildren
        }
    }

    /// Walks only the code an iOS build compiles (`IOSBuildConfiguration`).
    private final class Collector: ActiveSyntaxVisitor {
        let declared: Set<String>
        var uses: [String: Int] = [:]

        init(declared: Set<String>) {
            self.declared = declared
            super.init(viewMode: .sourceAccurate, configuration: IOSBuildConfiguration())
        }

        private func note(_ name: String) {
            guard SDKNames.isSDKName(name), !declared.contains(name) else { return }
            uses[name, default: 0] += 1
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            note(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            // `UIApplication.LaunchOptionsKey`: the nested type, under its base.
            if let base = node.baseType.as(IdentifierTypeSyntax.self), SDKNames.isSDKName(base.name.text),
                !declared.contains(base.name.text)
            {
                uses["\(base.name.text).\(node.name.text)", default: 0] += 1
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // A base of a member access is counted with the member below, and here as a name. An
            // implicit member (`.EKEventStoreChanged`) is a member of a type only the compiler
            // knows, like an instance member: not counted.
            if let access = node.parent?.as(MemberAccessExprSyntax.self), access.base == nil,
                access.declName.id == node.id
            {
                return .visitChildren
            }
            note(node.baseName.text)
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base?.as(DeclReferenceExprSyntax.self), SDKNames.isSDKName(base.baseName.text),
                !declared.contains(base.baseName.text)
            {
                let member = node.declName.baseName.text
                let name = "\(base.baseName.text).\(member)"
                if member != "self" && member != "init" && !declared.contains(name) && !declared.contains(".\(member)")
                {
                    uses[name, default: 0] += 1
                }
            }
            return .visitChildren
        }
    }
}
