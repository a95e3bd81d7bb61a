import Foundation
import StoryboardDocument

/// A storyboard controller's view: built from the scene when the view loads, then its outlets,
/// actions and control-triggered segues connected, then its embed segues fired, all before
/// `viewDidLoad` (E-2).
extension UIViewController {
    /// The scene's view (or, for a scene without one, the nib lookup of ST-7); false when
    /// neither gives a view.
    func loadViewFromStoryboardOrNib() -> Bool {
        guard let scene = storyboardScene, let root = scene.object.rootView else {
            return loadViewFromNib()
        }
        var builder = StoryboardViewBuilder(
            strings: scene.storyboard.localizedStrings,
            images: StoryboardImages(
                bundle: scene.storyboard.bundle, sizes: scene.storyboard.imageSizes,
                folder: scene.storyboard.fileURL?.deletingLastPathComponent()))
        let view = StoryboardColors.building(with: scene.storyboard.document?.namedColors ?? [:]) {
            builder.makeView(root)
        }
        // The title view and bar items' custom views are objects of the scene too.
        for (itemID, element) in scene.itemViews {
            let itemView = StoryboardColors.building(with: scene.storyboard.document?.namedColors ?? [:]) {
                builder.makeView(element)
            }
            if let itemID { scene.barItems[itemID]?.customView = itemView } else { navigationItem.titleView = itemView }
        }
        builder.addControllerLayoutGuides(scene.object.node, to: view)
        builder.installConstraints()
        self.view = view
        scene.objects = builder.objects
        scene.controller = self
        StoryboardGestureRecognizers.install(in: scene, for: self)
        connect(scene)
        StoryboardConnector.finishCollections(of: Array(scene.objects.values) + [self])
        StoryboardTableContent.installPrototypes(builder.prototypeTables, scene: scene)
        StoryboardCollectionContent.installPrototypes(builder.prototypeCollections, scene: scene)
        // As in a nib, each view hears awakeFromNib once its outlets are connected.
        for view in builder.views { view.awakeFromNib() }
        fireEmbedSegues(scene)
        return true
    }

    /// Outlets and actions whose source and destination are both objects of the scene, and the
    /// segues its controls and cells trigger.
    private func connect(_ scene: StoryboardSceneContext) {
        let object = scene.object
        for connection in object.connections {
            guard let source = scene.object(withID: connection.sourceID) else { continue }
            StoryboardConnector.make(
                connection, from: source, to: scene.object(withID: connection.destination), scene: scene)
        }
        for segue in object.segues {
            guard case .element(_, let id) = segue.trigger, let trigger = scene.objects[id] else { continue }
            if case .embed = segue.kind { continue }
            StoryboardTableContent.attachSegue(segue, to: trigger, scene: scene)
        }
    }

    /// E-1, E-2: each container view's child, made, prepared for and added, in document order.
    private func fireEmbedSegues(_ scene: StoryboardSceneContext) {
        for segue in scene.object.segues {
            guard case .embed = segue.kind else { continue }
            runEmbed(segue, scene: scene)
        }
    }

    func runEmbed(_ template: Segue, scene: StoryboardSceneContext) {
        guard case .element(_, let containerID) = template.trigger,
            let container = scene.objects[containerID] as? UIView
        else { return }
        if scene.firedEmbeds.contains(template.id) || !container.subviews.isEmpty {
            // E-4, C-9: an embed fires once.
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency,
                "There are unexpected subviews in the container view. Perhaps the embed segue has already fired once or a subview was added programmatically?"
            )
            return
        }
        let chain = scene.ancestry + [SceneChain.key(of: scene)]
        if chain.contains(SceneChain.key(storyboard: scene.storyboard, id: template.destination)) {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "The embed segue '\(template.id)' (\(template.location)) would place scene '\(template.destination)' inside itself; "
                    + "the container view stays empty.")
            return
        }
        guard let child = SceneChain.within(chain, { makeDestination(of: template, sender: self) }) else { return }
        scene.firedEmbeds.insert(template.id)
        if let identifier = template.identifier, let container = self as? any StoryboardRelationshipContainer,
            type(of: container).storyboardRelationships.contains(identifier)
        {
            // A relationship authored as an embed: the container places the child itself.
            let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: child)
            recordPrepare(segue)
            prepare(for: segue, sender: self)
            container.setStoryboardChildren([child], forRelationship: identifier)
            return
        }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: child) {
            [weak self, weak container] in
            guard let self, let container else { return }
            self.addChild(child)
            container.embedChildView(child.view)
            child.didMove(toParent: self)
        }
        recordPrepare(segue)
        prepare(for: segue, sender: self)
        segue.perform()
    }

    func recordPrepare(_ segue: UIStoryboardSegue) {
        LifecycleTrace.record(
            self, "prepare(for: \(segue.identifier ?? "nil") → \(LifecycleTrace.name(of: segue.destination)))")
    }
}
