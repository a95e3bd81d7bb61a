import TestSupport
import XCTest

@testable import OpenUIKit

/// The backend an entry point hands `UIApplicationMain`: which of its hosts shows the app, and
/// when the renderer's services are installed.
final class ApplicationBackendTests: UIKitTestCase {
    /// A host of an app's own, as a library other than SDLHost would write one: it has a
    /// display or not, and notes what it was asked.
    @MainActor final class NotingHost: UIApplicationHost {
        static var log: [String] = []
        let name: String
        let hasDisplay: Bool

        init(_ name: String, hasDisplay: Bool = true) {
            self.name = name
            self.hasDisplay = hasDisplay
        }

        func prepareToLaunch(_ application: UIApplication) -> Bool {
            Self.log.append("\(name).prepare")
            return hasDisplay
        }

        func runMainLoop(_ application: UIApplication) {}
    }

    @MainActor private static func backend(displays: [String: Bool] = [:], test: String? = nil) -> UIApplicationBackend
    {
        UIApplicationBackend(
            testHost: { test.map { NotingHost($0) } },
            hosts: ["window", "tabs"].map { name in
                UIApplicationBackend.Host(name: name) {
                    NotingHost.log.append("\(name).make")
                    return NotingHost(name, hasDisplay: displays[name] ?? true)
                }
            })
    }

    @MainActor private static func chosen(_ backend: UIApplicationBackend, environment: [String: String]) -> String? {
        (backend.preparedHost(for: UIApplication.shared, environment: environment) as? NotingHost)?.name
    }

    override func setUp() {
        MainActor.assumeIsolated { NotingHost.log = [] }
    }

    func testTheFirstHostIsTheDefaultAndOnlyTheChosenOneIsMade() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Self.chosen(Self.backend(), environment: [:]), "window")
            XCTAssertEqual(Self.chosen(Self.backend(), environment: ["OPENUIKIT_HOST": "tabs"]), "tabs")
            XCTAssertNil(Self.chosen(Self.backend(), environment: ["OPENUIKIT_HOST": "none"]))
            XCTAssertEqual(NotingHost.log, ["window.make", "window.prepare", "tabs.make", "tabs.prepare"])
        }
    }

    func testAHostWithoutADisplayLeavesTheAppHeadless() {
        MainActor.assumeIsolated {
            XCTAssertNil(Self.chosen(Self.backend(displays: ["window": false]), environment: [:]))
            XCTAssertEqual(NotingHost.log, ["window.make", "window.prepare"], "the next host is not tried")
        }
    }

    func testAnUnknownNameIsAWarningNamingTheHostsThereAre() {
        MainActor.assumeIsolated {
            var reported: [UIKitDiagnostic] = []
            let previous = UIKitDiagnostics.handler
            UIKitDiagnostics.handler = { reported.append($0) }
            defer { UIKitDiagnostics.handler = previous }
            XCTAssertNil(Self.chosen(Self.backend(), environment: ["OPENUIKIT_HOST": "sdl"]))
            XCTAssertEqual(
                reported.map(\.reason),
                ["OPENUIKIT_HOST names sdl, which is none of this app's hosts (window, tabs, none); running headless"])
            XCTAssertEqual(NotingHost.log, [])
        }
    }

    func testTheTestHostComesFirstWhateverTheEnvironmentChooses() {
        MainActor.assumeIsolated {
            XCTAssertEqual(
                Self.chosen(Self.backend(test: "ui-test"), environment: ["OPENUIKIT_HOST": "none"]), "ui-test")
            XCTAssertEqual(NotingHost.log, ["ui-test.prepare"])
        }
    }

    func testTheServicesAreInstalledOnlyOnceAHostHasADisplay() {
        MainActor.assumeIsolated {
            let before = RenderingServices.installed
            defer { before.install() }
            var services = RenderingServices.headless
            services.textMeasurer = HeadlessTextMeasurer()
            var headless = Self.backend(displays: ["window": false])
            headless.rendering = services
            _ = Self.chosen(headless, environment: [:])
            XCTAssertFalse(services.isInstalled)
            var shown = Self.backend()
            shown.rendering = services
            _ = Self.chosen(shown, environment: [:])
            XCTAssertTrue(services.isInstalled)
        }
    }

    /// One store: a part replaced keeps the others, and a whole install replaces all three.
    func testRenderingServicesAreOneValue() {
        MainActor.assumeIsolated {
            let before = RenderingServices.installed
            defer { before.install() }
            let services = RenderingServices.headless
            services.install()
            let decoder = HeadlessImageDecoder()
            ImageDecoders.decoder = decoder
            XCTAssertTrue(RenderingServices.installed.imageDecoder === decoder)
            XCTAssertTrue(TextMeasurement.measurer === services.textMeasurer)
            XCTAssertFalse(services.isInstalled)
            let generation = TextMeasurement.generation
            services.install()
            XCTAssertTrue(services.isInstalled)
            XCTAssertGreaterThan(TextMeasurement.generation, generation)
        }
    }
}
