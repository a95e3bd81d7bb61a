import Foundation
import ObjectiveCSelectors
import SwiftSyntax

/// Rewrites one file of the app for what Swift forbids off Apple platforms, by text edits that
/// keep every other byte (and so every line number) as the author wrote it:
/// - `@IBOutlet` → `@Outlet`, and `@IBAction` forms Swift rejects (none, or two parameters) →
///   `@Action`, with `@Connectable` on the class that holds them, so storyboards reach them by name;
/// - `@objc`, `@objc(name)`, `@objcMembers` and `@nonobjc` removed: there is no Objective-C runtime;
/// - `#selector(method)` → `Selector("objcName", Type.method(labels:))`, a selector that carries
///   its method to target-action, gesture recognizers, `NotificationCenter` and `perform`;
/// - `@NSManaged` → accessors reading and writing the managed object's values by key;
/// - `#keyPath(Type.prop)` → `"prop"`: key paths as strings need the Objective-C runtime;
/// - `@UIApplicationMain` → `@main`, whose `main()` the generated entry point provides;
/// - `import os.log` → `import os` (a Swift module has no submodules).
struct SourceRewriter {
    let index: ModuleIndex
    /// Class names that take members moved from extensions (`MemberMover`), some of them actions.
    let classesReceivingActions: Set<String>

    struct Result {
        var source: String
        var rewrites: [Rewrite]
        var gaps: [PortGap]
    }

    func rewrite(file: String, source: String, displayPath: String) -> Result {
        guard let tree = index.files[file] else { return Result(source: source, rewrites: [], gaps: []) }
        let visitor = Visitor(
            index: index, file: displayPath, tree: tree, classesReceivingActions: classesReceivingActions)
        visitor.walk(tree)
        return Result(source: TextEdit.apply(visitor.edits, to: source), rewrites: visitor.rewrites, gaps: visitor.gaps)
    }

    private final class Visitor: SyntaxVisitor {
        let index: ModuleIndex
        let file: String
        let converter: SourceLocationConverter
        let classesReceivingActions: Set<String>
        var edits: [TextEdit] = []
        var rewrites: [Rewrite] = []
        var gaps: [PortGap] = []
        /// The enclosing types, innermost last, each with whether it needs `@Connectable`.
        private var typeStack: [(name: String, isClass: Bool, needsConnectable: Bool)] = []

        init(index: ModuleIndex, file: String, tree: SourceFileSyntax, classesReceivingActions: Set<String>) {
            self.index = index
            self.file = file
            self.converter = SourceLocationConverter(fileName: file, tree: tree)
            self.classesReceivingActions = classesReceivingActions
            super.init(viewMode: .sourceAccurate)
        }

        // MARK: Recording

        private func record(_ kind: Rewrite.Kind, at node: some SyntaxProtocol, before: String, after: String) {
            let location = node.startLocation(converter: converter)
            rewrites.append(
                Rewrite(
                    file: file, line: location.line, column: location.column, kind: kind, before: before, after: after))
        }

        private func gap(_ node: some SyntaxProtocol, _ symbol: String, _ reason: String) {
            let location = node.startLocation(converter: converter)
            gaps.append(
                PortGap(file: file, line: location.line, column: location.column, symbol: symbol, reason: reason))
        }

        /// Replaces `node`'s text (without its trivia).
        private func replace(_ node: some SyntaxProtocol, with text: String) {
            edits.append(
                TextEdit(
                    range: node.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                    replacement: text))
        }

        /// One line of the declaration around `node`, for the report's before and after.
        private func declarationLine(_ node: some SyntaxProtocol) -> String {
            var decl = Syntax(node)
            while let parent = decl.parent, !decl.is(DeclSyntax.self) { decl = parent }
            let text = decl.trimmedDescription
            return String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        }

        // MARK: Types

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            typeStack.append((node.name.text, true, classesReceivingActions.contains(node.name.text)))
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) {
            let entry = typeStack.removeLast()
            let hasConnectable = node.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Connectable"
            }
            guard entry.needsConnectable, !hasConnectable else { return }
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(TextEdit(range: start..<start, replacement: "@Connectable "))
            let before = declarationLine(node.classKeyword)
            record(.connectable, at: node, before: before, after: "@Connectable " + before)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            typeStack.append((node.name.text, false, false))
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            typeStack.append((node.name.text, false, false))
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            typeStack.append((node.extendedType.trimmedDescription, false, false))
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members {
                if let modifier = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first(where: {
                    $0.name.text == "optional"
                }) {
                    gap(
                        modifier, "optional requirement in protocol \(node.name.text)",
                        "optional protocol requirements need the Objective-C runtime; give the requirement a default implementation in a protocol extension and call it directly"
                    )
                }
            }
            return .visitChildren
        }

        /// Marks the innermost class as needing `@Connectable`; in an extension, the class it
        /// extends takes the member only when `MemberMover` moves it there.
        private func markConnectable(_ node: some SyntaxProtocol, _ what: String) {
            guard let last = typeStack.indices.last else { return }
            if typeStack[last].isClass {
                typeStack[last].needsConnectable = true
            } else if !classesReceivingActions.contains(typeStack[last].name) {
                gap(
                    node, what,
                    "storyboards reach outlets, actions and inspectable properties declared in a class body only (an extension in another file than its class cannot be moved into it)"
                )
            }
        }

        // MARK: Attributes

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            switch name {
            case "IBOutlet":
                replace(node.attributeName, with: "Outlet")
                record(
                    .outlet, at: node, before: declarationLine(node),
                    after: declarationLine(node).replacingOccurrences(of: "@IBOutlet", with: "@Outlet"))
                markConnectable(node, "@IBOutlet")
            case "IBAction":
                markConnectable(node, "@IBAction")
                if let function = Self.enclosingFunction(node), function.signature.parameterClause.parameters.count != 1
                {
                    replace(node.attributeName, with: "Action")
                    record(
                        .action, at: node, before: declarationLine(node),
                        after: declarationLine(node).replacingOccurrences(of: "@IBAction", with: "@Action"))
                }
            case "IBSegueAction":
                markConnectable(node, "@IBSegueAction")
            case "IBInspectable":
                // Storyboards set inspectable properties by name, through the class's table.
                markConnectable(node, "@IBInspectable")
            case "objc", "objcMembers", "nonobjc":
                let before = declarationLine(node)
                // The attribute and the spaces after it go; a line left blank goes too.
                edits.append(removalEdit(node))
                record(
                    .objc, at: node, before: before,
                    after: before.replacingOccurrences(of: node.trimmedDescription + " ", with: "")
                        .replacingOccurrences(of: node.trimmedDescription, with: ""))
            case "NSManaged":
                rewriteManaged(node)
            case "UIApplicationMain":
                replace(node.attributeName, with: "main")
                record(.applicationMain, at: node, before: "@UIApplicationMain", after: "@main")
            default:
                break
            }
            return .skipChildren
        }

        // MARK: @NSManaged

        /// `@NSManaged var name: T` → `var name: T { get { managedValue(forKey: "name") } set { … } }`,
        /// and Xcode's generated `@NSManaged func addToItems(_:)` / `removeFromItems(_:)` given a
        /// body: Swift on Linux accepts `@NSManaged` but gives it no accessors (the Objective-C
        /// runtime makes them on Apple platforms), so the app would not link. Everything stays
        /// on its line.
        private func rewriteManaged(_ node: AttributeSyntax) {
            let declaration = node.parent?.parent
            if let variable = declaration?.as(VariableDeclSyntax.self) {
                guard variable.bindings.count == 1, let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    binding.typeAnnotation != nil, binding.accessorBlock == nil, binding.initializer == nil
                else {
                    gap(node, "@NSManaged", "an @NSManaged property needs one name and a type to be given accessors")
                    return
                }
                let before = declarationLine(node)
                edits.append(removalEdit(node))
                let key = Self.stringLiteral(name)
                let accessors =
                    " { get { managedValue(forKey: \(key)) } set { setManagedValue(newValue, forKey: \(key)) } }"
                let end = binding.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(TextEdit(range: end..<end, replacement: accessors))
                record(
                    .managed, at: node, before: before,
                    after: before.replacingOccurrences(of: "@NSManaged ", with: "") + accessors)
                return
            }
            if let function = declaration?.as(FunctionDeclSyntax.self), function.body == nil {
                let name = function.name.text
                let selector = function.attributes.compactMap { $0.as(AttributeSyntax.self) }
                    .first { $0.attributeName.trimmedDescription == "objc" }?.arguments?.trimmedDescription
                guard let call = Self.managedAccessorCall(function, selector: selector) else {
                    gap(
                        node, "@NSManaged func \(name)",
                        "only Xcode's generated to-many accessors (addTo…, removeFrom…, insertInto…, replace…) are given bodies"
                    )
                    return
                }
                let before = declarationLine(node)
                edits.append(removalEdit(node))
                let end = function.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(TextEdit(range: end..<end, replacement: " { \(call) }"))
                record(
                    .managed, at: node, before: before,
                    after: before.replacingOccurrences(of: "@NSManaged ", with: "") + " { \(call) }")
                return
            }
            gap(
                node, "@NSManaged",
                "@NSManaged is given accessors on stored properties and generated accessor methods only")
        }

        /// The body of one of Xcode's generated to-many accessors, from its name and argument
        /// labels: `addToItems(_:)` → `addManagedObjects(value, forKey: "items")`, and for ordered
        /// relationships `insertIntoItems(_:at:)`, `removeFromItems(at:)`, `replaceItems(at:with:)`.
        /// The relationship is the one its Objective-C selector names when it has one
        /// (`addItemsObject:` → `items`), else its name's rest with the first letter lowered.
        private static func managedAccessorCall(_ function: FunctionDeclSyntax, selector: String?) -> String? {
            let name = function.name.text
            let parameters = Array(function.signature.parameterClause.parameters)
            let labels = parameters.map { $0.firstName.text }
            let arguments = parameters.map { ($0.secondName ?? $0.firstName).text }
            func key(_ suffix: Substring) -> String? {
                var base = String(suffix)
                if let selector, let named = selectorKey(selector) { base = named }
                guard let first = base.first else { return nil }
                return Self.stringLiteral(first.lowercased() + base.dropFirst())
            }
            switch labels {
            case ["_"] where name.hasPrefix("addTo"):
                return key(name.dropFirst(5)).map { "addManagedObjects(\(arguments[0]), forKey: \($0))" }
            case ["_"] where name.hasPrefix("removeFrom"):
                return key(name.dropFirst(10)).map { "removeManagedObjects(\(arguments[0]), forKey: \($0))" }
            case ["_", "at"] where name.hasPrefix("insertInto"):
                return key(name.dropFirst(10)).map {
                    "insertManagedObjects(\(arguments[0]), at: \(arguments[1]), forKey: \($0))"
                }
            case ["at"] where name.hasPrefix("removeFrom"):
                return key(name.dropFirst(10)).map { "removeManagedObjects(at: \(arguments[0]), forKey: \($0))" }
            case ["at", "with"] where name.hasPrefix("replace"):
                return key(name.dropFirst(7)).map {
                    "replaceManagedObjects(at: \(arguments[0]), with: \(arguments[1]), forKey: \($0))"
                }
            default:
                return nil
            }
        }

        /// The capitalized relationship name in one of Core Data's to-many accessor selectors:
        /// `addItemsObject:`, `addItems:`, `removeItemsObject:`, `removeItems:`,
        /// `insertObject:inItemsAtIndex:`, `insertItems:atIndexes:`, `removeObjectFromItemsAtIndex:`,
        /// `removeItemsAtIndexes:`, `replaceObjectInItemsAtIndex:withObject:`,
        /// `replaceItemsAtIndexes:withItems:`; nil for another selector.
        private static func selectorKey(_ selector: String) -> String? {
            let patterns: [(prefix: String, suffix: String)] = [
                ("insertObject:in", "AtIndex:"), ("removeObjectFrom", "AtIndex:"),
                ("replaceObjectIn", "AtIndex:withObject:"), ("insert", ":atIndexes:"), ("remove", "AtIndexes:"),
                ("add", "Object:"), ("remove", "Object:"), ("add", ":"), ("remove", ":"),
            ]
            for (prefix, suffix) in patterns where selector.hasPrefix(prefix) && selector.hasSuffix(suffix) {
                let name = selector.dropFirst(prefix.count).dropLast(suffix.count)
                if !name.isEmpty, !name.contains(":") { return String(name) }
            }
            // `replaceItemsAtIndexes:withItems:`
            if selector.hasPrefix("replace"), let range = selector.range(of: "AtIndexes:with") {
                let name = selector[selector.index(selector.startIndex, offsetBy: 7)..<range.lowerBound]
                if !name.isEmpty, !name.contains(":") { return String(name) }
            }
            return nil
        }

        private static func stringLiteral(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }

        private static func enclosingFunction(_ node: AttributeSyntax) -> FunctionDeclSyntax? {
            node.parent?.parent?.as(FunctionDeclSyntax.self)
        }

        /// Removes an attribute with the spaces after it; when that leaves its line blank, the
        /// line goes too.
        private func removalEdit(_ node: AttributeSyntax) -> TextEdit {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            var end = node.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in node.trailingTrivia {
                if case .spaces(let count) = piece {
                    end += count
                } else if case .tabs(let count) = piece {
                    end += count
                } else {
                    break
                }
            }
            // On a line of its own: take the indentation before it and the newline after it.
            let leading = node.leadingTrivia
            if let next = node.nextToken(viewMode: .sourceAccurate), next.leadingTrivia.first?.isNewline == true,
                case .newlines(1)? = next.leadingTrivia.first, leading.contains(where: \.isNewline)
            {
                var indentation = 0
                for piece in leading.reversed() {
                    if case .spaces(let count) = piece {
                        indentation += count
                    } else if case .tabs(let count) = piece {
                        indentation += count
                    } else {
                        break
                    }
                }
                return TextEdit(range: (start - indentation)..<(end + 1), replacement: "")
            }
            return TextEdit(range: start..<end, replacement: "")
        }

        // MARK: #selector

        // MARK: Initializers on a metatype

        /// Foundation classes whose `init()`, `NSObject`'s on iOS, Linux's Foundation lacks (a
        /// test's stub response is the usual caller), and the call that stands for it: iOS's
        /// empty response has no URL, a length of -1 and no MIME type or encoding.
        static let foundationInitializers: [String: String] = [
            "URLResponse()":
                #"URLResponse(url: URL(string: "about:blank")!, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)"#
        ]

        /// `Self(nibName: a, bundle: b)` and `Self.init(nibName: a, bundle: b)` →
        /// `Self.openUIKitInit(nibName: a, bundle: b)`: Swift calls a non-`required` initializer
        /// on a type known at run time only through the Objective-C runtime.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                callee.baseName.text == "UIApplicationMain", node.arguments.count == 4
            {
                let replacement = "OpenUIKitGenerated.applicationMain"
                replace(callee, with: replacement)
                record(
                    .applicationMainCall, at: node, before: node.trimmedDescription,
                    after: replacement + "(" + node.arguments.trimmedDescription + ")")
                return .visitChildren
            }
            if let replacement = Self.foundationInitializers[node.trimmedDescription] {
                replace(node, with: replacement)
                record(.foundationInit, at: node, before: node.trimmedDescription, after: replacement)
                return .skipChildren
            }
            let labels = node.arguments.map { $0.label?.text }
            guard labels == ["nibName", "bundle"] else { return .visitChildren }
            let callee = node.calledExpression
            let isSelf: Bool
            if let reference = callee.as(DeclReferenceExprSyntax.self) {
                isSelf = reference.baseName.tokenKind == .keyword(.Self)
            } else if let member = callee.as(MemberAccessExprSyntax.self),
                member.declName.baseName.tokenKind == .keyword(.`init`),
                let base = member.base?.as(DeclReferenceExprSyntax.self)
            {
                isSelf = base.baseName.tokenKind == .keyword(.Self)
            } else {
                isSelf = false
            }
            guard isSelf else { return .visitChildren }
            let replacement = "Self.openUIKitInit"
            replace(callee, with: replacement)
            record(
                .dynamicInit, at: node, before: node.trimmedDescription,
                after: replacement + "(" + node.arguments.trimmedDescription + ")")
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "keyPath" {
                rewriteKeyPath(node)
                return .skipChildren
            }
            guard node.macroName.text == "selector" else { return .visitChildren }
            let before = node.trimmedDescription
            guard let replacement = selectorReplacement(node) else { return .skipChildren }
            replace(node, with: replacement)
            record(.selector, at: node, before: before, after: replacement)
            return .skipChildren
        }

        // MARK: #keyPath

        /// `#keyPath(Type.prop.sub)` → `"prop.sub"`, the string the Objective-C runtime makes of
        /// it; a first component that names a type (capitalized) or `self` is left out, as the
        /// compiler resolves it.
        private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
            guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
                gap(node, node.trimmedDescription, "a #keyPath names one key path")
                return
            }
            var components = argument.expression.trimmedDescription.split(separator: ".").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard !components.isEmpty,
                components.allSatisfy({ component in
                    !component.isEmpty && component.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                })
            else {
                gap(node, node.trimmedDescription, "the key path this #keyPath names could not be read from the source")
                return
            }
            if components.count > 1, components[0] == "self" || components[0].first?.isUppercase == true {
                components.removeFirst()
            }
            let replacement = Self.stringLiteral(components.joined(separator: "."))
            replace(node, with: replacement)
            record(.keyPath, at: node, before: node.trimmedDescription, after: replacement)
        }

        /// `Selector("name", Type.method(labels:))` for `#selector(...)`; nil (with a gap
        /// recorded) for forms it cannot name.
        private func selectorReplacement(_ node: MacroExpansionExprSyntax) -> String? {
            guard let argument = node.arguments.first, node.arguments.count == 1 else {
                gap(
                    node, node.trimmedDescription,
                    "a #selector of a getter or setter needs key-value coding, which Linux lacks")
                return nil
            }
            if argument.label != nil {
                gap(
                    node, node.trimmedDescription,
                    "a #selector of a getter or setter needs key-value coding, which Linux lacks")
                return nil
            }
            // The expression names a method: `method`, `self.method`, `Type.method`,
            // `instance.method`, each with or without its labels.
            var expression = argument.expression
            if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1 {
                expression = parenthesized.elements.first!.expression
            }
            var baseExpression: ExprSyntax?
            let reference: DeclReferenceExprSyntax
            if let member = expression.as(MemberAccessExprSyntax.self) {
                baseExpression = member.base
                reference = member.declName
            } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
                reference = plain
            } else {
                gap(
                    node, node.trimmedDescription,
                    "the method this #selector names could not be worked out from the source")
                return nil
            }
            let base = reference.baseName.text
            let writtenLabels: [String?]? = reference.argumentNames.map { names in
                names.arguments.map {
                    $0.name.tokenKind == .wildcard ? nil : ObjectiveCSelector.unescaped($0.name.text)
                }
            }

            // The type the method is looked for on.
            var typeName: String?
            if let baseExpression, baseExpression.trimmedDescription != "self" {
                let written = baseExpression.trimmedDescription
                if written.first?.isUppercase == true {
                    typeName = written
                } else if let enclosing = typeStack.last?.name {
                    typeName = index.propertyTypes[enclosing]?[written]
                }
            } else {
                typeName = typeStack.last?.name
            }
            var candidates = index.methods(named: base, labels: writtenLabels, on: typeName)
            if candidates.isEmpty { candidates = index.methods(named: base, labels: writtenLabels, on: nil) }
            let labels: [String?]
            let declaringType: String?
            if let method = candidates.first, Set(candidates.map(\.labels)).count == 1 {
                labels = method.labels
                declaringType = typeName ?? method.typeName
                if candidates.count > 1, typeName == nil, Set(candidates.map(\.typeName)).count > 1 {
                    gap(
                        node, node.trimmedDescription,
                        "several types declare \(method.fullName); name the type in the #selector")
                    return nil
                }
            } else if let writtenLabels {
                labels = writtenLabels
                declaringType = typeName
            } else if candidates.isEmpty {
                labels = []
                declaringType = typeName
            } else {
                gap(node, node.trimmedDescription, "\(base) is overloaded; write its argument labels in the #selector")
                return nil
            }
            guard let declaringType else {
                gap(node, node.trimmedDescription, "the type that declares \(base) could not be worked out")
                return nil
            }
            guard labels.count <= 2 else {
                gap(node, node.trimmedDescription, "an action takes at most a sender and an event")
                return nil
            }
            let method = ModuleIndex.Method(typeName: declaringType, base: base, labels: labels)
            return "Selector(\"\(method.selector)\", \(declaringType).\(method.fullName))"
        }

        // MARK: Imports

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            let path = node.path.map(\.name.text)
            if let module = path.first, ModuleSupport.logging.contains(module) {
                replace(node.path, with: ModuleSupport.loggingStandIn)
                record(
                    .importRenamed, at: node, before: node.trimmedDescription,
                    after: "import \(ModuleSupport.loggingStandIn)")
            } else if let module = path.first, let reason = ModuleSupport.missing(module) {
                gap(node, "import \(module)", reason)
            }
            return .skipChildren
        }
    }
}

/// The Apple modules a port can or cannot import on Linux.
enum ModuleSupport {
    /// Apple's logging modules (`import os`, `import os.log`, `import OSLog`), and the OpenUIKit
    /// module that holds `os_log` and `Logger` in their place.
    static let logging: Set<String> = ["os", "OSLog"]
    static let loggingStandIn = "OpenUIKitLogging"

    /// Modules a port can import: the toolchain's on Linux, OpenUIKit's Apple module names and
    /// runtime, and Apple's logging modules, which the port renames.
    static let available: Set<String> = Set<String>([
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "XCTest", "Testing", "Glibc", "Musl", "_Concurrency", "_StringProcessing",
        "RegexBuilder", "Observation", "Synchronization", "Distributed", "Cxx", "CxxStdlib",
        PackageManifest.runtime, PackageManifest.uiTesting,
    ]).union(PackageManifest.appleModules).union(logging)

    /// Apple's frameworks that OpenUIKit does not provide (yet), by module name: an app that
    /// imports one does not build until it does.
    static let appleFrameworksMissing: Set<String> = [
        "ARKit", "Accelerate", "AppKit", "AuthenticationServices", "BackgroundTasks", "CloudKit", "ContactsUI",
        "CoreBluetooth", "CoreHaptics", "CoreML", "CoreMotion", "CoreServices", "CoreSpotlight", "CoreText",
        "EventKitUI", "GLKit", "GameKit", "HealthKit", "Intents",
        "LocalAuthentication", "Metal", "MetalKit", "NaturalLanguage", "Network", "QuickLook", "SceneKit",
        "Security", "SpriteKit", "SwiftData", "SwiftUI", "SystemConfiguration", "Vision", "WatchConnectivity",
        "WidgetKit",
    ]

    /// Why an import of `module` has nothing to import, when it is an Apple framework.
    static func missing(_ module: String) -> String? {
        appleFrameworksMissing.contains(module) ? "\(module) is an Apple framework OpenUIKit does not provide yet" : nil
    }
}
