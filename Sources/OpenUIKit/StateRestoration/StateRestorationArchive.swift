import Foundation

/// The saved state on disk: a binary property list with the app delegate's coder and one record
/// per preserved object, parents before children. Read as untrusted input: anything that is not
/// such a list is reported and the file discarded, never trusted.
struct StateRestorationArchive {
    /// What a preserved object is.
    enum Kind: String {
        case controller, view, object
    }

    /// How a controller hangs from the one before it in its path.
    enum Relation: String {
        case child, presented
    }

    /// One preserved object.
    struct Record {
        var path: [String]
        var kind: Kind
        var className: String
        var restorationClassName: String?
        var storyboardName: String?
        var storyboardIdentifier: String?
        var relation: Relation?
        var selectedIndex: Int?
        var state: [String: Any]

        var parentPath: [String]? { path.count > 1 ? Array(path.dropLast()) : nil }
    }

    var application: [String: Any]
    var records: [Record]

    static let fileName = "restoration.plist"
    /// Present while a restoration runs: found at launch, it means the last one never finished.
    static let restoringMarker = "restoring"
    private static let version = 1

    func data() throws -> Data {
        let list: [String: Any] = [
            "version": Self.version,
            "application": application,
            "objects": records.map { record -> [String: Any] in
                var entry: [String: Any] = [
                    "path": record.path, "kind": record.kind.rawValue, "class": record.className,
                    "state": record.state,
                ]
                entry["restorationClass"] = record.restorationClassName
                entry["storyboard"] = record.storyboardName
                entry["storyboardIdentifier"] = record.storyboardIdentifier
                entry["relation"] = record.relation?.rawValue
                entry["selectedIndex"] = record.selectedIndex
                return entry
            },
        ]
        return try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0)
    }

    /// The archive in `data`, or why it is not one.
    static func read(_ data: Data) -> Result<StateRestorationArchive, ArchiveError> {
        let list: Any
        do {
            list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return .failure(ArchiveError(reason: "it is not a property list"))
        }
        guard let root = list as? [String: Any], (root["version"] as? Int) == version else {
            return .failure(ArchiveError(reason: "it is not a version \(version) restoration archive"))
        }
        guard let application = root["application"] as? [String: Any], let objects = root["objects"] as? [Any]
        else {
            return .failure(ArchiveError(reason: "it has no application state or object list"))
        }
        var records: [Record] = []
        for (index, item) in objects.enumerated() {
            guard let entry = item as? [String: Any], let path = entry["path"] as? [String], !path.isEmpty,
                let kind = (entry["kind"] as? String).flatMap(Kind.init(rawValue:)),
                let className = entry["class"] as? String, let state = entry["state"] as? [String: Any]
            else {
                return .failure(ArchiveError(reason: "object \(index) is malformed"))
            }
            records.append(
                Record(
                    path: path, kind: kind, className: className,
                    restorationClassName: entry["restorationClass"] as? String,
                    storyboardName: entry["storyboard"] as? String,
                    storyboardIdentifier: entry["storyboardIdentifier"] as? String,
                    relation: (entry["relation"] as? String).flatMap(Relation.init(rawValue:)),
                    selectedIndex: entry["selectedIndex"] as? Int, state: state))
        }
        return .success(StateRestorationArchive(application: application, records: records))
    }

    struct ArchiveError: Error {
        let reason: String
    }
}
