import Foundation

/// The shared corpus beside the project: `../shared/storyboards`.
let corpusDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/storyboards")

/// How many storyboards and xibs the corpus holds.
var corpusFileCount: Int {
    let enumerator = FileManager.default.enumerator(at: corpusDirectory, includingPropertiesForKeys: nil)
    var count = 0
    while let url = enumerator?.nextObject() as? URL {
        if ["storyboard", "xib"].contains(url.pathExtension) { count += 1 }
    }
    return count
}

/// A file of `Fixtures/`, this target's hand-made inputs.
func fixture(_ relativePath: String) throws -> URL {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
        throw CocoaError(.fileNoSuchFile)
    }
    return folder.appendingPathComponent(relativePath)
}
