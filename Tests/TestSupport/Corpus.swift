import Foundation

// Where the corpus tests find their storyboards and apps. Every test that reads a corpus runs over
// one of two folders laid out alike (`storyboards/` holds a folder per project, each file's path in
// it flattened with `__`: `App__Base.lproj__Main.storyboard`):
// - the shared corpus beside the checkout: real projects' files, which may not be committed here,
//   read only by the classes named `…CorpusTests` that `make test-corpus` runs;
// - the sample in this target's folder: a handful of storyboards written for this project, so
//   `make test` checks the same things with nothing beside the checkout.

/// The shared corpus: `$OPENUIKIT_CORPUS` (what `make test-corpus CORPUS_ROOT=…` sets), else
/// `shared/` beside the checkout. Its folders throw when missing, so a corpus test without the
/// corpus fails, naming the path and how to give another, instead of passing over nothing.
public enum SharedCorpus {
    /// The folder holding `storyboards/` and `apps/`; not checked.
    public static var root: URL {
        if let path = ProcessInfo.processInfo.environment["OPENUIKIT_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return checkout.deletingLastPathComponent().appendingPathComponent("shared", isDirectory: true)
    }

    /// Real storyboards and xibs, a folder per project.
    public static var storyboards: URL {
        get throws { try existing("storyboards") }
    }

    /// Real iOS apps (`apps/SOURCES.tsv` lists them).
    public static var apps: URL {
        get throws { try existing("apps") }
    }

    private static func existing(_ name: String) throws(CorpusMissing) -> URL {
        let folder = root.appendingPathComponent(name, isDirectory: true)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CorpusMissing(folder: folder)
        }
        return folder
    }
}

/// The storyboards written for this project in the shared corpus's layout, inside the checkout.
public enum SampleCorpus {
    public static let storyboards = checkout.appendingPathComponent(
        "Tests/TestSupport/Sample/storyboards", isDirectory: true)
}

/// The storyboards (and, unless `nibs` is false, the xibs) below `folder`, in path order.
public func interfaceFiles(below folder: URL, nibs: Bool = true) -> [URL] {
    var files: [URL] = []
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "storyboard" || nibs && url.pathExtension == "xib" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
}

/// A corpus folder that is not there. XCTest reports a test that throws it with this text.
public struct CorpusMissing: Error, CustomStringConvertible {
    public var folder: URL
    public var description: String {
        "the shared corpus is not at \(folder.path): set OPENUIKIT_CORPUS to the folder holding storyboards/ and apps/ "
            + "(make test-corpus CORPUS_ROOT=…)"
    }
}

private var checkout: URL { OpenUIKitTool.checkout }
