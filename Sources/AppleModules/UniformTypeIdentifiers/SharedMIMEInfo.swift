import Foundation

/// The freedesktop shared-mime-info database's file name patterns (`globs2`: `weight:type:*.ext`
/// lines), for MIME types of extensions the system table lacks. Read once, on first use; a
/// machine without the database (or with a malformed line) simply knows fewer extensions.
enum SharedMIMEInfo {
    private static let paths = ["/usr/share/mime/globs2", "/usr/local/share/mime/globs2"]

    /// MIME types by lowercased extension, the heaviest pattern's first.
    private static let byExtension: [String: String] = {
        var best: [String: (weight: Int, type: String)] = [:]
        for path in paths {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
                guard fields.count == 3, let weight = Int(fields[0]), fields[2].hasPrefix("*.") else { continue }
                let pattern = fields[2].dropFirst(2)
                // Only plain extensions: `*.tar.gz` and wildcard patterns name no single extension.
                guard !pattern.isEmpty, !pattern.contains(where: { "*?[.".contains($0) }) else { continue }
                let key = pattern.lowercased()
                if weight > best[key]?.weight ?? -1 { best[key] = (weight, String(fields[1])) }
            }
            break
        }
        return best.mapValues(\.type)
    }()

    static func mimeType(forExtension fileExtension: String) -> String? {
        byExtension[fileExtension.lowercased()]
    }
}
