import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Outlet`: a mark that `@Connectable` reads. It adds nothing, so the property stays exactly
/// as written (`weak`, observers); it only reports a declaration that cannot be an outlet.
public struct OutletMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if case .failure(let problems) = OutletDeclaration.read(declaration) {
            problems.diagnostics.forEach(context.diagnose)
        } else if let enclosing = context.lexicalContext.first, !ConnectableMacro.isConnectable(enclosing) {
            context.diagnose(Diagnostic(node: node, message: ConnectionDiagnostic.outletOutsideConnectable))
        }
        return []
    }
}
