import Foundation

/// A file of `Fixtures/`, this target's hand-made inputs.
func fixture(_ relativePath: String) throws -> URL {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
        throw CocoaError(.fileNoSuchFile)
    }
    return folder.appendingPathComponent(relativePath)
}
