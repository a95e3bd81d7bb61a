import Foundation
import XCTest

@testable import OpenUIKitPort
@testable import XcodeProjectFile

/// Targets resolved from `project.pbxproj`: build phases through the group tree, variant
/// groups, folder-synchronized groups and their exceptions, settings and the Info.plist.
final class XcodeProjectTests: XCTestCase {
    func testClassicTargetThroughGroupsAndPhases() throws {
        let project = try XcodeProject(contentsOf: PortFixtures.classicProject)
        XCTAssertEqual(project.objectVersion, 50)
        XCTAssertEqual(project.applicationTargets.compactMap { $0.string("name") }, ["Classic"])
        let target = XcodeTarget(project.applicationTargets[0], in: project)
        XCTAssertEqual(
            target.swiftFiles.map(\.lastPathComponent),
            ["AppDelegate.swift", "ListViewController.swift", "StarView.swift"])
        XCTAssertEqual(target.swiftFiles[2].deletingLastPathComponent().lastPathComponent, "Views")
        XCTAssertEqual(target.resources.map(\.bundlePath), ["Base.lproj/Main.storyboard", "Assets.xcassets"])
        XCTAssertEqual(target.skipped.map(\.lastPathComponent), ["Legacy.m"])
        XCTAssertEqual(target.infoPlist?.lastPathComponent, "Info.plist")
        // The target's setting wins over the project's.
        XCTAssertEqual(target.swiftVersion, "5.0")
        XCTAssertEqual(target.moduleName, "Classic")
    }

    func testSynchronizedFolderTarget() throws {
        let folder = try PortFixtures.scratchFolder()
        let project = try XcodeProject(contentsOf: try PortFixtures.synchronizedProject(in: folder))
        let target = XcodeTarget(project.applicationTargets[0], in: project)
        XCTAssertEqual(target.swiftFiles.map(\.lastPathComponent), ["AppDelegate.swift", "SceneDelegate.swift"])
        XCTAssertEqual(
            target.resources.map(\.bundlePath).sorted(),
            ["Assets.xcassets", "Base.lproj/Main.storyboard", "Readme.txt"])
        XCTAssertEqual(target.infoPlist?.lastPathComponent, "Info.plist")
        let info = try InfoPlistBuilder.build(for: target)
        XCTAssertEqual(info["UIMainStoryboardFile"] as? String, "Main")
        let manifest = info["UIApplicationSceneManifest"] as? [String: Any]
        let configurations =
            (manifest?["UISceneConfigurations"] as? [String: Any])?["UIWindowSceneSessionRoleApplication"]
            as? [[String: Any]]
        XCTAssertEqual(configurations?.first?["UISceneDelegateClassName"] as? String, "Synced.SceneDelegate")
    }

    func testGeneratedInfoPlistKeys() throws {
        let project = try XcodeProject(contentsOf: PortFixtures.classicProject)
        let info = try InfoPlistBuilder.build(for: XcodeTarget(project.applicationTargets[0], in: project))
        XCTAssertEqual(info["CFBundleIdentifier"] as? String, "org.example.Classic")
        XCTAssertEqual(info["UIApplicationSupportsIndirectInputEvents"] as? Bool, true)
        XCTAssertEqual(
            info["UISupportedInterfaceOrientations~iphone"] as? [String],
            ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"])
        XCTAssertEqual(info["CFBundleExecutable"] as? String, "Classic")
    }

    /// A project that is not one ends in a located diagnostic.
    func testBrokenProjectsAreReported() throws {
        let folder = try PortFixtures.scratchFolder()
        try PortFixtures.write(
            [
                "Broken.xcodeproj/project.pbxproj":
                    "{\n\tobjects = {\n\t\tA = {isa = PBXGroup; children = (B, };\n\t};\n}"
            ], in: folder)
        XCTAssertThrowsError(try XcodeProject(contentsOf: folder.appendingPathComponent("Broken.xcodeproj"))) { error in
            let diagnostic = error as? PortDiagnostic
            XCTAssertEqual(diagnostic?.line, 3)
            XCTAssertTrue(diagnostic?.file.hasSuffix("Broken.xcodeproj/project.pbxproj") == true)
        }
        try PortFixtures.write(
            ["NoRoot.xcodeproj/project.pbxproj": "{ objects = { A = {isa = PBXGroup; }; }; }"], in: folder)
        XCTAssertThrowsError(try XcodeProject(contentsOf: folder.appendingPathComponent("NoRoot.xcodeproj"))) { error in
            XCTAssertEqual((error as? PortDiagnostic)?.message, "the project file names no 'rootObject'")
        }
        XCTAssertThrowsError(try XcodeProject(contentsOf: folder.appendingPathComponent("Missing.xcodeproj"))) {
            error in
            XCTAssertTrue((error as? PortDiagnostic)?.message.hasPrefix("cannot read the project file") == true)
        }
    }

    /// Groups that hold each other (Xcode never writes it; `make fuzz` found the walk up the group
    /// tree overflowing the stack): what is inside them has no place on disk.
    func testGroupsInsideEachOtherHaveNoLocation() throws {
        let folder = try PortFixtures.scratchFolder()
        try PortFixtures.write(
            [
                "Loop.xcodeproj/project.pbxproj": """
                { rootObject = R; objects = {
                    R = {isa = PBXProject; mainGroup = M; targets = (); };
                    M = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    A = {isa = PBXGroup; children = (B, F); path = a; sourceTree = "<group>"; };
                    B = {isa = PBXGroup; children = (A); path = b; sourceTree = "<group>"; };
                    F = {isa = PBXFileReference; path = f.swift; sourceTree = "<group>"; };
                    G = {isa = PBXFileReference; path = g.swift; sourceTree = "<group>"; };
                }; }
                """
            ], in: folder)
        let project = try XcodeProject(contentsOf: folder.appendingPathComponent("Loop.xcodeproj"))
        XCTAssertNil(project.location(of: "F"))
        XCTAssertNil(project.location(of: "A"))
        XCTAssertEqual(
            project.location(of: "G")?.lastPathComponent, "g.swift", "outside the tree: from the project's folder")
    }

    func testBuildSettingExpansion() {
        let values = ["PRODUCT_NAME": "My App", "TARGET_NAME": "App", "NESTED": "$(TARGET_NAME)-x"]
        XCTAssertEqual(
            BuildSettingExpansion.expand("$(PRODUCT_NAME:rfc1034identifier).${NESTED}", values), "My-App.App-x")
        XCTAssertEqual(BuildSettingExpansion.expand("$(PRODUCT_NAME:c99extidentifier)", values), "My_App")
        XCTAssertEqual(BuildSettingExpansion.expand("$(UNKNOWN)/$(", values), "$(UNKNOWN)/$(")
    }

    func testAssetSymbolNames() {
        XCTAssertEqual(AssetSymbols.symbol(for: .init(name: "like_active", kind: .image)), "likeActive")
        XCTAssertEqual(AssetSymbols.symbol(for: .init(name: "YP White", kind: .color)), "ypWhite")
        XCTAssertEqual(AssetSymbols.symbol(for: .init(name: "AccentColor", kind: .color)), "accent")
        XCTAssertEqual(AssetSymbols.symbol(for: .init(name: "3D Star", kind: .image)), "_3dStar")
    }
}
