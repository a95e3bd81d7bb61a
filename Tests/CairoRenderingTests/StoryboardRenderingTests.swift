import CairoRendering
import Foundation
import OpenUIKit
import StoryboardDocument
import TestSupport
import XCTest

/// Every storyboard of the shared corpus: its initial scene drawn at the document's device
/// size, or refused with a reason that names the file; every scene built around a table draws
/// its cells. `RENDER_CORPUS_OUT=folder` keeps the pictures (`swift run RenderCorpus` makes them
/// at 2×).
final class StoryboardRenderingCorpusTests: UIKitTestCase {
    /// Initial controllers whose view and children are made by the app's own class in code
    /// (SWRevealViewController), which is not here: the scene is an empty view, drawn as nothing.
    private static let madeInCode: Set<String> = [
        "RevealControllerStoryboardExample__RevealControllerStoryboardExample__en.lproj__MainStoryboard.storyboard",
        "RevealControllerStoryboardExample2__RevealControllerStoryboardExample2__en.lproj__MainStoryboard.storyboard",
    ]

    /// Every scene built around a table view draws rows: a static table its cells, a prototype
    /// table (whose data source is the app's code, not here) its prototypes, one of each, as
    /// Interface Builder's canvas shows them. `RENDER_CORPUS_OUT=folder` keeps the pictures.
    func testEveryTableSceneDrawsItsCells() throws {
        let (storyboards, scenes) = try drawEveryTableScene(below: SharedCorpus.storyboards)
        print("table scenes drawn with their cells: \(scenes) in \(storyboards.count) storyboards")
        // The 22 the manifest lists as built around table views, less Eureka's nib and the three
        // whose tables hold no cells of either kind (Eureka's forms and two of IQKeyboardManager's
        // screens fill them in code): the canvas shows those empty too.
        XCTAssertEqual(storyboards.count, 18, "the corpus's table storyboards: \(storyboards.sorted())")
        XCTAssertEqual(scenes, 59, "their table scenes")
    }

    func testEveryInitialSceneRendersOrIsRefusedNamingTheFile() throws {
        let (rendered, refused) = try renderEveryInitialScene(
            below: SharedCorpus.storyboards, madeInCode: Self.madeInCode)
        XCTAssertEqual(rendered.count, 28, "iOS storyboards with an initial scene")
        XCTAssertEqual(
            refused.count, 14, "nibs, storyboards without an initial scene, macOS and watchOS documents: \(refused)")
    }

    func testTheDocumentsDeviceAndAppearanceAreUsed() throws {
        // Kingfisher's demo is designed in the dark appearance on an iPhone 8 Plus.
        try assertDarkRetina5_5InitialScene(
            SharedCorpus.storyboards.appendingPathComponent(
                "onevcat__Kingfisher/Demo__Demo__Kingfisher-Demo__Base.lproj__Main.storyboard"))
    }
}

/// The same over the sample, and files with no UIKit scene.
final class StoryboardRenderingTests: UIKitTestCase {
    /// The Notes list (prototype cells), the settings (static cells) and the inbox in its tab
    /// (a prototype cell) draw their cells.
    func testEverySampleTableSceneDrawsItsCells() throws {
        let (storyboards, scenes) = drawEveryTableScene(below: SampleCorpus.storyboards)
        XCTAssertEqual(
            storyboards,
            [
                "Notes__Base.lproj__Main.storyboard", "Notes__Base.lproj__Settings.storyboard",
                "iOS__Base.lproj__Main.storyboard",
            ])
        XCTAssertEqual(scenes, 3)
    }

    func testEverySampleInitialSceneRendersOrIsRefusedNamingTheFile() throws {
        let (rendered, refused) = try renderEveryInitialScene(below: SampleCorpus.storyboards, madeInCode: [])
        XCTAssertEqual(
            rendered,
            [
                "Notes__Base.lproj__LaunchScreen.storyboard", "Notes__Base.lproj__Main.storyboard",
                "Notes__Base.lproj__Settings.storyboard", "iOS__Base.lproj__Main.storyboard",
            ])
        XCTAssertEqual(refused, ["Mac__Base.lproj__Main.storyboard", "Notes__NoteCell.xib"])
    }

    func testTheSampleDocumentsDeviceAndAppearanceAreUsed() throws {
        // The sample's settings are designed in the dark appearance on an iPhone 8 Plus.
        try assertDarkRetina5_5InitialScene(
            SampleCorpus.storyboards.appendingPathComponent("sample__Notes/Notes__Base.lproj__Settings.storyboard"))
    }

    func testFilesWithoutAUIKitSceneAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scene-refusals-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String, String)] = [
            ("empty.storyboard", "", ""),
            ("noise.storyboard", String(repeating: "\u{1}\u{FFFD}<<>>&;", count: 50), ""),
            (
                "entities.storyboard",
                "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaa\">]><document>&a;</document>", "DOCTYPE"
            ),
            (
                "mac.storyboard",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="1" \
                targetRuntime="MacOSX.Cocoa" initialViewController="a"><scenes/></document>
                """, "macOS"
            ),
            (
                "none.storyboard",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" \
                targetRuntime="iOS.CocoaTouch"><scenes/></document>
                """, "no initial view controller"
            ),
            (
                "dangling.storyboard",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" \
                targetRuntime="iOS.CocoaTouch" initialViewController="missing"><scenes/></document>
                """, ""
            ),
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

/// Draws every scene built around a table view in the storyboards below `folder`, each of which
/// must show cells; returns the storyboards that have such scenes and how many scenes were drawn.
private func drawEveryTableScene(
    below folder: URL, file: StaticString = #filePath, line: UInt = #line
)
    -> (storyboards: Set<String>, scenes: Int)
{
    let files = interfaceFiles(below: folder, nibs: false)
    XCTAssertFalse(files.isEmpty, file: file, line: line)
    let output = ProcessInfo.processInfo.environment["RENDER_CORPUS_OUT"].map {
        URL(fileURLWithPath: $0, isDirectory: true)
    }
    var scenes = 0, storyboards = Set<String>()
    MainActor.assumeIsolated {
        for url in files {
            for sceneID in StoryboardSceneRenderer.tableSceneIDs(in: url) {
                let name = "\(url.deletingPathExtension().lastPathComponent)__\(sceneID)"
                switch StoryboardSceneRenderer.renderScene(of: url, controllerID: sceneID, scale: 1) {
                case .success(let rendered):
                    scenes += 1
                    storyboards.insert(url.lastPathComponent)
                    XCTAssertGreaterThan(rendered.cellsShown, 0, "\(name) shows no cells", file: file, line: line)
                    if let output {
                        try? rendered.image.pngData()?.write(to: output.appendingPathComponent(name + ".png"))
                    }
                case .failure(let refusal):
                    XCTFail("\(name): \(refusal)", file: file, line: line)
                }
            }
        }
    }
    return (storyboards, scenes)
}

/// Renders the initial scene of every storyboard and nib below `folder`: an iOS storyboard with
/// an initial controller renders at its device's size, painted unless it is `madeInCode`;
/// anything else is refused with a reason that names the file. Returns the names of each.
private func renderEveryInitialScene(
    below folder: URL, madeInCode: Set<String>, file: StaticString = #filePath, line: UInt = #line
) throws
    -> (rendered: [String], refused: [String])
{
    let files = interfaceFiles(below: folder)
    XCTAssertFalse(files.isEmpty, file: file, line: line)
    let output = ProcessInfo.processInfo.environment["RENDER_CORPUS_OUT"].map {
        URL(fileURLWithPath: $0, isDirectory: true)
    }
    if let output { try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true) }
    var rendered: [String] = [], refused: [String] = []
    MainActor.assumeIsolated {
        for url in files {
            let name = url.lastPathComponent
            // What the file is decides what must happen: an iOS storyboard with an initial
            // controller renders; anything else is refused.
            let document = StoryboardDecoder().decode(contentsOf: url).document
            let expectsScene = document.map { $0.format == .storyboard && $0.initialViewController != nil } ?? false
            switch StoryboardSceneRenderer.renderInitialScene(of: url, scale: 1) {
            case .success(let scene):
                rendered.append(name)
                XCTAssertTrue(expectsScene, "\(name) has no initial scene, yet rendered", file: file, line: line)
                if let device = document?.simulatedDevice {
                    XCTAssertEqual(
                        scene.size, CGSize(width: device.screenSize.width, height: device.screenSize.height),
                        "\(name) is laid out at its device's size", file: file, line: line)
                    XCTAssertEqual(scene.deviceID, device.id, file: file, line: line)
                }
                XCTAssertEqual(scene.image.width, Int(scene.size.width.rounded(.up)), name, file: file, line: line)
                XCTAssertEqual(scene.image.height, Int(scene.size.height.rounded(.up)), name, file: file, line: line)
                let painted = scene.image.pixels.contains { $0 >> 24 != 0 }
                if madeInCode.contains(name) {
                    XCTAssertFalse(
                        painted, "\(name) draws something now: take it off the made-in-code list", file: file,
                        line: line)
                } else {
                    XCTAssertTrue(painted, "\(name)'s scene is blank", file: file, line: line)
                }
                if let output {
                    let target = output.appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".png")
                    try? scene.image.pngData()?.write(to: target)
                }
            case .failure(let refusal):
                refused.append(name)
                XCTAssertFalse(expectsScene, "\(name) was refused: \(refusal.reason)", file: file, line: line)
                XCTAssertTrue(refusal.description.hasPrefix(name + ": "), refusal.description, file: file, line: line)
                XCTAssertFalse(refusal.reason.isEmpty, file: file, line: line)
            }
        }
    }
    XCTAssertEqual(rendered.count + refused.count, files.count, file: file, line: line)
    return (rendered.sorted(), refused.sorted())
}

/// A storyboard designed in the dark appearance on an iPhone 8 Plus (retina5_5): its initial
/// scene is laid out at that device's size, and its system background is black.
private func assertDarkRetina5_5InitialScene(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    try MainActor.assumeIsolated {
        let scene = try StoryboardSceneRenderer.renderInitialScene(of: url, scale: 2).get()
        XCTAssertEqual(scene.deviceID, "retina5_5", file: file, line: line)
        XCTAssertEqual(scene.size, CGSize(width: 414, height: 736), file: file, line: line)
        XCTAssertEqual(scene.image.width, 828, file: file, line: line)
        XCTAssertEqual(scene.image.rgba(400, 1000), RGBA(0, 0, 0), file: file, line: line)
    }
}
