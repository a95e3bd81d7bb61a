import ArgumentParser
import CairoRendering
import Foundation
import StoryboardDocument

/// `storyboard render`: scenes to PNG files, as Interface Builder's canvas shows them, or a walk
/// through segues as the app would show it. References resolve among the inputs' bundle.
public struct RenderCommand: ToolCommand {
    public static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Draw storyboard scenes to PNG files.",
        discussion: """
            Without --scene, --all or --path, each storyboard's initial scene is drawn. --path \
            starts at --scene (or the initial scene) and performs each segue in turn through the \
            runtime, drawing the window after each: a push shows inside its navigation controller \
            with the bar, a presentation over its presenter, an unwind back where it leads. \
            Scenes are drawn without the app's code: custom classes draw as their UIKit base, \
            tables with no rows show each prototype cell once.
            """)

    public enum Style: String, ExpressibleByArgument, CaseIterable, Sendable {
        case light, dark
    }

    @OptionGroup public var inputs: InputOptions

    @Option(help: "Only the storyboard with this name (Main for Main.storyboard).")
    public var storyboard: String?

    @Option(help: "The scene to draw (or to start --path at): a controller id, storyboard identifier or scene id.")
    public var scene: String?

    @Flag(help: "Draw every scene.")
    public var all = false

    @Option(help: "Segue identifiers to perform in turn, comma separated.")
    public var path: String?

    @Option(
        help:
            "An Interface Builder device id (retina6_1, ipad12_9rounded, …) or WIDTHxHEIGHT in points; the document's device when omitted."
    )
    public var device: String?

    @Flag(help: "The device turned sideways.")
    public var landscape = false

    @Option(help: "Pixels a point.")
    public var scale: Double = 2

    @Option(help: "light or dark; the document's appearance when omitted.")
    public var style: Style?

    @Option(name: [.short, .long], help: "A folder for the pictures, or a .png file when there is one picture.")
    public var output: String = "."

    public init() {}

    public func validate() throws {
        if all, scene != nil || path != nil {
            throw ValidationError("--all draws every scene; it does not go with --scene or --path.")
        }
        if !(scale > 0 && scale <= 8) { throw ValidationError("--scale takes a number above 0, up to 8.") }
        if let path, segues(path).isEmpty { throw ValidationError("--path needs at least one segue identifier.") }
        _ = try RenderScreen(device: device, landscape: landscape, style: style)
    }

    /// One picture to draw: a scene, or the steps of a path.
    private struct Job {
        var file: StoryboardInputs.File
        var controllerID: String?
        var name: String
        /// What the job's pictures are named after: the storyboard's name, unless two share it.
        var pictureName = ""
    }

    public func execute(_ output: inout ToolOutput) throws -> Int32 {
        let loaded = try inputs.load()
        let screen = try RenderScreen(device: device, landscape: landscape, style: style)
        var status: Int32 = 0
        for file in loaded.files where file.document == nil {
            output.warn(file.result.errors)
            status = 1
        }
        let storyboards = loaded.files.filter {
            $0.isStoryboard && $0.document != nil && (storyboard == nil || $0.name == storyboard)
        }
        guard !storyboards.isEmpty else {
            output.warn(
                storyboard.map { "no storyboard named '\($0)' among the inputs" }
                    ?? "no storyboard among the inputs could be read")
            return 1
        }
        guard var jobs = jobs(in: storyboards, inputs: loaded, output: &output, status: &status) else { return 1 }
        Self.namePictures(of: &jobs, among: storyboards)
        var drawn = Drawn()
        let bundles = BundleFolders(inputs: loaded), options = screen.options, scale = CGFloat(scale)
        let segues = path.map(segues) ?? [], isPath = path != nil
        MainActor.assumeIsolated {
            Self.draw(jobs, bundles: bundles, options: options, scale: scale, path: isPath ? segues : nil, into: &drawn)
        }
        for note in drawn.notes { output.warn(note) }
        for refusal in drawn.refusals { output.warn(refusal) }
        if !drawn.refusals.isEmpty { status = 1 }
        guard !drawn.pictures.isEmpty else { return 1 }
        return write(drawn.pictures, screen: screen, output: &output) ? status : 1
    }

    /// What to draw: the scene asked for, the start of the path, every scene (`--all`) or each
    /// storyboard's initial one. Nil when nothing can be drawn, said in `output`.
    private func jobs(
        in storyboards: [StoryboardInputs.File], inputs: StoryboardInputs, output: inout ToolOutput,
        status: inout Int32
    ) -> [Job]? {
        if let scene {
            switch find(scene, in: storyboards, inputs: inputs) {
            case .success(let job): return [job]
            case .failure(let failure):
                output.warn(failure.message)
                return nil
            }
        }
        if path != nil {
            guard storyboards.count == 1 else {
                output.warn(
                    "--path starts at one storyboard's initial scene: name it with --storyboard, or give --scene")
                return nil
            }
            return [Job(file: storyboards[0], controllerID: nil, name: "initial")]
        }
        var jobs: [Job] = []
        for file in storyboards {
            guard let document = file.document else { continue }
            if all {
                for scene in document.scenes {
                    guard let controller = scene.controller, controller.controllerElement != nil else { continue }
                    jobs.append(
                        Job(
                            file: file, controllerID: controller.id,
                            name: controller.storyboardIdentifier ?? controller.id))
                }
            } else if document.initialViewController != nil {
                jobs.append(Job(file: file, controllerID: nil, name: "initial"))
            } else {
                output.warn(
                    "\(file.path): the storyboard has no initial view controller; name a scene with --scene or use --all"
                )
                status = 1
            }
        }
        return jobs
    }

    /// Pictures are named after their storyboard; two storyboards of one name (in two bundles)
    /// are told apart by their file names, or failing that by a number.
    private static func namePictures(of jobs: inout [Job], among storyboards: [StoryboardInputs.File]) {
        var names: [String: String] = [:]
        for file in storyboards {
            let taken = storyboards.filter { $0.name == file.name }
            if taken.count == 1 {
                names[file.path] = file.name
            } else {
                let stem = file.url.deletingPathExtension().lastPathComponent
                let unique = taken.filter { $0.url.deletingPathExtension().lastPathComponent == stem }.count == 1
                names[file.path] =
                    unique ? stem : "\(file.name)-\((taken.firstIndex { $0.path == file.path } ?? 0) + 1)"
            }
        }
        for index in jobs.indices { jobs[index].pictureName = names[jobs[index].file.path] ?? jobs[index].file.name }
    }

    /// The pictures of the jobs, the scenes that could not be drawn and remarks on the path.
    private struct Drawn {
        var pictures: [(name: String, scene: RenderedScene)] = []
        var refusals: [String] = []
        var notes: [String] = []
    }

    /// Draws each job: its scene, or with `path` the scenes the segues of the path lead through.
    @MainActor
    private static func draw(
        _ jobs: [Job], bundles: BundleFolders, options: SceneRenderingOptions, scale: CGFloat,
        path segues: [String]?, into drawn: inout Drawn
    ) {
        for job in jobs {
            let url = bundles.url(for: job.file)
            guard let segues else {
                switch StoryboardSceneRenderer.renderScene(
                    of: url, controllerID: job.controllerID, scale: scale, options: options)
                {
                case .success(let rendered): drawn.pictures.append(("\(job.pictureName)-\(job.name)", rendered))
                case .failure(let refusal):
                    drawn.refusals.append("\(job.file.path): scene \(job.name): \(refusal.reason)")
                }
                continue
            }
            switch StoryboardSceneRenderer.renderPath(
                of: url, from: job.controllerID, segues: segues, scale: scale, options: options)
            {
            case .success(let steps):
                for (index, step) in steps.enumerated() {
                    let name = index == 0 ? job.name : segues[index - 1]
                    drawn.pictures.append(("\(job.pictureName)-path-\(index)-\(name)", step))
                    // An unwind whose action only the app's code implements finds no receiver
                    // here, and UIKit then does nothing: say so.
                    if index > 0, step.image == steps[index - 1].image {
                        drawn.notes.append(
                            "\(job.file.path): segue '\(name)' changed nothing on screen "
                                + "(an unwind needs a controller that implements its action, which is the app's code)")
                    }
                }
            case .failure(let refusal):
                drawn.refusals.append("\(job.file.path): \(refusal.reason)")
            }
        }
    }

    /// Writes the pictures to `--output` (a file for one picture, else a folder) and prints
    /// each; false when they could not all be written.
    private func write(
        _ pictures: [(name: String, scene: RenderedScene)], screen: RenderScreen, output: inout ToolOutput
    ) -> Bool {
        let destination = URL(fileURLWithPath: self.output)
        let single = destination.pathExtension.lowercased() == "png"
        if single, pictures.count > 1 {
            output.warn("--output names one file, but \(pictures.count) pictures were drawn; give a folder")
            return false
        }
        do {
            try FileManager.default.createDirectory(
                at: single ? destination.deletingLastPathComponent() : destination,
                withIntermediateDirectories: true)
        } catch {
            output.warn("cannot create \(destination.path): \(error.localizedDescription)")
            return false
        }
        var written = true
        for picture in pictures {
            let target = single ? destination : destination.appendingPathComponent(Self.fileName(picture.name) + ".png")
            guard let data = picture.scene.image.pngData(), (try? data.write(to: target)) != nil else {
                output.warn("cannot write \(target.path)")
                written = false
                continue
            }
            let size = picture.scene.size
            output.print(
                "\(target.path): \(Int(size.width))×\(Int(size.height)) pt at \(self.scale)x "
                    + "(\(picture.scene.deviceID ?? (device == nil ? "saved size" : screen.summary))\(style.map { ", \($0.rawValue)" } ?? ""))"
            )
        }
        return written
    }

    private func segues(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The scene `key` names (controller id, storyboard identifier or scene id) in one of
    /// `files`; a reference stands for the scene it resolves to.
    private func find(
        _ key: String, in files: [StoryboardInputs.File], inputs: StoryboardInputs
    ) -> Result<Job, FindError> {
        var found: [Job] = []
        for file in files {
            guard let document = file.document else { continue }
            for scene in document.scenes {
                guard let controller = scene.controller,
                    controller.id == key || controller.storyboardIdentifier == key || scene.sceneID == key
                else { continue }
                if case .reference = controller.kind {
                    switch inputs.resolve(controller, in: file) {
                    case .success(let target)?:
                        if let targetFile = inputs.storyboard(named: target.storyboardName, inBundle: file.bundle) {
                            found.append(
                                Job(
                                    file: targetFile, controllerID: target.controller.id,
                                    name: target.controller.storyboardIdentifier ?? target.controller.id))
                        }
                    case .failure(let error)?:
                        return .failure(
                            FindError(
                                "\(error.location): scene '\(key)' is a reference that leads nowhere: \(error.message)")
                        )
                    case nil:
                        break
                    }
                } else {
                    found.append(
                        Job(
                            file: file, controllerID: controller.id,
                            name: controller.storyboardIdentifier ?? controller.id))
                }
            }
        }
        if found.count > 1 {
            let places = found.map { "\($0.file.name) (\($0.controllerID ?? ""))" }.joined(separator: ", ")
            return .failure(
                FindError("scene '\(key)' is in more than one storyboard: \(places); choose one with --storyboard"))
        }
        guard let job = found.first else {
            let names = files.map(\.name).joined(separator: ", ")
            return .failure(
                FindError("no scene '\(key)' (a controller id, storyboard identifier or scene id) in \(names)"))
        }
        return .success(job)
    }

    private struct FindError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// A file name made of the storyboard's and scene's names, with anything odd replaced.
    static func fileName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let cleaned = String(name.map { allowed.contains($0) ? $0 : "_" }.prefix(200))
        return cleaned.hasPrefix(".") ? "_" + cleaned.dropFirst() : cleaned
    }
}
