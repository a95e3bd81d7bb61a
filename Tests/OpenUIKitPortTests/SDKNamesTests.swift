import Foundation
import TestSupport
import XCTest

@testable import OpenUIKitPort

/// What the usage census reads from an app's Swift: the SDK names it uses, without the ones the
/// app declares itself, and how the probe's build log is read back.
final class SDKNamesTests: XCTestCase {
    func testTheNamesAFileUsesButDoesNotDeclare() {
        let sources = [
            """
            import UIKit

            final class PaletteView: UIView, UITableViewDelegate {
                let link: CADisplayLink? = nil
                var options: [UIApplication.LaunchOptionsKey: Any] = [:]
                func draw() {
                    backgroundColor = UIColor.systemBlue
                    let start = CACurrentMediaTime()
                    _ = UIColor.brand
                    _ = UILabel.make()
                    _ = kCAFillModeForwards
                    _ = UIColorPalette.shared
                    _ = URLSession.shared
                    _ = UIView.self
                }
            }
            """,
            """
            import UIKit

            struct UIColorPalette { static let shared = UIColorPalette() }
            extension UIColor { static let brand = UIColor.red }
            protocol Makeable {}
            extension Makeable { static func make() -> Self { fatalError() } }
            extension UILabel: Makeable {}
            """,
        ]
        let declared = sources.reduce(into: Set<String>()) { $0.formUnion(SDKNames.declaredTypes(in: $1)) }
        let names = SDKNames(files: sources, declared: declared)
        XCTAssertEqual(
            names.uses.keys.sorted(),
            [
                "CACurrentMediaTime", "CADisplayLink", "UIApplication", "UIApplication.LaunchOptionsKey", "UIColor",
                "UIColor.red", "UIColor.systemBlue", "UILabel", "UITableViewDelegate", "UIView", "kCAFillModeForwards",
            ])
        XCTAssertEqual(names.uses["UIColor"], 4, "the type, counted each place it is named, an extension of it too")
        XCTAssertTrue(SDKNames.isSDKName("CGRect"))
        XCTAssertFalse(SDKNames.isSDKName("URLSession"), "the toolchain's Foundation, not an Apple prefix")
        XCTAssertFalse(SDKNames.isSDKName("UInt"), "a prefix must be followed by an uppercase letter")
    }

    /// Only the code an iOS build compiles counts: a Mac Catalyst branch, a macOS branch and an
    /// AppKit import are left out; the iOS branch and a DEBUG branch are read.
    func testNamesInBranchesAnIOSBuildLeavesOutAreNotCounted() {
        let source = """
            #if targetEnvironment(macCatalyst)
            let bar = NSTouchBar()
            #endif
            #if os(OSX)
            typealias Image = NSImage
            #elseif os(iOS) || os(tvOS)
            typealias Image = UIImage
            #endif
            #if canImport(AppKit)
            let cursor = NSCursor.arrow
            #elseif canImport(UIKit)
            let device = UIDevice.current
            #endif
            #if DEBUG && targetEnvironment(simulator)
            let shadow = NSShadow()
            #endif
            let name: Notification.Name = .UIKeyboardWillShow
            """
        let names = SDKNames(files: [source], declared: [])
        XCTAssertEqual(names.uses.keys.sorted(), ["NSShadow", "UIDevice", "UIDevice.current", "UIImage"])
    }

    func testTheProbeLogsMissingNamesByLine() {
        let log = """
            /cache/census-probe/Sources/CensusProbe/Probe.swift:6:47: error: cannot find 'UIFlux' in scope
            /cache/census-probe/Sources/CensusProbe/Probe.swift:7:53: error: type 'UIColor' has no member 'sparkle'
            /cache/census-probe/Sources/CensusProbe/Probe.swift:8:47: error: expected member name or constructor call after type name
            /cache/census-probe/Sources/CensusProbe/Probe.swift:9:47: error: ambiguous use of 'systemFont'
            /elsewhere/Other.swift:10:1: error: cannot find 'X' in scope
            """
        XCTAssertEqual(CensusProbe.missingLines(in: log, file: "Probe.swift"), [6, 7])
        let probe = CensusProbe(
            names: ["UIFlux", "UIColor.sparkle"], cache: AppCache(root: URL(fileURLWithPath: "/tmp")),
            dependency: .ownCheckout)
        let lines = probe.source.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[CensusProbe.firstLine - 1], "@MainActor func probe0() { _ = UIFlux }")
        XCTAssertEqual(lines[CensusProbe.firstLine], "@MainActor func probe1() { _ = UIColor.sparkle }")
    }
}
