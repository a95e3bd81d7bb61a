import StoryboardDocument

/// What `storyboard generate` writes, worked out before any code is: each bundle's storyboards,
/// their scenes with Swift names, the segues that leave each scene (references followed to the
/// scene they lead to) and those that arrive, and every unwind action. Everything is in a fixed
/// order (bundles and storyboards by name, scenes and segues as the files write them), so the
/// same files give the same code.
struct InterfaceIdentifiers {
    /// A scene, by bundle, storyboard name and controller element id.
    struct SceneKey: Hashable {
        var bundle: String
        var storyboard: String
        var controllerID: String
    }

    struct Bundle {
        /// The enum that holds the bundle's storyboards; nil when the run read one bundle.
        var typeName: String?
        var storyboards: [Storyboard]
    }

    struct Storyboard {
        var name: String
        var fileName: String
        var typeName: String
        var initial: SceneKey?
        var scenes: [Scene]
    }

    struct Scene {
        var key: SceneKey
        var typeName: String
        var identifier: String?
        var className: String
        var baseClassName: String
        var isInitial: Bool
        var line: Int
        var segues: [LeavingSegue]
        var unwinds: [Unwind]
        /// Identified segues that lead here, named in this scene's `Incoming`.
        var incoming: [(name: String, source: SceneKey, segue: String)]
    }

    /// A segue with an identifier that leaves a scene.
    struct LeavingSegue {
        var identifier: String
        var name: String
        var kind: String
        /// Nil when it leads out of what was read (another bundle, a missing storyboard).
        var destination: SceneKey?
    }

    /// An exit segue that leaves a scene.
    struct Unwind {
        var identifier: String?
        var name: String
        var action: String
    }

    var bundles: [Bundle] = []
    /// Every unwind action the storyboards name, with its case name, sorted.
    var unwindActions: [(name: String, action: String)] = []
    /// Swift paths of the scene types, from the namespace down.
    var paths: [SceneKey: String] = [:]
    /// Why references lead nowhere, and what could not be read.
    var diagnostics: [StoryboardDiagnostic] = []

    /// Type names the generated code uses unqualified, which a nested type must not shadow.
    static func shadowed(namespace: String) -> Set<String> {
        [
            "String", "Int", "Bool", "Sendable", "Hashable", "Equatable", "CaseIterable", "Optional",
            "Foundation", "Swift", "UIKit", "OpenUIKit", "UIViewController", "UIStoryboard", "Bundle",
            "Never", "Void", "Error", "MainActor", namespace,
        ]
    }

    /// The namespace's own types.
    static let coreTypes: Set<String> = ["Scene", "Storyboard", "Segue", "Unwind", "UnwindAction", "UnresolvedScene"]

    /// Members a `String`-backed `CaseIterable` enum already has.
    static let enumMembers: Set<String> = ["allCases", "rawValue", "hashValue"]

    init(inputs: StoryboardInputs, namespace: String) {
        let shadowed = Self.shadowed(namespace: namespace)
        var namespaceScope = NameScope(reserved: shadowed.union(Self.coreTypes))
        let bundleNames = Set(inputs.files.filter { $0.isStoryboard && $0.document != nil }.map(\.bundle)).sorted()
        var actions = Set<String>()
        for bundle in bundleNames {
            var bundleModel = Bundle(typeName: nil, storyboards: [])
            var storyboardScope: NameScope
            if bundleNames.count > 1 {
                let last = bundle.split(separator: "/").last.map(String.init) ?? bundle
                bundleModel.typeName = namespaceScope.claim(SwiftName.type(last, fallback: "Bundle"))
                storyboardScope = NameScope(reserved: shadowed)
            } else {
                storyboardScope = namespaceScope
            }
            let names = Set(inputs.files.filter { $0.bundle == bundle && $0.isStoryboard }.map(\.name)).sorted()
            let files = names.compactMap { inputs.storyboard(named: $0, inBundle: bundle) }.filter {
                $0.document != nil
            }
            for file in files {
                guard let document = file.document else { continue }
                let typeName = storyboardScope.claim(SwiftName.type(file.name, fallback: "Storyboard"))
                var sceneScope = NameScope(reserved: shadowed.union(["InitialScene"]))
                var scenes: [Scene] = []
                for scene in document.scenes {
                    guard let object = scene.controller, let element = object.controllerElement else { continue }
                    let baseClass = Self.uiKitClassName(element)
                    let className = object.customClass.flatMap { $0.isEmpty ? nil : $0 } ?? baseClass
                    let preferred = object.storyboardIdentifier ?? object.customClass ?? scene.label ?? baseClass
                    let key = SceneKey(bundle: bundle, storyboard: file.name, controllerID: object.id)
                    var model = Scene(
                        key: key, typeName: sceneScope.claim(SwiftName.type(preferred, fallback: "Scene")),
                        identifier: object.storyboardIdentifier, className: className, baseClassName: baseClass,
                        isInitial: document.initialViewController == object.id, line: object.location.line,
                        segues: [], unwinds: [], incoming: [])
                    var segueScope = NameScope()
                    var unwindScope = NameScope()
                    for segue in object.segues {
                        switch segue.kind {
                        case .relationship: continue
                        case .unwind(let action):
                            guard !action.isEmpty else { continue }
                            actions.insert(action)
                            let name = SwiftName.member(segue.identifier ?? action, fallback: "unwind")
                            model.unwinds.append(
                                Unwind(identifier: segue.identifier, name: unwindScope.claim(name), action: action))
                        default:
                            guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
                            let name = segueScope.claim(SwiftName.member(identifier, fallback: "segue"))
                            model.segues.append(
                                LeavingSegue(
                                    identifier: identifier, name: name, kind: segue.kind.name,
                                    destination: Self.destination(
                                        segue.destination, in: file, document: document, inputs: inputs)))
                        }
                    }
                    scenes.append(model)
                }
                let initial = document.initialViewController.flatMap {
                    Self.destination($0, in: file, document: document, inputs: inputs)
                }
                bundleModel.storyboards.append(
                    Storyboard(
                        name: file.name, fileName: file.url.lastPathComponent,
                        typeName: typeName, initial: initial, scenes: scenes))
            }
            if bundleNames.count == 1 { namespaceScope = storyboardScope }
            diagnostics += inputs.sets[bundle]?.diagnostics ?? []
            bundles.append(bundleModel)
        }
        var actionScope = NameScope(reserved: Self.enumMembers)
        unwindActions = actions.sorted().map { (actionScope.claim(SwiftName.member($0, fallback: "action")), $0) }
        for bundle in bundles {
            for storyboard in bundle.storyboards {
                for scene in storyboard.scenes {
                    paths[scene.key] = [namespace, bundle.typeName, storyboard.typeName, scene.typeName].compactMap {
                        $0
                    }.joined(separator: ".")
                }
            }
        }
        linkIncoming()
    }

    /// The scene a segue (or the initial controller) with destination `id` in `file` leads to:
    /// a controller of the file, or the scene a reference resolves to in the bundle.
    private static func destination(
        _ id: String, in file: StoryboardInputs.File, document: InterfaceDocument,
        inputs: StoryboardInputs
    ) -> SceneKey? {
        guard let object = document.scenes.lazy.compactMap(\.controller).first(where: { $0.id == id }) else {
            return nil
        }
        if object.controllerElement != nil {
            return SceneKey(bundle: file.bundle, storyboard: file.name, controllerID: id)
        }
        guard case .success(let target)? = inputs.resolve(object, in: file) else { return nil }
        return SceneKey(bundle: file.bundle, storyboard: target.storyboardName, controllerID: target.controller.id)
    }

    /// Fills each scene's `incoming` from the segues that lead to it.
    private mutating func linkIncoming() {
        var arriving: [SceneKey: [(identifier: String, source: SceneKey, sourceType: String, segue: String)]] = [:]
        for bundle in bundles {
            for storyboard in bundle.storyboards {
                for scene in storyboard.scenes {
                    for segue in scene.segues {
                        guard let destination = segue.destination, paths[destination] != nil else { continue }
                        arriving[destination, default: []].append(
                            (segue.identifier, scene.key, scene.typeName, segue.name))
                    }
                }
            }
        }
        for b in bundles.indices {
            for s in bundles[b].storyboards.indices {
                for c in bundles[b].storyboards[s].scenes.indices {
                    let key = bundles[b].storyboards[s].scenes[c].key
                    var scope = NameScope()
                    let identifiers = (arriving[key] ?? []).map(\.identifier)
                    bundles[b].storyboards[s].scenes[c].incoming = (arriving[key] ?? []).map { entry in
                        // One identifier used by two sources is told apart by the source's name.
                        var name = SwiftName.member(entry.identifier, fallback: "segue")
                        if identifiers.filter({ $0 == entry.identifier }).count > 1 {
                            name += "From" + entry.sourceType.trimmingLeadingUnderscore
                        }
                        return (scope.claim(name), entry.source, entry.segue)
                    }
                }
            }
        }
    }

    /// The UIKit class IB means by a controller element (`tableViewController` → `UITableViewController`).
    static func uiKitClassName(_ element: String) -> String {
        switch element {
        case "avPlayerViewController": "AVPlayerViewController"
        case "glkViewController": "GLKViewController"
        default: "UI" + element.prefix(1).uppercased() + element.dropFirst()
        }
    }
}

private extension String {
    var trimmingLeadingUnderscore: String { hasPrefix("_") ? String(dropFirst()) : self }
}
