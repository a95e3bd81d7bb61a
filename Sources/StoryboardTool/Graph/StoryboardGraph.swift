import Foundation
import StoryboardDocument

/// The scenes and segues of a set of storyboards as a graph, before any drawing: one node a
/// scene, one edge a segue, one cluster a file. A segue into a storyboard reference goes
/// straight to the scene the reference resolves to, in its own file's cluster: a menu of
/// twenty references then reads as twenty edges into the files, not twenty boxes in between.
/// A reference that leads nowhere drawn (another bundle, a file not given, a missing scene)
/// stays a node, red when it cannot resolve at all.
///
/// An unwind segue's receiver is decided at run time by the controllers that led to the source
/// (UIKit asks each one, walking back, whether it handles the action); without the app's code
/// the graph approximates it as the nearest scene that leads to the source and is not a built-in
/// container, found by walking segues backwards. When no scene leads to the source, the edge
/// goes to its file's exit node, labelled with the action.
struct StoryboardGraph {
    struct Node {
        /// The node's name in the graph (`n0`, `n1`, …): never the file's ids, which can hold anything.
        var name: String
        var cluster: Int
        var controllerID: String
        var sceneID: String
        /// The custom class, or UIKit's class for the element (`UINavigationController`).
        var className: String
        var title: String?
        var storyboardIdentifier: String?
        var isInitial: Bool
        var kind: Kind

        enum Kind: Equatable {
            case scene(element: String)
            /// A storyboard reference not drawn as its target: where it leads (`General`,
            /// `General › keyboard`) and whether that was found.
            case reference(target: String, resolved: Bool)
            /// Where unwinds whose receiver cannot be told go.
            case exit
        }

        var isBuiltInContainer: Bool {
            guard case .scene(let element) = kind else { return false }
            return ["navigationController", "tabBarController", "splitViewController", "pageViewController"].contains(
                element)
        }
    }

    struct Edge {
        enum Style: Equatable {
            case segue(Segue.Kind)
            /// A reference that is a file's initial scene, to the scene it resolves to.
            case reference
        }

        var from: String
        var to: String
        var style: Style
        var identifier: String?
        /// The unwind's source scene when it is drawn to an approximated receiver.
        var isApproximated = false
    }

    struct Cluster {
        var index: Int
        var storyboardName: String
        var bundle: String
        var path: String
    }

    private(set) var clusters: [Cluster] = []
    private(set) var nodes: [Node] = []
    private(set) var edges: [Edge] = []
    /// Each drawn scene's file, for rendering thumbnails: node name → (file, controller id).
    private(set) var sceneFiles: [String: (file: StoryboardInputs.File, controllerID: String)] = [:]

    /// The graph of every storyboard in `inputs` that decoded; nibs have no scenes.
    init(inputs: StoryboardInputs) {
        var nodeByKey: [String: String] = [:]  // "<cluster> <controller id>" → node name
        func key(_ cluster: Int, _ id: String) -> String { "\(cluster) \(id)" }
        let storyboards = inputs.files.filter { $0.isStoryboard && $0.document != nil }
        let bundles = Set(storyboards.map(\.bundle))
        var clusterOfFile: [String: Int] = [:]  // path → cluster
        for (index, file) in storyboards.enumerated() {
            clusters.append(
                Cluster(
                    index: index, storyboardName: file.name, bundle: bundles.count > 1 ? file.bundle : "",
                    path: file.path))
            clusterOfFile[file.path] = index
        }

        // Nodes: every scene's controller or reference.
        for (index, file) in storyboards.enumerated() {
            guard let document = file.document else { continue }
            for scene in document.scenes {
                guard let controller = scene.controller, !controller.id.isEmpty,
                    nodeByKey[key(index, controller.id)] == nil
                else { continue }
                let name = "n\(nodes.count)"
                nodeByKey[key(index, controller.id)] = name
                let kind: Node.Kind
                if case .reference(let storyboardName, let identifier, _) = controller.kind {
                    var target = storyboardName ?? file.name
                    if let identifier { target += " › " + identifier }
                    let resolved = if case .success = inputs.resolve(controller, in: file) { true } else { false }
                    kind = .reference(target: target, resolved: resolved)
                } else {
                    kind = .scene(element: controller.node.name)
                    sceneFiles[name] = (file, controller.id)
                }
                nodes.append(
                    Node(
                        name: name, cluster: index, controllerID: controller.id, sceneID: scene.sceneID,
                        className: Self.className(of: controller), title: Self.title(of: controller),
                        storyboardIdentifier: controller.storyboardIdentifier,
                        isInitial: document.initialViewController == controller.id, kind: kind))
            }
        }

        // References whose scene is drawn: segues into them go straight to that scene, and the
        // reference leaves the picture (unless it is a file's initial scene, whose arrow it holds).
        var redirect: [String: String] = [:]
        for (index, file) in storyboards.enumerated() {
            for scene in file.document?.scenes ?? [] {
                guard let controller = scene.controller, case .reference = controller.kind,
                    let source = nodeByKey[key(index, controller.id)],
                    case .success(let target)? = inputs.resolve(controller, in: file),
                    let targetFile = inputs.storyboard(named: target.storyboardName, inBundle: file.bundle),
                    let targetCluster = clusterOfFile[targetFile.path],
                    let destination = nodeByKey[key(targetCluster, target.controller.id)]
                else { continue }
                if nodes.contains(where: { $0.name == source && $0.isInitial }) {
                    edges.append(Edge(from: source, to: destination, style: .reference))
                } else {
                    redirect[source] = destination
                }
            }
        }
        nodes.removeAll { redirect[$0.name] != nil }

        // Segues; unwinds wait until every other edge is known.
        var unwinds: [(from: String, cluster: Int, segue: Segue)] = []
        for (index, file) in storyboards.enumerated() {
            guard let document = file.document else { continue }
            for scene in document.scenes {
                guard let controller = scene.controller, let source = nodeByKey[key(index, controller.id)],
                    redirect[source] == nil
                else { continue }
                for segue in scene.objects.flatMap(\.segues) {
                    if case .unwind = segue.kind {
                        unwinds.append((source, index, segue))
                    } else if let destination = nodeByKey[key(index, segue.destination)] {
                        edges.append(
                            Edge(
                                from: source, to: redirect[destination] ?? destination, style: .segue(segue.kind),
                                identifier: segue.identifier))
                    }
                }
            }
        }
        var exits: [Int: String] = [:]
        for unwind in unwinds {
            if let receiver = receiver(ofUnwindFrom: unwind.from) {
                edges.append(
                    Edge(
                        from: unwind.from, to: receiver, style: .segue(unwind.segue.kind),
                        identifier: unwind.segue.identifier, isApproximated: true))
            } else {
                let exit =
                    exits[unwind.cluster]
                    ?? {
                        let name = "n\(nodes.count)"
                        nodes.append(
                            Node(
                                name: name, cluster: unwind.cluster, controllerID: "", sceneID: "", className: "Exit",
                                title: nil, storyboardIdentifier: nil, isInitial: false, kind: .exit))
                        exits[unwind.cluster] = name
                        return name
                    }()
                edges.append(
                    Edge(
                        from: unwind.from, to: exit, style: .segue(unwind.segue.kind),
                        identifier: unwind.segue.identifier))
            }
        }
    }

    /// The node an unwind from `source` is drawn back to: the nearest scene, walking segues
    /// backwards, that is neither a built-in container nor a reference; nil when none leads here.
    private func receiver(ofUnwindFrom source: String) -> String? {
        var predecessors: [String: [String]] = [:]
        for edge in edges {
            predecessors[edge.to, default: []].append(edge.from)
        }
        let byName = Dictionary(nodes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = [source]
        var frontier = [source]
        while !frontier.isEmpty {
            var next: [String] = []
            for name in frontier {
                for predecessor in predecessors[name] ?? [] where seen.insert(predecessor).inserted {
                    guard let node = byName[predecessor] else { continue }
                    if case .scene = node.kind, !node.isBuiltInContainer { return predecessor }
                    next.append(predecessor)
                }
            }
            frontier = next
        }
        return nil
    }

    /// The class a scene's controller is made of.
    static func className(of controller: SceneObject) -> String {
        if let custom = controller.customClass, !custom.isEmpty { return custom }
        let element = controller.node.name
        switch element {
        case "viewControllerPlaceholder": return "Storyboard Reference"
        case "avPlayerViewController": return "AVPlayerViewController"
        case "glkViewController": return "GLKViewController"
        case "hostingController": return "UIHostingController"
        default:
            guard let first = element.first else { return "UIViewController" }
            return "UI" + first.uppercased() + element.dropFirst()
        }
    }

    /// What the canvas titles the scene with: the controller's title, else its navigation item's.
    static func title(of controller: SceneObject) -> String? {
        if let title = controller.title, !title.isEmpty { return title }
        let item = controller.node.children.first { $0.name == "navigationItem" }
        if let title = item?["title"], !title.isEmpty { return title }
        return nil
    }
}
