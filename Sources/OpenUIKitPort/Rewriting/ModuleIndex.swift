import Foundation
import ObjectiveCSelectors
import SwiftParser
import SwiftSyntax

/// What the app's Swift files declare that rewriting one file needs to know about the others:
/// the classes, their methods (to name a `#selector`'s method and its type), the delegates to
/// register, and the entry point.
struct ModuleIndex {
    struct Method: Hashable {
        /// The type that declares it (an extension's extended type); nil at file scope.
        var typeName: String?
        var base: String
        var labels: [String?]
        var selector: String { ObjectiveCSelector.name(base: base, labels: labels) }
        /// `base(label:label:)`, the name a method reference spells.
        var fullName: String {
            labels.isEmpty ? base : "\(base)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
        }
    }

    /// A class declared at file scope.
    struct Class {
        var name: String
        var file: String
        var inherited: [String]
        /// Whether it declares an initializer a factory can call with no arguments: none at all
        /// (it inherits `init()`), or an `init()` of its own.
        var hasNoArgumentInit: Bool
        var isMain: Bool
        /// Whether `Name(nibName:bundle:)` compiles: it declares no designated initializer (and
        /// inherits its superclass's), or declares that one.
        var hasNibInitializer = false
        /// `private` or `fileprivate`: another file cannot name it.
        var isFilePrivate = false
    }

    /// What a delegate class is, for the registrations the entry point makes.
    enum DelegateRole: String {
        case application = "UIApplicationDelegate"
        case scene = "UISceneDelegate"
    }

    var files: [String: SourceFileSyntax] = [:]
    var classes: [String: Class] = [:]
    var methods: [Method] = []
    /// Property types by type and property name: `faceView: FaceView!` is `FaceView`.
    var propertyTypes: [String: [String: String]] = [:]
    /// Protocols (and classes) each type adopts in extensions.
    var extensionConformances: [String: [String]] = [:]
    /// Files with top-level code (`main.swift`), which is the entry point when there is one.
    var topLevelCodeFiles: [String] = []

    init(files: [(path: String, source: String)]) {
        for (path, source) in files {
            let tree = Parser.parse(source: source)
            self.files[path] = tree
            let collector = Collector(file: path, viewMode: .sourceAccurate)
            collector.walk(tree)
            for var found in collector.classes {
                found.file = path
                classes[found.name] = found
            }
            methods += collector.methods
            propertyTypes.merge(collector.propertyTypes) { $0.merging($1) { a, _ in a } }
            extensionConformances.merge(collector.extensionConformances) { $0 + $1 }
            if collector.hasTopLevelCode, URL(fileURLWithPath: path).lastPathComponent == "main.swift" {
                topLevelCodeFiles.append(path)
            }
        }
    }

    /// The class marked `@main` or `@UIApplicationMain`.
    var mainClass: Class? { classes.values.first { $0.isMain } }

    /// Everything `name` adopts, in its declaration and its extensions.
    func adopted(by name: String) -> [String] {
        (classes[name]?.inherited ?? []) + (extensionConformances[name] ?? [])
    }

    /// Whether `name` is, or inherits from, a class adopting `protocol` (app classes only;
    /// OpenUIKit's delegate protocols are adopted by app classes).
    func role(of name: String) -> DelegateRole? {
        var current: String? = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            let adopted = adopted(by: type)
            if adopted.contains("UIApplicationDelegate") { return .application }
            if adopted.contains("UIWindowSceneDelegate") || adopted.contains("UISceneDelegate") { return .scene }
            current = classes[type]?.inherited.first
        }
        return nil
    }

    /// UIKit's view controller classes an app's controller may inherit from.
    static let uiKitControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIInputViewController",
        "UIReferenceLibraryViewController", "UIActivityViewController", "UIDocumentPickerViewController",
        "UIImagePickerController", "UIHostingController", "UISearchController",
    ]

    /// The app's view controller classes whose `init(nibName:bundle:)` can be called, in name
    /// order: each inherits, through the module's classes, from a UIKit controller class.
    var nibInitializableControllers: [Class] {
        classes.values.sorted { $0.name < $1.name }.filter { found in
            guard found.hasNibInitializer, !found.isFilePrivate else { return false }
            var current: String? = found.name
            var seen: Set<String> = []
            while let type = current, seen.insert(type).inserted {
                if Self.uiKitControllers.contains(type) { return true }
                guard let next = classes[type] else { return false }
                guard next.hasNibInitializer || type == found.name else { return false }
                current = next.inherited.first
            }
            return false
        }
    }

    /// The delegate classes to register, in name order.
    var delegateClasses: [(Class, DelegateRole)] {
        classes.values.sorted { $0.name < $1.name }.compactMap { found in role(of: found.name).map { (found, $0) } }
    }

    /// Methods named `base` with `labels` (any labels when nil), on `typeName` or its app
    /// superclasses when given.
    func methods(named base: String, labels: [String?]?, on typeName: String?) -> [Method] {
        var types: Set<String>? = nil
        if let typeName {
            var chain: Set<String> = []
            var current: String? = typeName
            while let type = current, chain.insert(type).inserted { current = classes[type]?.inherited.first }
            types = chain
        }
        return methods.filter { method in
            method.base == base && (labels == nil || method.labels == labels!)
                && (types == nil || method.typeName.map { types!.contains($0) } == true)
        }
    }

    /// Walks one file for its declarations, keeping track of the type it is in.
    private final class Collector: SyntaxVisitor {
        let file: String
        var classes: [Class] = []
        var methods: [Method] = []
        var propertyTypes: [String: [String: String]] = [:]
        var extensionConformances: [String: [String]] = [:]
        var hasTopLevelCode = false
        private var typeStack: [String] = []

        init(file: String, viewMode: SyntaxTreeViewMode) {
            self.file = file
            super.init(viewMode: viewMode)
        }

        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            if typeStack.isEmpty, node.parent?.parent?.is(SourceFileSyntax.self) == true,
                node.item.is(StmtSyntax.self) || node.item.is(ExprSyntax.self)
            {
                hasTopLevelCode = true
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if typeStack.isEmpty {
                let inits = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
                let hasNoArgumentInit =
                    inits.isEmpty
                    || inits.contains {
                        $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil
                    }
                let isMain = node.attributes.contains { attribute in
                    guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else {
                        return false
                    }
                    return name == "main" || name == "UIApplicationMain" || name == "NSApplicationMain"
                }
                let designated = inits.filter { initializer in
                    !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
                }
                let hasNibInitializer =
                    designated.isEmpty
                    || designated.contains {
                        $0.signature.parameterClause.parameters.map(\.firstName.text) == ["nibName", "bundle"]
                            && $0.optionalMark == nil
                    }
                let isFilePrivate = node.modifiers.contains {
                    $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
                }
                classes.append(
                    Class(
                        name: node.name.text, file: file, inherited: Self.inherited(node.inheritanceClause),
                        hasNoArgumentInit: hasNoArgumentInit, isMain: isMain, hasNibInitializer: hasNibInitializer,
                        isFilePrivate: isFilePrivate))
            }
            typeStack.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            typeStack.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            typeStack.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription
            typeStack.append(name)
            extensionConformances[name, default: []] += Self.inherited(node.inheritanceClause)
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map(Self.argumentLabel(of:))
            methods.append(Method(typeName: typeStack.first, base: node.name.text, labels: labels))
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = typeStack.last else { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let annotation = binding.typeAnnotation?.type.trimmedDescription
                else { continue }
                let bare = annotation.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
                propertyTypes[type, default: [:]][name] = bare
            }
            return .skipChildren
        }

        static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        }

        static func argumentLabel(of parameter: FunctionParameterSyntax) -> String? {
            parameter.firstName.tokenKind == .wildcard ? nil : ObjectiveCSelector.unescaped(parameter.firstName.text)
        }
    }
}
