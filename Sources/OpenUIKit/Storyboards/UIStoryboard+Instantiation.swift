import Foundation
import StoryboardDocument

/// Making a scene's controller: its class, `init?(coder:)` with a coder that carries the scene,
/// the scene's settings, the children its relationship segues name, then `awakeFromNib` (ST-2).
/// The view waits until the controller's view loads (E-2).
extension UIStoryboard {
    /// The scene whose object id is `id` (tools reach scenes that have no storyboard identifier).
    @_spi(Tooling) public func makeController(
        id: String, creator: ((NSCoder) -> UIViewController?)?
    ) -> UIViewController? {
        guard let object = object(withID: id) else { return nil }
        if case let .reference(storyboardName, identifier, bundleIdentifier) = object.kind {
            return followReference(
                storyboardName: storyboardName, identifier: identifier,
                bundleIdentifier: bundleIdentifier, at: object.location, creator: creator)
        }
        let key = SceneChain.key(storyboard: self, id: object.id)
        let ancestry = SceneChain.current
        if ancestry.contains(key) {
            // Reached through a reference or a segue action: the segue itself could not tell.
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Scene '\(object.id)' (\(object.location)) would be made inside itself; it is left out.")
            return nil
        }
        let context = StoryboardSceneContext(storyboard: self, object: object)
        context.ancestry = ancestry
        let coder = StoryboardCoder(scene: context)
        var controller: UIViewController?
        if let creator {
            LifecycleTrace.record("⟨creator(coder)⟩")
            controller = creator(coder)
            if let made = controller, coder.adopter !== made {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.internalInconsistency,
                    "Custom instantiated view controller must call -[super initWithCoder:]")
                return made
            }
        }
        if controller == nil {
            let type = StoryboardClasses.resolve(
                element: object.controllerElement ?? "viewController",
                customClass: object.customClass, customModule: object.customModule,
                customModuleProvider: object.customModuleProvider,
                location: object.location, fallback: UIViewController.self)
            controller = type.init(coder: coder)
        }
        guard let controller else { return nil }
        configure(controller, from: object)
        if let scene = controller.storyboardScene {
            StoryboardBarItems.install(from: object, on: controller, in: scene)
        }
        SceneChain.within(ancestry + [key]) { attachRelationships(of: object, to: controller) }
        LifecycleTrace.record(controller, "awakeFromNib")
        controller.awakeFromNib()
        return controller
    }

    /// A storyboard reference (ST-6): this storyboard or another one, its initial controller
    /// when no identifier is given.
    func followReference(
        storyboardName: String?, identifier: String?, bundleIdentifier: String?,
        at location: SourceLocation, creator: ((NSCoder) -> UIViewController?)?
    ) -> UIViewController? {
        let target: UIStoryboard
        if let storyboardName, !storyboardName.isEmpty, storyboardName != name {
            if let loaded = referencedStoryboards[storyboardName] {
                guard let loaded else { return nil }  // looked for before, and not found
                target = loaded
            } else {
                var bundle = self.bundle
                if let bundleIdentifier, !bundleIdentifier.isEmpty {
                    guard let found = Bundle(identifier: bundleIdentifier) else {
                        UIKitDiagnostics.report(
                            UIKitDiagnostic.invalidArgument,
                            "The storyboard reference at \(location) names bundle '\(bundleIdentifier)', which is not loaded"
                        )
                        return nil
                    }
                    bundle = found
                }
                guard
                    let url = StoryboardFiles.find(
                        name: storyboardName, bundle: bundle,
                        preferring: fileURL?.deletingLastPathComponent())
                else {
                    referencedStoryboards[storyboardName] = .some(nil)
                    UIKitDiagnostics.report(
                        UIKitDiagnostic.invalidArgument,
                        "Could not find a storyboard named '\(storyboardName)' in bundle NSBundle <\((bundle ?? .main).bundlePath)> (loaded) (referenced at \(location))"
                    )
                    return nil
                }
                // A malformed referenced file says what is wrong with it, where, before the
                // reference reports finding no scene in it.
                let document = UIKitDiagnostics.report(StoryboardFiles.decode(url))
                target = UIStoryboard(name: storyboardName, bundle: bundle, fileURL: url, document: document)
                referencedStoryboards[storyboardName] = target
            }
        } else {
            target = self
        }
        let id =
            identifier.flatMap { $0.isEmpty ? nil : target.idsByIdentifier[$0] }
            ?? (identifier?.isEmpty == false ? nil : target.document?.initialViewController)
        guard let id, target.object(withID: id).map({ if case .reference = $0.kind { false } else { true } }) ?? false
        else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Storyboard (\(objectDescription(target))) doesn't contain a view controller with identifier '\(identifier ?? "")' (referenced at \(location))"
            )
            return nil
        }
        return target.makeController(id: id, creator: creator)
    }

    /// The scene's settings that live on the controller.
    private func configure(_ controller: UIViewController, from object: SceneObject) {
        let node = object.node
        let strings = localizedStrings
        if let title = strings["\(object.id).title"] ?? object.title { controller.title = title }
        if let style = node["modalPresentationStyle"].flatMap(UIModalPresentationStyle.init(storyboardName:)) {
            controller.modalPresentationStyle = style
        }
        if let style = node["modalTransitionStyle"].flatMap(UIModalTransitionStyle.init(storyboardName:)) {
            controller.modalTransitionStyle = style
        }
        if node.flag("definesPresentationContext") { controller.definesPresentationContext = true }
        if node.flag("providesPresentationContextTransitionStyle") {
            controller.providesPresentationContextTransitionStyle = true
        }
        if node.flag("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = true }
        if node.flag("extendedLayoutIncludesOpaqueBars") { controller.extendedLayoutIncludesOpaqueBars = true }
        if let item = node.child("navigationItem", key: "navigationItem") {
            if let title = item["id"].flatMap({ strings["\($0).title"] }) ?? item["title"] {
                controller.navigationItem.title = title
            }
            if let prompt = item["prompt"] { controller.navigationItem.prompt = prompt }
        }
        if let item = node.child("tabBarItem", key: "tabBarItem") {
            if let title = item["id"].flatMap({ strings["\($0).title"] }) ?? item["title"] {
                controller.tabBarItem.title = title
            }
            if let tag = item["tag"].flatMap(Int.init) { controller.tabBarItem.tag = tag }
            StoryboardAccessibility.apply(item, to: controller.tabBarItem as UITabBarItem)
        }
    }

    /// Relationship segues give a container its children, in document order: a navigation
    /// controller its root, a tab bar controller its tabs, a split view controller its columns,
    /// and a `StoryboardRelationshipContainer` the children of each relationship it declares.
    private func attachRelationships(of object: SceneObject, to controller: UIViewController) {
        var byName: [(name: String, children: [UIViewController])] = []
        for segue in object.segues {
            guard case .relationship(let name) = segue.kind else { continue }
            if SceneChain.current.contains(SceneChain.key(storyboard: self, id: segue.destination)) {
                UIKitDiagnostics.report(
                    UIKitDiagnostic.invalidArgument,
                    "The relationship segue '\(segue.id)' (\(segue.location)) would place scene '\(segue.destination)' inside itself; "
                        + "the container goes without it.")
                continue
            }
            guard let child = makeController(id: segue.destination, creator: relationshipCreator(segue)) else {
                continue
            }
            if let index = byName.firstIndex(where: { $0.name == name }) {
                byName[index].children.append(child)
            } else {
                byName.append((name, [child]))
            }
        }
        if let split = controller as? UISplitViewController, split.style == .unspecified,
            !(controller is any StoryboardRelationshipContainer)
        {
            // The classic style takes both columns at once, whatever order the file lists them in.
            let columns = ["masterViewController", "detailViewController"].compactMap { name in
                byName.first { $0.name == name }?.children.first
            }
            split.viewControllers = columns
            byName.removeAll { $0.name == "masterViewController" || $0.name == "detailViewController" }
        }
        for (name, children) in byName {
            deliver(children, forRelationship: name, to: controller, location: object.location)
        }
    }

    /// The controllers performing segues whose destinations are being made, innermost last, with
    /// their senders.
    static var segueSources: [(source: UIViewController, sender: Any?)] = []

    /// A relationship segue that names a segue action (`destinationCreationSelector`) makes its
    /// child through that action on the controller performing the segue that made the container,
    /// as UIKit does: a navigation controller presented from a list gets its root from the list's
    /// `@IBSegueAction`. With no segue being performed there is no one to ask, and the child is
    /// made as usual.
    private func relationshipCreator(_ segue: Segue) -> ((NSCoder) -> UIViewController?)? {
        guard let selector = segue.destinationCreationSelector, !selector.isEmpty,
            let context = UIStoryboard.segueSources.last
        else { return nil }
        guard let action = context.source.cachedStoryboardConnections.segueActions[selector] else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "\(objectDescription(context.source)) has no segue action '\(selector)' (\(segue.location))")
            return nil
        }
        return { [weak source = context.source, sender = context.sender] coder in
            guard let source else { return nil }
            return action(source, coder, sender, segue.identifier)
        }
    }

    /// Interface Builder's relationship names for a column-style split view controller.
    private static let splitColumns: [String: UISplitViewController.Column] = [
        "masterViewController": .primary, "supplementaryViewController": .supplementary,
        "detailViewController": .secondary, "compactViewController": .compact,
    ]

    func deliver(
        _ children: [UIViewController], forRelationship name: String, to controller: UIViewController,
        location: SourceLocation
    ) {
        if let container = controller as? any StoryboardRelationshipContainer {
            container.setStoryboardChildren(children, forRelationship: name)
            return
        }
        switch (controller, name) {
        case (let navigation as UINavigationController, "rootViewController"):
            navigation.setViewControllers(children, animated: false)
        case (let tabs as UITabBarController, "viewControllers"):
            tabs.setViewControllers((tabs.viewControllers ?? []) + children, animated: false)
        case (let split as UISplitViewController, _)
        where split.style != .unspecified && Self.splitColumns[name] != nil:
            split.setViewController(children.first, for: Self.splitColumns[name]!)
        default:
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "\(objectDescription(controller)) has no relationship '\(name)' (\(location)); a custom container receives relationships by adopting StoryboardRelationshipContainer"
            )
        }
    }
}

extension UIModalPresentationStyle {
    /// The style as a storyboard names it.
    init?(storyboardName: String) {
        switch storyboardName {
        case "fullScreen": self = .fullScreen
        case "pageSheet": self = .pageSheet
        case "formSheet": self = .formSheet
        case "currentContext": self = .currentContext
        case "custom": self = .custom
        case "overFullScreen": self = .overFullScreen
        case "overCurrentContext": self = .overCurrentContext
        case "popover": self = .popover
        case "automatic": self = .automatic
        default: return nil
        }
    }
}

extension UIModalTransitionStyle {
    init?(storyboardName: String) {
        switch storyboardName {
        case "coverVertical": self = .coverVertical
        case "flipHorizontal": self = .flipHorizontal
        case "crossDissolve": self = .crossDissolve
        case "partialCurl": self = .partialCurl
        default: return nil
        }
    }
}
