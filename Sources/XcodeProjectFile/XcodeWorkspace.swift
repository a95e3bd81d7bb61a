import Foundation

/// An `.xcworkspace`: the projects it opens side by side. Xcode builds a scheme of one project
/// with the others' products at hand, so an app links a framework target of a sibling project by
/// its product's name alone (`EssentialFeed.framework` in `BUILT_PRODUCTS_DIR`), with no
/// reference between the two projects.
///
/// `contents.xcworkspacedata` is XML, read here by scanning for `location = "…"` attributes
/// rather than through libxml2: the file is untrusted and only that attribute matters.
public struct XcodeWorkspace {
    public var url: URL
    /// The projects the workspace lists, in its order, resolved to absolute paths.
    public var projects: [URL]

    /// Reads `<url>/contents.xcworkspacedata`; nil when it cannot be read.
    public init?(contentsOf url: URL) {
        guard
            let data = FileManager.default.contents(atPath: url.appendingPathComponent("contents.xcworkspacedata").path)
        else { return nil }
        self.url = url
        let text = String(decoding: data, as: UTF8.self)
        let folder = url.deletingLastPathComponent()
        var projects: [URL] = []
        var rest = text[...]
        while let range = rest.range(of: #"location\s*=\s*"[^"]*""#, options: .regularExpression) {
            let attribute = rest[range]
            rest = rest[range.upperBound...]
            guard let open = attribute.firstIndex(of: "\"") else { continue }
            let value = String(attribute[attribute.index(after: open)...].dropLast())
            guard let path = Self.path(of: value, workspaceFolder: folder), path.pathExtension == "xcodeproj" else {
                continue
            }
            projects.append(path.standardizedFileURL)
        }
        self.projects = projects
    }

    /// A `FileRef` location: `group:` and `container:` are relative to the workspace's folder
    /// (groups nest, but a workspace of projects rarely does), `absolute:` is a path.
    static func path(of location: String, workspaceFolder: URL) -> URL? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        guard !path.isEmpty else { return nil }
        switch kind {
        case "group", "container": return workspaceFolder.appendingPathComponent(path)
        case "absolute": return URL(fileURLWithPath: path)
        default: return nil
        }
    }

    /// The workspaces that open `project`: `.xcworkspace` folders in the project's folder and
    /// the two above it, as repositories keep them (the workspace Xcode keeps inside every
    /// `.xcodeproj` lists only the project itself, so it is not looked in).
    public static func workspaces(opening project: URL) -> [XcodeWorkspace] {
        let wanted = project.standardizedFileURL.path
        var folder = project.deletingLastPathComponent()
        var found: [XcodeWorkspace] = []
        for _ in 0..<3 {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".xcworkspace") {
                if let workspace = XcodeWorkspace(contentsOf: folder.appendingPathComponent(name)),
                    workspace.projects.contains(where: { $0.path == wanted })
                {
                    found.append(workspace)
                }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return found
    }
}
