import Foundation

/// A class whose instances an item provider can hand out as data: the type identifiers it writes,
/// most faithful first, and its bytes for each.
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The uniform type identifiers every instance can write, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The type identifiers this instance can write; the class's list unless an instance says
    /// otherwise.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Who may load the representation of `typeIdentifier`; `.all` unless the class says otherwise.
    static func itemProviderVisibilityForRepresentation(
        withTypeIdentifier typeIdentifier: String
    )
        -> NSItemProviderRepresentationVisibility
    /// Who may load this instance's representation of `typeIdentifier`; the class's answer unless
    /// the instance says otherwise.
    func itemProviderVisibilityForRepresentation(
        withTypeIdentifier typeIdentifier: String
    )
        -> NSItemProviderRepresentationVisibility
    /// Makes the bytes of `typeIdentifier` and passes them (or an error) to `completionHandler`;
    /// returns the progress of the work, or nil.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

extension NSItemProviderWriting {
    /// The class's list, as UIKit's default.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }

    /// Every process, as UIKit's default.
    public static func itemProviderVisibilityForRepresentation(
        withTypeIdentifier typeIdentifier: String
    )
        -> NSItemProviderRepresentationVisibility
    { .all }

    /// The class's answer, as UIKit's default.
    public func itemProviderVisibilityForRepresentation(
        withTypeIdentifier typeIdentifier: String
    )
        -> NSItemProviderRepresentationVisibility
    { Self.itemProviderVisibilityForRepresentation(withTypeIdentifier: typeIdentifier) }
}
