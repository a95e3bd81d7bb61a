import Foundation
import UniformTypeIdentifiers

/// Which uniform type identifiers conform to which, for item providers and drop sessions:
/// `UTType`'s answer (`public.utf8-plain-text` → `public.plain-text` → `public.text` →
/// `public.data` → `public.item`). An identifier no one declared (an app's own data type)
/// conforms to itself, `public.data` and `public.item`, as an app's exported data types do.
enum TypeIdentifierConformance {
    /// The identifier for a file name extension (`png` → `public.png`), for files handed to an
    /// item provider; an extension no type declares is plain data.
    static func identifier(forFilenameExtension pathExtension: String) -> String {
        guard let type = UTType(filenameExtension: pathExtension), type.isDeclared else {
            return UTType.data.identifier
        }
        return type.identifier
    }

    /// Whether `identifier` is `parent` or conforms to it.
    static func conforms(_ identifier: String, to parent: String) -> Bool {
        if identifier == parent { return true }
        guard let type = UTType(identifier), type.isDeclared else {
            return parent == UTType.data.identifier || parent == UTType.item.identifier
        }
        return UTType(parent).map(type.conforms(to:)) ?? false
    }
}
