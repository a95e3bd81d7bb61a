import Foundation
import OpenUIKit
import OpenUIKitContracts

/// One asset of the library as the folder holds it: a file and what `Library.json` says of it.
struct AssetRecord: Equatable, Sendable {
    /// The file's path inside the library folder (`beach.jpg`, `Trips/beach.jpg`).
    var relativePath: String
    var mediaType: PHAssetMediaType
    var mediaSubtypes: PHAssetMediaSubtype
    var pixelWidth: Int
    var pixelHeight: Int
    var creationDate: Date?
    var modificationDate: Date?
    var isFavorite: Bool
    var isHidden: Bool
    var duration: TimeInterval
    var burstIdentifier: String?
    /// The sibling `.mov` of a live photo's still, relative to the library folder.
    var pairedVideoPath: String?
    /// The edit applied to the file, if any; the untouched file is kept under `.originals/`.
    var adjustment: LibraryIndex.Adjustment?
    /// The file's size, so an edit that keeps its dates still counts as a content change.
    var fileSize: Int

    var localIdentifier: String { PhotoLibraryStore.assetIdentifier(forPath: relativePath) }
}

/// A user album: a subfolder of the library, or one `Library.json` lists.
struct AlbumRecord: Hashable, Sendable {
    var localIdentifier: String
    var title: String
    /// The members' relative paths, in album order.
    var members: [String]
    /// Whether the album is a folder of the library (its files are its first members).
    var isFolder: Bool
}

/// The whole library at one moment: what a fetch reads and what `PHChange` compares.
struct LibrarySnapshot: Sendable {
    /// Every asset, oldest first.
    var assets: [AssetRecord] = []
    var albums: [AlbumRecord] = []

    func asset(withIdentifier identifier: String) -> AssetRecord? {
        assets.first { $0.localIdentifier == identifier }
    }

    func album(withIdentifier identifier: String) -> AlbumRecord? {
        albums.first { $0.localIdentifier == identifier }
    }
}

/// `Library.json` in the library folder: what files alone cannot say.
///
/// ```json
/// { "albums": [ { "identifier": "…/L0/040", "title": "Trips", "assets": ["beach.jpg"] } ],
///   "assets": { "beach.jpg": { "favorite": true, "hidden": false,
///                              "creationDate": "2024-05-01T10:00:00Z" } } }
/// ```
struct LibraryIndex: Codable, Equatable, Sendable {
    struct Album: Codable, Equatable, Sendable {
        var identifier: String
        var title: String
        var assets: [String]
    }

    struct Adjustment: Codable, Equatable, Sendable {
        var formatIdentifier: String
        var formatVersion: String
        var data: Data
    }

    struct Asset: Codable, Equatable, Sendable {
        var favorite: Bool?
        var hidden: Bool?
        var creationDate: Date?
        var burstIdentifier: String?
        var adjustment: Adjustment?
    }

    var albums: [Album] = []
    var assets: [String: Asset] = [:]

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        albums = try container.decodeIfPresent([Album].self, forKey: .albums) ?? []
        assets = try container.decodeIfPresent([String: Asset].self, forKey: .assets) ?? [:]
    }
}

/// The photo library on disk, as the iOS Simulator keeps one in its data folder: a folder of
/// image and video files (`OPENUIKIT_PHOTO_LIBRARY`, else `~/.local/share/OpenUIKit/PhotoLibrary/`),
/// its subfolders the user's albums, `Library.json` for favourites, hidden assets, albums made
/// by change requests and edits. No folder is an empty library. The folder is read again on every
/// fetch, so files added by hand show up; header sizes are cached by file.
final class PhotoLibraryStore: @unchecked Sendable {
    static let indexFileName = "Library.json"
    static let originalsFolderName = ".originals"
    static let assetIdentifierSuffix = "/L0/001"
    static let albumIdentifierSuffix = "/L0/040"

    static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "heic", "heif", "tif", "tiff", "bmp", "webp",
    ]
    static let videoExtensions: Set<String> = ["mov", "mp4", "m4v"]
    static let audioExtensions: Set<String> = ["m4a", "mp3", "wav", "aac", "caf"]

    /// The library folder the process uses now.
    static var currentRoot: URL {
        if let path = ProcessInfo.processInfo.environment[.photoLibrary], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".local/share/OpenUIKit/PhotoLibrary", isDirectory: true)
    }

    private static let storesLock = NSLock()
    nonisolated(unsafe) private static var stores: [String: PhotoLibraryStore] = [:]

    /// The store of the folder `OPENUIKIT_PHOTO_LIBRARY` names now (one store per folder).
    static var current: PhotoLibraryStore {
        let root = currentRoot.standardizedFileURL
        return storesLock.withLock {
            if let store = stores[root.path] { return store }
            let store = PhotoLibraryStore(root: root)
            stores[root.path] = store
            return store
        }
    }

    let root: URL
    /// Serializes reading and writing the folder.
    let lock = NSRecursiveLock()

    private struct HeaderKey: Hashable {
        var path: String
        var modificationDate: Date?
        var size: Int
    }
    // Guarded by `lock`.
    private var pixelSizes: [HeaderKey: (Int, Int)] = [:]

    init(root: URL) {
        self.root = root
    }

    static func assetIdentifier(forPath path: String) -> String { path + assetIdentifierSuffix }

    static func path(forAssetIdentifier identifier: String) -> String? {
        guard identifier.hasSuffix(assetIdentifierSuffix) else { return nil }
        return String(identifier.dropLast(assetIdentifierSuffix.count))
    }

    static func folderAlbumIdentifier(_ folder: String) -> String { "folder:" + folder + albumIdentifierSuffix }

    func url(forRelativePath path: String) -> URL { root.appendingPathComponent(path) }

    func originalURL(forRelativePath path: String) -> URL {
        root.appendingPathComponent(Self.originalsFolderName).appendingPathComponent(path)
    }

    // MARK: Index

    /// The index, or why it cannot be read; an absent file is an empty index.
    func readIndex() -> Result<LibraryIndex, PHPhotosError> {
        let url = root.appendingPathComponent(Self.indexFileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return .success(LibraryIndex()) }
        do {
            let data = try Data(contentsOf: url)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return .success(try decoder.decode(LibraryIndex.self, from: data))
        } catch {
            return .failure(PHPhotosError(.invalidResource, "\(Self.indexFileName) cannot be read: \(error)"))
        }
    }

    func writeIndex(_ index: LibraryIndex) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try encoder.encode(index).write(to: root.appendingPathComponent(Self.indexFileName), options: .atomic)
    }

    // MARK: Reading the folder

    /// The library as the folder holds it now. A damaged `Library.json` reads as an empty index
    /// (the files are still the library); changes refuse to overwrite it.
    ///
    /// - Complexity: O(n) in the files of the folder and its albums; headers are read once a file.
    func snapshot() -> LibrarySnapshot {
        // After the user says no, Photos shows the app an empty library.
        if PHPhotoLibrary.isAccessDenied { return LibrarySnapshot() }
        return lock.withLock {
            let index = (try? readIndex().get()) ?? LibraryIndex()
            var snapshot = LibrarySnapshot()
            let manager = FileManager.default
            guard let top = try? manager.contentsOfDirectory(atPath: root.path) else { return snapshot }
            var folders: [String] = []
            var files: [String] = []
            for name in top.sorted() where !name.hasPrefix(".") {
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isDirectory)
                else {
                    continue
                }
                if isDirectory.boolValue { folders.append(name) } else { files.append(name) }
            }
            snapshot.assets = assets(in: files, folder: nil, index: index)
            for folder in folders {
                let names = ((try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                    .filter { !$0.hasPrefix(".") }.sorted()
                let members = assets(in: names, folder: folder, index: index)
                snapshot.assets += members
                let listed = index.albums.first { $0.identifier == Self.folderAlbumIdentifier(folder) }?.assets ?? []
                snapshot.albums.append(
                    AlbumRecord(
                        localIdentifier: Self.folderAlbumIdentifier(folder), title: folder,
                        members: members.map(\.relativePath)
                            + listed.filter { path in
                                !members.contains { $0.relativePath == path }
                            }, isFolder: true))
            }
            snapshot.assets.sort {
                ($0.creationDate ?? .distantPast, $0.relativePath) < ($1.creationDate ?? .distantPast, $1.relativePath)
            }
            let known = Set(snapshot.assets.map(\.relativePath))
            for album in index.albums where !album.identifier.hasPrefix("folder:") {
                snapshot.albums.append(
                    AlbumRecord(
                        localIdentifier: album.identifier, title: album.title,
                        members: album.assets.filter(known.contains), isFolder: false))
            }
            for position in snapshot.albums.indices {
                snapshot.albums[position].members.removeAll { !known.contains($0) }
            }
            return snapshot
        }
    }

    private func assets(in names: [String], folder: String?, index: LibraryIndex) -> [AssetRecord] {
        let lowercased = Set(names.map { $0.lowercased() })
        var records: [AssetRecord] = []
        for name in names {
            let fileExtension = (name as NSString).pathExtension.lowercased()
            let base = (name as NSString).deletingPathExtension
            let relativePath = folder.map { $0 + "/" + name } ?? name
            var mediaType = PHAssetMediaType.unknown
            if Self.imageExtensions.contains(fileExtension) {
                mediaType = .image
            } else if Self.videoExtensions.contains(fileExtension) {
                // A movie beside a still of the same name is that live photo's motion.
                let hasStill = Self.imageExtensions.contains { lowercased.contains((base + "." + $0).lowercased()) }
                if hasStill { continue }
                mediaType = .video
            } else if Self.audioExtensions.contains(fileExtension) {
                mediaType = .audio
            } else {
                continue
            }
            let url = url(forRelativePath: relativePath)
            let attributes = (try? FileManager.default.attributesOfItem(atPath: url.path)) ?? [:]
            let modified = attributes[.modificationDate] as? Date
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let entry = index.assets[relativePath]
            var record = AssetRecord(
                relativePath: relativePath, mediaType: mediaType, mediaSubtypes: [], pixelWidth: 0, pixelHeight: 0,
                creationDate: entry?.creationDate ?? attributes[.creationDate] as? Date ?? modified,
                modificationDate: modified, isFavorite: entry?.favorite ?? false, isHidden: entry?.hidden ?? false,
                duration: 0, burstIdentifier: entry?.burstIdentifier, pairedVideoPath: nil,
                adjustment: entry?.adjustment, fileSize: size)
            if mediaType == .image {
                (record.pixelWidth, record.pixelHeight) = pixelSize(
                    of: url, key: HeaderKey(path: url.path, modificationDate: modified, size: size))
                if let movie = names.first(where: {
                    Self.videoExtensions.contains(($0 as NSString).pathExtension.lowercased())
                        && ($0 as NSString).deletingPathExtension == base
                }) {
                    record.mediaSubtypes.insert(.photoLive)
                    record.pairedVideoPath = folder.map { $0 + "/" + movie } ?? movie
                }
                if name.localizedCaseInsensitiveContains("screenshot") { record.mediaSubtypes.insert(.photoScreenshot) }
            }
            records.append(record)
        }
        return records
    }

    /// The upright pixel size the file's header gives, read with OpenUIKit's image header
    /// reader; 0 × 0 for files it cannot read (HEIC, damaged bytes).
    private func pixelSize(of url: URL, key: HeaderKey) -> (Int, Int) {
        if let known = pixelSizes[key] { return known }
        var size = (0, 0)
        if let image = UIImage(contentsOfFile: url.path) {
            size = (Int((image.size.width * image.scale).rounded()), Int((image.size.height * image.scale).rounded()))
        }
        pixelSizes[key] = size
        return size
    }

    // MARK: Paths for new files

    /// A file name in the library folder not yet taken, keeping `name`'s extension.
    func freeRelativePath(for name: String) -> String {
        let manager = FileManager.default
        let base = (name as NSString).deletingPathExtension
        let fileExtension = (name as NSString).pathExtension
        var candidate = name
        var counter = 1
        while manager.fileExists(atPath: url(forRelativePath: candidate).path) {
            counter += 1
            candidate = fileExtension.isEmpty ? "\(base) \(counter)" : "\(base) \(counter).\(fileExtension)"
        }
        return candidate
    }
}
