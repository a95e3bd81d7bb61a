// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

// `make fuzz` builds the fuzz targets in release with sanitizers: none of them expands a macro,
// so OpenUIKit is built there without its macros' plugin and swift-syntax (minutes saved).
let fuzzing = ProcessInfo.processInfo.environment["OPENUIKIT_FUZZ"] != nil

let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "StoryboardDocument", targets: ["StoryboardDocument"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "CairoRendering", targets: ["CairoRendering"]),
        .library(name: "SDLHost", targets: ["SDLHost"]),
        .library(name: "WebHost", targets: ["WebHost"]),
        .library(name: "AutomationHost", targets: ["AutomationHost"]),
        .executable(name: "storyboard", targets: ["storyboard"]),
        // Bringing an Xcode app to Linux: `openuikit port` and `openuikit run`.
        .executable(name: "openuikit", targets: ["openuikit"]),
        // What a ported app links: Apple's module names over OpenUIKit, and what starts the app.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "OpenUIKitLogging", targets: ["OpenUIKitLogging"]),
        .library(name: "OpenUIKitFoundation", targets: ["OpenUIKitFoundation"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .library(name: "Contacts", targets: ["Contacts"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "EventKit", targets: ["EventKit"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "LinkPresentation", targets: ["LinkPresentation"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "CryptoKit", targets: ["CryptoKit"]),
        .library(name: "CommonCrypto", targets: ["CommonCrypto"]),
        .library(name: "OpenUIKitApp", targets: ["OpenUIKitApp"]),
        // UI tests in XCUITest's spellings, against an app launched as its own process.
        .library(name: "XCUIAutomation", targets: ["XCUIAutomation"]),
        // swift-snapshot-testing's strategies for OpenUIKit's views and controllers.
        .library(name: "SnapshotTestingOpenUIKit", targets: ["SnapshotTestingOpenUIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The web host's HTTP and WebSocket server.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `make docs`: the DocC site.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Combine's API (OpenCombine) and CryptoKit's (swift-crypto's Crypto), which the modules
        // of those names re-export. swift-crypto 4 is allowed too: hummingbird's TLS packages
        // already resolve it, and its API is the one CryptoKit has.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    ],
    targets: [
        .target(name: "StoryboardDocument"),
        // What OpenUIKit's processes pass each other, spelled once: the environment's keys, the
        // tour report (`tour.json`), the automation protocol and the web page's messages.
        .target(name: "OpenUIKitContracts"),
        .target(name: "Cassowary"),
        // Objective-C selector names, shared by the @Connectable macro and `openuikit port`.
        .target(name: "ObjectiveCSelectors"),
        .target(
            name: "OpenUIKit",
            dependencies: [
                "StoryboardDocument", "Cassowary", "UniformTypeIdentifiers", "OpenUIKitContracts",
                "OpenUIKitFoundation",
            ]
                + (fuzzing ? [] : ["OpenUIKitMacros"]),
            // A fuzz build leaves the macros' compiler plug-in out (swift-syntax under ASan costs
            // minutes and no fuzzer expands a macro), so their declarations are left out with it.
            swiftSettings: fuzzing ? [.define("OPENUIKIT_FUZZ")] : []),
        // The host a UI test launches the app under: it answers the test's requests over that socket.
        .target(name: "AutomationHost", dependencies: ["OpenUIKitContracts", "OpenUIKit"]),
        .target(name: "XCUIAutomation", dependencies: ["OpenUIKitContracts", "OpenUIKit"]),
        .target(
            name: "SnapshotTestingOpenUIKit",
            dependencies: [
                "OpenUIKit", "CairoRendering", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .macro(
            name: "OpenUIKitMacros",
            dependencies: [
                "ObjectiveCSelectors",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        // Rendering: Cairo, Pango and Pixman from Debian's -dev packages (`make deps`); OpenUIKit
        // never imports them.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango"),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // JPEG decoding: libjpeg-turbo from Debian's libjpeg62-turbo-dev (PNG comes through Cairo).
        .systemLibrary(
            name: "CGStreamer", pkgConfig: "gstreamer-1.0",
            providers: [.apt(["libgstreamer1.0-dev", "gstreamer1.0-plugins-base", "gstreamer1.0-plugins-good"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // PNG image data inflated by libdeflate from Debian's libdeflate-dev.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .target(
            name: "CairoRendering",
            dependencies: ["OpenUIKit", "StoryboardDocument", "CCairo", "CPango", "CPixman", "CJPEG", "CDeflate"]),
        // A window on screen: SDL2 from Debian's libsdl2-dev (`make deps`); only SDLHost imports it.
        .systemLibrary(name: "CSDL2"),
        .target(name: "SDLHost", dependencies: ["OpenUIKit", "OpenUIKitContracts", "CairoRendering", "CSDL2"]),
        // Browser tabs as the screen: an HTTP and WebSocket server on hummingbird whose page draws
        // the frames' damaged rectangles (PNG tiles, libdeflate) and sends input back.
        .target(
            name: "WebHost",
            dependencies: [
                "OpenUIKit", "OpenUIKitContracts", "CairoRendering", "CDeflate", "CTileScanlines",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // A frame's rectangles as filtered PNG scanlines, in C so debug builds encode quickly.
        .target(name: "CTileScanlines"),
        // Debian's Chromium, headless, over the DevTools protocol on a pipe: the client WebKit's
        // web views draw with, and the web host's tests and benchmarks look at pages with.
        .target(name: "ChromiumDevTools"),
        .target(name: "BrowserTesting", dependencies: ["ChromiumDevTools"]),
        // The `storyboard` command: its subcommands live in a library the tests drive in-process;
        // the executable only starts it.
        .target(
            name: "StoryboardTool",
            dependencies: [
                "StoryboardDocument", "OpenUIKit", "CairoRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]),
        .executableTarget(name: "storyboard", dependencies: ["StoryboardTool"]),
        // Apple's module names for ported apps: `import UIKit` is OpenUIKit; `UserNotifications`
        // stands in for what Linux lacks. `os_log` and `Logger` live under a name of our own, never
        // `os`: swift-syntax and swift-argument-parser test `canImport(os)` to mean Apple's, and a
        // module of that name built beside them breaks their build (`openuikit port` rewrites
        // `import os`, `os.log` and `OSLog` to it).
        .target(name: "UIKit", dependencies: ["OpenUIKit"], path: "Sources/AppleModules/UIKit"),
        .target(name: "QuartzCore", dependencies: ["OpenUIKit"], path: "Sources/AppleModules/QuartzCore"),
        .target(name: "CoreGraphics", dependencies: ["OpenUIKit"], path: "Sources/AppleModules/CoreGraphics"),
        .target(name: "OpenUIKitLogging", path: "Sources/AppleModules/OpenUIKitLogging"),
        // Foundation names iOS has and Linux's Foundation lacks (`RelativeDateTimeFormatter`),
        // imported into every file of a ported app; its words come from the ICU Foundation ships.
        .target(
            name: "OpenUIKitFoundation", path: "Sources/AppleModules/OpenUIKitFoundation",
            linkerSettings: [.linkedLibrary("_FoundationICU")]),
        .target(name: "UserNotifications", path: "Sources/AppleModules/UserNotifications"),
        // The mail compose sheet, sending to an outbox folder since Linux has no Mail account.
        .target(
            name: "MessageUI", dependencies: ["UIKit", "OpenUIKitContracts"], path: "Sources/AppleModules/MessageUI"),
        // Uniform type identifiers (`UTType`), which OpenUIKit's documents and pickers take, and
        // MobileCoreServices' older `kUTType…` constants over them.
        .target(name: "UniformTypeIdentifiers", path: "Sources/AppleModules/UniformTypeIdentifiers"),
        .target(
            name: "MobileCoreServices", dependencies: ["UniformTypeIdentifiers"],
            path: "Sources/AppleModules/MobileCoreServices"),
        // The photo library as the iOS Simulator keeps one: a folder of image files (albums its
        // subfolders), and PhotosUI's picker and live photo view over it.
        .target(
            name: "Photos", dependencies: ["OpenUIKit", "OpenUIKitContracts"], path: "Sources/AppleModules/Photos"),
        .target(name: "PhotosUI", dependencies: ["Photos", "OpenUIKit"], path: "Sources/AppleModules/PhotosUI"),
        // Image I/O: image files' types, metadata (Exif, GPS, IPTC, PNG chunks) and images, read
        // and written in Swift over OpenUIKit's codecs; Core Image's filters computed on pixels.
        .target(name: "ImageIO", dependencies: ["OpenUIKit"], path: "Sources/AppleModules/ImageIO"),
        .target(name: "CoreImage", dependencies: ["OpenUIKit", "ImageIO"], path: "Sources/AppleModules/CoreImage"),
        // Location and maps as the iOS Simulator has them: a simulated fix, maps drawn without
        // tiles, no geocoding or search service; Contacts' addresses; EventKit over a property list.
        .target(name: "Contacts", path: "Sources/AppleModules/Contacts"),
        .target(
            name: "CoreLocation", dependencies: ["Contacts", "OpenUIKitContracts"],
            path: "Sources/AppleModules/CoreLocation"),
        .target(
            name: "MapKit", dependencies: ["CoreLocation", "Contacts", "OpenUIKit"], path: "Sources/AppleModules/MapKit"
        ),
        .target(
            name: "EventKit", dependencies: ["OpenUIKit", "OpenUIKitContracts"], path: "Sources/AppleModules/EventKit"),
        // Core Data: the app's model read from its `.xcdatamodeld`, objects kept in a real SQLite
        // file through SQLite's C API (Debian's libsqlite3-dev), predicates parsed and evaluated here.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(
            name: "CoreData", dependencies: ["OpenUIKit", "StoryboardDocument", "CSQLite"],
            path: "Sources/AppleModules/CoreData"),
        // Media time (`CMTime`), which AVFoundation re-exports.
        .target(name: "CoreMedia", path: "Sources/AppleModules/CoreMedia"),
        // Sound and media files played through GStreamer; the session and capture devices as the
        // Simulator has them.
        .target(
            name: "AVFoundation", dependencies: ["OpenUIKit", "OpenUIKitContracts", "CoreMedia", "CGStreamer"],
            path: "Sources/AppleModules/AVFoundation"),
        .target(name: "AVKit", dependencies: ["UIKit", "AVFoundation"], path: "Sources/AppleModules/AVKit"),
        // No App Store on Linux: review requests log, purchases are unavailable, as in development.
        .target(name: "StoreKit", dependencies: ["UIKit"], path: "Sources/AppleModules/StoreKit"),
        // Link previews from the page's own HTML, fetched with URLSession.
        .target(name: "LinkPresentation", dependencies: ["UIKit"], path: "Sources/AppleModules/LinkPresentation"),
        // Web views drawn by Debian's Chromium, headless, one page per web view; Safari's view
        // controller over such a web view.
        .target(name: "WebKit", dependencies: ["UIKit", "ChromiumDevTools"], path: "Sources/AppleModules/WebKit"),
        .target(
            name: "SafariServices", dependencies: ["UIKit", "WebKit"], path: "Sources/AppleModules/SafariServices"),
        // Combine: OpenCombine re-exported with its Foundation and Dispatch schedulers and
        // publishers under Apple's names, and key-value observing's publisher over OpenUIKit's KVO.
        // OpenCombine spells those names only where `canImport(Combine)` is false: it is always
        // compiled before this module exists, since this module depends on it.
        .target(
            name: "Combine",
            dependencies: [
                "OpenUIKit", .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ],
            path: "Sources/AppleModules/Combine"),
        // CryptoKit is swift-crypto's Crypto; CommonCrypto's C functions are written over it.
        .target(
            name: "CryptoKit", dependencies: [.product(name: "Crypto", package: "swift-crypto")],
            path: "Sources/AppleModules/CryptoKit"),
        .target(
            name: "CommonCrypto",
            dependencies: [
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            path: "Sources/AppleModules/CommonCrypto"),
        // Xcode's saved frames as the layout oracle: the canvas Xcode laid a scene out on, and a
        // scene on screen compared with the frames it saved (the tour's screens, the corpus tests).
        .target(name: "XcodeFrames", dependencies: ["OpenUIKit", "StoryboardDocument"]),
        // What a ported app's generated main() hands over to: a window, a headless run, the tour.
        .target(
            name: "OpenUIKitApp",
            dependencies: [
                "OpenUIKit", "OpenUIKitContracts", "StoryboardDocument", "SDLHost", "WebHost", "AutomationHost",
                "CairoRendering", "XcodeFrames",
            ]),
        // An Xcode project's files read from untrusted bytes: the ASCII property list of a
        // `project.pbxproj`, its objects and build settings, a workspace's projects.
        .target(name: "XcodeProjectFile"),
        // The `openuikit` command: its subcommands live in a library the tests drive in-process.
        .target(
            name: "OpenUIKitPort",
            dependencies: [
                "ObjectiveCSelectors", "StoryboardDocument", "XcodeProjectFile", "OpenUIKitContracts",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "openuikit", dependencies: ["OpenUIKitPort"]),
        // An Xvfb server of a test's or benchmark's own.
        .target(name: "VirtualDisplay"),
        .executableTarget(name: "ContainerDemo", dependencies: ["OpenUIKit"], path: "Examples/ContainerDemo"),
        .executableTarget(
            name: "TopTabs", dependencies: ["OpenUIKit"], path: "Examples/TopTabs",
            resources: [.copy("TopTabs.storyboard")]),
        // A small list app written as iOS apps are, for the UI tests: alerts, a text field, a table.
        .executableTarget(
            name: "Groceries", dependencies: ["OpenUIKit", "SDLHost", "AutomationHost", "CairoRendering"],
            path: "Examples/Groceries"),
        .executableTarget(name: "WindowDemo", dependencies: ["OpenUIKit", "SDLHost"], path: "Examples/WindowDemo"),
        .executableTarget(name: "RenderCorpus", dependencies: ["CairoRendering"], path: "Examples/RenderCorpus"),
        // The showcase: its screens, storyboards and scripted tour in a library the tests import,
        // and a thin app (`make run`) that starts it with UIApplicationMain.
        .target(
            name: "ShowcaseKit", dependencies: ["OpenUIKit", "CairoRendering"], path: "Examples/Showcase/Kit",
            resources: ["Showcase", "Form", "Containers", "TopTabBar", "Joined"].map {
                .copy("Storyboards/\($0).storyboard")
            }
                + [.copy("Storyboards/ProfileViewController.xib")]),
        .executableTarget(
            name: "Showcase",
            dependencies: ["ShowcaseKit", "OpenUIKit", "SDLHost", "WebHost", "AutomationHost", "CairoRendering"],
            path: "Examples/Showcase/App"),
        .target(name: "CMallocCounter", path: "Benchmarks/CMallocCounter"),
        .target(name: "CHeapInUse", path: "Benchmarks/CHeapInUse"),
        .target(
            name: "BenchmarkSupport", dependencies: ["OpenUIKit", "CHeapInUse"], path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: ["OpenUIKit", "CHeapInUse"],
            path: "Benchmarks/CoreBenchmarks"
        ),
        .executableTarget(
            name: "StoryboardBenchmarks",
            dependencies: [
                "StoryboardDocument", "OpenUIKit", "StoryboardTool", "CMallocCounter", "CHeapInUse",
                "BenchmarkSupport", "CairoRendering", "XcodeFrames",
            ],
            path: "Benchmarks/StoryboardBenchmarks"
        ),
        .executableTarget(name: "SolverBenchmarks", dependencies: ["Cassowary"], path: "Benchmarks/SolverBenchmarks"),
        .executableTarget(
            name: "CoreDataBenchmarks", dependencies: ["CoreData", "CSQLite"], path: "Benchmarks/CoreDataBenchmarks"),
        .executableTarget(
            name: "LaunchBenchmarks", dependencies: ["OpenUIKitPort"], path: "Benchmarks/LaunchBenchmarks"),
        .executableTarget(
            name: "RenderBenchmarks", dependencies: ["CairoRendering", "OpenUIKit"], path: "Benchmarks/RenderBenchmarks"
        ),
        .executableTarget(name: "LayoutBenchmarks", dependencies: ["OpenUIKit"], path: "Benchmarks/LayoutBenchmarks"),
        .executableTarget(
            name: "AnimationBenchmarks", dependencies: ["OpenUIKit", "SDLHost", "VirtualDisplay"],
            path: "Benchmarks/AnimationBenchmarks"),
        .executableTarget(
            name: "TableBenchmarks",
            dependencies: [
                "OpenUIKit", "SDLHost", "CSDL2", "VirtualDisplay", "CHeapInUse",
                "BenchmarkSupport",
            ],
            path: "Benchmarks/TableBenchmarks"),
        .executableTarget(
            name: "WebBenchmarks", dependencies: ["WebHost", "BrowserTesting", "BenchmarkSupport", "OpenUIKit"],
            path: "Benchmarks/WebBenchmarks"),
        .executableTarget(
            name: "SoakBenchmarks",
            dependencies: [
                "ShowcaseKit", "OpenUIKit", "CairoRendering", "StoryboardDocument", "CHeapInUse",
                "BenchmarkSupport",
            ],
            path: "Benchmarks/SoakBenchmarks"),
        // What the test targets share, written once: where a test that reads a corpus finds it (the
        // shared corpus beside the checkout for the classes named …CorpusTests, `make test-corpus`,
        // or the sample written for this project, Sample/, read in place, over which `make test`
        // runs the same checks), seeded random numbers, image files built byte by byte, tools run
        // to their end, the traced tests' set-up and an X server of a test's own.
        .target(
            name: "TestSupport", dependencies: ["OpenUIKit", "OpenUIKitContracts", "CairoRendering", "VirtualDisplay"],
            path: "Tests/TestSupport",
            exclude: ["Sample"]),
        .testTarget(
            name: "OpenUIKitTests",
            dependencies: [
                "OpenUIKit", "AutomationHost", "XcodeFrames", "TestSupport", "UniformTypeIdentifiers",
                "MobileCoreServices",
            ],
            resources: [.copy("Storyboards")]),
        .testTarget(name: "StoryboardDocumentTests", dependencies: ["StoryboardDocument", "TestSupport"]),
        .testTarget(
            name: "CairoRenderingTests",
            dependencies: ["CairoRendering", "OpenUIKit", "StoryboardDocument", "TestSupport", "XcodeFrames"],
            // References are read from the checkout (`ReferencePictures`), not copied.
            exclude: ["References"], resources: [.copy("ImageFixtures")]),
        .testTarget(
            name: "SDLHostTests",
            dependencies: ["SDLHost", "CairoRendering", "OpenUIKit", "VirtualDisplay", "TestSupport"],
            exclude: ["References"], resources: [.copy("Storyboards")]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
        .testTarget(name: "MessageUITests", dependencies: ["MessageUI"]),
        .testTarget(name: "OpenUIKitFoundationTests", dependencies: ["OpenUIKitFoundation"]),
        // Photos over a real folder of PNG and JPEG files Cairo encodes and decodes.
        .testTarget(name: "PhotosTests", dependencies: ["Photos", "PhotosUI", "TestSupport", "CairoRendering"]),
        .testTarget(name: "ImageIOTests", dependencies: ["ImageIO", "CairoRendering", "TestSupport"]),
        .testTarget(name: "CoreImageTests", dependencies: ["CoreImage", "CairoRendering", "TestSupport"]),
        .testTarget(name: "ContactsTests", dependencies: ["Contacts", "TestSupport"]),
        .testTarget(name: "CoreLocationTests", dependencies: ["CoreLocation", "Contacts", "TestSupport"]),
        .testTarget(
            name: "MapKitTests", dependencies: ["MapKit", "CoreLocation", "OpenUIKit", "CairoRendering", "TestSupport"]),
        .testTarget(name: "EventKitTests", dependencies: ["EventKit", "TestSupport"]),
        .testTarget(name: "CoreDataTests", dependencies: ["CoreData", "TestSupport"], resources: [.copy("Fixtures")]),
        // The process CoreDataTests kills in the middle of a save.
        .executableTarget(name: "CoreDataSaveProbe", dependencies: ["CoreData"], path: "Tests/CoreDataSaveProbe"),
        .testTarget(name: "AVFoundationTests", dependencies: ["AVFoundation", "AVKit", "TestSupport"]),
        .testTarget(name: "StoreKitTests", dependencies: ["StoreKit", "TestSupport"]),
        .testTarget(name: "LinkPresentationTests", dependencies: ["LinkPresentation", "TestSupport"]),
        .testTarget(
            name: "WebKitTests",
            dependencies: ["WebKit", "SafariServices", "OpenUIKit", "CairoRendering", "TestSupport"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine", "OpenUIKit", "TestSupport"]),
        .testTarget(name: "CryptoKitTests", dependencies: ["CryptoKit", "TestSupport"]),
        .testTarget(name: "CommonCryptoTests", dependencies: ["CommonCrypto", "TestSupport"]),
        .testTarget(
            name: "OpenUIKitPortTests",
            dependencies: [
                "OpenUIKitPort", "OpenUIKitContracts", "XcodeProjectFile", "UIKit", "QuartzCore", "OpenUIKitLogging",
                "OpenUIKitFoundation",
                "UserNotifications",
                "MessageUI", "OpenUIKitApp", "Photos", "PhotosUI", "ImageIO", "CoreImage",
                "Contacts", "CoreLocation", "MapKit", "EventKit", "CoreData", "CoreMedia", "AVFoundation", "AVKit",
                "StoreKit", "LinkPresentation", "WebKit", "SafariServices", "Combine", "CryptoKit", "CommonCrypto",
                "TestSupport",
            ],
            resources: [.copy("Fixtures")]),
        // The real apps of ../shared/apps ported, built and toured (`make test-corpus`).
        // It runs the `openuikit` executable `make test-corpus` builds: depending on an executable
        // target would build every dependency a second time, for the host.
        .testTarget(
            name: "AppCorpusTests",
            dependencies: ["OpenUIKitContracts", "BrowserTesting", "CairoRendering", "TestSupport", "CSQLite"],
            exclude: ["References", "UITests"]),
        .testTarget(
            name: "StoryboardToolTests", dependencies: ["StoryboardTool", "StoryboardDocument", "TestSupport"],
            resources: [.copy("Fixtures")]),
        // UI tests in XCUITest's spellings: each launches an example app (Showcase, Groceries) as
        // its own process.
        .testTarget(name: "AppUITests", dependencies: ["XCUIAutomation"]),
        .testTarget(name: "XCUIAutomationTests", dependencies: ["XCUIAutomation", "OpenUIKitContracts"]),
        .testTarget(
            name: "SnapshotTestingOpenUIKitTests",
            dependencies: [
                "SnapshotTestingOpenUIKit", "OpenUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ShowcaseTests",
            dependencies: [
                "ShowcaseKit", "SDLHost", "CairoRendering", "OpenUIKit", "VirtualDisplay",
                "TestSupport",
            ],
            exclude: ["References"]),
        .testTarget(
            name: "WebHostTests",
            dependencies: [
                "WebHost", "OpenUIKitContracts", "BrowserTesting", "ShowcaseKit", "OpenUIKit", "CairoRendering",
                "TestSupport",
            ]),
        // The DocC site `make docs` writes, served from loopback and read in Chromium.
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "BrowserTesting", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "OpenUIKitMacrosTests",
            dependencies: [
                "OpenUIKitMacros",
                "ObjectiveCSelectors",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets (`make fuzz`): libFuzzer entry points, one per parser of untrusted input, built
// only when OPENUIKIT_FUZZ is set, with `-sanitize=fuzzer,address` into their own build folder.
if fuzzing {
    package.targets.append(.target(name: "CFuzzer", path: "Fuzz/CFuzzer"))
    package.targets.append(.target(name: "FuzzSupport", dependencies: ["CFuzzer"], path: "Fuzz/FuzzSupport"))
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("FuzzStoryboard", ["OpenUIKit", "StoryboardDocument"]),
        ("FuzzStoryboardDecode", ["StoryboardDocument"]),
        ("FuzzPropertyList", ["OpenUIKit", "StoryboardDocument"]),
        ("FuzzAssetCatalog", ["OpenUIKit"]),
        ("FuzzImage", ["OpenUIKit", "CairoRendering"]),
        ("FuzzLintConfiguration", ["StoryboardTool"]),
        ("FuzzXcodeProject", ["XcodeProjectFile"]),
        ("FuzzCoreData", ["CoreData"]),
    ]
    for (name, dependencies) in fuzzTargets {
        package.targets.append(
            .executableTarget(name: name, dependencies: dependencies + ["FuzzSupport"], path: "Fuzz/\(name)"))
        package.products.append(.executable(name: name, targets: [name]))
    }
}
