import SwiftSyntax

/// The Objective-C selector Swift gives a method, which is the name storyboards use for
/// actions: the base name, the first argument label joined with "With" (`didTap(sender:)` is
/// "didTapWithSender:"), then one "label:" per further parameter (`tap(_:forEvent:)` is
/// "tap:forEvent:").
enum ObjectiveCSelector {
    static func name(of function: FunctionDeclSyntax) -> String {
        let parameters = function.signature.parameterClause.parameters
        let base = unescaped(function.name.text)
        guard let first = parameters.first else { return base }
        var selector = base
        if let label = argumentLabel(of: first) {
            selector += "With" + label.prefix(1).uppercased() + label.dropFirst()
        }
        selector += ":"
        for parameter in parameters.dropFirst() {
            selector += (argumentLabel(of: parameter) ?? "") + ":"
        }
        return selector
    }

    /// The label a caller writes, or nil for `_`.
    static func argumentLabel(of parameter: FunctionParameterSyntax) -> String? {
        guard case .identifier = parameter.firstName.tokenKind else {
            // `_`, or a keyword used as a label (`for`, `in`), which needs no backticks there.
            return parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        }
        return unescaped(parameter.firstName.text)
    }

    private static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }
}
