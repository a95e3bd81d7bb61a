import Foundation
import XCTest

@testable import OpenUIKitPort

/// A whole port of the fixture app, and UIKit-style code compiled as an outside client would.
final class PorterTests: XCTestCase {
    func testPortWritesAPackage() throws {
        let output = try PortFixtures.scratchFolder()
        let report = try Porter(
            projectURL: PortFixtures.classicProject,
            options: .init(dependency: OpenUIKitDependency("/checkouts/OpenUIKit"))
        ).port(to: output)
        XCTAssertEqual(report.moduleName, "Classic")
        XCTAssertEqual(report.swiftFiles, 3)
        XCTAssertEqual(report.delegates, ["AppDelegate"])
        XCTAssertEqual(report.gaps.map(\.symbol), ["Legacy.m"])
        let files = Set(FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? [])
        for path in [
            "Package.swift", "PORTING.md", "Sources/Classic/OpenUIKitMain.swift", "Sources/Classic/AppInfo/Info.plist",
            "Sources/Classic/AppBundle/Base.lproj/Main.storyboard",
            "Sources/Classic/AppBundle/Assets.xcassets/Star.imageset/Contents.json",
            "Sources/Classic/Classic/Views/StarView.swift",
        ] {
            XCTAssertTrue(files.contains(path), "missing \(path)")
        }
        XCTAssertFalse(files.contains("Sources/Classic/Classic/Info.plist"))
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".package(path: "/checkouts/OpenUIKit")"#))
        XCTAssertTrue(manifest.contains(#".product(name: "UIKit", package: "openuikit")"#))
        XCTAssertTrue(manifest.contains(#".copy("AppBundle/Base.lproj")"#))
        XCTAssertTrue(manifest.contains("swiftLanguageModes: [.v5]"))
        let entry = try String(
            contentsOf: output.appendingPathComponent("Sources/Classic/OpenUIKitMain.swift"), encoding: .utf8)
        XCTAssertTrue(entry.contains("extension AppDelegate {"))
        XCTAssertTrue(entry.contains("UIApplication.registerDelegateClass(AppDelegate.self) { AppDelegate() }"))
        let porting = try String(contentsOf: output.appendingPathComponent("PORTING.md"), encoding: .utf8)
        XCTAssertTrue(
            porting.contains(
                "| `Classic/ListViewController.swift` | 5:5 | @IBOutlet → @Outlet | `@IBOutlet weak var titleLabel: UILabel!` | `@Outlet weak var titleLabel: UILabel!` |"
            ), porting)
        // The app's own folder is left as it was.
        let original = try String(
            contentsOf: PortFixtures.classicProject.deletingLastPathComponent().appendingPathComponent(
                "Classic/ListViewController.swift"), encoding: .utf8)
        XCTAssertTrue(original.contains("@IBOutlet weak var titleLabel"))
    }

    func testSynchronizedProjectGetsAssetSymbolsAndSceneDelegates() throws {
        let folder = try PortFixtures.scratchFolder()
        let output = folder.appendingPathComponent("Out")
        let report = try Porter(projectURL: try PortFixtures.synchronizedProject(in: folder)).port(to: output)
        XCTAssertEqual(report.delegates, ["AppDelegate", "SceneDelegate"])
        let symbols = try String(
            contentsOf: output.appendingPathComponent("Sources/Synced/GeneratedAssetSymbols.swift"), encoding: .utf8)
        XCTAssertTrue(symbols.contains(#"static var likeActive: UIImage { UIImage(named: "like_active")! }"#))
        XCTAssertTrue(symbols.contains(#"static var ypWhite: UIColor { UIColor(named: "YP White")! }"#))
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".copy("AppBundle/Readme.txt")"#))
    }

    /// UIKit-style code (a file per area in Fixtures/UIKitStyle, checked together), unchanged but
    /// for its import, typechecks in Swift 5 mode with neither
    /// errors nor warnings: non-final delegates, subclass deinits, colour literals, URL loading,
    /// nonisolated helpers calling controller API.
    func testUIKitStyleCodeCompilesAsAnOutsideClient() throws {
        let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/UIKitStyle")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertGreaterThan(files.count, 0, "no fixture files in \(folder.path)")
        let result = try SwiftCompiler.typecheck(files, languageMode: "5")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings, [])
    }

    /// The port's own rewrites of the fixture app typecheck too, in its language mode, against
    /// `import UIKit` (OpenUIKit under UIKit's name). The generated entry point links the window
    /// host and its C libraries, which the corpus tests build for real (`make test-corpus`).
    func testPortedFixtureTypechecks() throws {
        let output = try PortFixtures.scratchFolder()
        try Porter(projectURL: PortFixtures.classicProject).port(to: output)
        let sources = output.appendingPathComponent("Sources/Classic")
        let files =
            (FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            ?? [])
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "OpenUIKitMain.swift" }
        let result = try SwiftCompiler.typecheck(files, languageMode: "5")
        XCTAssertEqual(result.errors, [], result.output)
    }
}
