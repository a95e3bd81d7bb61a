import Foundation

/// Which model version wrote a store, and where the other versions of a model are.
///
/// Xcode keeps a model's versions side by side in its `.xcdatamodeld` (a `.momd` once
/// compiled): finding a store's model reads each sibling version's XML, one parse each, only
/// when a store's hashes do not match the model it is opened with.
extension NSManagedObjectModel {
    /// Whether a store with `metadata` holds exactly the entities of `configuration` (all
    /// entities when nil) as this model describes them: every entity's version hash matches
    /// and, for the whole model, the store has no entity the model lacks.
    ///
    /// Metadata without version hashes (a store written before stores recorded them) is not
    /// compatible with any model.
    public func isConfiguration(
        withName configuration: String?, compatibleWithStoreMetadata metadata: [String: Any]
    )
        -> Bool
    {
        guard let stored = StoreMetadata.hashes(in: metadata),
            let entities = entities(forConfigurationName: configuration)
        else { return false }
        let own = Dictionary(
            entities.compactMap { entity in entity.name.map { ($0, entity.versionHash) } },
            uniquingKeysWith: { first, _ in first })
        for (name, hash) in own where stored[name] != hash { return false }
        if configuration == nil || configuration == "Default" || configuration == "PF_DEFAULT_CONFIGURATION_NAME" {
            return Set(stored.keys) == Set(own.keys)
        }
        return true
    }

    /// The model among `bundles`' resources (the main bundle's when nil) that wrote a store with
    /// `metadata`: every version of every `.momd`, `.xcdatamodeld` and `.xcdatamodel` is tried,
    /// and the first version whose hashes match is returned; nil when none does.
    ///
    /// Apple merges matching models of several bundles; here one version has to hold all of
    /// the store's entities.
    public class func mergedModel(
        from bundles: [Bundle]?, forStoreMetadata metadata: [String: Any]
    )
        -> NSManagedObjectModel?
    {
        for bundle in bundles ?? [Bundle.main] {
            for url in ModelFileReader.modelURLs(in: bundle) {
                for version in ModelFileReader.versionURLs(in: url) {
                    guard let model = try? NSManagedObjectModel.reading(version) else { continue }
                    if model.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata) { return model }
                }
            }
        }
        return nil
    }

    /// The other versions of this model: the `.xcdatamodel` packages of the `.xcdatamodeld` (or
    /// `.momd`) it was read from, or that holds the version it was read from. Unreadable
    /// versions are left out (the current one was read, so the folder is the app's own).
    var siblingVersions: [NSManagedObjectModel] {
        guard let fileURL else { return [] }
        var folder = fileURL
        if fileURL.pathExtension == "xcdatamodel" || fileURL.lastPathComponent == ModelFileReader.contentsFileName {
            folder =
                fileURL.lastPathComponent == ModelFileReader.contentsFileName
                ? fileURL.deletingLastPathComponent() : fileURL
            folder = folder.deletingLastPathComponent()
            guard ["xcdatamodeld", "momd"].contains(folder.pathExtension) else { return [] }
        }
        return ModelFileReader.versionURLs(in: folder).compactMap { try? NSManagedObjectModel.reading($0) }
    }
}

extension ModelFileReader {
    /// Every version inside the model at `url`: the `.xcdatamodel` packages of an
    /// `.xcdatamodeld` or `.momd` folder, sorted by name, or `url` itself for a single version.
    static func versionURLs(in url: URL) -> [URL] {
        guard ["xcdatamodeld", "momd"].contains(url.pathExtension) else { return [url] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".xcdatamodel") }.sorted().map { url.appendingPathComponent($0) }
    }
}
