import ArgumentParser
import CairoRendering
import Foundation

/// `storyboard graph`: scenes as nodes and segues as edges, a cluster per file, with references
/// leading into the files they name. DOT is written here; SVG and PNG come from Graphviz.
public struct GraphCommand: ToolCommand {
    public static let configuration = CommandConfiguration(
        commandName: "graph", abstract: "Draw the scenes and segues of storyboards as a graph.",
        discussion: """
            Nodes are scenes (class, title, storyboard identifier); edges are segues labelled with \
            their identifier and kind: relationships bold, embeds dotted from a diamond, shows solid, \
            presentations red, custom segues purple, unwinds dashed back to the nearest scene that \
            leads to their source (UIKit decides the receiver at run time; without the app's code \
            that is the best guess), references grey into the scene they resolve to. Each file is a \
            cluster. SVG and PNG need Graphviz's 'dot' on PATH.
            """)

    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case dot, svg, png
    }

    /// Which way segues point: left to right reads like Interface Builder's canvas; top to
    /// bottom suits a menu that fans out to many scenes.
    public enum Direction: String, ExpressibleByArgument, CaseIterable, Sendable {
        case lr, tb
    }

    @OptionGroup public var inputs: InputOptions

    @Option(help: "dot (the graph as text), svg or png (laid out by Graphviz).")
    public var format: Format = .dot

    @Option(name: [.short, .long], help: "The file to write; standard output when omitted (not for png).")
    public var output: String?

    @Option(
        help:
            "tb (segues point down, the default: menus fan out into rows) or lr (left to right, as Interface Builder lays scenes out)."
    )
    public var direction: Direction = .tb

    @Flag(help: "Draw each scene's rendering inside its node.")
    public var thumbnails = false

    @Option(help: "Pixels a point of the thumbnails (0.25 draws an iPhone scene about 100 pixels wide).")
    public var thumbnailScale: Double = 0.25

    public init() {}

    public func validate() throws {
        if format == .png, output == nil { throw ValidationError("--format png needs --output FILE.") }
        if format == .dot, thumbnails, output == nil {
            throw ValidationError(
                "--format dot --thumbnails needs --output FILE: the pictures are kept in a folder beside it.")
        }
        if !(thumbnailScale > 0 && thumbnailScale <= 2) {
            throw ValidationError("--thumbnail-scale takes a number above 0, up to 2.")
        }
    }

    public func execute(_ output: inout ToolOutput) throws -> Int32 {
        let loaded = try inputs.load()
        var status: Int32 = 0
        for file in loaded.files where file.document == nil {
            output.warn(file.result.errors)
            status = 1
        }
        let graph = StoryboardGraph(inputs: loaded)
        if graph.clusters.isEmpty {
            output.warn("no storyboard among the inputs could be read; there is nothing to draw")
            return 1
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "storyboard-graph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            output.warn("cannot create a working folder at \(work.path): \(error)")
            return 1
        }

        var pictures: [String: String] = [:]
        if thumbnails {
            // DOT text names the pictures' files, so they stay beside it: `graph.dot` keeps them
            // in `graph-thumbnails/`. SVG and PNG carry them inside.
            var folder = work
            if format == .dot, let path = self.output {
                let file = URL(fileURLWithPath: path)
                folder = file.deletingPathExtension().deletingLastPathComponent()
                    .appendingPathComponent(
                        file.deletingPathExtension().lastPathComponent + "-thumbnails", isDirectory: true)
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                } catch {
                    output.warn("cannot create \(folder.path): \(error.localizedDescription)")
                    return 1
                }
            }
            let bundles = BundleFolders(inputs: loaded)
            let scale = CGFloat(thumbnailScale)
            let drawn = MainActor.assumeIsolated {
                SceneThumbnails.render(graph, bundles: bundles, scale: scale, into: folder)
            }
            pictures = drawn.files
            for refusal in drawn.refusals { output.warn(refusal) }
        }
        let dot = graph.dot(thumbnails: pictures, direction: direction.rawValue.uppercased())

        let result: Data
        switch format {
        case .dot:
            result = Data(dot.utf8)
        case .svg, .png:
            do {
                let graphviz = try Graphviz()
                var laidOut = try graphviz.layout(dot, format: format.rawValue, workingFolder: work)
                if format == .svg, !pictures.isEmpty { laidOut = Self.embedding(pictures, in: laidOut) }
                result = laidOut
            } catch {
                output.warn(error.description)
                return 1
            }
        }
        if let path = self.output {
            do {
                try result.write(to: URL(fileURLWithPath: path))
            } catch {
                output.warn("cannot write \(path): \(error.localizedDescription)")
                return 1
            }
        } else {
            output.print(String(decoding: result, as: UTF8.self), terminator: "")
        }
        return status
    }

    /// The SVG with each thumbnail's file replaced by its bytes (a `data:` URL), so the picture
    /// does not depend on files that are gone once the command ends.
    static func embedding(_ pictures: [String: String], in svg: Data) -> Data {
        var text = String(decoding: svg, as: UTF8.self)
        for path in pictures.values {
            guard let bytes = FileManager.default.contents(atPath: path) else { continue }
            text = text.replacingOccurrences(
                of: "\"\(path)\"", with: "\"data:image/png;base64,\(bytes.base64EncodedString())\"")
        }
        return Data(text.utf8)
    }
}
