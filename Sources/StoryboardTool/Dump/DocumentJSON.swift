import Foundation
import StoryboardDocument

/// The decoded model of a document as JSON: what `storyboard dump` prints. Every object carries
/// the line and column it was read from.
enum DocumentJSON {
    static func file(_ file: StoryboardInputs.File, inputs: StoryboardInputs, elements: Bool) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("file", .string(file.path)), ("name", .string(file.name)), ("bundle", .string(file.bundle)),
        ]
        if let localization = file.localization { pairs.append(("localization", .string(localization))) }
        pairs.append(("diagnostics", .array(file.result.diagnostics.map(diagnostic))))
        guard let document = file.document else { return .object(pairs) }
        var capabilities: [(String, JSONValue)] = []
        for (name, version) in document.capabilities.sorted(by: { $0.key < $1.key }) {
            capabilities.append((name, .string(version)))
        }
        pairs += [
            ("format", document.format == .storyboard ? "storyboard" : "xib"),
            ("type", .string(document.type)), ("version", .string(document.version)),
            ("toolsVersion", .string(document.toolsVersion)),
            ("targetRuntime", .optional(document.root["targetRuntime"])),
            ("initialViewController", .optional(document.initialViewController)),
            ("launchScreen", .bool(document.isLaunchScreen)), ("useAutolayout", .bool(document.useAutolayout)),
            ("useTraitCollections", .bool(document.useTraitCollections)),
            ("useSafeAreas", .bool(document.useSafeAreas)),
            ("device", .optional(document.device)), ("capabilities", .object(capabilities)),
        ]
        if document.format == .storyboard {
            pairs.append(("scenes", .array(document.scenes.map { scene($0, file: file, inputs: inputs) })))
        } else {
            pairs.append(("objects", .array(document.objects.map { object($0, file: file, inputs: inputs) })))
        }
        if elements { pairs.append(("elements", element(document.root))) }
        return .object(pairs)
    }

    static func diagnostic(_ diagnostic: StoryboardDiagnostic) -> JSONValue {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)), ("line", .number(Double(diagnostic.location.line))),
            ("column", .number(Double(diagnostic.location.column))), ("message", .string(diagnostic.message)),
        ])
    }

    private static func located(_ location: SourceLocation, _ pairs: [(String, JSONValue)]) -> JSONValue {
        .compact(pairs + [("line", .number(Double(location.line))), ("column", .number(Double(location.column)))])
    }

    private static func scene(_ scene: Scene, file: StoryboardInputs.File, inputs: StoryboardInputs) -> JSONValue {
        located(
            scene.location,
            [
                ("sceneID", .string(scene.sceneID)), ("label", .optional(scene.label)),
                ("objects", .array(scene.objects.map { object($0, file: file, inputs: inputs) })),
            ])
    }

    private static func object(
        _ object: SceneObject, file: StoryboardInputs.File, inputs: StoryboardInputs
    ) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("element", .string(object.node.name)), ("id", .string(object.id))]
        switch object.kind {
        case .controller: pairs.append(("kind", "controller"))
        case let .reference(storyboardName, identifier, bundle):
            pairs.append(("kind", "reference"))
            var target: JSONValue = .null
            if case .success(let found)? = inputs.resolve(object, in: file) {
                target = .object([
                    ("storyboard", .string(found.storyboardName)), ("controller", .string(found.controller.id)),
                ])
            }
            pairs.append(
                (
                    "reference",
                    .compact([
                        ("storyboardName", .optional(storyboardName)), ("referencedIdentifier", .optional(identifier)),
                        ("bundleIdentifier", .optional(bundle)), ("resolvesTo", target),
                    ])
                ))
        case .firstResponder: pairs.append(("kind", "firstResponder"))
        case .exit: pairs.append(("kind", "exit"))
        case .placeholder(let name): pairs += [("kind", "placeholder"), ("placeholder", .string(name))]
        case .other: pairs.append(("kind", "other"))
        }
        pairs += [
            ("sceneMemberID", .optional(object.sceneMemberID)), ("customClass", .optional(object.customClass)),
            ("customModule", .optional(object.customModule)),
            ("customModuleProvider", .optional(object.customModuleProvider)),
            ("storyboardIdentifier", .optional(object.storyboardIdentifier)), ("title", .optional(object.title)),
        ]
        if let root = object.rootView { pairs.append(("view", view(root))) }
        if let loose = object.view { pairs.append(("looseView", view(loose))) }
        if !object.propertyViews.isEmpty { pairs.append(("propertyViews", .array(object.propertyViews.map(view)))) }
        if !object.segues.isEmpty { pairs.append(("segues", .array(object.segues.map(segue)))) }
        if !object.connections.isEmpty { pairs.append(("connections", .array(object.connections.map(connection)))) }
        if !object.runtimeAttributes.isEmpty {
            pairs.append(("runtimeAttributes", .array(object.runtimeAttributes.map(attribute))))
        }
        return located(object.location, pairs)
    }

    private static func view(_ view: ViewElement) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("element", .string(view.elementName)), ("id", .string(view.id)), ("key", .optional(view.key)),
            ("customClass", .optional(view.customClass)), ("customModule", .optional(view.customModule)),
            ("text", .optional(view.text)), ("image", .optional(view.image)),
        ]
        if let frame = view.frame {
            pairs.append(
                (
                    "frame",
                    .array([frame.origin.x, frame.origin.y, frame.width, frame.height].map { .number(Double($0)) })
                ))
        }
        if !view.subviews.isEmpty { pairs.append(("subviews", .array(view.subviews.map(self.view)))) }
        if !view.cells.isEmpty { pairs.append(("cells", .array(view.cells.map(self.view)))) }
        if !view.propertyViews.isEmpty { pairs.append(("propertyViews", .array(view.propertyViews.map(self.view)))) }
        if !view.constraints.isEmpty { pairs.append(("constraints", .array(view.constraints.map(constraint)))) }
        if !view.runtimeAttributes.isEmpty {
            pairs.append(("runtimeAttributes", .array(view.runtimeAttributes.map(attribute))))
        }
        return located(view.node.location, pairs)
    }

    private static func segue(_ segue: Segue) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("id", .string(segue.id)), ("kind", .string(segue.kind.name))]
        switch segue.kind {
        case .relationship(let name): pairs.append(("relationship", .string(name)))
        case .unwind(let action): pairs.append(("unwindAction", .string(action)))
        default: break
        }
        let trigger: JSONValue
        switch segue.trigger {
        case .manual: trigger = "manual"
        case let .element(name, id): trigger = .object([("element", .string(name)), ("id", .string(id))])
        }
        pairs += [
            ("identifier", .optional(segue.identifier)), ("source", .string(segue.sourceControllerID)),
            ("destination", .string(segue.destination)), ("trigger", trigger),
            ("customClass", .optional(segue.customClass)), ("customModule", .optional(segue.customModule)),
            ("modalPresentationStyle", .optional(segue.modalPresentationStyle)),
            ("modalTransitionStyle", .optional(segue.modalTransitionStyle)),
            ("animates", segue.animates ? .null : .bool(false)),
        ]
        return located(segue.location, pairs)
    }

    private static func connection(_ connection: Connection) -> JSONValue {
        var pairs: [(String, JSONValue)]
        switch connection.kind {
        case .outlet(let property): pairs = [("kind", "outlet"), ("property", .string(property))]
        case let .outletCollection(property, collectionClass):
            pairs = [
                ("kind", "outletCollection"), ("property", .string(property)),
                ("collectionClass", .optional(collectionClass)),
            ]
        case let .action(selector, eventType):
            pairs = [("kind", "action"), ("selector", .string(selector)), ("eventType", .optional(eventType))]
        }
        pairs += [
            ("id", .string(connection.id)), ("source", .string(connection.sourceID)),
            ("sourceElement", .string(connection.sourceElement)), ("destination", .string(connection.destination)),
        ]
        return located(connection.location, pairs)
    }

    private static func constraint(_ constraint: Constraint) -> JSONValue {
        located(
            constraint.location,
            [
                ("id", .string(constraint.id)), ("firstItem", .optional(constraint.firstItem)),
                ("firstAttribute", .string(constraint.firstAttribute)), ("relation", .string(constraint.relation)),
                ("secondItem", .optional(constraint.secondItem)),
                ("secondAttribute", .optional(constraint.secondAttribute)),
                ("multiplier", .number(constraint.multiplier)), ("constant", .number(constraint.constant)),
                ("priority", .number(constraint.priority)), ("identifier", .optional(constraint.identifier)),
                ("placeholder", constraint.isPlaceholder ? .bool(true) : .null),
            ])
    }

    private static func attribute(_ attribute: RuntimeAttribute) -> JSONValue {
        let value: JSONValue
        switch attribute.value {
        case .boolean(let flag): value = .bool(flag)
        case .number(let number): value = .number(number)
        case .string(let text), .localizedString(let text), .image(let text): value = .string(text)
        case let .point(x, y): value = .array([.number(x), .number(y)])
        case let .size(width, height): value = .array([.number(width), .number(height)])
        case let .rect(x, y, width, height): value = .array([.number(x), .number(y), .number(width), .number(height)])
        case let .range(location, length): value = .array([.number(Double(location)), .number(Double(length))])
        case .color(let color): value = .string(String(describing: color))
        case .none: value = .null
        case let .other(_, raw): value = .optional(raw)
        }
        return located(attribute.location, [("keyPath", .string(attribute.keyPath)), ("value", value)])
    }

    /// The element tree as written: name, attributes in order, text, children.
    private static func element(_ node: XMLNode) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("name", .string(node.name))]
        if !node.attributes.isEmpty {
            pairs.append(("attributes", .object(node.attributes.map { ($0.name, .string($0.value)) })))
        }
        if !node.text.isEmpty { pairs.append(("text", .string(node.text))) }
        let children = Array(node.children)
        if !children.isEmpty { pairs.append(("children", .array(children.map(element)))) }
        return located(node.location, pairs)
    }
}
