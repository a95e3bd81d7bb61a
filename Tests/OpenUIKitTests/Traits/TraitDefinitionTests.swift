import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// A custom trait as the iOS 17 documentation defines one.
private struct ContainedInSettingsTrait: UITraitDefinition {
    static let defaultValue = false
}

private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = "plain"
    static let affectsColorAppearance = true
    static let name = "Theme"
}

/// The iOS 17 trait system: definitions, overrides, and registrations that run once per change of
/// the traits they name.
final class TraitDefinitionTests: UIKitTestCase {
    func testCustomTraitsDefaultLayerAndCompare() {
        let empty = UITraitCollection()
        XCTAssertFalse(
            empty[ContainedInSettingsTrait.self], "a collection that does not specify it reports the default")
        let settings = UITraitCollection(ContainedInSettingsTrait.self, value: true)
        XCTAssertTrue(settings[ContainedInSettingsTrait.self])
        XCTAssertNotEqual(settings, empty)
        XCTAssertEqual(settings, UITraitCollection(ContainedInSettingsTrait.self, value: true))

        let layered = UITraitCollection(traitsFrom: [settings, UITraitCollection(userInterfaceStyle: .dark)])
        XCTAssertTrue(layered[ContainedInSettingsTrait.self], "layering keeps what earlier collections specify")
        XCTAssertEqual(layered[UITraitUserInterfaceStyle.self], .dark, "system traits read by definition too")
        XCTAssertTrue(layered.containsTraits(in: settings))
        XCTAssertFalse(empty.containsTraits(in: settings))

        let themed = layered.modifyingTraits { $0[ThemeTrait.self] = "ocean" }
        XCTAssertEqual(themed[ThemeTrait.self], "ocean")
        XCTAssertEqual(themed.userInterfaceStyle, .dark)
        XCTAssertEqual(ThemeTrait.name, "Theme")
        XCTAssertEqual(ContainedInSettingsTrait.name, "ContainedInSettingsTrait")
        XCTAssertFalse(ContainedInSettingsTrait.affectsColorAppearance)

        let mutated = UITraitCollection { traits in
            traits.horizontalSizeClass = .regular
            traits.displayGamut = .P3
            traits.typesettingLanguage = Locale.Language(identifier: "ja")
        }
        XCTAssertEqual(mutated.horizontalSizeClass, .regular)
        XCTAssertEqual(mutated.displayGamut, .P3)
        XCTAssertEqual(mutated.typesettingLanguage?.languageCode?.identifier, "ja")
        XCTAssertEqual(UITraitCollection().displayGamut, .unspecified)
    }

    func testOverridesContainAndRemoveTraits() {
        var overrides = UITraitOverrides()
        XCTAssertFalse(overrides.contains(UITraitUserInterfaceStyle.self))
        overrides.userInterfaceStyle = .dark
        overrides[ContainedInSettingsTrait.self] = true
        XCTAssertTrue(overrides.contains(UITraitUserInterfaceStyle.self))
        XCTAssertTrue(overrides.contains(ContainedInSettingsTrait.self))
        XCTAssertFalse(overrides.contains(UITraitVerticalSizeClass.self))
        overrides.remove(UITraitUserInterfaceStyle.self)
        overrides.remove(ContainedInSettingsTrait.self)
        XCTAssertFalse(overrides.contains(UITraitUserInterfaceStyle.self))
        XCTAssertFalse(overrides.contains(ContainedInSettingsTrait.self))
        XCTAssertEqual(overrides.userInterfaceStyle, .unspecified)
    }

    func testWindowsReportTheirGamutAndCustomTraitsFlowDown() {
        onMain {
            let parent = Probe("P")
            let child = Probe("C")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            let window = showInWindow(parent)
            XCTAssertEqual(parent.traitCollection.displayGamut, .SRGB, "the renderer draws sRGB")
            parent.traitOverrides[ThemeTrait.self] = "forest"
            XCTAssertEqual(child.traitCollection[ThemeTrait.self], "forest", "children inherit custom traits")
            let label = UILabel()
            child.view.addSubview(label)
            XCTAssertEqual(label.traitCollection[ThemeTrait.self], "forest", "so do views")
            label.traitOverrides[ThemeTrait.self] = "desert"
            XCTAssertEqual(label.traitCollection[ThemeTrait.self], "desert")
            XCTAssertEqual(child.traitCollection[ThemeTrait.self], "forest")
            window.isHidden = true
        }
    }

    func testControllerRegistrationsRunOncePerChangeOfTheirTraits() {
        onMain {
            let controller = Probe("A")
            let window = showInWindow(controller)
            var calls: [String] = []
            controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
                (probe: Probe, previous: UITraitCollection) in
                calls.append(
                    "style \(previous.userInterfaceStyle.rawValue)→\(probe.traitCollection.userInterfaceStyle.rawValue)"
                )
            }
            let theme = controller.registerForTraitChanges([ThemeTrait.self, UITraitLegibilityWeight.self]) {
                (probe: Probe, _: UITraitCollection) in
                calls.append("theme \(probe.traitCollection[ThemeTrait.self])")
            }
            controller.traitOverrides.userInterfaceStyle = .dark
            controller.traitOverrides.userInterfaceStyle = .dark
            controller.traitOverrides[ThemeTrait.self] = "ocean"
            controller.traitOverrides.horizontalSizeClass = .regular
            controller.unregisterForTraitChanges(theme)
            controller.traitOverrides[ThemeTrait.self] = "forest"
            XCTAssertEqual(calls, ["style 1→2", "theme ocean"], "unchanged and unregistered traits call nothing")
            window.isHidden = true
        }
    }

    func testViewRegistrationsRunWhenTheirInheritedTraitsChange() {
        onMain {
            let controller = Probe("A")
            let window = showInWindow(controller)
            let view = UIView()
            controller.view.addSubview(view)
            var styles: [UIUserInterfaceStyle] = []
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
                styles.append(view.traitCollection.userInterfaceStyle)
            }
            window.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(styles, [.dark], "a window's change reaches observed views at once")
            controller.overrideUserInterfaceStyle = .light
            view.updateTraitsIfNeeded()
            XCTAssertEqual(styles, [.dark, .light], "updateTraitsIfNeeded compares now")
            view.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(styles, [.dark, .light, .dark], "the view's own override counts")
            window.isHidden = true
        }
    }

    func testViewsAndTheScreenAreCoordinateSpaces() {
        onMain {
            let controller = Probe("A")
            let window = showInWindow(controller)
            let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
            controller.view.addSubview(view)
            let screen: any UICoordinateSpace = UIScreen.main.coordinateSpace
            XCTAssertEqual(screen.bounds, UIScreen.main.bounds)
            XCTAssertEqual(view.convert(CGPoint(x: 1, y: 2), to: screen), CGPoint(x: 21, y: 32))
            XCTAssertEqual(view.convert(CGPoint(x: 21, y: 32), from: screen), CGPoint(x: 1, y: 2))
            XCTAssertEqual(
                view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: UIScreen.main.fixedCoordinateSpace),
                CGRect(x: 20, y: 30, width: 10, height: 10))
            let space: any UICoordinateSpace = controller.view
            XCTAssertEqual(view.convert(CGPoint.zero, to: space), CGPoint(x: 20, y: 30))
            window.isHidden = true
        }
    }
}
