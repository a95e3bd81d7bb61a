import Foundation
import StoryboardDocument

/// A nib: a decoded `.xib` file that makes its top-level views as often as asked. Linux has no
/// compiled `.nib` files, so the Interface Builder source is what loads.
@preconcurrency @MainActor
open class UINib {
    /// Keys of the options `instantiate(withOwner:options:)` takes.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A `[String: Any]` of the objects that stand in for the nib's external-object
        /// placeholders, by placeholder identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The name the nib was asked for; nil for a nib made from data.
    let name: String?
    let bundle: Bundle?
    /// Nil when the file was not found or could not be decoded; instantiating then reports.
    let document: InterfaceDocument?

    /// Finds `<name>.xib` the way storyboards are found: the bundle (a nil bundle is the main
    /// bundle and SwiftPM's resource bundles), its language folders and `Base.lproj`. A missing
    /// file is reported when the nib is instantiated, as UIKit raises there.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil
        document = StoryboardFiles.find(name: name, extension: "xib", bundle: bundleOrNil).flatMap { url in
            UIKitDiagnostics.report(StoryboardFiles.decode(url))
        }
    }

    /// A nib from the contents of a `.xib` file.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        bundle = bundleOrNil
        document = UIKitDiagnostics.report(StoryboardDecoder().decode(data, file: "UINib data"))
    }

    /// A nib already found, for a view controller's nib lookup (ST-7).
    init(name: String, bundle: Bundle?, url: URL) {
        self.name = name
        self.bundle = bundle
        document = UIKitDiagnostics.report(StoryboardFiles.decode(url))
    }

    /// Makes the nib's top-level views (placeholders are not made), connects the outlets and
    /// actions among them, File's Owner (`ownerOrNil`) and the external objects, then calls
    /// `awakeFromNib()` on every view it made. Returns the top-level objects in document order.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let document else {
            let bundle = bundle ?? .main
            UIKitDiagnostics.report(
                UIKitDiagnostic.internalInconsistency,
                "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name ?? "(data)")'"
            )
            return []
        }
        let owner = ownerOrNil.map { $0 as AnyObject }
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        var loading = NibLoading()
        var topLevel: [Any] = []
        var builder = StoryboardViewBuilder(images: StoryboardImages(bundle: bundle, sizes: document.imageSizes))
        for object in document.objects {
            switch object.kind {
            case .placeholder("IBFilesOwner"):
                loading.placeholders[object.id] = owner
            case .placeholder(let identifier):
                loading.placeholders[object.id] = externals[identifier].map { $0 as AnyObject }
            case .firstResponder:
                // Left out, so actions to it get a nil target: the responder chain.
                break
            default:
                if let view = object.view {
                    topLevel.append(StoryboardColors.building(with: document.namedColors) { builder.makeView(view) })
                }
            }
        }
        // The views' constraints, as the nib decodes them with its views.
        builder.installConstraints()
        loading.made = builder.objects
        for object in document.objects {
            for connection in object.connections { loading.connect(connection) }
        }
        // Every object made, once all are connected (placeholders are not woken).
        var woken = Set<ObjectIdentifier>()
        for object in document.objects {
            object.view?.forEachView { element in
                guard let view = builder.objects[element.id] as? UIView, woken.insert(ObjectIdentifier(view)).inserted
                else { return }
                view.awakeFromNib()
            }
        }
        return topLevel
    }
}

/// One instantiation's objects by id, and the connections made between them.
@MainActor
private struct NibLoading {
    /// File's Owner and the external objects supplied, by id.
    var placeholders: [String: AnyObject] = [:]
    var made: [String: AnyObject] = [:]
    /// Outlet collections grow one connection at a time.
    var collections: [ObjectIdentifier: [String: [AnyObject]]] = [:]

    func object(withID id: String) -> AnyObject? {
        made[id] ?? placeholders[id]
    }

    mutating func connect(_ connection: Connection) {
        guard let source = object(withID: connection.sourceID) else { return }
        let destination = object(withID: connection.destination)
        switch connection.kind {
        case .outlet(let property):
            setOutlet(property, of: source, to: destination, at: connection.location)
        case .outletCollection(let property, _):
            var list = collections[ObjectIdentifier(source), default: [:]][property, default: []]
            if let destination { list.append(destination) }
            collections[ObjectIdentifier(source), default: [:]][property] = list
            setOutlet(property, of: source, to: list, at: connection.location)
        case .action(let selector, let eventType):
            connectAction(selector, eventType: eventType, from: source, to: destination, at: connection.location)
        }
    }

    /// By the class's `@Connectable` table; a controller's `view`, which is not in that table,
    /// is the outlet through which a xib gives File's Owner its view.
    private func setOutlet(_ property: String, of source: AnyObject, to value: Any?, at location: SourceLocation) {
        let outlets = (source as? UIResponder).map { type(of: $0).storyboardConnections.outlets } ?? [:]
        if let setter = outlets[property] {
            if !setter(source, value) {
                report(
                    "\(objectDescription(source)) cannot take \(objectDescription(value as AnyObject?)) for outlet '\(property)' (wrong type)",
                    location)
            }
        } else if property == "view", let controller = source as? UIViewController {
            guard let view = value as? UIView else {
                report(
                    "\(objectDescription(controller)) cannot take \(objectDescription(value as AnyObject?)) for outlet 'view' (wrong type)",
                    location)
                return
            }
            controller.view = view
        } else {
            report(
                "[\(objectDescription(source)) setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property).",
                location)
        }
    }

    private func connectAction(
        _ selector: String, eventType: String?, from source: AnyObject, to destination: AnyObject?,
        at location: SourceLocation
    ) {
        if let item = source as? UIBarButtonItem {
            item.target = destination
            item.action = Selector(selector)
            return
        }
        guard let control = source as? UIControl else { return }
        if let responder = destination as? UIResponder, !responder.responds(to: Selector(selector)) {
            report("\(objectDescription(responder)) has no action '\(selector)'", location)
        }
        control.addTarget(
            destination, action: Selector(selector),
            for: eventType.flatMap { StoryboardConnector.controlEvents[$0] } ?? .touchUpInside)
    }

    private func report(_ problem: String, _ location: SourceLocation) {
        UIKitDiagnostics.report(UIKitDiagnostic.warning, "\(problem) (\(location))")
    }
}
