import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Connectable`: overrides `storyboardConnections` with the class's `@Outlet` properties,
/// `@IBAction` / `@Action` methods and `@IBSegueAction` methods, merged over its superclass's so a
/// subclass of a `@Connectable` class keeps what it inherits.
public struct ConnectableMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ConnectionDiagnostic.connectableNotOnClass))
            return []
        }
        guard classDecl.inheritanceClause != nil else {
            context.diagnose(
                Diagnostic(node: classDecl.name, message: ConnectionDiagnostic.connectableWithoutSuperclass))
            return []
        }
        if let existing = classDecl.memberBlock.members.first(where: { declaresConnections($0.decl) }) {
            context.diagnose(Diagnostic(node: existing, message: ConnectionDiagnostic.connectionsAlreadyDeclared))
            return []
        }
        let className = classDecl.name.text
        var entries: [String] = []
        var outletNames: Set<String> = []
        var actionSelectors: Set<String> = []
        var segueActionSelectors: Set<String> = []

        for member in classDecl.memberBlock.members {
            let decl = member.decl
            if has(decl, attribute: ["Outlet", "OpenUIKit.Outlet"]),
                case .success(let outlet) = OutletDeclaration.read(decl)
            {
                // A declaration that is no outlet is reported by `@Outlet` itself.
                guard outletNames.insert(outlet.name).inserted else {
                    context.diagnose(Diagnostic(node: decl, message: ConnectionDiagnostic.duplicateOutlet(outlet.name)))
                    continue
                }
                entries.append(
                    "connections.outlets[\(StoryboardMethod.literal(outlet.name))] = "
                        + outletClosure(outlet, className: className))
            }
            if has(decl, attribute: ["IBInspectable"]), let variable = decl.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                !isReadOnly(variable.bindings.first!)
            {
                entries.append(
                    "connections.inspectables[\(StoryboardMethod.literal(name))] = OpenUIKit.StoryboardConnections.inspectable(\\\(className).\(name))"
                )
            }
            guard let function = decl.as(FunctionDeclSyntax.self) else { continue }
            if let attribute = attributeName(decl, among: ["IBAction", "Action", "OpenUIKit.Action"]) {
                switch ActionMethod.read(function, attribute: attribute) {
                case .success(let action):
                    guard actionSelectors.insert(action.selector).inserted else {
                        context.diagnose(
                            Diagnostic(
                                node: function.name, message: ConnectionDiagnostic.duplicateSelector(action.selector)))
                        continue
                    }
                    entries.append(
                        "connections.actions[\(StoryboardMethod.literal(action.selector))] = "
                            + action.closure(className: className))
                case .failure(let problems):
                    problems.diagnostics.forEach(context.diagnose)
                }
            }
            if has(decl, attribute: ["IBSegueAction"]) {
                switch SegueActionMethod.read(function) {
                case .success(let segueAction):
                    guard segueActionSelectors.insert(segueAction.selector).inserted else {
                        context.diagnose(
                            Diagnostic(
                                node: function.name,
                                message: ConnectionDiagnostic.duplicateSelector(segueAction.selector)))
                        continue
                    }
                    entries.append(
                        "connections.segueActions[\(StoryboardMethod.literal(segueAction.selector))] = "
                            + segueAction.closure(className: className))
                case .failure(let problems):
                    problems.diagnostics.forEach(context.diagnose)
                }
            }
        }

        let isPublic = classDecl.modifiers.contains {
            [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind)
        }
        let body =
            entries.isEmpty
            ? "super.storyboardConnections"
            : (["var connections = OpenUIKit.StoryboardConnections()"] + entries
                + ["return super.storyboardConnections.merging(connections)"]).joined(separator: "\n")
        let member: DeclSyntax = """
            \(raw: isPublic ? "public " : "")override class var storyboardConnections: OpenUIKit.StoryboardConnections {
            \(raw: indented(body))
            }
            """
        return [member]
    }

    /// Whether `node` (from a macro's lexical context) is a class marked `@Connectable`.
    static func isConnectable(_ node: Syntax) -> Bool {
        guard let classDecl = node.as(ClassDeclSyntax.self) else { return false }
        return has(DeclSyntax(classDecl), attribute: ["Connectable", "OpenUIKit.Connectable"])
    }

    private static func outletClosure(_ outlet: OutletDeclaration, className: String) -> String {
        """
        { target, value in
            guard let target = target as? \(className), let value = value as? \(outlet.valueType) else {
                return false
            }
            target.\(outlet.reference) = value
            return true
        }
        """
    }

    private static func has(_ decl: DeclSyntax, attribute names: Set<String>) -> Bool {
        attributeName(decl, among: names) != nil
    }

    /// The first of `names` that `decl` is marked with, as written.
    private static func attributeName(_ decl: DeclSyntax, among names: Set<String>) -> String? {
        guard let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes else { return nil }
        for case .attribute(let attribute) in attributes
        where names.contains(attribute.attributeName.trimmedDescription) {
            return attribute.attributeName.trimmedDescription
        }
        return nil
    }

    /// A computed property without a setter, which a storyboard cannot set.
    private static func isReadOnly(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock else { return false }
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list):
            let kinds = list.map(\.accessorSpecifier.tokenKind)
            return kinds.contains(.keyword(.get)) && !kinds.contains(.keyword(.set))
        }
    }

    private static func declaresConnections(_ decl: DeclSyntax) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return false }
        return variable.bindings.contains {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "storyboardConnections"
        }
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(
            separator: "\n")
    }
}
