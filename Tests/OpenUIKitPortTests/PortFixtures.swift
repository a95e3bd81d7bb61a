import Foundation

/// The fixture projects and a scratch folder per test.
enum PortFixtures {
    static var classicProject: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Classic/Classic.xcodeproj")
    }

    /// An app with a framework target it links (`Login`), a local Swift package (`Greeting`), an
    /// app extension (`GraphWidget`), a unit-test bundle hosted by the app (`GraphTests`), build
    /// settings that define conditions, a Foundation-only networking file, an image named by its
    /// file name, and a localisation the checkout lacks (`fr.lproj`).
    static var graphProject: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Graph/Graph.xcodeproj")
    }

    /// A new empty folder under the temporary directory.
    static func scratchFolder(_ name: String = #function) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("openuikit-port-tests-\(ProcessInfo.processInfo.processIdentifier)")
            .appendingPathComponent(name.filter { $0.isLetter || $0.isNumber })
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `files` (path → contents) under `folder`.
    static func write(_ files: [String: String], in folder: URL) throws {
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    /// An Xcode 16 project (object version 77) whose app target is one folder-synchronized
    /// group, with Info.plist excluded from the target as Xcode writes it.
    static func synchronizedProject(in folder: URL) throws -> URL {
        try write(
            [
                "Synced.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                {
                \tarchiveVersion = 1;
                \tobjectVersion = 77;
                \tobjects = {
                \t\tE1 /* Exceptions */ = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Notes/Skip.txt, ); target = T1; };
                \t\tG1 /* Synced */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Synced; sourceTree = "<group>"; };
                \t\tM1 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
                \t\tT1 /* Synced */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (G1, ); name = Synced; productType = "com.apple.product-type.application"; };
                \t\tP1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = M1; targets = (T1, ); };
                \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; }; name = Debug; };
                \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_FILE = Synced/Info.plist; INFOPLIST_KEY_UIMainStoryboardFile = Main; PRODUCT_NAME = "$(TARGET_NAME)"; ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES; }; name = Debug; };
                \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Debug; };
                \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Debug; };
                \t};
                \trootObject = P1;
                }
                """,
                "Synced/Info.plist":
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string></dict></array></dict></dict></dict></plist>",
                "Synced/AppDelegate.swift":
                    "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
                "Synced/Scenes/SceneDelegate.swift":
                    "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n",
                "Synced/Base.lproj/Main.storyboard": "<document/>",
                "Synced/Assets.xcassets/Contents.json": "{}",
                "Synced/Assets.xcassets/like_active.imageset/Contents.json": "{}",
                "Synced/Assets.xcassets/YP White.colorset/Contents.json": "{}",
                "Synced/Notes/Skip.txt": "not in the target",
                "Synced/Notes/Readme.txt": "a resource",
            ], in: folder)
        return folder.appendingPathComponent("Synced.xcodeproj")
    }
}
