import Foundation

/// Finding an image by name, as `init(named:in:compatibleWith:)` does: an asset catalog's image
/// set first, then loose files with their `@2x`/`@3x` variants, in the folders storyboards are
/// found in (`StoryboardFiles`). What a file gives is kept by path, so asking again reads and
/// decodes nothing again, as UIKit's named-image cache does.
extension UIImage {
    /// The image `name` in `bundle` (nil: the main bundle and the resource bundles beside the
    /// executable), looking in `folder` first when given (the folder of a storyboard loaded by
    /// URL).
    static func namedContents(
        _ name: String, in bundle: Bundle?, preferring folder: URL?,
        traits: UITraitCollection?
    ) -> Contents? {
        guard !name.isEmpty else { return nil }
        // A full path names the file itself, as `imageNamed:` takes one on iOS
        // (`UIImage(named: url.path)`, or `.map(UIImage.init)` over a path).
        if name.hasPrefix("/"), FileManager.default.fileExists(atPath: name),
            let contents = NamedImageCache.contents(
                ofFile: URL(fileURLWithPath: name), scale: Self.scale(inFileName: name))
        {
            return contents
        }
        let scale = preferredScale(traits)
        var folders = StoryboardFiles.resourceFolders(of: bundle)
        if let folder {
            folders.insert(folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder, at: 0)
        }
        for catalog in AssetCatalog.catalogs(in: folders) {
            guard let set = catalog.imageSet(named: name) else { continue }
            if let found = set.contents(preferredScale: scale, traits: traits) { return found }
        }
        for candidate in resourceCandidates(for: name, preferredScale: scale) {
            if let url = StoryboardFiles.find(
                name: candidate.name, extension: candidate.type, bundle: bundle, preferring: folder),
                let contents = NamedImageCache.contents(
                    ofFile: url, scale: Self.scale(inFileName: url.lastPathComponent))
            {
                return contents
            }
        }
        // A name with an image file's extension and no such file finds the set without it, as on
        // iOS (`UIImage(named: "sword.png")` shows `sword.imageset`).
        if let dot = name.lastIndex(of: "."), imageExtensions.contains(name[name.index(after: dot)...].lowercased()) {
            let stem = String(name[..<dot])
            for catalog in AssetCatalog.catalogs(in: folders) {
                guard let set = catalog.imageSet(named: stem) else { continue }
                if let found = set.contents(preferredScale: scale, traits: traits) { return found }
            }
        }
        return nil
    }

    /// The scale the traits ask for; without one, the main screen's (read on the main thread
    /// only, where it lives), else 0: the sharpest variant wins.
    static func preferredScale(_ traits: UITraitCollection?) -> CGFloat {
        if let scale = traits?.displayScale, scale > 0 { return scale }
        guard Thread.isMainThread else { return 0 }
        return MainActor.assumeIsolated { UIScreen.main.scale }
    }

    // MARK: File names

    /// The scale an `@2x`/`@3x` suffix gives a file name (`icon@2x.png`, `icon@2x~ipad.png`); 1
    /// without one.
    static func scale(inFileName path: String) -> CGFloat {
        var stem = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
        return declaredScale(stem).map { CGFloat($0) } ?? 1
    }

    /// The scale a name without its extension ends in (`@1x`, `@2x`, `@3x`, before any `~device`
    /// modifier), if any.
    static func declaredScale(_ stem: Substring) -> Int? {
        var stem = stem
        if let tilde = stem.lastIndex(of: "~") { stem = stem[..<tilde] }
        return (1...3).first { stem.hasSuffix("@\($0)x") }
    }

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif"]

    /// The resource names `init(named:)` tries, in order: each scale (the preferred one first,
    /// then 3, 2, 1) in each extension.
    static func resourceCandidates(for name: String, preferredScale: CGFloat) -> [(name: String, type: String)] {
        guard !name.isEmpty else { return [] }
        var base = name
        var types = ["png", "jpg"]
        if let dot = name.lastIndex(of: "."), imageExtensions.contains(name[name.index(after: dot)...].lowercased()) {
            base = String(name[..<dot])
            types = [String(name[name.index(after: dot)...])]
        }
        // A name that already says its scale is looked up as it is.
        if declaredScale(Substring(base)) != nil {
            return types.map { (base, $0) }
        }
        var scales = [3, 2, 1]
        if preferredScale.isFinite, let preferred = scales.first(where: { CGFloat($0) == preferredScale.rounded() }) {
            scales.removeAll { $0 == preferred }
            scales.insert(preferred, at: 0)
        }
        return scales.flatMap { scale in
            types.map { type in (scale == 1 ? base : "\(base)@\(scale)x", type) }
        }
    }
}

/// What image files hold, by path and scale, with the file's modification date: a file changed
/// on disk is read again. Artwork that could not be drawn is remembered too, so it is reported once.
enum NamedImageCache {
    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var entries: [String: (modified: Date?, contents: UIImage.Contents?)] = [:]

    static func contents(ofFile url: URL, scale: CGFloat) -> UIImage.Contents? {
        cached(url, scale: scale) { data in
            let contents = UIImage.Contents(decoding: data, scale: scale)
            contents?.cgImage?.decodeInBackground()
            return contents
        }
    }

    /// Vector artwork drawn at `scale` by the installed decoder; why it could not be is reported
    /// once, as part of `owner` (an image set).
    static func contents(
        ofArtwork url: URL, format: VectorArtwork.Format, scale: CGFloat, owner: String
    ) -> UIImage.Contents? {
        // Keyed by the decoder too: one installed later may draw what an earlier one could not.
        cached(url, scale: scale, decoder: ObjectIdentifier(ImageDecoders.decoder)) { data in
            switch ImageDecoders.decoder.rasterize(VectorArtwork(data: data, format: format), scale: scale) {
            case .success(let artwork):
                return UIImage.Contents(cgImage: CGImage(bitmap: artwork.bitmap), scale: scale, orientation: .up)
            case .failure(let error):
                UIKitDiagnostics.reportFromAnyThread(
                    UIKitDiagnostic.warning,
                    "\(owner) has \(format == .pdf ? "a PDF" : "an SVG") image, '\(url.lastPathComponent)', that is not drawn: \(error)"
                )
                return nil
            }
        }
    }

    private static func cached(
        _ url: URL, scale: CGFloat, decoder: ObjectIdentifier? = nil,
        make: (Data) -> UIImage.Contents?
    ) -> UIImage.Contents? {
        let path = url.standardizedFileURL.path
        let key = "\(path)@\(scale)" + (decoder.map { " \($0.hashValue)" } ?? "")
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        if let cached = lock.withLock({ entries[key] }), cached.modified == modified { return cached.contents }
        guard let data = try? Data(contentsOf: url) else { return nil }
        let contents = make(data)
        lock.withLock { entries[key] = (modified, contents) }
        return contents
    }
}
