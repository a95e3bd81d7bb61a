// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Greeting",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Greeting", targets: ["Greeting"])],
    targets: [.target(name: "Greeting")]
)
