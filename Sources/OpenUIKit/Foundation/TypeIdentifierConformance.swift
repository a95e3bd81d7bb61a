import Foundation

/// Which uniform type identifiers conform to which, for item providers and drop sessions. Linux
/// has no `UniformTypeIdentifiers` (and no Launch Services to declare types), so this is a
/// small built-in table of the system's common types: `public.utf8-plain-text` →
/// `public.plain-text` → `public.text` → `public.data` → `public.item`, `public.png` →
/// `public.image`, `public.file-url` → `public.url`, and so on. An identifier the table does not
/// know conforms to itself, `public.data` and `public.item`, as an app's own data types do.
enum TypeIdentifierConformance {
    /// Each known identifier's direct parents.
    private static let parents: [String: [String]] = [
        "public.item": [],
        "public.content": ["public.item"],
        "public.data": ["public.item"],
        "public.composite-content": ["public.content"],
        "public.text": ["public.data", "public.content"],
        "public.plain-text": ["public.text"],
        "public.utf8-plain-text": ["public.plain-text"],
        "public.utf16-plain-text": ["public.plain-text"],
        "public.utf16-external-plain-text": ["public.plain-text"],
        "public.utf8-tab-separated-values-text": ["public.plain-text"],
        "public.rtf": ["public.text"],
        "public.html": ["public.text"],
        "public.xml": ["public.text"],
        "public.json": ["public.text"],
        "public.source-code": ["public.plain-text"],
        "public.image": ["public.data", "public.content"],
        "public.png": ["public.image"],
        "public.jpeg": ["public.image"],
        "public.heic": ["public.image"],
        "public.tiff": ["public.image"],
        "com.compuserve.gif": ["public.image"],
        "public.url": ["public.data"],
        "public.file-url": ["public.url"],
        "public.url-name": ["public.utf8-plain-text"],
        "public.vcard": ["public.text"],
        "com.adobe.pdf": ["public.data", "public.composite-content"],
        "public.audiovisual-content": ["public.data", "public.content"],
        "public.movie": ["public.audiovisual-content"],
        "public.audio": ["public.audiovisual-content"],
    ]

    /// The identifier for a file name extension (`png` → `public.png`), for files handed to an
    /// item provider; unknown extensions are plain data.
    static func identifier(forFilenameExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "txt", "text": return "public.plain-text"
        case "png": return "public.png"
        case "jpg", "jpeg": return "public.jpeg"
        case "gif": return "com.compuserve.gif"
        case "heic": return "public.heic"
        case "tif", "tiff": return "public.tiff"
        case "json": return "public.json"
        case "html", "htm": return "public.html"
        case "rtf": return "public.rtf"
        case "pdf": return "com.adobe.pdf"
        default: return "public.data"
        }
    }

    /// Whether `identifier` is `parent` or conforms to it through the table. Costs a walk up the
    /// table (a handful of steps).
    static func conforms(_ identifier: String, to parent: String) -> Bool {
        if identifier == parent { return true }
        guard let direct = parents[identifier] else {
            return parent == "public.data" || parent == "public.item"
        }
        return direct.contains { conforms($0, to: parent) }
    }
}
