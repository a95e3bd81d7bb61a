// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "StoryboardDocument", targets: ["StoryboardDocument"]),
    ],
    targets: [
        .target(name: "StoryboardDocument"),
        .target(name: "OpenUIKit"),
        .executableTarget(name: "ContainerDemo", dependencies: ["OpenUIKit"], path: "Examples/ContainerDemo"),
        .executableTarget(name: "TopTabs", dependencies: ["OpenUIKit"], path: "Examples/TopTabs"),
        .target(name: "CMallocCounter", path: "Benchmarks/CMallocCounter"),
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: ["OpenUIKit", "CMallocCounter"],
            path: "Benchmarks/CoreBenchmarks"
        ),
        .executableTarget(
            name: "StoryboardBenchmarks",
            dependencies: ["StoryboardDocument", "CMallocCounter"],
            path: "Benchmarks/StoryboardBenchmarks"
        ),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit"]),
        .testTarget(name: "StoryboardDocumentTests", dependencies: ["StoryboardDocument"]),
    ],
    swiftLanguageModes: [.v6]
)
