import Foundation

/// The storyboards of one bundle, by name, so references between them resolve (ST-6): a
/// `viewControllerPlaceholder` names a storyboard (or none: this one) and an identifier (or
/// none: that storyboard's initial controller).
public struct StoryboardSet: Sendable {
    /// Where a reference leads.
    public struct Target: Hashable, Sendable {
        public var storyboardName: String
        public var controller: SceneObject
    }

    public private(set) var documents: [String: InterfaceDocument] = [:]
    /// Decoding diagnostics of every file, then the resolution diagnostics.
    public private(set) var diagnostics: [StoryboardDiagnostic] = []

    /// Storyboards by name, as a bundle would find them (`Main` for `Main.storyboard`).
    public init(files: [String: URL], decoder: StoryboardDecoder = StoryboardDecoder()) {
        for (name, url) in files.sorted(by: { $0.key < $1.key }) {
            let result = decoder.decode(contentsOf: url)
            diagnostics += result.diagnostics
            if let document = result.document { documents[name] = document }
        }
        diagnostics += resolutionDiagnostics()
    }

    /// Storyboards decoded already, by name; `diagnostics` holds only the resolution ones.
    public init(documents: [String: InterfaceDocument]) {
        self.documents = documents
        diagnostics = resolutionDiagnostics()
    }

    /// Every `.storyboard` below `directory`, named by file name. A localized copy
    /// (`fr.lproj/Main.storyboard`) stands behind the `Base.lproj` or unlocalized one.
    public init(directory: URL, decoder: StoryboardDecoder = StoryboardDecoder()) {
        var files: [String: URL] = [:]
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "storyboard" { found.append(url) }
        }
        func rank(_ url: URL) -> Int {
            let folder = url.deletingLastPathComponent().lastPathComponent
            return folder == "Base.lproj" ? 0 : folder.hasSuffix(".lproj") ? 2 : 1
        }
        for url in found.sorted(by: { (rank($0), $0.path) < (rank($1), $1.path) }) {
            let name = url.deletingPathExtension().lastPathComponent
            if files[name] == nil { files[name] = url }
        }
        self.init(files: files, decoder: decoder)
    }

    /// Where the reference `placeholder` in storyboard `name` leads, or why it leads nowhere.
    public func resolve(_ placeholder: SceneObject, in name: String) -> Result<Target, ResolutionError> {
        guard case let .reference(storyboardName, identifier, bundle) = placeholder.kind else {
            return .failure(
                ResolutionError(location: placeholder.location, message: "not a storyboard reference", isError: true))
        }
        if let bundle {
            return .failure(
                ResolutionError(
                    location: placeholder.location,
                    message: "the reference points into another bundle ('\(bundle)'), which this set does not contain",
                    isError: false))
        }
        let targetName = storyboardName ?? name
        guard let target = documents[targetName] else {
            return .failure(
                ResolutionError(
                    location: placeholder.location,
                    message: "the reference names storyboard '\(targetName)', which is not in this bundle",
                    isError: true))
        }
        if let identifier {
            guard let controller = target.controller(withIdentifier: identifier) else {
                return .failure(
                    ResolutionError(
                        location: placeholder.location,
                        message: "storyboard '\(targetName)' has no controller with identifier '\(identifier)'",
                        isError: true))
            }
            return .success(Target(storyboardName: targetName, controller: controller))
        }
        guard let initial = target.initialViewController, let controller = target.scene(containing: initial)?.controller
        else {
            return .failure(
                ResolutionError(
                    location: placeholder.location,
                    message: "the reference asks for the initial controller of '\(targetName)', which has none",
                    isError: true))
        }
        return .success(Target(storyboardName: targetName, controller: controller))
    }

    public struct ResolutionError: Error, Hashable, Sendable {
        public var location: SourceLocation
        public var message: String
        /// Another bundle may exist at run time; that is a warning, not an error.
        public var isError: Bool
    }

    /// Every reference of every storyboard, resolved.
    public var references: [(storyboard: String, placeholder: SceneObject)] {
        documents.sorted { $0.key < $1.key }.flatMap { name, document in
            document.scenes.compactMap(\.controller).filter {
                if case .reference = $0.kind { return true }
                return false
            }.map { (name, $0) }
        }
    }

    private func resolutionDiagnostics() -> [StoryboardDiagnostic] {
        references.compactMap { name, placeholder in
            guard case .failure(let failure) = resolve(placeholder, in: name) else { return nil }
            return StoryboardDiagnostic(failure.isError ? .error : .warning, failure.location, failure.message)
        }
    }
}
