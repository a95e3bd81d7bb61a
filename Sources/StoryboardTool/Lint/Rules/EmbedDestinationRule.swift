import StoryboardDocument

/// `embed_destination`: the segues that make children — embed segues and relationships — must
/// lead to something that can be a child, from somewhere that can hold one:
/// - the destination is a scene's controller or a storyboard reference, not an exit, a
///   placeholder or a view (UIKit can only add a controller as a child);
/// - an embed segue hangs off a container view, the only element UIKit fires one from when
///   the parent's view loads;
/// - following embeds and relationships never leads back to the scene they start from: that
///   scene would contain itself, and instantiating it would never end.
struct EmbedDestinationRule: LintRule {
    static let description = LintRuleDescription(
        identifier: "embed_destination",
        summary:
            "Embed and relationship segues must lead to a controller scene, from a container view, without a cycle.",
        severity: .error, enabledByDefault: true)

    init(options: RuleOptions) {}

    func check(_ context: LintContext, _ findings: inout LintFindings) {
        let index = context.index
        var children: [String: [(destination: String, segue: DocumentIndex.SegueEntry)]] = [:]
        for segue in index.segues where segue.kind == "embed" || segue.kind == "relationship" {
            guard let destination = segue.destination, let target = index.ids[destination] else { continue }
            guard let scene = index.scene(ofController: destination) else {
                findings.add(
                    segue.location,
                    "the \(segue.kind) segue leads to <\(target.element)> '\(destination)', which is not a scene's controller and cannot be a child"
                )
                continue
            }
            if segue.kind == "embed", segue.holderElement != "containerView" {
                findings.add(
                    segue.location,
                    "the embed segue hangs off a \(segue.holderElement); only a container view embeds a child")
            }
            guard let source = segue.scene.map({ index.scenes[$0].controllerID }) else { continue }
            var leadsTo = destination
            // A reference into this same storyboard stands for the controller it names.
            if scene.isReference, let placeholder = scene.controller,
                placeholder["storyboardName"] == nil || placeholder["storyboardName"] == context.file.name,
                placeholder["bundleIdentifier"] == nil,
                case .success(let found)? = context.inputs.resolve(SceneObject(placeholder), in: context.file),
                found.storyboardName == context.file.name
            {
                leadsTo = found.controller.id
            }
            children[source, default: []].append((leadsTo, segue))
        }
        // Depth first over the child edges; an edge into a scene still on the path closes a cycle.
        var state: [String: Bool] = [:]  // false: on the path; true: done
        func visit(_ controller: String) {
            state[controller] = false
            for edge in children[controller] ?? [] {
                switch state[edge.destination] {
                case false?:
                    findings.add(
                        edge.segue.location,
                        "the \(edge.segue.kind) segue leads back to a scene that contains this one; instantiating it would never end"
                    )
                case nil: visit(edge.destination)
                default: break
                }
            }
            state[controller] = true
        }
        for source in children.keys.sorted() where state[source] == nil { visit(source) }
    }
}
