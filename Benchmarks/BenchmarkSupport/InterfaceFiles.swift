import Foundation

/// Every storyboard and xib below `folder`, in path order: the corpus a benchmark reads.
public func interfaceFiles(below folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
        if ["storyboard", "xib"].contains(url.pathExtension) { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
}
