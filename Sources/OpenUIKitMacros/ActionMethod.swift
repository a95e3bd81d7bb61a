import ObjectiveCSelectors
import SwiftDiagnostics
import SwiftSyntax

/// An `@IBAction` or `@Action` method: its selector, and the closure that calls it with a sender and event.
struct ActionMethod {
    let selector: String
    let function: FunctionDeclSyntax

    static func read(_ function: FunctionDeclSyntax, attribute: String) -> Result<ActionMethod, MethodProblems> {
        var problems = StoryboardMethod.problems(of: function, attribute: attribute)
        let parameters = function.signature.parameterClause.parameters
        if parameters.count > 2 {
            problems.append(
                Diagnostic(
                    node: function.signature.parameterClause, message: ConnectionDiagnostic.actionTooManyParameters))
        } else if parameters.count == 2, let event = parameters.last,
            !["UIEvent", "UIEvent?"].contains(StoryboardMethod.normalized(event.type))
        {
            problems.append(Diagnostic(node: event.type, message: ConnectionDiagnostic.actionEventNotUIEvent))
        }
        guard problems.isEmpty else { return .failure(MethodProblems(problems)) }
        return .success(ActionMethod(selector: ObjectiveCSelector.name(of: function), function: function))
    }

    /// `{ target, sender, event in … }` for `StoryboardConnections.actions`. A method that takes
    /// a non-optional `UIEvent` gets a blank one when there is none (`sendActions(for:)` and
    /// `perform(_:with:)` have no event), so the action is still sent, as in UIKit.
    func closure(className: String) -> String {
        let parameters = Array(function.signature.parameterClause.parameters)
        var lines = ["guard let target = target as? \(className) else {", "    return", "}"]
        var arguments: [String] = []
        if let sender = parameters.first {
            let (check, argument) = StoryboardMethod.senderArgument(
                for: sender.type, selector: selector, failure: "return")
            if let check { lines += check.split(separator: "\n").map(String.init) }
            arguments.append(argument)
        }
        if parameters.count == 2, let event = parameters.last {
            arguments.append(
                StoryboardMethod.normalized(event.type) == "UIEvent" ? "event ?? OpenUIKit.UIEvent()" : "event")
        }
        lines.append(StoryboardMethod.call(function, arguments: arguments))
        return "{ target, sender, event in\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n}"
    }
}

/// Why a method marked `@IBAction` or `@IBSegueAction` cannot be listed.
struct MethodProblems: Error {
    let diagnostics: [Diagnostic]
    init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
