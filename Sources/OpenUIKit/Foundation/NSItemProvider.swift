import Foundation

/// The error domain of item provider failures.
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// Data or objects handed from one part of an app to another (a drag, a share), promised by
/// type identifier and loaded on request. Foundation's class, which Linux's Foundation lacks: a
/// provider keeps its representations in the order they were registered (objects, items and
/// data loaders), answers by uniform type identifier with `UTType`'s conformance
/// (`public.utf8-plain-text` conforms to `public.plain-text`, `public.text`, `public.data`), and
/// calls every completion handler on a later turn of the
/// main run loop, where UIKit calls it on a background queue.
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    /// What a load of an item delivers: the item, or an error.
    public typealias CompletionHandler = ((any NSSecureCoding)?, (any Error)?) -> Void
    /// A loader registered for an item: given the handler to call, the class expected and the
    /// options, it calls the handler with the item.
    public typealias LoadHandler = (NSItemProvider.CompletionHandler?, AnyClass?, [AnyHashable: Any]?) -> Void

    /// The codes of `NSItemProviderErrorDomain`.
    public enum ErrorCode: Int, Sendable {
        /// Something failed that has no code of its own.
        case unknownError = -1
        /// The provider has no representation of the type asked for.
        case itemUnavailableError = -1000
        /// The item is not of the class asked for.
        case unexpectedValueClassError = -1100
        /// The item cannot be turned into the class asked for.
        case unavailableCoercionError = -1200
    }

    /// How a representation's bytes are made.
    enum Source {
        case data((@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)
        case item(any NSSecureCoding)
        case object(any NSItemProviderWriting)
        case loader(LoadHandler)
    }

    /// One registered representation: its type identifier, who may load it and its source.
    struct Representation {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let source: Source
    }

    /// Every representation, in the order it was registered (the most faithful first).
    private(set) var representations: [Representation] = []

    /// A name for the data, used as a file name when it is saved; nil unless set or taken from
    /// a file's name.
    open var suggestedName: String?

    /// An empty provider; register representations on it.
    public override init() {
        super.init()
    }

    /// A provider of `object` in every type it writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of `item` as `typeIdentifier` (nothing when either is nil). Data, strings,
    /// URLs and images load as data of that type too.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        representations.append(Representation(typeIdentifier: typeIdentifier, visibility: .all, source: .item(item)))
    }

    /// A provider of the file at `fileURL`: its bytes as the type its extension names, and its
    /// name as the suggested name; nil when the file cannot be read.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        suggestedName = fileURL.lastPathComponent
        let identifier = TypeIdentifierConformance.identifier(forFilenameExtension: fileURL.pathExtension)
        registerDataRepresentation(forTypeIdentifier: identifier, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    /// A provider with the same representations and name.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        copy.representations = representations
        copy.suggestedName = suggestedName
        return copy
    }

    // MARK: Registering

    /// Promises data of `typeIdentifier`, made by `loadHandler` when asked: it is given the
    /// handler to call with the bytes (or an error) and returns the work's progress, or nil.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append(
            Representation(typeIdentifier: typeIdentifier, visibility: visibility, source: .data(loadHandler)))
    }

    /// Registers `object` in every type it writes, most faithful first.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for identifier in object.writableTypeIdentifiersForItemProvider {
            representations.append(
                Representation(typeIdentifier: identifier, visibility: visibility, source: .object(object)))
        }
    }

    /// Registers an item of `typeIdentifier` made by `loadHandler` when asked.
    open func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping NSItemProvider.LoadHandler)
    {
        representations.append(
            Representation(typeIdentifier: typeIdentifier, visibility: .all, source: .loader(loadHandler)))
    }

    // MARK: Asking

    /// The type identifiers registered, in the order they were, each once.
    open var registeredTypeIdentifiers: [String] {
        var seen = Set<String>()
        return representations.map(\.typeIdentifier).filter { seen.insert($0).inserted }
    }

    /// Whether a registered type conforms to `typeIdentifier` (a PNG conforms to `public.image`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { TypeIdentifierConformance.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    /// Whether a registered type conforms to a type `aClass` reads.
    @_disfavoredOverload
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        readableRepresentation(for: aClass) != nil
    }

    /// Whether a registered type conforms to a type the bridged class of `aClass` (`String`,
    /// `URL`) reads.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    // MARK: Loading

    /// Loads an instance of `aClass` from the first of its readable types that a registered type
    /// conforms to, and passes it (or an error) to `completionHandler` on a later turn of the
    /// main run loop.
    @discardableResult
    @_disfavoredOverload
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let (representation, readable) = readableRepresentation(for: aClass) else {
            deliver { completionHandler(nil, Self.error(.itemUnavailableError, "\(aClass)")) }
            return progress
        }
        loadData(of: representation) { data, error in
            progress.completedUnitCount = 1
            guard let data else { return completionHandler(nil, error ?? Self.error(.unknownError, readable)) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: readable), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
        return progress
    }

    /// Loads a value of `aClass` (`String`, `URL`) through its bridged class, and passes it (or
    /// an error) to `completionHandler` on a later turn of the main run loop.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(
        ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self) { object, error in
            let bridged = (object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }
            completionHandler(bridged, error)
        }
    }

    /// Loads the bytes of the first representation that conforms to `typeIdentifier` and passes
    /// them (or an error) to `completionHandler` on a later turn of the main run loop.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            deliver { completionHandler(nil, Self.error(.itemUnavailableError, typeIdentifier)) }
            return progress
        }
        loadData(of: representation) { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    /// Loads the item registered for `typeIdentifier` (one registered as an item is handed over
    /// as it is; data and objects come as `NSData`) and passes it (or an error) to
    /// `completionHandler` on a later turn of the main run loop.
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: NSItemProvider.CompletionHandler? = nil
    ) {
        guard let completionHandler else { return }
        guard let representation = representation(conformingTo: typeIdentifier) else {
            deliver { completionHandler(nil, Self.error(.itemUnavailableError, typeIdentifier)) }
            return
        }
        switch representation.source {
        case .item(let item):
            deliver { completionHandler(item, nil) }
        case .loader(let loader):
            let handler = UncheckedBox(completionHandler)
            deliver { loader({ item, error in handler.value(item, error) }, nil, options) }
        case .data, .object:
            loadData(of: representation) { data, error in completionHandler(data.map { NSData(data: $0) }, error) }
        }
    }

    // MARK: Internals

    /// The first registered representation conforming to `typeIdentifier`.
    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        representations.first { TypeIdentifierConformance.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    /// The representation to read `aClass` from, and the readable type it is read as: the
    /// class's types in its order of preference, each against the registered ones in theirs.
    private func readableRepresentation(for aClass: any NSItemProviderReading.Type) -> (Representation, String)? {
        for readable in aClass.readableTypeIdentifiersForItemProvider {
            if let exact = representations.first(where: { $0.typeIdentifier == readable }) { return (exact, readable) }
        }
        for readable in aClass.readableTypeIdentifiersForItemProvider {
            if let match = representations.first(where: {
                TypeIdentifierConformance.conforms($0.typeIdentifier, to: readable)
            }) {
                return (match, readable)
            }
        }
        return nil
    }

    /// Makes the bytes of `representation` and passes them to `completion` on a later turn of
    /// the main run loop.
    private func loadData(of representation: Representation, completion: @escaping (Data?, (any Error)?) -> Void) {
        let handler = UncheckedBox(completion)
        let deliverResult: @Sendable (Data?, (any Error)?) -> Void = { data, error in
            let result = UncheckedBox((data, error))
            NSItemProvider.deliver { handler.value(result.value.0, result.value.1) }
        }
        switch representation.source {
        case .data(let load):
            _ = load(deliverResult)
        case .object(let object):
            _ = object.loadData(
                withTypeIdentifier: representation.typeIdentifier, forItemProviderCompletionHandler: deliverResult)
        case .item(let item):
            let data = Self.data(of: item)
            deliverResult(
                data, data == nil ? Self.error(.unavailableCoercionError, representation.typeIdentifier) : nil)
        case .loader(let loader):
            let identifier = representation.typeIdentifier
            loader(
                { item, error in
                    let data = item.flatMap(Self.data(of:))
                    deliverResult(
                        data, error ?? (data == nil ? Self.error(.unavailableCoercionError, identifier) : nil))
                }, NSData.self, nil)
        }
    }

    /// The bytes an item stands for: data as it is, text as UTF-8, a URL's absolute string as
    /// UTF-8 (UIKit writes a property list), an image as PNG.
    private static func data(of item: any NSSecureCoding) -> Data? {
        switch item {
        case let data as NSData: return Data(referencing: data)
        case let string as NSString: return (string as String).data(using: .utf8)
        case let url as NSURL: return url.absoluteString.data(using: .utf8)
        case let image as UIImage: return image.pngData()
        default: return nil
        }
    }

    /// Runs `body` on a later turn of the main run loop, from any thread.
    static func deliver(_ body: @escaping () -> Void) {
        let box = UncheckedBox(body)
        performOnMainActor { UIApplication.shared.runLoop.perform { box.value() } }
    }

    private func deliver(_ body: @escaping () -> Void) { Self.deliver(body) }

    static func error(_ code: ErrorCode, _ subject: String) -> NSError {
        NSError(
            domain: NSItemProviderErrorDomain, code: code.rawValue,
            userInfo: [NSLocalizedDescriptionKey: "Cannot load representation of type \(subject)"])
    }
}
