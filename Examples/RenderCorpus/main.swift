import CairoRendering
import Foundation

// Draws the initial scene of every storyboard under a folder to PNG files, one per storyboard,
// and says why the others were refused. With --tables, every scene holding a table view with
// cells instead (prototype tables show each prototype once, as Interface Builder's canvas does),
// one picture per scene, named after the file and the scene's controller id.
//
//     swift run RenderCorpus [corpus=../shared/storyboards] [output=corpus-out] [--scale 2] [--tables]

var arguments = Array(CommandLine.arguments.dropFirst())
var scale: CGFloat = 2
if let flag = arguments.firstIndex(of: "--scale") {
    guard flag + 1 < arguments.count, let value = Double(arguments[flag + 1]), value > 0, value <= 8 else {
        FileHandle.standardError.write(Data("--scale takes a number from 0 to 8\n".utf8))
        exit(2)
    }
    scale = CGFloat(value)
    arguments.removeSubrange(flag...flag + 1)
}
let tables = arguments.contains("--tables")
arguments.removeAll { $0 == "--tables" }
let corpus = URL(fileURLWithPath: arguments.first ?? "../shared/storyboards", isDirectory: true)
let output = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "corpus-out", isDirectory: true)

/// Every `.storyboard` and `.xib` below `folder`, by path.
func interfaceFiles(in folder: URL) -> [URL] {
    let files =
        FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    return files.filter { ["storyboard", "xib"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
}

do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
} catch {
    FileHandle.standardError.write(Data("cannot create \(output.path): \(error)\n".utf8))
    exit(1)
}
let files = interfaceFiles(in: corpus)
if files.isEmpty {
    FileHandle.standardError.write(Data("no .storyboard or .xib files under \(corpus.path)\n".utf8))
    exit(1)
}
var rendered = 0
MainActor.assumeIsolated {
    for file in files {
        // The picture is named after the file's path in the corpus, folders joined by "__".
        let relative = file.path.dropFirst(corpus.standardizedFileURL.path.count).drop { $0 == "/" }
        let name = relative.replacingOccurrences(of: "/", with: "__").replacingOccurrences(of: " ", with: "_")
        let scenes: [String?] = tables ? StoryboardSceneRenderer.tableSceneIDs(in: file) : [nil]
        for sceneID in scenes {
            let pictureName = sceneID.map { "\(name)__\($0)" } ?? name
            switch StoryboardSceneRenderer.renderScene(of: file, controllerID: sceneID, scale: scale) {
            case .success(let scene):
                let target = output.appendingPathComponent(pictureName + ".png")
                guard let data = scene.image.pngData(), (try? data.write(to: target)) != nil else {
                    print("failed   \(relative): could not write \(target.path)")
                    continue
                }
                rendered += 1
                let size = "\(Int(scene.size.width))×\(Int(scene.size.height)) pt"
                let cells = tables ? ", \(scene.cellsShown) cells" : ""
                print(
                    "rendered \(relative)\(sceneID.map { " scene " + $0 } ?? "") at \(size) (\(scene.deviceID ?? "saved frame"))\(cells) → \(target.lastPathComponent)"
                )
            case .failure(let refusal):
                print("refused  \(relative)\(sceneID.map { " scene " + $0 } ?? ""): \(refusal.reason)")
            }
        }
    }
}
print("\(rendered) \(tables ? "table scenes" : "of \(files.count) files") rendered to \(output.path)")
