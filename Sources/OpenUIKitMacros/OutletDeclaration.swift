import SwiftDiagnostics
import SwiftSyntax

/// A property marked `@Outlet`, read from its declaration: the name a storyboard sets it by and
/// the type a value must have.
struct OutletDeclaration {
    let name: String
    /// How the property is written in a setter (`self.name`, backticks kept).
    let reference: String
    /// The type a value is cast to: `UILabel!` is set from a `UILabel?`, so nil clears it.
    let valueType: String

    /// The outlet, or the problems that keep the declaration from being one.
    static func read(_ declaration: some SyntaxProtocol) -> Result<OutletDeclaration, OutletProblems> {
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            return .failure(
                OutletProblems([Diagnostic(node: declaration, message: ConnectionDiagnostic.outletNotOnVariable)]))
        }
        var problems: [Diagnostic] = []
        if variable.bindingSpecifier.tokenKind == .keyword(.let) {
            let fix = FixIt(
                message: UseVarFixIt(),
                changes: [
                    .replace(
                        oldNode: Syntax(variable.bindingSpecifier),
                        newNode: Syntax(variable.bindingSpecifier.with(\.tokenKind, .keyword(.var))))
                ])
            problems.append(
                Diagnostic(node: variable.bindingSpecifier, message: ConnectionDiagnostic.outletOnLet, fixIts: [fix]))
        }
        if let modifier = variable.modifiers.first(where: {
            [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
        }) {
            problems.append(Diagnostic(node: modifier, message: ConnectionDiagnostic.outletStatic))
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        else {
            problems.append(Diagnostic(node: variable.bindings, message: ConnectionDiagnostic.outletSeveralBindings))
            return .failure(OutletProblems(problems))
        }
        guard let type = binding.typeAnnotation?.type else {
            problems.append(Diagnostic(node: binding, message: ConnectionDiagnostic.outletWithoutType))
            return .failure(OutletProblems(problems))
        }
        if let accessors = binding.accessorBlock, isReadOnly(accessors) {
            problems.append(Diagnostic(node: accessors, message: ConnectionDiagnostic.outletReadOnly))
        }
        guard problems.isEmpty else { return .failure(OutletProblems(problems)) }
        let name = pattern.identifier.text
        let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        return .success(OutletDeclaration(name: bare, reference: name, valueType: castableType(type)))
    }

    /// `T!` becomes `T?` (a closure cannot take an implicitly unwrapped optional); others stay.
    private static func castableType(_ type: TypeSyntax) -> String {
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return unwrapped.wrappedType.trimmedDescription + "?"
        }
        return type.trimmedDescription
    }

    private static func isReadOnly(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter:
            return true
        case .accessors(let accessors):
            let kinds = accessors.map(\.accessorSpecifier.tokenKind)
            let computed = kinds.contains(.keyword(.get)) || kinds.contains(.keyword(._read))
            let settable = kinds.contains(.keyword(.set)) || kinds.contains(.keyword(._modify))
            return computed && !settable
        }
    }
}

/// Why a declaration marked `@Outlet` is not an outlet.
struct OutletProblems: Error {
    let diagnostics: [Diagnostic]
    init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
