import Foundation

/// A uniform type identifier, as Apple's UniformTypeIdentifiers framework models it: a type
/// named by a reverse-DNS identifier (`public.png`), with the file name extensions and MIME
/// types that tag it and the types it conforms to (`public.png` is a `public.image`, which is
/// `public.data`, which is `public.item`).
///
/// The system's declared types are a table here (`UTTypeDeclarations`), with Apple's
/// identifiers, tags and conformances; a file name extension or MIME type the table lacks is
/// looked up in the freedesktop shared-mime-info database (`/usr/share/mime/globs2`) when the
/// machine has it, and otherwise makes a dynamic type (`dyn.` identifier) conforming to the
/// type asked for, as Apple's does for a tag no app declared.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.jpeg`.
    public let identifier: String
    /// For a type made at run time (an exported or imported declaration, or a dynamic type):
    /// its declaration; nil for a type of the system table or an unknown identifier.
    private let declaration: UTTypeDeclaration?

    private init(identifier: String, declaration: UTTypeDeclaration?) {
        self.identifier = identifier
        self.declaration = declaration
    }

    /// The type with `identifier`: a declared one, or, for an identifier no one declared, a type
    /// that conforms to nothing and is not declared (Apple's answer too).
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.init(identifier: identifier, declaration: nil)
    }

    /// The type the system declares for a file name extension (without the dot), among those
    /// conforming to `supertype`; a dynamic type when none does.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard
            let type = UTType.types(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
                .first
        else { return nil }
        self = type
    }

    /// The type the system declares for a MIME type, among those conforming to `supertype`; a
    /// dynamic type when none does.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let type = UTType.types(tag: mimeType, tagClass: .mimeType, conformingTo: supertype).first else {
            return nil
        }
        self = type
    }

    /// A type the app declares and exports (in its Info.plist, on Apple's systems), conforming to
    /// `parentType` (`.data` when nil).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(
            identifier: identifier,
            declaration: UTTypeDeclaration(
                conformsTo: [(parentType ?? .data).identifier], extensions: [], mimeTypes: [], description: nil))
    }

    /// A type another app declares, which this one imports, conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The types that `tag` of `tagClass` names and that conform to `supertype` (all of them when
    /// nil), most specific declaration first; a dynamic type when the system declares none.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let key = tag.lowercased()
        var found = UTTypeDeclarations.identifiers(tag: key, tagClass: tagClass).map {
            UTType(identifier: $0, declaration: nil)
        }
        if found.isEmpty, tagClass == .filenameExtension, let mime = SharedMIMEInfo.mimeType(forExtension: key) {
            found = UTTypeDeclarations.identifiers(tag: mime, tagClass: .mimeType).map {
                UTType(identifier: $0, declaration: nil)
            }
        }
        if let supertype { found = found.filter { $0.conforms(to: supertype) } }
        if !found.isEmpty { return found }
        var tags: (extensions: [String], mimeTypes: [String]) = ([], [])
        switch tagClass {
        case .filenameExtension:
            tags.extensions = [key]
            if let mime = SharedMIMEInfo.mimeType(forExtension: key) { tags.mimeTypes = [mime] }
        case .mimeType: tags.mimeTypes = [key]
        default: break
        }
        let encoded = "\(tagClass.rawValue)=\(key)".utf8.map { String(format: "%02x", $0) }.joined()
        return [
            UTType(
                identifier: "dyn.\(encoded)",
                declaration: UTTypeDeclaration(
                    conformsTo: [(supertype ?? .data).identifier], extensions: tags.extensions,
                    mimeTypes: tags.mimeTypes, description: nil))
        ]
    }

    private var resolved: UTTypeDeclaration? { declaration ?? UTTypeDeclarations.table[identifier] }

    /// The extension a file of this type gets, without the dot (`jpeg` for `.jpeg`).
    public var preferredFilenameExtension: String? { resolved?.extensions.first }
    /// The type's MIME type, such as `image/jpeg`.
    public var preferredMIMEType: String? { resolved?.mimeTypes.first }
    /// The type's description in English, as the Finder shows it (`JPEG image`).
    public var localizedDescription: String? { resolved?.description }
    /// The type's tags by class.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if let extensions = resolved?.extensions, !extensions.isEmpty { tags[.filenameExtension] = extensions }
        if let mimeTypes = resolved?.mimeTypes, !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return tags
    }
    /// Every type this one conforms to, directly or through others (itself not included).
    public var supertypes: Set<UTType> {
        var seen: Set<String> = []
        var pending = resolved?.conformsTo ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += UTTypeDeclarations.table[next]?.conformsTo ?? []
        }
        return Set(seen.map { UTType(identifier: $0, declaration: nil) })
    }

    /// Whether this type is `type` or conforms to it through its supertypes.
    public func conforms(to type: UTType) -> Bool {
        type.identifier == identifier || supertypes.contains { $0.identifier == type.identifier }
    }
    /// Whether `type` conforms to this one and is not it.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    /// Whether the system or the app declares the type (a dynamic type or an unknown identifier
    /// is not declared).
    public var isDeclared: Bool { declaration.map { _ in !isDynamic } ?? (UTTypeDeclarations.table[identifier] != nil) }
    /// Whether the type was made for a tag no one declared.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    /// Whether the type is one of the system's `public.` types.
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// The type's reference URL; none of the system's types has one.
    public var referenceURL: URL? { nil }
    /// The type's declaration version; the system's have none.
    public var version: Int? { nil }

    public var description: String { identifier }
    public var debugDescription: String { "<_UTCoreType \(identifier)>" }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self.init(identifier: identifier, declaration: nil)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

/// The class of a type's tag: a file name extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A file name extension, without the dot.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// A MIME type.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
    public var description: String { rawValue }
}

extension URL {
    /// The path with `partialName` and the type's preferred extension appended.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(partialName).appendingPathExtension(for: contentType)
    }

    /// The URL with the type's preferred extension appended, unless it already has an extension
    /// of that type.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let preferred = contentType.preferredFilenameExtension else { return self }
        if let current = UTType(filenameExtension: pathExtension), !pathExtension.isEmpty, current == contentType {
            return self
        }
        return appendingPathExtension(preferred)
    }
}
