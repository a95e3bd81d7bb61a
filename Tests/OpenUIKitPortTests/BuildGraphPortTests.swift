import Foundation
import XCTest

@testable import OpenUIKitPort

/// A port follows the app's build graph as Xcode builds it: the framework it links, the local
/// package it uses, its unit tests, the settings its targets have; the app extension and the file
/// the checkout lacks are located notes, never a failed port.
final class BuildGraphPortTests: XCTestCase {
    func testTheGraphBecomesOnePackage() throws {
        let output = try PortFixtures.scratchFolder()
        let report = try Porter(
            projectURL: PortFixtures.graphProject,
            options: .init(dependency: OpenUIKitDependency("/checkouts/OpenUIKit"), includesUnitTests: true)
        ).port(to: output)
        XCTAssertEqual(report.libraries, ["Login"])
        XCTAssertEqual(report.localPackages, ["LocalPackages/Greeting"])
        XCTAssertEqual(report.unitTestTargets, ["GraphTests"])
        XCTAssertEqual(report.missingModules, [:])

        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        for expected in [
            ".package(path: \"LocalPackages/Greeting\")",
            ".target(\n            name: \"Login\"",
            ".swiftLanguageMode(.v4_2)",
            ".executableTarget(\n            name: \"Graph\",\n            dependencies: [\n                \"Login\",\n                .product(name: \"Greeting\", package: \"greeting\"),",
            ".define(\"GRAPH_FEATURE\")", ".define(\"LOGIN_FAST\")",
            ".testTarget(\n            name: \"GraphTests\",\n            dependencies: [\n                \"Graph\",\n                \"OpenUIKitTestHostStart\",",
            "\"-import-module\", \"-Xfrontend\", \"FoundationNetworking\"",
            // The unit tests see UIKit through XCTest, as on iOS.
            "\"-import-module\", \"-Xfrontend\", \"UIKit\"",
        ] {
            XCTAssertTrue(manifest.contains(expected), "no \(expected) in\n\(manifest)")
        }
        XCTAssertFalse(manifest.contains(".define(\"DEBUG\")"), "SwiftPM defines DEBUG for debug builds itself")
        XCTAssertFalse(manifest.contains("GraphWidget"))

        // The local package keeps its manifest and gains OpenUIKit for its targets.
        let package = try String(
            contentsOf: output.appendingPathComponent("LocalPackages/Greeting/Package.swift"), encoding: .utf8)
        XCTAssertTrue(package.hasPrefix("// swift-tools-version:5.9"))
        XCTAssertTrue(package.contains("products: [.library(name: \"Greeting\", targets: [\"Greeting\"])]"))
        XCTAssertTrue(package.contains("package.dependencies.append(.package(path: \"/checkouts/OpenUIKit\"))"))
        XCTAssertTrue(package.contains(".product(name: \"UIKit\", package: \"openuikit\")"))

        // No file of another target is compiled into the app.
        let files = Set(FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? [])
        XCTAssertFalse(files.contains { $0.hasSuffix("GraphWidget.swift") })
        XCTAssertTrue(files.contains("Sources/Login/Login/LoginViewController.swift"))
        XCTAssertTrue(files.contains("Tests/GraphTests/GraphTests/GraphTests.swift"))
        XCTAssertTrue(files.contains("Tests/GraphTests/OpenUIKitTestHost.swift"))
        XCTAssertTrue(files.contains("Sources/OpenUIKitTestHostStart/start.c"))
        XCTAssertTrue(files.contains("Sources/Graph/AppBundle/en.lproj/Localizable.strings"))
        XCTAssertFalse(files.contains { $0.contains("fr.lproj") })

        // The extension and the missing file, located in project.pbxproj.
        let porting = try String(contentsOf: output.appendingPathComponent("PORTING.md"), encoding: .utf8)
        let pbxproj = PortFixtures.graphProject.appendingPathComponent("project.pbxproj").path
        XCTAssertTrue(
            porting.contains("- \(pbxproj):206:32: note: target GraphWidget left out: an app extension"), porting)
        XCTAssertTrue(
            porting.contains(
                "- \(pbxproj):82:23: warning: \(PortFixtures.graphProject.deletingLastPathComponent().path)/Graph/fr.lproj/Localizable.strings is missing; left out"
            ), porting)
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .warning }.map(\.line), [82])
        let tests = try String(
            contentsOf: output.appendingPathComponent("Tests/GraphTests/GraphTests/GraphTests.swift"), encoding: .utf8)
        XCTAssertFalse(tests.contains("@MainActor\n    func testTheAppIsTheHost"), "discovery cannot run it")
    }

    /// Without tests asked for, the test bundle is a left-out target and nothing it alone links
    /// is ported.
    func testWithoutTestsTheBundleIsLeftOut() throws {
        let output = try PortFixtures.scratchFolder()
        let report = try Porter(projectURL: PortFixtures.graphProject).port(to: output)
        XCTAssertEqual(report.unitTestTargets, [])
        XCTAssertTrue(report.leftOut.contains { $0.message.hasPrefix("target GraphTests left out: a test bundle") })
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("Tests").path))
    }

    /// Xcode 26's concurrency settings: approachable concurrency's upcoming features (those the
    /// Swift 6 mode lacks, or all five in Swift 5) and main-actor default isolation.
    func testConcurrencySettingsBecomeSwiftSettings() {
        let six = TargetSettings([
            "SWIFT_VERSION": "6.0", "SWIFT_APPROACHABLE_CONCURRENCY": "YES",
            "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor",
        ])
        XCTAssertEqual(six.upcomingFeatures, ["InferIsolatedConformances", "NonisolatedNonsendingByDefault"])
        XCTAssertTrue(six.swiftSettings.contains(#".enableUpcomingFeature("InferIsolatedConformances")"#))
        XCTAssertTrue(six.swiftSettings.contains(#".unsafeFlags(["-default-isolation", "MainActor"])"#))
        let five = TargetSettings(["SWIFT_VERSION": "5.0", "SWIFT_APPROACHABLE_CONCURRENCY": "YES"])
        XCTAssertEqual(five.upcomingFeatures, TargetSettings.approachableConcurrency)
        XCTAssertNil(five.defaultIsolation)
        let plain = TargetSettings(["SWIFT_VERSION": "5.0", "SWIFT_DEFAULT_ACTOR_ISOLATION": "nonisolated"])
        XCTAssertEqual(plain.upcomingFeatures, [])
        XCTAssertNil(plain.defaultIsolation)
    }
}
