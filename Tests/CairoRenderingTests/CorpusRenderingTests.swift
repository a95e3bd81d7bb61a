import CairoRendering
import Foundation
import OpenUIKit
import StoryboardDocument
import XCTest

/// Every storyboard of the shared corpus: its initial scene drawn at the document's device
/// size, or refused with a reason that names the file. `RENDER_CORPUS_OUT=folder` keeps the
/// pictures (`swift run RenderCorpus` makes them at 2×).
final class CorpusRenderingTests: SnapshotTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/storyboards")

    /// Initial controllers whose view and children are made by the app's own class in code
    /// (SWRevealViewController), which is not here: the scene is an empty view, drawn as nothing.
    private static let madeInCode: Set<String> = [
        "RevealControllerStoryboardExample__RevealControllerStoryboardExample__en.lproj__MainStoryboard.storyboard",
        "RevealControllerStoryboardExample2__RevealControllerStoryboardExample2__en.lproj__MainStoryboard.storyboard",
    ]

    private static func interfaceFiles() -> [URL] {
        let files = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { ["storyboard", "xib"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    /// Every scene built around a table view draws rows: a static table its cells, a prototype
    /// table (whose data source is the app's code, not here) its prototypes, one of each, as
    /// Interface Builder's canvas shows them. `RENDER_CORPUS_OUT=folder` keeps the pictures.
    func testEveryTableSceneDrawsItsCells() throws {
        let files = Self.interfaceFiles().filter { $0.pathExtension == "storyboard" }
        guard !files.isEmpty else { return XCTFail("the shared corpus is not beside the project (../shared/storyboards)") }
        let output = ProcessInfo.processInfo.environment["RENDER_CORPUS_OUT"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        var scenes = 0, storyboards = Set<String>()
        onMain {
            for file in files {
                for sceneID in StoryboardSceneRenderer.tableSceneIDs(in: file) {
                    let name = "\(file.deletingPathExtension().lastPathComponent)__\(sceneID)"
                    switch StoryboardSceneRenderer.renderScene(of: file, controllerID: sceneID, scale: 1) {
                    case .success(let rendered):
                        scenes += 1
                        storyboards.insert(file.lastPathComponent)
                        XCTAssertGreaterThan(rendered.cellsShown, 0, "\(name) shows no cells")
                        if let output { try? rendered.image.pngData()?.write(to: output.appendingPathComponent(name + ".png")) }
                    case .failure(let refusal):
                        XCTFail("\(name): \(refusal)")
                    }
                }
            }
        }
        print("table scenes drawn with their cells: \(scenes) in \(storyboards.count) storyboards")
        // The 22 the manifest lists as built around table views, less Eureka's nib and the three
        // whose tables hold no cells of either kind (Eureka's forms and two of IQKeyboardManager's
        // screens fill them in code): the canvas shows those empty too.
        XCTAssertEqual(storyboards.count, 18, "the corpus's table storyboards: \(storyboards.sorted())")
        XCTAssertEqual(scenes, 59, "their table scenes")
    }

    func testEveryInitialSceneRendersOrIsRefusedNamingTheFile() throws {
        let files = Self.interfaceFiles()
        guard !files.isEmpty else { return XCTFail("the shared corpus is not beside the project (../shared/storyboards)") }
        let output = ProcessInfo.processInfo.environment["RENDER_CORPUS_OUT"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let output { try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true) }
        var rendered: [String] = [], refused: [String] = []
        onMain {
            for file in files {
                let name = file.lastPathComponent
                // What the file is decides what must happen: an iOS storyboard with an initial
                // controller renders; anything else is refused.
                let document = StoryboardDecoder().decode(contentsOf: file).document
                let expectsScene = document.map { $0.format == .storyboard && $0.initialViewController != nil } ?? false
                switch StoryboardSceneRenderer.renderInitialScene(of: file, scale: 1) {
                case .success(let scene):
                    rendered.append(name)
                    XCTAssertTrue(expectsScene, "\(name) has no initial scene, yet rendered")
                    if let device = document?.simulatedDevice {
                        XCTAssertEqual(scene.size, CGSize(width: device.screenSize.width, height: device.screenSize.height),
                                       "\(name) is laid out at its device's size")
                        XCTAssertEqual(scene.deviceID, device.id)
                    }
                    XCTAssertEqual(scene.image.width, Int(scene.size.width.rounded(.up)), name)
                    XCTAssertEqual(scene.image.height, Int(scene.size.height.rounded(.up)), name)
                    let painted = scene.image.pixels.contains { $0 >> 24 != 0 }
                    if Self.madeInCode.contains(name) {
                        XCTAssertFalse(painted, "\(name) draws something now: take it off the made-in-code list")
                    } else {
                        XCTAssertTrue(painted, "\(name)'s scene is blank")
                    }
                    if let output {
                        let target = output.appendingPathComponent(file.deletingPathExtension().lastPathComponent + ".png")
                        try? scene.image.pngData()?.write(to: target)
                    }
                case .failure(let refusal):
                    refused.append(name)
                    XCTAssertFalse(expectsScene, "\(name) was refused: \(refusal.reason)")
                    XCTAssertTrue(refusal.description.hasPrefix(name + ": "), refusal.description)
                    XCTAssertFalse(refusal.reason.isEmpty)
                }
            }
        }
        XCTAssertEqual(rendered.count + refused.count, files.count)
        XCTAssertEqual(rendered.count, 28, "iOS storyboards with an initial scene")
        XCTAssertEqual(refused.count, 14, "nibs, storyboards without an initial scene, macOS and watchOS documents: \(refused)")
    }

    func testTheDocumentsDeviceAndAppearanceAreUsed() throws {
        let file = Self.corpus.appendingPathComponent("onevcat__Kingfisher/Demo__Demo__Kingfisher-Demo__Base.lproj__Main.storyboard")
        guard FileManager.default.fileExists(atPath: file.path) else { return XCTFail("the shared corpus is not beside the project (\(file.path))") }
        try onMain {
            let scene = try StoryboardSceneRenderer.renderInitialScene(of: file, scale: 2).get()
            XCTAssertEqual(scene.deviceID, "retina5_5")
            XCTAssertEqual(scene.size, CGSize(width: 414, height: 736))
            XCTAssertEqual(scene.image.width, 828)
            // The document is designed in the dark appearance: its system background is black.
            XCTAssertEqual(scene.image.rgba(400, 1000), RGBA(0, 0, 0))
        }
    }

    func testFilesWithoutAUIKitSceneAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-refusals-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String, String)] = [
            ("empty.storyboard", "", ""),
            ("noise.storyboard", String(repeating: "\u{1}\u{FFFD}<<>>&;", count: 50), ""),
            ("entities.storyboard", "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaa\">]><document>&a;</document>", "DOCTYPE"),
            ("mac.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="1" \
                targetRuntime="MacOSX.Cocoa" initialViewController="a"><scenes/></document>
                """, "macOS"),
            ("none.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" \
                targetRuntime="iOS.CocoaTouch"><scenes/></document>
                """, "no initial view controller"),
            ("dangling.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" \
                targetRuntime="iOS.CocoaTouch" initialViewController="missing"><scenes/></document>
                """, ""),
        ]
        for (name, text, _) in cases {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        onMain {
            for (name, _, reason) in cases {
                let url = folder.appendingPathComponent(name)
                switch StoryboardSceneRenderer.renderInitialScene(of: url) {
                case .success:
                    XCTFail("\(name) rendered")
                case .failure(let refusal):
                    XCTAssertEqual(refusal.file, name)
                    if !reason.isEmpty { XCTAssertTrue(refusal.reason.contains(reason), "\(name): \(refusal.reason)") }
                }
            }
        }
    }
}
