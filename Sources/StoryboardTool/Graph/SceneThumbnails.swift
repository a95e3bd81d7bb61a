import CairoRendering
import Foundation

/// Each scene of a graph drawn small, as a PNG file a node can show. Scenes that cannot be drawn
/// (references, unknown documents, a scene the runtime refuses) get no thumbnail and stay plain
/// boxes; why is reported, not fatal.
@MainActor
enum SceneThumbnails {
    /// PNG paths by node name, and a line for each scene left without one.
    static func render(
        _ graph: StoryboardGraph, bundles: BundleFolders, scale: CGFloat,
        into folder: URL
    ) -> (files: [String: String], refusals: [String]) {
        var files: [String: String] = [:]
        var refusals: [String] = []
        for node in graph.nodes {
            guard let scene = graph.sceneFiles[node.name] else { continue }
            switch StoryboardSceneRenderer.renderScene(
                of: bundles.url(for: scene.file), controllerID: scene.controllerID, scale: scale)
            {
            case .success(let rendered):
                let url = folder.appendingPathComponent("\(node.name).png")
                guard let data = rendered.image.pngData(), (try? data.write(to: url)) != nil else {
                    refusals.append(
                        "\(scene.file.path): scene \(scene.controllerID): the thumbnail could not be written")
                    continue
                }
                files[node.name] = url.path
            case .failure(let refusal):
                refusals.append("\(scene.file.path): scene \(scene.controllerID): no thumbnail (\(refusal.reason))")
            }
        }
        return (files, refusals)
    }
}
