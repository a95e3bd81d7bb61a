import Foundation

/// The images a storyboard's views name, found as `UIImage(named:in:compatibleWith:)` finds
/// them (asset catalogs, then loose files with their scales), in the storyboard's own folder
/// first. An image the document lists in its `<resources>` but the bundle lacks stands in at
/// the size the document records, with no pixels: layout then sees the image the app would
/// have (an image view's intrinsic size is its image's size), and an image view draws its place.
@MainActor
struct StoryboardImages {
    let bundle: Bundle?
    /// Sizes by name, from the document's resources.
    let sizes: [String: CGSize]
    /// The folder of a storyboard file, looked in before the bundle.
    let folder: URL?

    init(bundle: Bundle? = nil, sizes: [String: CGSize] = [:], folder: URL? = nil) {
        self.bundle = bundle
        self.sizes = sizes
        self.folder = folder
    }

    func image(named name: String) -> UIImage? {
        if let found = UIImage.namedContents(name, in: bundle, preferring: folder, traits: nil) {
            return UIImage(contents: found)
        }
        guard let size = sizes[name] else { return nil }
        var contents = UIImage.Contents()
        contents.pixelSize = size
        return UIImage(contents: contents)
    }
}
