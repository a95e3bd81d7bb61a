import Foundation
import StoryboardDocument

/// A storyboard: a decoded `.storyboard` file that makes view controllers. The file is decoded
/// once, when the storyboard is created; every instantiation reads the decoded scenes (ST-1).
@preconcurrency @MainActor
open class UIStoryboard {
    /// The storyboard's name (`Main` for `Main.storyboard`).
    let name: String
    let bundle: Bundle?
    /// Where the file is, so references to other storyboards look beside it first.
    let fileURL: URL?
    let document: InterfaceDocument?
    /// The scenes' controller and reference elements by id, and ids by storyboard identifier.
    /// The typed scene objects are read from them when first needed: a storyboard of a
    /// thousand scenes that makes one controller reads one scene.
    let nodesByID: [String: XMLNode]
    let idsByIdentifier: [String: String]
    /// Gesture recognizers in each controller's scene dock, by controller id.
    let gestureRecognizerNodes: [String: [XMLNode]]
    private var objectCache: [String: SceneObject] = [:]
    /// The user's language's `<lang>.lproj/<name>.strings` beside the storyboard: texts by
    /// `objectID.property`, applied as scenes load.
    let localizedStrings: [String: String]
    /// The document's image sizes by name, read when a scene first needs them.
    private(set) lazy var imageSizes: [String: CGSize] = document?.imageSizes ?? [:]
    /// Storyboards that references lead to, loaded when first followed.
    /// A name looked for and not found maps to nil, so it is reported once, not searched again.
    var referencedStoryboards: [String: UIStoryboard?] = [:]

    /// Finds `<name>.storyboard` in the bundle (and its `Base.lproj` and language folders); a
    /// nil bundle means the main bundle and the resource bundles SwiftPM puts beside the
    /// executable. A missing or unreadable storyboard is reported with UIKit's message (ST-1)
    /// and makes a storyboard with no scenes.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let url = StoryboardFiles.find(name: name, bundle: storyboardBundleOrNil) else {
            let bundle = storyboardBundleOrNil ?? .main
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
            self.init(name: name, bundle: storyboardBundleOrNil, fileURL: nil, document: nil)
            return
        }
        let document = UIKitDiagnostics.report(StoryboardFiles.decode(url))
        self.init(name: name, bundle: storyboardBundleOrNil, fileURL: url, document: document)
    }

    /// Loads a storyboard file directly. References to other storyboards are looked for in the
    /// file's folder first, then in the main bundle.
    public convenience init(contentsOf url: URL) throws {
        let result = StoryboardFiles.decode(url)
        guard result.document != nil else { throw StoryboardLoadingError(diagnostics: result.diagnostics) }
        let document = UIKitDiagnostics.report(result)
        self.init(name: url.deletingPathExtension().lastPathComponent, bundle: nil, fileURL: url, document: document)
    }

    init(name: String, bundle: Bundle?, fileURL: URL?, document: InterfaceDocument?) {
        self.name = name
        self.bundle = bundle
        self.fileURL = fileURL
        self.document = document
        var nodes: [String: XMLNode] = [:]
        var identifiers: [String: String] = [:]
        var recognizers: [String: [XMLNode]] = [:]
        for scene in document?.root.child("scenes")?.children("scene") ?? [] {
            let members = scene.children(ofChild: "objects")
            for node in members where node["sceneMemberID"] == "viewController" {
                guard let id = node["id"] else { continue }
                nodes[id] = node
                if let identifier = node["storyboardIdentifier"], identifiers[identifier] == nil {
                    identifiers[identifier] = id
                }
                let docked = members.filter { $0.name.hasSuffix("GestureRecognizer") }
                if !docked.isEmpty { recognizers[id] = docked }
            }
        }
        nodesByID = nodes
        idsByIdentifier = identifiers
        gestureRecognizerNodes = recognizers
        localizedStrings = fileURL.map { StoryboardFiles.localizedStrings(name: name, besides: $0) } ?? [:]
    }

    /// The scene object with this id (a controller or a reference), read once.
    func object(withID id: String) -> SceneObject? {
        if let cached = objectCache[id] { return cached }
        guard let node = nodesByID[id] else { return nil }
        let object = SceneObject(node)
        objectCache[id] = object
        return object
    }

    // MARK: Instantiation (ST-2 to ST-4)

    /// The controller of the scene whose controller element has `id`, whether or not it has a
    /// storyboard identifier: what a canvas preview of every scene needs.
    @_spi(Rendering) public func instantiateScene(controllerID id: String) -> UIViewController? {
        makeController(id: id, creator: nil)
    }

    /// A new instance of the initial controller, or nil when the storyboard has none (ST-2).
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document?.initialViewController else { return nil }
        return makeController(id: id, creator: nil)
    }

    /// The initial controller, made by `creator` when it returns one (ST-4).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let id = document?.initialViewController else { return nil }
        return typed(makeController(id: id, creator: creator.map { creator in { creator($0) } }), identifier: nil)
    }

    /// A new instance of the controller with this storyboard identifier (ST-3).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let id = idsByIdentifier[identifier], let controller = makeController(id: id, creator: nil) else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Storyboard (\(objectDescription(self))) doesn't contain a view controller with identifier '\(identifier)'"
            )
            return UIViewController()
        }
        return controller
    }

    /// The controller with this identifier, made by `creator` when it returns one (ST-4).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let id = idsByIdentifier[identifier] else {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Storyboard (\(objectDescription(self))) doesn't contain a view controller with identifier '\(identifier)'"
            )
            return ViewController(coder: NSCoder()) ?? fallbackController()
        }
        let made = makeController(id: id, creator: creator.map { creator in { creator($0) } })
        return typed(made, identifier: identifier) ?? fallbackController()
    }

    /// The controller as the caller's type; a scene of another class is reported.
    private func typed<ViewController: UIViewController>(
        _ controller: UIViewController?, identifier: String?
    ) -> ViewController? {
        guard let controller else { return nil }
        if let typed = controller as? ViewController { return typed }
        UIKitDiagnostics.report(
            UIKitDiagnostic.invalidArgument,
            "Storyboard (\(objectDescription(self))) made \(objectDescription(controller)) for \(identifier.map { "identifier '\($0)'" } ?? "its initial view controller"), which is not a \(ViewController.self)"
        )
        return nil
    }

    private func fallbackController<ViewController: UIViewController>() -> ViewController {
        // Every UIViewController subclass has `init?(coder:)`; one that refuses a plain coder
        // leaves nothing honest to return.
        guard let controller = ViewController(coder: NSCoder()) else {
            preconditionFailure("\(ViewController.self).init(coder:) returned nil and no storyboard scene matched")
        }
        return controller
    }
}

/// Why `UIStoryboard(contentsOf:)` could not load a file: the decoder's diagnostics, each with
/// its file, line and column.
public struct StoryboardLoadingError: Error, CustomStringConvertible {
    /// The problems the decoder found, each with its file, line and column.
    public var diagnostics: [StoryboardDiagnostic]

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
