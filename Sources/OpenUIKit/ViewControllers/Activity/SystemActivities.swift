import Foundation

/// What the activity sheet offers on Linux: Copy (strings, images, URLs to the pasteboard),
/// Save Image (into the photo library folder, as iOS saves to Photos) and Save to File (each
/// item as a file in `UIActivityViewController.saveFolder`).
@MainActor
enum SystemActivities {
    static func all() -> [UIActivity] { [CopyActivity(), SaveImageActivity(), SaveToFileActivity()] }

    /// The items as strings, images and URLs (text that reads as a URL stays text).
    static func strings(_ items: [Any]) -> [String] { items.compactMap { $0 as? String } }
    static func images(_ items: [Any]) -> [UIImage] { items.compactMap { $0 as? UIImage } }
    static func urls(_ items: [Any]) -> [URL] { items.compactMap { ($0 as? URL) ?? ($0 as? NSURL).map { $0 as URL } } }
}

final class CopyActivity: UIActivity {
    private var items: [Any] = []
    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        !SystemActivities.strings(activityItems).isEmpty || !SystemActivities.images(activityItems).isEmpty
            || !SystemActivities.urls(activityItems).isEmpty
    }

    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }

    override func perform() {
        let pasteboard = UIPasteboard.general
        let images = SystemActivities.images(items), urls = SystemActivities.urls(items)
        if !images.isEmpty { pasteboard.images = images } else if !urls.isEmpty { pasteboard.urls = urls }
        let strings = SystemActivities.strings(items)
        if !strings.isEmpty { pasteboard.strings = strings }
        activityDidFinish(true)
    }
}

final class SaveImageActivity: UIActivity {
    private var images: [UIImage] = []
    override var activityType: ActivityType? { .saveToCameraRoll }
    override var activityTitle: String? { images.count > 1 ? "Save \(images.count) Images" : "Save Image" }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        !SystemActivities.images(activityItems).isEmpty
    }

    override func prepare(withActivityItems activityItems: [Any]) { images = SystemActivities.images(activityItems) }

    override func perform() {
        let folder = UIImagePickerController.photoLibraryFolder
        activityDidFinish(
            ActivityFiles.write(images.map { ($0.pngData(), "png") }, to: folder, prefix: "Image") == images.count)
    }
}

final class SaveToFileActivity: UIActivity {
    private var items: [Any] = []
    override var activityType: ActivityType? { .saveToFile }
    override var activityTitle: String? { "Save to File" }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String || $0 is UIImage || $0 is URL || $0 is Data }
    }

    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }

    override func perform() {
        var files: [(Data?, String)] = []
        for item in items {
            switch item {
            case let image as UIImage: files.append((image.pngData(), "png"))
            case let text as String: files.append((Data(text.utf8), "txt"))
            case let url as URL where url.isFileURL:
                files.append((try? Data(contentsOf: url), url.pathExtension.isEmpty ? "data" : url.pathExtension))
            case let url as URL: files.append((Data((url.absoluteString + "\n").utf8), "txt"))
            case let data as Data: files.append((data, "data"))
            default: continue
            }
        }
        activityDidFinish(
            !files.isEmpty
                && ActivityFiles.write(files, to: UIActivityViewController.saveFolder, prefix: "Shared") == files.count)
    }
}

/// Writing shared items as files, with names that never overwrite.
enum ActivityFiles {
    /// Writes each item as `prefix date n.ext`; returns how many were written.
    static func write(_ files: [(Data?, String)], to folder: URL, prefix: String) -> Int {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH.mm.ss"
        let stamp = formatter.string(from: Date())
        var written = 0
        for (index, (data, ext)) in files.enumerated() {
            guard let data else { continue }
            var url = folder.appendingPathComponent(
                "\(prefix) \(stamp)\(files.count > 1 ? " \(index + 1)" : "").\(ext)")
            var attempt = 2
            while FileManager.default.fileExists(atPath: url.path) {
                url = folder.appendingPathComponent("\(prefix) \(stamp) (\(attempt)).\(ext)")
                attempt += 1
            }
            if (try? data.write(to: url)) != nil { written += 1 }
        }
        return written
    }
}
