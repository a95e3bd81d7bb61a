import Foundation

/// One `name.imageset` of an asset catalog: its bitmaps by scale, device and appearance, and how
/// they draw (`template-rendering-intent`, Xcode's slicing as cap insets). A PDF or SVG entry is
/// vector artwork, one file for every scale: drawn at the scale asked for when it is loaded, as
/// Xcode draws it into bitmaps when it builds the app.
struct AssetImageSet: Sendable {
    struct Entry: Sendable {
        let file: URL
        let scale: CGFloat
        /// `universal`, `iphone`, `ipad`, …
        let idiom: String
        let style: UIUserInterfaceStyle
        /// Xcode's slicing, in points, when the entry has one.
        let capInsets: UIEdgeInsets?
        let resizingMode: UIImage.ResizingMode
        /// A PDF or SVG, drawn at any scale; nil for a bitmap.
        let artwork: VectorArtwork.Format?
    }

    let name: String
    let entries: [Entry]
    let renderingMode: UIImage.RenderingMode

    private static let bitmapExtensions: Set<String> = ["png", "jpg", "jpeg", "gif"]

    /// Nil when the folder has no readable `Contents.json` (reported).
    init?(folder: URL, name: String) {
        guard let contents = AssetContents(folder: folder) else {
            UIKitDiagnostics.reportFromAnyThread(
                UIKitDiagnostic.warning,
                "The image set '\(name)' (\(folder.path)) has no readable Contents.json; it is skipped.")
            return nil
        }
        self.name = name
        switch contents.properties["template-rendering-intent"] as? String {
        case "template": renderingMode = .alwaysTemplate
        case "original": renderingMode = .alwaysOriginal
        default: renderingMode = .automatic
        }
        var entries: [Entry] = []
        for entry in contents.entries {
            guard let filename = entry["filename"] as? String, !filename.contains("/"),
                let style = AssetContents.style(of: entry), AssetContents.isPlainVariant(entry)
            else { continue }
            let file = folder.appendingPathComponent(filename)
            let fileExtension = file.pathExtension.lowercased()
            let artwork = VectorArtwork.Format(rawValue: fileExtension)
            guard artwork != nil || Self.bitmapExtensions.contains(fileExtension) else {
                UIKitDiagnostics.reportFromAnyThread(
                    UIKitDiagnostic.warning,
                    "The image set '\(name)' has a '\(fileExtension)' image, '\(filename)': only PNG, JPEG, GIF, PDF and SVG "
                        + "images are drawn here, so it is skipped.")
                continue
            }
            guard FileManager.default.fileExists(atPath: file.path) else {
                UIKitDiagnostics.reportFromAnyThread(
                    UIKitDiagnostic.warning,
                    "The image set '\(name)' names '\(filename)', which is not in \(folder.path).")
                continue
            }
            let scale =
                artwork != nil ? 1 : Self.scale(entry["scale"] as? String) ?? UIImage.scale(inFileName: filename)
            let (capInsets, resizingMode) = Self.slicing(entry["resizing"] as? [String: Any], scale: scale)
            entries.append(
                Entry(
                    file: file, scale: scale, idiom: entry["idiom"] as? String ?? "universal", style: style,
                    capInsets: capInsets, resizingMode: resizingMode, artwork: artwork))
        }
        self.entries = entries
    }

    /// The bitmap for the traits: their appearance (a dark entry in dark appearance, else the
    /// one for any appearance), their device before universal, then a bitmap of the scale asked
    /// for, vector artwork (drawn at that scale), the sharper bitmaps and the rest. Nil when no
    /// image can be read.
    func contents(preferredScale: CGFloat, traits: UITraitCollection?) -> UIImage.Contents? {
        let idiom = traits?.userInterfaceIdiom ?? .unspecified
        let device = idiom == .pad ? "ipad" : "iphone"
        var pool = entries.filter { $0.idiom == "universal" || $0.idiom == device }
        let dark = traits?.userInterfaceStyle == .dark
        let styled = pool.filter { $0.style == (dark ? .dark : .light) }
        let unstyled = pool.filter { $0.style == .unspecified }
        pool = !styled.isEmpty ? styled : !unstyled.isEmpty ? unstyled : pool
        if pool.contains(where: { $0.idiom == device }) { pool = pool.filter { $0.idiom == device } }
        var scales: [CGFloat] = [3, 2, 1]
        if let preferred = scales.first(where: { $0 == preferredScale.rounded() }) {
            scales.removeAll { $0 == preferred }
            scales.insert(preferred, at: 0)
        }
        let bitmaps = pool.filter { $0.artwork == nil }
        var ordered: [Entry] = bitmaps.filter { $0.scale == scales[0] }
        ordered += pool.filter { $0.artwork != nil }
        ordered += scales.dropFirst().flatMap { scale in bitmaps.filter { $0.scale == scale } }
        ordered += bitmaps.filter { !scales.contains($0.scale) }
        // Artwork is drawn at the screen's scale, sharper than 3× being of no use.
        let artworkScale = preferredScale.isFinite && preferredScale >= 1 ? min(preferredScale.rounded(.up), 3) : 1
        for entry in ordered {
            let found =
                entry.artwork.map {
                    NamedImageCache.contents(
                        ofArtwork: entry.file, format: $0, scale: artworkScale, owner: "The image set '\(name)'")
                } ?? NamedImageCache.contents(ofFile: entry.file, scale: entry.scale)
            guard var contents = found else { continue }
            contents.renderingMode = renderingMode
            if let capInsets = entry.capInsets {
                contents.isResizable = true
                contents.capInsets = capInsets
                contents.resizingMode = entry.resizingMode
            }
            return contents
        }
        return nil
    }

    /// "1x", "2x", "3x".
    private static func scale(_ value: String?) -> CGFloat? {
        guard let value, value.hasSuffix("x"), let number = Double(value.dropLast()), number > 0, number.isFinite else {
            return nil
        }
        return CGFloat(number)
    }

    /// Xcode's slicing (`"resizing": {"mode": "9-part", "center": {"mode": "tile"}, "cap-insets": {…}}`),
    /// whose insets are in the file's pixels.
    private static func slicing(_ resizing: [String: Any]?, scale: CGFloat) -> (UIEdgeInsets?, UIImage.ResizingMode) {
        guard let resizing, let insets = resizing["cap-insets"] as? [String: Any] else { return (nil, .stretch) }
        func inset(_ key: String) -> CGFloat {
            let value = (insets[key] as? NSNumber)?.doubleValue ?? 0
            return value.isFinite && value > 0 ? CGFloat(value) / scale : 0
        }
        let center = (resizing["center"] as? [String: Any])?["mode"] as? String
        return (
            UIEdgeInsets(top: inset("top"), left: inset("left"), bottom: inset("bottom"), right: inset("right")),
            center == "tile" ? .tile : .stretch
        )
    }
}
