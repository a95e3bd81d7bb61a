import ObjectiveCSelectors
import SwiftDiagnostics
import SwiftSyntax

/// What `@IBAction` and `@IBSegueAction` methods share: the checks that make them callable from
/// a closure the storyboard runs, and the way a sender reaches the method's parameter.
enum StoryboardMethod {
    /// Problems that keep `function` from being called synchronously with plain arguments.
    static func problems(of function: FunctionDeclSyntax, attribute: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if let modifier = function.modifiers.first(where: {
            [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
        }) {
            problems.append(Diagnostic(node: modifier, message: ConnectionDiagnostic.staticMethod(attribute)))
        }
        if let effects = function.signature.effectSpecifiers,
            effects.asyncSpecifier != nil || effects.throwsClause != nil
        {
            problems.append(Diagnostic(node: effects, message: ConnectionDiagnostic.effectfulMethod(attribute)))
        }
        if let generics = function.genericParameterClause {
            problems.append(Diagnostic(node: generics, message: ConnectionDiagnostic.genericMethod(attribute)))
        }
        for parameter in function.signature.parameterClause.parameters
        where parameter.ellipsis != nil || !isPlain(parameter.type) {
            problems.append(Diagnostic(node: parameter, message: ConnectionDiagnostic.unsupportedParameter))
        }
        return problems
    }

    /// How the closure's `sender: Any?` becomes the argument for a parameter of `type`: `Any?`
    /// passes as it is, `Any` gets the object unwrapped, and a narrower type is cast, with a failed cast reported
    /// and the method not called (`failure` is the closure's early exit).
    static func senderArgument(
        for type: TypeSyntax, selector: String, failure: String
    ) -> (check: String?, argument: String) {
        switch normalized(type) {
        case "Any": return (nil, "sender ?? (sender as Any)")  // the object itself; nil only when there is none
        case "Any?": return (nil, "sender")
        default:
            let check = """
                guard let sender = OpenUIKit.StoryboardConnections.sender(sender, as: (\(normalized(type))).self, selector: \(literal(selector)), target: target) else {
                    \(failure)
                }
                """
            return (check, "sender")
        }
    }

    /// `target.name(label: argument, …)`, with `_` parameters unlabelled.
    static func call(_ function: FunctionDeclSyntax, arguments: [String]) -> String {
        let parameters = function.signature.parameterClause.parameters
        let list = zip(parameters, arguments).map { parameter, argument in
            ObjectiveCSelector.argumentLabel(of: parameter) == nil
                ? argument : "\(parameter.firstName.text): \(argument)"
        }
        return "target.\(function.name.text)(\(list.joined(separator: ", ")))"
    }

    /// The type as a closure parameter can hold it: `T!` is `T?`, `Optional<T>` is `T?`, and a
    /// `Foundation.` or `OpenUIKit.` qualifier is dropped for comparison.
    static func normalized(_ type: TypeSyntax) -> String {
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return normalized(unwrapped.wrappedType) + "?"
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return normalized(optional.wrappedType) + "?"
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
            let argument = identifier.genericArgumentClause?.arguments.first,
            identifier.genericArgumentClause?.arguments.count == 1
        {
            return "\(argument.argument.trimmedDescription)?"
        }
        var text = type.trimmedDescription
        for module in ["Swift.", "Foundation.", "OpenUIKit."] where text.hasPrefix(module) {
            text.removeFirst(module.count)
        }
        return text
    }

    /// A Swift string literal for `text` (selectors hold no quotes or backslashes).
    static func literal(_ text: String) -> String { "\"\(text)\"" }

    private static func isPlain(_ type: TypeSyntax) -> Bool {
        !type.is(AttributedTypeSyntax.self) && !type.is(PackExpansionTypeSyntax.self)
    }
}
