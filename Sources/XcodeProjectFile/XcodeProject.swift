import Foundation

/// An Xcode project as `project.pbxproj` describes it: objects by id, the targets, and each
/// file's path on disk through the group tree.
///
/// Only what a port needs is modelled: native targets, their sources and resources (from build
/// phases, or from Xcode 16's folder-synchronized groups), variant groups (`Base.lproj`
/// storyboards) and build settings.
public struct XcodeProject {
    /// One object of the `objects` dictionary: its `isa` and its fields.
    public struct Object {
        public var id: String
        public var isa: String
        public var fields: ASCIIPropertyList

        public subscript(key: String) -> ASCIIPropertyList? { fields[key] }
        public func string(_ key: String) -> String? { fields[key]?.string }
        /// The ids an array field lists (`children`, `files`, `buildPhases`…).
        public func ids(_ key: String) -> [String] { fields[key]?.array?.compactMap(\.string) ?? [] }
    }

    /// The `.xcodeproj` folder.
    public var url: URL
    /// The folder holding the `.xcodeproj`: where `<group>` paths of the main group start.
    public var sourceRoot: URL { url.deletingLastPathComponent() }
    public var objectVersion: Int
    public var objects: [String: Object]
    public var rootObjectID: String
    /// The group each file or group sits in.
    private var parents: [String: String] = [:]
    private let pbxprojPath: String

    /// Reads `<url>/project.pbxproj`.
    /// - Throws: `PortDiagnostic`, located in the file, when it cannot be read or is not an
    ///   Xcode project.
    public init(contentsOf url: URL) throws {
        self.url = url
        let file = url.appendingPathComponent("project.pbxproj")
        pbxprojPath = file.path
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw PortDiagnostic(file: file.path, "cannot read the project file: \(error.localizedDescription)")
        }
        let plist = try ASCIIPropertyListParser.parse(data, file: file.path)
        guard plist.entries != nil else {
            throw PortDiagnostic(
                file: file.path, line: plist.position.line, column: plist.position.column,
                "the project file's top level is not a dictionary")
        }
        guard let objectsList = plist["objects"]?.entries else {
            throw PortDiagnostic(file: file.path, "the project file has no 'objects' dictionary")
        }
        guard let root = plist["rootObject"]?.string else {
            throw PortDiagnostic(file: file.path, "the project file names no 'rootObject'")
        }
        objectVersion = Int(plist["objectVersion"]?.string ?? "") ?? 0
        rootObjectID = root
        var objects: [String: Object] = [:]
        for (id, fields) in objectsList {
            guard let isa = fields["isa"]?.string else {
                throw PortDiagnostic(
                    file: file.path, line: fields.position.line, column: fields.position.column,
                    "object \(id) has no 'isa'")
            }
            objects[id] = Object(id: id, isa: isa, fields: fields)
        }
        self.objects = objects
        guard objects[root]?.isa == "PBXProject" else {
            throw PortDiagnostic(file: file.path, "the root object \(root) is not a PBXProject")
        }
        for object in objects.values
        where ["PBXGroup", "PBXVariantGroup", "PBXFileSystemSynchronizedRootGroup"].contains(object.isa) {
            for child in object.ids("children") { parents[child] = object.id }
        }
    }

    public var rootObject: Object { objects[rootObjectID]! }

    /// A diagnostic located at an object's definition.
    public func diagnostic(
        _ object: Object?, severity: PortDiagnostic.Severity = .error, _ message: String
    ) -> PortDiagnostic {
        let position = object?.fields.position
        return PortDiagnostic(
            file: pbxprojPath, line: position?.line ?? 0, column: position?.column ?? 0,
            severity: severity, message)
    }

    /// The project's targets in its own order.
    public var targets: [Object] {
        rootObject.ids("targets").compactMap { objects[$0] }
    }

    /// Native targets that build an iOS app (`com.apple.product-type.application`).
    public var applicationTargets: [Object] {
        targets.filter {
            $0.isa == "PBXNativeTarget" && $0.string("productType") == "com.apple.product-type.application"
        }
    }

    // MARK: Paths

    /// Where a file reference or group is on disk, following `sourceTree` up the group tree;
    /// nil for paths outside the checkout (`SDKROOT`, `BUILT_PRODUCTS_DIR`, `DEVELOPER_DIR`), and
    /// for a group inside itself, which Xcode never writes but a damaged file can hold (`make
    /// fuzz` found one overflowing the stack). Walked without recursion, so a deep tree cannot.
    /// - Complexity: O(depth of the group tree).
    public func location(of id: String) -> URL? {
        // The groups from `id` up whose paths are relative to their parent's place, innermost first.
        var relative: [Object] = []
        var seen: Set<String> = []
        var current = id
        var base: URL
        while true {
            guard seen.insert(current).inserted, let object = objects[current] else { return nil }
            let path = object.string("path") ?? ""
            switch object.string("sourceTree") ?? "<group>" {
            case "<absolute>":
                base = URL(fileURLWithPath: path)
            case "SOURCE_ROOT":
                base = path.isEmpty ? sourceRoot : sourceRoot.appendingPathComponent(path)
            case "<group>":
                relative.append(object)
                if let parent = parents[current] {
                    current = parent
                    continue
                }
                // The main group (and anything outside the tree) starts at the project's folder.
                base = sourceRoot
                if current == rootObject.string("mainGroup"), let projectDir = rootObject.string("projectDirPath"),
                    !projectDir.isEmpty
                {
                    base = sourceRoot.appendingPathComponent(projectDir)
                }
            default:
                return nil
            }
            break
        }
        for object in relative.reversed() {
            // A variant group has no folder of its own: its children's paths start at its parent.
            guard object.isa != "PBXVariantGroup", let path = object.string("path"), !path.isEmpty else { continue }
            base = base.appendingPathComponent(path)
        }
        return base
    }

    // MARK: Build settings

    /// The target's build settings for `configuration` (its default when nil), over the
    /// project's: what Xcode resolves before any `.xcconfig` file.
    public func buildSettings(of target: Object, configuration: String? = nil) -> [String: String] {
        func settings(_ listID: String?) -> [String: String] {
            guard let listID, let list = objects[listID] else { return [:] }
            let wanted = configuration ?? list.string("defaultConfigurationName") ?? "Release"
            let configurations = list.ids("buildConfigurations").compactMap { objects[$0] }
            guard let chosen = configurations.first(where: { $0.string("name") == wanted }) ?? configurations.first
            else { return [:] }
            var result: [String: String] = [:]
            for (key, value) in chosen["buildSettings"]?.entries ?? [] {
                if let string = value.string {
                    result[key] = string
                } else if let array = value.array {
                    result[key] = array.compactMap(\.string).joined(separator: " ")
                }
            }
            return result
        }
        return settings(rootObject.string("buildConfigurationList"))
            .merging(settings(target.string("buildConfigurationList"))) { _, target in target }
    }
}
