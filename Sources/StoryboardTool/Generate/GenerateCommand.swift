import ArgumentParser
import Foundation

/// `storyboard generate`: Swift source with the storyboards' names, scenes, segue identifiers
/// and unwind actions as types, each scene typed by the segues that leave and reach it, with
/// storyboard references followed to the scenes they lead to.
public struct GenerateCommand: ToolCommand {
    public static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift source with type-safe storyboard, scene, segue and unwind-action identifiers.",
        discussion: """
            The source needs only Foundation; scenes are described by name (their custom classes \
            need not exist where it compiles). Where UIKit or OpenUIKit can be imported it adds \
            Scene.instantiate(bundle:) and UIViewController.performSegue(_:sender:) for typed segues.
            """)

    @OptionGroup public var inputs: InputOptions

    @Option(name: [.short, .long], help: "Write the source to this file instead of standard output.")
    public var output: String?

    @Option(help: "The name of the enum that holds everything.")
    public var namespace = "Storyboards"

    @Flag(name: .customLong("public"), help: "Declare everything public (for a framework).")
    public var isPublic = false

    public init() {}

    public func validate() throws {
        let name = SwiftName.type(namespace, fallback: "")
        if name != namespace || SwiftName.keywords.contains(namespace) {
            throw ValidationError(
                "'\(namespace)' is not a Swift type name; try '\(name.isEmpty ? "Storyboards" : name)'.")
        }
    }

    public func execute(_ output: inout ToolOutput) throws -> Int32 {
        let loaded = try inputs.load(includeNibs: false)
        var status: Int32 = 0
        output.warn(loaded.diagnostics)
        for file in loaded.files where file.document == nil {
            output.warn(file.result.diagnostics)
            status = 1
        }
        let identifiers = InterfaceIdentifiers(inputs: loaded, namespace: namespace)
        output.warn(identifiers.diagnostics)
        let files = identifiers.bundles.flatMap(\.storyboards).map(\.fileName)
        let source = IdentifierSourceWriter(identifiers: identifiers, namespace: namespace, isPublic: isPublic).source(
            files: files)
        if let path = self.output {
            do {
                try Data(source.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                output.warn("error: cannot write \(path): \(error.localizedDescription)")
                return 1
            }
        } else {
            output.print(source, terminator: "")
        }
        return status
    }
}
