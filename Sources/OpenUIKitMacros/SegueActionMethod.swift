import ObjectiveCSelectors
import SwiftDiagnostics
import SwiftSyntax

/// An `@IBSegueAction` method: its selector, and the closure that calls it with the coder,
/// sender and segue identifier and returns the controller it makes.
struct SegueActionMethod {
    let selector: String
    let function: FunctionDeclSyntax

    static func read(_ function: FunctionDeclSyntax) -> Result<SegueActionMethod, MethodProblems> {
        var problems = StoryboardMethod.problems(of: function, attribute: "IBSegueAction")
        let parameters = Array(function.signature.parameterClause.parameters)
        if parameters.isEmpty || parameters.count > 3 {
            problems.append(
                Diagnostic(
                    node: function.signature.parameterClause, message: ConnectionDiagnostic.segueActionParameterCount))
        }
        if let coder = parameters.first, StoryboardMethod.normalized(coder.type) != "NSCoder" {
            problems.append(Diagnostic(node: coder.type, message: ConnectionDiagnostic.segueActionCoderNotFirst))
        }
        if parameters.count == 3, !["String", "String?"].contains(StoryboardMethod.normalized(parameters[2].type)) {
            problems.append(
                Diagnostic(node: parameters[2].type, message: ConnectionDiagnostic.segueActionIdentifierNotString))
        }
        if function.signature.returnClause == nil {
            problems.append(
                Diagnostic(node: function.signature, message: ConnectionDiagnostic.segueActionWithoutResult))
        }
        guard problems.isEmpty else { return .failure(MethodProblems(problems)) }
        return .success(SegueActionMethod(selector: ObjectiveCSelector.name(of: function), function: function))
    }

    /// `{ target, coder, sender, identifier in … }` for `StoryboardConnections.segueActions`.
    func closure(className: String) -> String {
        let parameters = Array(function.signature.parameterClause.parameters)
        var lines = ["guard let target = target as? \(className) else {", "    return nil", "}"]
        var arguments = ["coder"]
        if parameters.count >= 2 {
            let (check, argument) = StoryboardMethod.senderArgument(
                for: parameters[1].type, selector: selector, failure: "return nil")
            if let check { lines += check.split(separator: "\n").map(String.init) }
            arguments.append(argument)
        }
        if parameters.count == 3 {
            arguments.append(
                StoryboardMethod.normalized(parameters[2].type) == "String" ? "identifier ?? \"\"" : "identifier")
        }
        lines.append("return " + StoryboardMethod.call(function, arguments: arguments))
        return "{ target, coder, sender, identifier in\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n}"
    }
}
