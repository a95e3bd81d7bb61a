import Foundation

/// The images a storyboard's views name. An image is read from the bundle when it is there;
/// asset catalogs are not read here, so an image the document lists in its `<resources>` but
/// the bundle lacks stands in at the size the document records, with no pixels. Layout then
/// sees the image the app would have (an image view's intrinsic size is its image's size), and
/// a renderer draws nothing for it.
@MainActor
struct StoryboardImages {
    let bundle: Bundle?
    /// Sizes by name, from the document's resources.
    let sizes: [String: CGSize]

    init(bundle: Bundle? = nil, sizes: [String: CGSize] = [:]) {
        self.bundle = bundle
        self.sizes = sizes
    }

    func image(named name: String) -> UIImage? {
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) { return image }
        guard let size = sizes[name] else { return nil }
        var contents = UIImage.Contents()
        contents.pixelSize = size
        return UIImage(contents: contents)
    }
}
