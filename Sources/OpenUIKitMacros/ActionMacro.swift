import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Action`: a mark that `@Connectable` reads, for action methods `@IBAction` rejects off Apple
/// platforms. It adds nothing; the class's `@Connectable` checks the method's shape.
public struct ActionMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if !declaration.is(FunctionDeclSyntax.self) {
            context.diagnose(Diagnostic(node: declaration, message: ConnectionDiagnostic.actionNotOnFunction))
        } else if let enclosing = context.lexicalContext.first, !ConnectableMacro.isConnectable(enclosing) {
            context.diagnose(Diagnostic(node: node, message: ConnectionDiagnostic.actionOutsideConnectable))
        }
        return []
    }
}
