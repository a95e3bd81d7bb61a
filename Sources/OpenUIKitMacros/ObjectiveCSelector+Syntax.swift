import ObjectiveCSelectors
import SwiftSyntax

extension ObjectiveCSelector {
    /// The selector of a declared method.
    static func name(of function: FunctionDeclSyntax) -> String {
        name(base: function.name.text, labels: function.signature.parameterClause.parameters.map(argumentLabel(of:)))
    }

    /// The label a caller writes, or nil for `_`.
    static func argumentLabel(of parameter: FunctionParameterSyntax) -> String? {
        guard case .identifier = parameter.firstName.tokenKind else {
            // `_`, or a keyword used as a label (`for`, `in`), which needs no backticks there.
            return parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        }
        return unescaped(parameter.firstName.text)
    }
}
